import Foundation

/// Pairings from how the code uses its colors (DESIGN.md §12, "Pairings from usage"): every function,
/// initializer, computed property and closure body is read for the colors it sets on one receiver and its
/// containers (UIKit, Objective-C) or in one modifier chain (SwiftUI), and for status-bar styles picked from a
/// bar color's brightness. Uses of the same colors are one pairing listing its sites.
enum CodeUsagePairings {
    /// How a view drawn in the color SwiftUI gives text with none set is named (`Text (default color)`).
    static let defaultColorWording = " (default color)"
    /// How many sites a pairing lists (the rest are counted).
    static let listedSites = 5
    /// How a container's outline read as decorative is explained (and told from a disabled use in the id).
    static let outlineWording =
        "a container, decorative: its content, not its edge, is what a reader needs to see (WCAG 1.4.11 asks "
        + "nothing of a passive container's boundary)"

    /// How a separator line read as decorative is explained (and told from a disabled use in the id).
    static let separatorWording =
        "a separator, decorative: it divides content a reader can see without it (WCAG 1.4.11 asks nothing of it)"

    struct Outcome {
        var pairings: [Pairing] = []
        var notes: [Diagnostic] = []
        /// Tokens for colors built at use sites, named by their hex value.
        var tokens: [Token] = []
        /// Uses left out because a color they need cannot be evaluated (each with a note).
        var unevaluated = 0
        /// The tokens of the pairings left out so (`Theme.unevaluatedTokens`).
        var unevaluatedTokens: Set<String> = []
        /// The luminosity the code fixes for the whole app (`UsageFixedStyles.appLuminosity`).
        var fixedLuminosity: Luminosity?
    }

    /// What every body of the input uses, in reading order.
    private struct Uses {
        var findings: [UsageFinding] = []
        var notes: [UsageNote] = []
        var statusBars: [StatusBarUse] = []
    }

    /// `unresolvable` names the tokens that cannot be evaluated, with why: a pairing that needs one is not
    /// evaluated, and says so in a note at its first site. From `parallelThreshold` bodies on, the bodies are
    /// read on every core (the outcome is the same).
    static func find(
        evaluator: CodeEvaluator, tokenNames: Set<String>, assetTokens: Set<String>,
        instances: CodeThemeInstances = CodeThemeInstances(), unresolvable: [String: String] = [:],
        opaque: Set<String> = [], interface: InterfaceBuilderUsage? = nil,
        parallelThreshold: Int = parallelThreshold
    ) -> Outcome {
        let fixedStyles = UsageFixedStyles(evaluator)
        evaluator.appScheme = fixedStyles.appLuminosity?.rawValue
        var uses = read(
            evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens, instances: instances,
            layouts: interface?.layouts ?? [:], deferred: interface?.deferred ?? [], fixedStyles: fixedStyles,
            parallelThreshold: parallelThreshold)
        if let interface {
            uses.findings += interface.findings
            uses.notes += interface.notes
        }
        // A style function read alone has no background; read where a body calls it with its views, it has.
        let paired = Set(uses.findings.map(\.site))
        uses.notes.removeAll { paired.contains($0.location) && $0.message.hasSuffix(UIKitUsageEmitter.noBackground) }
        // A style fixed for the whole app: every view is in that luminosity, so the theme is evaluated in it only.
        if let style = fixedStyles.appWide, let at = fixedStyles.appLocation {
            uses.notes.append(
                UsageNote(
                    location: at,
                    message: "the app fixes its interface style to \(style) for every view: only the "
                        + "\(fixedStyles.appLuminosity?.rawValue ?? "") appearances are evaluated"))
        }
        // A color that cannot be evaluated beneath an opaque layer is hidden by it (round 22's pretixSCAN: a
        // card's text over the card, the card over a status background chosen at run time): the stack ends there.
        if !unresolvable.isEmpty {
            uses.findings = uses.findings.map {
                Self.endingAtOpaqueLayer($0, unresolvable: unresolvable, opaque: opaque)
            }
        }
        var result = outcome(of: uses, tokenNames: tokenNames, assetTokens: assetTokens, unresolvable: unresolvable)
        result.fixedLuminosity = fixedStyles.appLuminosity
        return result
    }

    typealias Walked = (
        uikit: UIKitUsageState, findings: [UsageFinding], notes: [UsageNote], statusBar: StatusBarUse?,
        placements: [SwiftUIPlacement]
    )

    /// One reading of a body (one binding of its theme-instance names).
    private struct Reading {
        var walked: Walked
        var because: String?
        var touchedNothing: Bool
        /// The theme instances the reading's names stood for (`LightTheme`), sorted; empty when it read none.
        var instancesUsed: [String] = []
    }

    /// A body to read, with its readings' bindings and the instance variables that explain them.
    private struct Job {
        var entry: Int
        var bindings: [[String: String]]
        var variables: UsageInstanceVariables
        /// For a body of a type built elsewhere with its colors, one reading per construction site.
        var sites: [UsageComponents.Site] = []
    }

    /// Bodies at or above which the readings are split across cores (each thread with its own evaluator).
    static let parallelThreshold = 64

    /// Reads every body, once per theme instance when it reads a theme through a parameter or property. The
    /// bodies are read in parallel ranges, then their readings are taken in declaration order.
    private static func read(
        evaluator: CodeEvaluator, tokenNames: Set<String>, assetTokens: Set<String>, instances: CodeThemeInstances,
        layouts: [String: UIKitUsageState], deferred: [InterfaceBuilderUsage.Deferred] = [],
        fixedStyles: UsageFixedStyles = UsageFixedStyles(), parallelThreshold: Int
    ) -> Uses {
        var variables = UsageInstanceVariables(evaluator: evaluator, instances: instances)
        let components = UsageComponents(
            evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens, instances: instances)
        var jobs: [Job] = []
        for (index, entry) in evaluator.entries.enumerated() {
            // Most declarations have no body: that is read in place before the declaration is copied.
            guard entry.declaration.body != nil || initializerClosure(entry.declaration.value) != nil,
                !evaluator.isPreview(entry)
            else {
                continue
            }
            let declaration = entry.declaration
            let bindings = variables.bindings(for: declaration)
            var job = Job(entry: index, bindings: bindings, variables: variables)
            if !declaration.isStatic, let sites = components.sites[entry.key] { job.sites = sites }
            jobs.append(job)
        }
        var readings = evaluator.chunked(jobs.count, threshold: parallelThreshold) { evaluator, range in
            range.map { job in
                readBody(
                    jobs[job], evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens,
                    instances: instances)
            }
        }
        let placements = readings.flatMap { $0.flatMap(\.walked.placements) }
        // A view placed where its callers give it a foreground (`.foregroundColor(.white)` around it) draws its
        // uncolored text and symbols in that color: its own reading's default (the label color) is no pairing of
        // the app's (round 25's TeslaClone: two invented pairings). Its placed readings pair what it draws.
        let recolored = Set(placements.filter { $0.environment.foreground != nil }.map(\.type))
        if !recolored.isEmpty {
            for index in readings.indices where recolored.contains(evaluator.entries[jobs[index].entry].key) {
                for reading in readings[index].indices {
                    readings[index][reading].walked.findings.removeAll { $0.what.hasSuffix(Self.defaultColorWording) }
                }
            }
        }
        var uses = collect(
            readings, jobs: jobs, evaluator: evaluator, layouts: layouts, deferred: deferred, fixedStyles: fixedStyles)
        if !placements.isEmpty {
            let (placed, skipped, undrawn) = placedReadings(
                placements, evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens,
                instances: instances, components: components)
            uses.notes += skipped
            // What every placement's arguments hide (`if showHoldingColumn` with `false` at each place) is
            // drawn nowhere: the reading alone's "no background" note for it says nothing.
            uses.notes.removeAll { undrawn.contains($0.location) && $0.message.contains(SwiftUIUsageWalker.unplaced) }
            // Only what had no background of its own: the rest is already paired, on its own background. (A site
            // whose colors a choice picks is paired in one arm and placed in the other: by site and color.)
            // A placed reading that only adds layers beneath a translucent stack already paired (a row's
            // `.background(bgColor)` at opacity 0.5 over the screen's background) is kept: it is the whole stack,
            // and `droppingPartialStacks` drops the partial one. (Beneath an opaque layer nothing shows.)
            let backed = Dictionary(
                uses.findings.map { (Backed(site: $0.site, foreground: $0.foreground), [$0.backgrounds]) },
                uniquingKeysWith: +)
            // A site that colors several views (a stack's `.foregroundColor`) may be backed for one of them (a
            // price on its own fill) and not for another (a name on whatever the view is placed on): a placed
            // stack that neither repeats nor extends one already paired there is another view's (round 16).
            let unbacked = placed.filter { finding in
                guard let stacks = backed[Backed(site: finding.site, foreground: finding.foreground)] else {
                    return true
                }
                return stacks.contains { stack in
                    stack.allSatisfy(SwiftUIUsageWalker.isTranslucent) && extends(finding.backgrounds, stack)
                }
                    || !stacks.contains { stack in
                        sameNames(finding.backgrounds, stack) || extends(finding.backgrounds, stack)
                    }
            }
            let sites = Set(unbacked.map(\.site))
            uses.notes.removeAll { sites.contains($0.location) && $0.message.contains(SwiftUIUsageWalker.unplaced) }
            uses.findings += unbacked
        }
        uses.findings = Self.droppingPartialStacks(uses.findings)
        return uses
    }

    /// A site read both alone and where it is placed (a view property read by itself, then in the `body` that
    /// places it over more layers): the reading alone sees the top of the stack only (`black on gold`, where
    /// `black on gold on page` is the whole of it), a second pairing of the same use. For the same site,
    /// foreground and role, one is kept: the fuller stack when the shorter one is translucent throughout (what
    /// lies beneath shows through), else the shorter, whose opaque layer hides the rest.
    static func droppingPartialStacks(_ findings: [UsageFinding]) -> [UsageFinding] {
        struct Use: Hashable {
            var site: SourceLocation
            var foreground: UsageColor
            var role: Role
        }
        var stacks: [Use: [[UsageColor]]] = [:]
        for finding in findings {
            stacks[Use(site: finding.site, foreground: finding.foreground, role: finding.role), default: []].append(
                finding.backgrounds)
        }
        guard stacks.values.contains(where: { $0.count > 1 }) else { return findings }
        return findings.filter { finding in
            let others = stacks[Use(site: finding.site, foreground: finding.foreground, role: finding.role)] ?? []
            guard others.count > 1 else { return true }
            let stack = finding.backgrounds
            if stack.allSatisfy(SwiftUIUsageWalker.isTranslucent) {
                // Translucent all the way down: what lies beneath shows, and the fuller stack is the answer.
                return !others.contains { extends($0, stack) }
            }
            // Beneath an opaque layer nothing shows: the shorter stack says the same in fewer words.
            return !others.contains { other in
                extends(stack, other) && !other.allSatisfy(SwiftUIUsageWalker.isTranslucent)
            }
        }
    }

    /// Whether two stacks name the same colors, layer by layer.
    static func sameNames(_ one: [UsageColor], _ other: [UsageColor]) -> Bool {
        one.count == other.count && namesAgree(one, other)
    }

    /// Whether `longer` is `shorter` with more layers beneath.
    static func extends(_ longer: [UsageColor], _ shorter: [UsageColor]) -> Bool {
        longer.count > shorter.count && namesAgree(longer, shorter)
    }

    /// Whether the layers the two stacks share from the top agree, compared by the name they are paired under
    /// (one color read in two places carries each place's own location).
    private static func namesAgree(_ one: [UsageColor], _ other: [UsageColor]) -> Bool {
        zip(one, other).allSatisfy { ($0.name ?? "\($0)") == ($1.name ?? "\($1)") }
    }

    /// The readings of one body: the first, and the others only when the first read a theme instance's name.
    private static func readBody(
        _ job: Job, evaluator: CodeEvaluator, tokenNames: Set<String>, assetTokens: Set<String>,
        instances: CodeThemeInstances
    ) -> [Reading] {
        let entry = evaluator.entries[job.entry]
        let declaration = entry.declaration
        var resolver = UsageColorResolver(
            evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens, typePath: declaration.scope,
            parameters: Set(declaration.parameters.map(\.name)),
            swiftUI: evaluator.languages[entry.file] == .swift, file: entry.file)
        resolver.instances = instances
        for parameter in declaration.parameters where !parameter.type.isEmpty {
            resolver.parameterTypes[parameter.name] = parameter.type
        }
        var readings: [Reading] = []
        // Built elsewhere with its colors: one reading per construction site, with the site's colors bound.
        for site in job.sites {
            resolver.boundColors = site.colors
            // `if let title` on a property this construction leaves nil draws nothing here.
            let at = CodePosition(line: site.location.line, column: site.location.column, offset: site.location.offset)
            var locals = resolver.locals
            for name in site.nilProperties { locals[name] = .identifier("nil", at) }
            resolver.locals = locals
            resolver.bindings = job.bindings.first ?? [:]
            var walked = walk(entry, resolver: resolver, evaluator: evaluator)
            // Before what the site itself says (an outline of a tag is decorative, named so from that wording);
            // only where a color the site binds is drawn (a title in the label color is the same at every site:
            // round 23's re-score found it credited to one caller's symbol color).
            let bound = Array(site.colors.values)
            for index in walked.findings.indices
            where ([walked.findings[index].foreground] + walked.findings[index].backgrounds).contains(where: {
                bound.contains($0)
            }) {
                walked.findings[index].explain(site.explanation, first: true)
            }
            // Disabled where it is built: reported, never failing.
            if site.disabled {
                for index in walked.findings.indices { walked.findings[index].role = .decorative }
            }
            for index in walked.notes.indices { walked.notes[index].message += " (read with \(site.explanation))" }
            readings.append(Reading(walked: walked, because: site.explanation, touchedNothing: false))
        }
        if !job.sites.isEmpty { return readings }
        for (number, binding) in job.bindings.enumerated() {
            resolver.bindings = binding
            resolver.touched = UsageTouch()
            var walked = walk(entry, resolver: resolver, evaluator: evaluator)
            var because: String?
            if !resolver.touched.names.isEmpty {
                let explanation = job.variables.explanation(
                    binding, used: resolver.touched.names, evaluator: evaluator)
                if !explanation.isEmpty {
                    because = explanation
                    for index in walked.findings.indices { walked.findings[index].explain(explanation, first: true) }
                }
            }
            let touchedNothing = resolver.touched.names.isEmpty
            let used = Set(resolver.touched.names.compactMap { binding[$0] }).sorted()
            readings.append(
                Reading(walked: walked, because: because, touchedNothing: touchedNothing, instancesUsed: used))
            if number == 0 && touchedNothing { break }
        }
        return readings
    }

    /// The uses of every reading, in declaration order.
    private static func collect(
        _ readings: [[Reading]], jobs: [Job], evaluator: CodeEvaluator, layouts: [String: UIKitUsageState],
        deferred: [InterfaceBuilderUsage.Deferred], fixedStyles: UsageFixedStyles = UsageFixedStyles()
    ) -> Uses {
        var uses = Uses()
        // UIKit bodies are emitted after every body is read, so that a view's background set in another
        // function of the same type (`viewDidLoad`) is known where a foreground is set (`openLight()`).
        var pending:
            [(
                state: UIKitUsageState, root: String?, type: String, because: String?, instances: [String],
                others: [UsageFinding], entry: Int
            )] = []
        var typeStates: [String: UIKitUsageState] = [:]
        // Backgrounds read with theme instances, per type and instances: `update(theme:)` setting the
        // background and `show()` setting the text through the stored `theme` meet when both read the same
        // instance (each reading's names of a theme type stand for one instance), never across instances.
        var instanceStates: [String: [(instances: [String], state: UIKitUsageState)]] = [:]
        // A type's root view, found once per type (a type has many bodies and closures).
        var roots: [String: String?] = [:]
        func root(_ entry: CodeEvaluator.Entry) -> String? {
            if let known = roots[entry.key] { return known }
            let found = Self.root(of: entry.declaration.scope, evaluator)
            roots[entry.key] = .some(found)
            return found
        }
        for jobIndex in jobs.indices {
            let bodyReadings = readings[jobIndex]
            let entry = evaluator.entries[jobs[jobIndex].entry]
            let root = root(entry)
            for reading in bodyReadings {
                if reading.touchedNothing {
                    // Backgrounds and containers that hold whatever theme is applied.
                    typeStates[entry.key, default: UIKitUsageState()].absorbBackgrounds(
                        of: reading.walked.uikit, keepingUnknown: true)
                } else if !reading.instancesUsed.isEmpty {
                    var states = instanceStates[entry.key, default: []]
                    if let at = states.firstIndex(where: { $0.instances == reading.instancesUsed }) {
                        states[at].state.absorbBackgrounds(of: reading.walked.uikit, keepingUnknown: true)
                    } else {
                        var state = UIKitUsageState()
                        state.absorbBackgrounds(of: reading.walked.uikit, keepingUnknown: true)
                        states.append((reading.instancesUsed, state))
                    }
                    instanceStates[entry.key] = states
                }
                pending.append(
                    (
                        reading.walked.uikit, root, entry.key, reading.because, reading.instancesUsed,
                        reading.walked.findings, jobs[jobIndex].entry
                    ))
                uses.notes += reading.walked.notes
                if let use = reading.walked.statusBar { uses.statusBars.append(use) }
            }
        }
        // Fixed status-bar styles, over what any body of their controller puts under the bar.
        var controllerStates: [String: UIKitUsageState] = [:]
        for body in pending {
            controllerStates[body.type, default: UIKitUsageState()].absorbBackgrounds(of: body.state)
        }
        let getters = jobs.indices.map { jobIndex in
            let entry = evaluator.entries[jobs[jobIndex].entry]
            return (entry: entry, root: root(entry))
        }
        let (appWideBar, unknownBars) = appWideBars(pending.map(\.state))
        let fixed = FixedStatusBar.uses(
            getters, states: controllerStates, unknownBars: unknownBars, evaluator: evaluator)
        uses.statusBars += fixed.uses
        uses.notes += fixed.notes
        let initializersRead = pending.reduce(into: Set<Int>()) { $0.formUnion($1.state.initializersRead) }
        let placed = placedViews(pending.map { ($0.state, $0.root, $0.type, $0.instances) }) { type, instances, state in
            laidOut(
                fallback(inherited(typeStates, type, evaluator), instanceStates[type] ?? [], for: instances),
                layouts[String(type.split(separator: ".").last ?? "")], besides: state)
        }
        // Read only when some body is a table cell's.
        var tableCells: UsageTableCells?
        for body in pending {
            // A body that set nothing on a receiver emits nothing (most closures: `UIColor { ... }`).
            if body.state.order.isEmpty {
                if let style = fixedStyles.types[body.type] {
                    uses.notes += body.others.map { UsageFixedStyles.note($0, style) }
                } else {
                    uses.findings += body.others
                }
                continue
            }
            let others = laidOut(
                fallback(
                    inherited(typeStates, body.type, evaluator), instanceStates[body.type] ?? [], for: body.instances),
                layouts[String(body.type.split(separator: ".").last ?? "")], besides: body.state)
            let emitter = UIKitUsageEmitter(
                state: body.state, root: body.root, fallback: others,
                appWideBar: appWideBar, selfIsView: body.root != nil || Self.extendsUIKit(body.type, evaluator),
                isCell: Self.isCell(body.type, evaluator),
                tableCell: Self.isTableCell(body.type, evaluator)
                    ? tableCellDefault(body.type, &tableCells, evaluator) : nil,
                placedOn: placed[body.type] ?? [])
            var emitted = emitter.findings
            if let because = body.because {
                for index in emitted.indices { emitted[index].explain(because, first: true) }
            }
            // In reading order: a body's UIKit findings, then its SwiftUI ones.
            if let style = fixedStyles.types[body.type] {
                uses.notes += (emitted + body.others).map { UsageFixedStyles.note($0, style) }
            } else {
                uses.findings += emitted + body.others
            }
            // An initializer read at the constructions of its views: what it sets is paired there, where its
            // parameters are known, so its own reading's "comes from a parameter" notes are not repeated.
            if !initializersRead.contains(body.entry) { uses.notes += emitter.notes }
        }
        placeDeferred(deferred, typeStates, into: &uses)
        return uses
    }

    /// The app view classes that bodies place (`view.addSubview(header)` with `let header = SectionHeader()`),
    /// each with the layers beneath it at every place where they are known and why: what the class's own
    /// reading puts on its clear or unset background sits on those (held-out round 26: a clear header's title
    /// failed over every backdrop where its screen's background was set).
    private static func placedViews(
        _ bodies: [(state: UIKitUsageState, root: String?, type: String, instances: [String])],
        others: (String, [String], UIKitUsageState) -> UIKitUsageState?
    ) -> [String: [(layers: [UsageColor], because: String)]] {
        var placed: [String: [(layers: [UsageColor], because: String)]] = [:]
        for body in bodies where !body.state.appViews.isEmpty {
            let host = UIKitUsageEmitter(
                state: body.state, root: body.root, fallback: others(body.type, body.instances, body.state),
                emitting: false)
            for (child, view) in body.state.appViews.sorted(by: { $0.value.at.offset < $1.value.at.offset })
            where view.type != body.type {
                // A table is opaque: beneath a header it holds is its background, known only where code sets it
                // (UIKit's default depends on the style).
                if let table = view.table,
                    (body.state.slots[table]?["background"] ?? host.fallback?.slots[table]?["background"] ?? []).isEmpty
                {
                    continue
                }
                guard let stacks = host.layersBeneath(child) else { continue }
                let name = view.type.split(separator: ".").last.map(String.init) ?? view.type
                let place = "`\(name)` as placed at \(view.at.fileName):\(view.at.line)"
                for stack in stacks where !(placed[view.type] ?? []).contains(where: { $0.layers == stack.layers }) {
                    placed[view.type, default: []].append(
                        (stack.layers, stack.because.map { $0 + ", " + place } ?? place))
                }
            }
        }
        return placed
    }

    /// Document colors over a container whose background its class's code sets: one finding per background
    /// the class's bodies give that outlet (whatever theme is applied), else the document reader's note.
    private static func placeDeferred(
        _ deferred: [InterfaceBuilderUsage.Deferred], _ typeStates: [String: UIKitUsageState], into uses: inout Uses
    ) {
        guard !deferred.isEmpty else { return }
        var byClass: [String: UIKitUsageState] = [:]
        for (key, state) in typeStates { byClass[String(key.split(separator: ".").last ?? "")] = state }
        for item in deferred {
            let sites = byClass[item.owner]?.slots[item.outlet]?["background"] ?? []
            let colors = sites.filter { !$0.color.isClear }
            guard !colors.isEmpty, colors.allSatisfy({ $0.color.name != nil }) else {
                uses.notes.append(item.note)
                continue
            }
            for site in colors {
                var finding = item.finding
                finding.backgrounds.append(site.color)
                let file = site.location.fileName
                let place = "\(item.outlet)'s background set in code at \(file):\(site.location.line)"
                finding.explain(place)
                uses.findings.append(finding)
            }
        }
    }

    /// The app-wide `UINavigationBar.appearance()` background when every navigation bar color of the files
    /// read is the proxy's, and the proxy's backgrounds that cannot be evaluated (a pattern image), for the notes
    /// to name.
    private static func appWideBars(_ states: [UIKitUsageState]) -> (bar: [UsageSite], unknown: [UsageSite]) {
        let proxy = "UINavigationBar.appearance()"
        let unknown = states.flatMap { state in
            (state.slots[proxy]?["background"] ?? []).filter {
                if case .unknown = $0.color { return true }
                return false
            }
        }
        let ownBars = states.contains { state in
            state.slots.contains { $0.key.hasSuffix("navigationBar") && !($0.value["background"] ?? []).isEmpty }
        }
        guard !ownBars else { return ([], unknown) }
        let bar = states.flatMap { state in (state.slots[proxy]?["background"] ?? []).filter { !$0.color.isClear } }
        return (bar, unknown)
    }

    /// What the type's bodies know, with a document's containers and backgrounds for the views they name where
    /// neither the body nor the others set one.
    private static func laidOut(
        _ known: UIKitUsageState?, _ layout: UIKitUsageState?, besides body: UIKitUsageState
    ) -> UIKitUsageState? {
        // Where the type's bodies say nothing, its storyboard or xib does (CodeUsageInterfaceBuilder).
        guard let layout else { return known }
        var state = known ?? UIKitUsageState()
        state.laidOut = Set(layout.parents.keys).union(layout.parents.values)
        for (view, parent) in layout.parents where state.parents[view] == nil && body.parents[view] == nil {
            state.parents[view] = parent
            if let place = layout.constructions[view] { state.constructions[view] = place }
        }
        for view in layout.order {
            guard let sites = layout.slots[view]?["background"], state.slots[view]?["background"] == nil,
                body.slots[view]?["background"] == nil
            else { continue }
            if state.slots[view] == nil { state.order.append(view) }
            state.slots[view, default: [:]]["background"] = sites
        }
        return state
    }

    /// What a body's other readings in its type set: the backgrounds that hold whatever theme is applied, and
    /// those read with instances the body's reading also used (all of them: the same theme, never another).
    /// What the type's bodies set, with what its superclasses' bodies set on the views the type's own bodies
    /// leave uncolored (a card's subclass adds labels to the content view its base class colors and places).
    private static func inherited(
        _ typeStates: [String: UIKitUsageState], _ type: String, _ evaluator: CodeEvaluator
    ) -> UIKitUsageState? {
        var result = typeStates[type]
        var next = type
        var seen: Set<String> = [type]
        // Only a superclass the input declares once: two types of one name (in two modules) are not guessed between.
        while let parent = evaluator.inheritance[next]?.lazy.filter({ (evaluator.typesByLast[$0]?.count ?? 0) == 1 })
            .compactMap({ evaluator.resolveType($0, from: []) }).first,
            seen.insert(parent).inserted, seen.count < 8
        {
            next = parent
            guard let ancestor = typeStates[parent] else { continue }
            var state = result ?? UIKitUsageState()
            for receiver in ancestor.order where state.slots[receiver]?["background"] == nil {
                guard let sites = ancestor.slots[receiver]?["background"] else { continue }
                if state.slots[receiver] == nil { state.order.append(receiver) }
                state.slots[receiver, default: [:]]["background"] = sites
            }
            state.parents.merge(ancestor.parents) { own, _ in own }
            state.absorbLayout(of: ancestor)
            state.borderWidths.merge(ancestor.borderWidths) { own, _ in own }
            result = state
        }
        return result
    }

    private static func fallback(
        _ shared: UIKitUsageState?, _ perInstances: [(instances: [String], state: UIKitUsageState)],
        for used: [String]
    ) -> UIKitUsageState? {
        // A body that reads no instance (`setupView(with:)` coloring a label `.systemGray`) sits on what every
        // instance's reading set: each is an alternative.
        let matching =
            used.isEmpty
            ? perInstances : perInstances.filter { candidate in candidate.instances.allSatisfy(used.contains) }
        guard !matching.isEmpty else { return shared }
        var state = shared ?? UIKitUsageState()
        for candidate in matching { state.absorbBackgrounds(of: candidate.state, keepingUnknown: true) }
        return state
    }

    /// The tokens a color computed at a use site is written with, read off its name, which is the expression as
    /// written: asset names in quotes (`Color("Card").opacity(0.5)`) and declaration paths (`Color.brand`,
    /// `Palette.shared.ink`) that are tokens.
    static func derivedNames(_ expression: String, among tokens: Set<String>) -> [String] {
        var found: [String] = []
        var path = ""
        var quoted: String?
        func endPath() {
            // The longest prefix of the path that names a token (`Color.brand` of `Color.brand.opacity`).
            var segments = path.split(separator: ".").map(String.init)
            while !segments.isEmpty {
                let candidate = segments.joined(separator: ".")
                if tokens.contains(candidate) {
                    found.append(candidate)
                    break
                }
                segments.removeLast()
            }
            path = ""
        }
        for character in expression {
            if var text = quoted {
                if character == "\"" {
                    if tokens.contains(text) { found.append(text) }
                    quoted = nil
                } else {
                    text.append(character)
                    quoted = text
                }
            } else if character == "\"" {
                endPath()
                quoted = ""
            } else if character.isLetter || character.isNumber || character == "_" || character == "." {
                path.append(character)
            } else {
                endPath()
            }
        }
        endPath()
        var seen: Set<String> = []
        return found.filter { seen.insert($0).inserted }
    }

    /// `finding` with its backgrounds cut after the first opaque layer when a color beneath it cannot be evaluated.
    static func endingAtOpaqueLayer(
        _ finding: UsageFinding, unresolvable: [String: String], opaque: Set<String>
    ) -> UsageFinding {
        let isUnresolvable = { (layer: UsageColor) in layer.name.map { unresolvable[$0] != nil } ?? false }
        guard let last = finding.backgrounds.lastIndex(where: isUnresolvable) else { return finding }
        let cover = finding.backgrounds.firstIndex { layer in
            switch layer {
            case .literal(let color, _): return color.alpha >= 1
            case .token(let name, _): return opaque.contains(name)
            default: return false
            }
        }
        guard let cover, cover < last, !finding.backgrounds[...cover].contains(where: isUnresolvable) else {
            return finding
        }
        var finding = finding
        finding.backgrounds = Array(finding.backgrounds[...cover])
        return finding
    }

    /// Pairings (those needing a color that cannot be evaluated become notes), tokens for colors built at use
    /// sites, and the notes in source order.
    /// `assetTokens`: the asset colors a computed color may be written with (`Token.derivedFrom`).
    private static func outcome(
        of uses: Uses, tokenNames: Set<String>, assetTokens: Set<String>, unresolvable: [String: String]
    ) -> Outcome {
        var notes =
            uses.notes + StatusBarUse.unmodelledNotes(uses.statusBars) + StatusBarUse.runtimeBarNotes(uses.statusBars)
        var outcome = Outcome()
        for pairing in merge(uses.findings) + statusBarPairings(uses.statusBars) {
            guard let name = pairing.tokens.first(where: { unresolvable[$0] != nil }) else {
                outcome.pairings.append(pairing)
                continue
            }
            outcome.unevaluatedTokens.formUnion(pairing.tokens)
            let sites = pairing.siteCount > 1 ? " (\(pairing.siteCount) sites)" : ""
            notes.append(
                UsageNote(
                    location: pairing.location,
                    message: "pairing \"\(pairing.id)\"\(sites) not evaluated: the color \(name) cannot be evaluated "
                        + "(\(unresolvable[name] ?? "unresolvable"))", unresolvedColor: true))
        }
        var literalNames: Set<String> = []
        for finding in uses.findings
        where !([finding.foreground] + finding.backgrounds).contains(where: {
            $0.name.map { unresolvable[$0] != nil } ?? false
        }) {
            for case .literal(let color, let at) in [finding.foreground] + finding.backgrounds
            where literalNames.insert(color.hex).inserted && !tokenNames.contains(color.hex) {
                outcome.tokens.append(
                    Token(name: color.hex, value: .literal(ColorLiteral(color: color, location: at)), location: at))
            }
            for case .computed(let name, let variants, let at) in [finding.foreground] + finding.backgrounds
            where literalNames.insert(name).inserted && !tokenNames.contains(name) {
                var token = Token(name: name, variants: variants, location: at)
                token.derivedFrom =
                    Self.derivedNames(name, among: tokenNames) + Self.derivedNames(name, among: assetTokens)
                outcome.tokens.append(token)
            }
        }
        let said = Set(notes.lazy.filter { !$0.yields }.map(\.location))
        notes.removeAll { $0.yields && said.contains($0.location) }
        outcome.unevaluatedTokens.formUnion(notes.lazy.filter(\.unresolvedColor).flatMap(\.tokens))
        var seenNotes: Set<UsageNote> = []
        notes = notes.filter { seenNotes.insert($0).inserted }
        // Uses left out for a color that cannot be evaluated, each a pairing the summary counts as not evaluated.
        outcome.unevaluated = notes.count { $0.unresolvedColor }
        outcome.notes = notes.sorted { ($0.location.path, $0.location.offset) < ($1.location.path, $1.location.offset) }
            .map { Diagnostic(severity: $0.severity, location: $0.location, message: $0.message) }
        return outcome
    }

    /// Reads one body: UIKit assignments, SwiftUI modifier chains and status-bar logic.
    private static func walk(
        _ entry: CodeEvaluator.Entry, resolver: UsageColorResolver, evaluator: CodeEvaluator
    )
        -> Walked
    {
        let declaration = entry.declaration
        // Interface Builder runs this to draw a designable view on its canvas; the app never does (round 23's
        // Corona-Warn-App: a placeholder label's white text over the control was paired).
        if declaration.kind == .function, declaration.name == "prepareForInterfaceBuilder" {
            return (UIKitUsageState(), [], [], nil, [])
        }
        // UIKit properties take UIKit's colors: `label.textColor = .red` is `UIColor.red` (pure red), not
        // SwiftUI's `Color.red` (the system red) as a Swift file's SwiftUI code would read it.
        var uikit = resolver
        uikit.swiftUI = false
        var walker = UIKitUsageWalker(resolver: uikit, file: entry.file, evaluator: evaluator)
        // A table delegate's `tableView(_:viewForHeaderInSection:)` (or footer): the view it returns is placed in
        // that table (the parameter, or the type's `tableView`).
        if declaration.kind == .function, declaration.name == "tableView", declaration.parameters.count == 2,
            ["viewForHeaderInSection", "viewForFooterInSection"].contains(declaration.parameters[1].label)
        {
            let table = declaration.parameters[0].name
            walker.headerTable = table == "_" ? "tableView" : table
        }
        var bodies: [[CodeStatement]] = []
        if let body = declaration.body {
            walker.walk(body)
            bodies.append(body)
        } else if let closure = initializerClosure(declaration.value) {
            walker.walkInitializerClosure(closure, property: declaration.name)
            bodies.append(closure.body)
        }
        var findings: [UsageFinding] = []
        var notes: [UsageNote] = []
        var declarative = walker.resolver
        declarative.swiftUI = resolver.swiftUI
        var swiftUI = SwiftUIUsageWalker(resolver: declarative, file: entry.file, evaluator: evaluator)
        // A view property, or a view method without arguments (`info()`), is read where `body` places it; a view
        // method with parameters is read only there, where its arguments are known.
        let isView = declaration.name != "body" && declaration.type?.contains("View") == true
        let viewMember =
            declaration.kind == .property || (declaration.kind == .function && declaration.parameters.isEmpty)
        swiftUI.placedElsewhere = viewMember && isView
        let readWhereCalled =
            isView && declaration.kind == .function && !declaration.parameters.isEmpty && !declaration.isStatic
            && calledWithArguments(declaration.name, in: declaration.scope, evaluator)
        // A computed color (`static var divider: Color { white.opacity(0.5) }`) is a value, not a view.
        let isColor = declaration.type.map { CodeEvaluator.colorTypes.contains(CodeValue.plainType($0)) } ?? false
        for body in bodies where !readWhereCalled && !isColor {
            swiftUI.walk(body, environment: SwiftUIEnvironment())
        }
        findings += swiftUI.findings
        notes += swiftUI.notes
        let statusBar = StatusBarUse.find(in: declaration, file: entry.file, resolver: walker.resolver)
        return (walker.state, findings, notes, statusBar, swiftUI.placements)
    }

    /// The bodies of app SwiftUI views read again where they are placed with colors around them: a
    /// component's text that has no background of its own (`FactTile`'s `.secondary` caption) sits on the
    /// placing view's (`FactCard`'s `.background(...)`). The findings say where the view was placed; the
    /// standalone reading's "no background" notes for the sites this places are dropped.
    /// A foreground already paired at a site.
    private struct Backed: Hashable {
        var site: SourceLocation
        var foreground: UsageColor
    }

    private static func placedReadings(
        _ placements: [SwiftUIPlacement], evaluator: CodeEvaluator, tokenNames: Set<String>,
        assetTokens: Set<String>, instances: CodeThemeInstances, components: UsageComponents
    ) -> (findings: [UsageFinding], skipped: [UsageNote], undrawn: Set<SourceLocation>) {
        var findings: [UsageFinding] = []
        var skipped: [UsageNote] = []
        // By type, what no placement read so far draws (decided away by its arguments).
        var undrawnByType: [String: Set<SourceLocation>] = [:]
        var byType: [String: [SwiftUIPlacement]] = [:]
        var pending = placements
        // Views a placed view places in turn are read in the environment they get there, level by level (a
        // window's root view holds the screens' views); each place once, and not deeper than `placementDepth`.
        // A place is read once per stack of backgrounds around it: a view placed in a screen's root view is
        // reached from that view's own reading (what its body sets) and again from the window, with the screen's
        // background beneath too.
        // And once per foreground given to it there: each arm of `.foregroundColor(up ? green : red)` on an app
        // view is a reading of its own (the second arm had been taken for the first one's repeat).
        struct Place: Hashable {
            var location: SourceLocation
            var backgrounds: [UsageColor]
            var foreground: UsageColor?
        }
        var seen: Set<Place> = []
        for _ in 0..<placementDepth where !pending.isEmpty {
            var next: [SwiftUIPlacement] = []
            for placement in pending
            where seen.insert(
                Place(
                    location: placement.location, backgrounds: placement.environment.backgrounds,
                    foreground: placement.environment.foreground?.color)
            )
            .inserted {
                // A view placed at very many places (an app's text view): the first ones are read, each other
                // place is said to be left out (the limit had been the components' 8, which silently dropped
                // most places of a text view used across an app's screens).
                guard (byType[placement.type]?.count ?? 0) < placementLimit else {
                    skipped.append(
                        UsageNote(
                            location: placement.location,
                            message: "\(placement.type) not evaluated here: it is placed at more than "
                                + "\(placementLimit) places, and only the first \(placementLimit) are read"))
                    continue
                }
                byType[placement.type, default: []].append(placement)
                for index in evaluator.members[placement.type]?["body"] ?? [] {
                    let entry = evaluator.entries[index]
                    guard let body = entry.declaration.body, !entry.declaration.isStatic else { continue }
                    var resolver = UsageColorResolver(
                        evaluator: evaluator, tokenNames: tokenNames, assetTokens: assetTokens,
                        typePath: entry.declaration.scope, parameters: [], swiftUI: true, file: entry.file)
                    resolver.instances = instances
                    // Built here with its colors (`Chip(color: .gold)`): read with them bound, as at that site.
                    let built = components.sites[placement.type]?.first { $0.location == placement.location }
                    if let built { resolver.boundColors = built.colors }
                    var walker = SwiftUIUsageWalker(resolver: resolver, file: entry.file, evaluator: evaluator)
                    walker.placedCases = walker.placedCases(of: placement.type, placement.arguments)
                    walker.placedFlags = walker.placedFlags(of: placement.type, placement.arguments)
                    walker.walk(body, environment: placement.environment)
                    undrawnByType[placement.type] =
                        undrawnByType[placement.type].map { $0.intersection(walker.undrawn) } ?? walker.undrawn
                    let place =
                        (built.map { $0.explanation + ", " } ?? "")
                        + "`\(placement.type)` as placed at \(placement.location.path):\(placement.location.line)"
                    findings += walker.findings.map { finding in
                        var placed = finding
                        placed.because = finding.because.map { $0 + ", " + place } ?? place
                        placed.because = SwiftUIUsageWalker.onScreen(placed, placement.environment)
                        return placed
                    }
                    next += walker.placements
                }
            }
            pending = next
        }
        return (findings, skipped, undrawnByType.values.reduce(into: []) { $0.formUnion($1) })
    }

    /// How many levels of views placed in placed views are read.
    static let placementDepth = 8
    /// How many places of one view type are read.
    static let placementLimit = 64

    /// The closure that builds a property: `= { ... }()`, or a builder's trailing closure (`= .build { label in
    /// ... }`, `= UILabel().then { $0... }`), whose parameter is the property.
    static func initializerClosure(_ value: CodeExpr?) -> CodeClosure? {
        guard case .call(let callee, let arguments, _)? = value else { return nil }
        if case .closure(let closure, _) = callee, arguments.isEmpty { return closure }
        if arguments.count == 1, case .closure(let closure, _) = arguments[0].value, closure.parameters.count <= 1 {
            return closure
        }
        return nil
    }

    /// Whether a type name says it is a view by UIKit's naming (`ButtonCell`, `CellMore`, `HeaderView`), for a
    /// type whose declaration is not among the files read.
    static func namedLikeView(_ name: String) -> Bool {
        name.containsText("Cell") || name.hasSuffix("View")
    }

    /// Whether a body of the type calls its method `name` with arguments (`row(text: t, background: b)`), where
    /// the SwiftUI reader reads it (a `makeBody(configuration:)` SwiftUI calls is read on its own).
    static func calledWithArguments(_ name: String, in scope: [String], _ evaluator: CodeEvaluator) -> Bool {
        for index in (evaluator.members[scope.joined(separator: ".")] ?? [:]).values.joined() {
            for expression in evaluator.entries[index].declaration.expressions {
                var found = false
                expression.forEach(limit: 5_000) { node in
                    guard !found, case .call(let callee, let arguments, _) = node, !arguments.isEmpty else { return }
                    switch callee {
                    case .identifier(name, _), .member(.identifier("self", _), name, _): found = true
                    default: break
                    }
                }
                if found { return true }
            }
        }
        return false
    }

    /// What a table cell of type `key` that no code colors sits on: its tables' default, or why that is not
    /// known.
    private static func tableCellDefault(
        _ key: String, _ tableCells: inout UsageTableCells?, _ evaluator: CodeEvaluator
    ) -> UIKitUsageEmitter.TableCellBackground {
        let cells = tableCells ?? UsageTableCells(evaluator)
        tableCells = cells
        if let outside = cells.coloredOutside(key, evaluator) {
            let file = outside.fileName
            return .unknown("code outside the cell sets a cell's background (\(file):\(outside.line))")
        }
        guard let hosts = cells.tables(showing: key, evaluator) else {
            return .unknown(
                "the cell's default background is its table's (systemBackground when plain, "
                    + "secondarySystemGroupedBackground when grouped), and the files read do not show the style of "
                    + "a table that shows \(key)")
        }
        var result: [(color: UsageColor, because: String)] = []
        for style in ["plain", "grouped", "insetGrouped"] {
            let same = hosts.filter { $0.style == style }
            guard let first = same.first, let color = UsageTableCells.styleColors[style] else { continue }
            let file = first.site.fileName
            let more = same.count > 1 ? " and \(same.count - 1) more" : ""
            result.append(
                (
                    .builtIn(SystemColors.iOSPrefix + color),
                    "the cell's default background in a table of style .\(style), the system's \(color) "
                        + "(shown at \(file):\(first.site.line)\(more) in \(first.table))"
                ))
        }
        return .tables(result)
    }

    /// Whether a type is (or extends) a table or collection cell or a table header/footer view.
    static func isCell(_ key: String, _ evaluator: CodeEvaluator) -> Bool {
        extends(
            key,
            [
                "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionViewListCell",
            ], evaluator)
    }

    /// Whether a type is (or extends) a table cell, whose default background is its table's.
    static func isTableCell(_ key: String, _ evaluator: CodeEvaluator) -> Bool {
        extends(key, ["UITableViewCell"], evaluator)
    }

    /// Whether a type extends one of `ancestors`, named as written (UIKit's classes are not among the files
    /// read) or by their key.
    static func extends(_ key: String, _ ancestors: Set<String>, _ evaluator: CodeEvaluator) -> Bool {
        var queue = [key]
        var seen: Set<String> = []
        while let next = queue.popLast(), seen.insert(next).inserted, seen.count < 16 {
            for parent in evaluator.inheritance[next] ?? [] {
                if ancestors.contains(parent) { return true }
                guard let resolved = evaluator.resolveType(parent, from: []) else { continue }
                if ancestors.contains(resolved) { return true }
                queue.append(resolved)
            }
        }
        return false
    }

    /// Whether a type is a UIKit class or extends one (`extension UIToolbar`, `class Slider: UISlider`); a
    /// model object (`class AccentStore: NSObject`) is not.
    static func extendsUIKit(_ key: String, _ evaluator: CodeEvaluator) -> Bool {
        var queue = [key]
        var seen: Set<String> = []
        while let next = queue.popLast(), seen.insert(next).inserted, seen.count < 16 {
            if next.hasPrefix("UI") { return true }
            for parent in evaluator.inheritance[next] ?? [] {
                if parent.hasPrefix("UI") { return true }
                if let resolved = evaluator.resolveType(parent, from: []) { queue.append(resolved) }
            }
        }
        return false
    }

    /// The view that holds subviews by default: `view` in a view controller, `self` in a view or cell.
    static func root(of scope: [String], _ evaluator: CodeEvaluator) -> String? {
        guard !scope.isEmpty else { return nil }
        let key = scope.joined(separator: ".")
        let names = [scope.last ?? key] + (evaluator.inheritance[key] ?? [])
        if names.contains(where: { $0.hasSuffix("Controller") }) { return "view" }
        let viewSuffixes = ["View", "Cell", "Button", "Label", "Control", "Bar", "Field"]
        if names.contains(where: { name in viewSuffixes.contains { name.hasSuffix($0) } }) { return "self" }
        return nil
    }

    private static let roleRank: [Role: Int] = [.text: 0, .largeText: 1, .ui: 2, .decorative: 3]

    /// One pairing per foreground and background stack; the strictest role among its sites applies.
    static func merge(_ findings: [UsageFinding]) -> [Pairing] {
        var order: [[String]] = []
        var groups: [[String]: [UsageFinding]] = [:]
        for finding in findings {
            guard let foreground = finding.foreground.name else { continue }
            let backgrounds = finding.backgrounds.compactMap(\.name)
            guard backgrounds.count == finding.backgrounds.count, !backgrounds.isEmpty else { continue }
            // A disabled use is reported apart: it never fails, and it must not soften an enabled use.
            let key = [foreground] + backgrounds + (finding.role == .decorative ? [""] : [])
            if groups[key] == nil { order.append(key) }
            // One site may color a symbol and a text (a chain's `.foregroundColor` over both): each role is kept,
            // so the strictest decides.
            if !(groups[key]?.contains { $0.site == finding.site && $0.role == finding.role } ?? false) {
                groups[key, default: []].append(finding)
            }
        }
        // Sites of one color stack are judged by what they draw: large text and non-text sites (symbols, strokes,
        // borders) that other sites use as text are pairings of their own ("(large text)", "(non-text)"). Judged
        // with the text's minimum, a title or a chevron that passes 3:1 failed for the caption beside it. A site
        // drawn in several roles (a chain's `.foregroundColor` over a symbol and a text) goes with the strictest.
        var parts: [(key: [String], group: [UsageFinding], suffix: String)] = []
        for key in order {
            let group = groups[key] ?? []
            var strictest: [SourceLocation: Int] = [:]
            for finding in group {
                let rank = roleRank[finding.role] ?? 9
                strictest[finding.site] = min(strictest[finding.site] ?? rank, rank)
            }
            let classes = Set(strictest.values).sorted()
            guard classes.count > 1 else {
                parts.append((key, group, ""))
                continue
            }
            for (position, rank) in classes.enumerated() {
                let members = group.filter { strictest[$0.site] == rank }
                // The strictest class keeps the plain name, so a stack used as text is named as before.
                let suffix = position == 0 ? "" : rank == roleRank[.largeText] ? " (large text)" : " (non-text)"
                parts.append((key, members, suffix))
            }
        }
        return parts.map { key, group, suffix in
            var seen: Set<SourceLocation> = []
            let sites = group.map(\.site).filter { seen.insert($0).inserted }.sorted {
                ($0.path, $0.offset) < ($1.path, $1.offset)
            }
            let role = group.map(\.role).min { (roleRank[$0] ?? 9) < (roleRank[$1] ?? 9) } ?? .text
            let backgrounds = key.dropFirst().filter { !$0.isEmpty }
            // Decorative uses are disabled controls, or outlines of containers and separators (named so).
            let decorative = group.contains {
                $0.because?.contains(Self.outlineWording) == true || $0.because?.contains(Self.separatorWording) == true
            }
            let apart = decorative ? " (decorative)" : " (disabled)"
            let id =
                Pairing.defaultID(foreground: key[0], backgrounds: backgrounds) + (key.last == "" ? apart : "")
                + suffix
            var pairing = Pairing(
                id: id, foreground: key[0], backgrounds: backgrounds, role: role, location: sites[0], origin: .usage)
            pairing.sites = Array(sites.prefix(listedSites))
            pairing.siteCount = sites.count
            // Sites read differently (two initializers, two cases) each say how: the first two, then a count.
            var explanations: [String] = []
            for case let because? in group.map(\.because) where !explanations.contains(because) {
                explanations.append(because)
            }
            if !explanations.isEmpty {
                let more = explanations.count > 2 ? " (and \(explanations.count - 2) more)" : ""
                pairing.inference = explanations.prefix(2).joined(separator: "; ") + more
            }
            for finding in group {
                for color in [finding.foreground] + finding.backgrounds {
                    if case .token(let name, let declaration?) = color { pairing.tokenLocations[name] = declaration }
                    // A color written at the sites: the first of them (as the pairing's first site).
                    if case .literal(let literal, let at) = color,
                        pairing.tokenLocations[literal.hex].map({ at < $0 }) ?? true
                    {
                        pairing.tokenLocations[literal.hex] = at
                    }
                    if case .computed(let name, _, let at) = color,
                        pairing.tokenLocations[name].map({ at < $0 }) ?? true
                    {
                        pairing.tokenLocations[name] = at
                    }
                }
            }
            return pairing
        }
    }

    static func statusBarPairings(_ uses: [StatusBarUse]) -> [Pairing] {
        var pairings: [Pairing] = []
        for use in uses where use.unreadable == nil {
            guard let bar = use.bar.name, !pairings.contains(where: { $0.backgrounds == [bar] }) else { continue }
            var pairing = Pairing(
                foreground: nil, backgrounds: [bar], role: .statusBar, declaredStyles: use.fixedStyles,
                location: use.site, origin: .usage)
            if use.fixedStyles.isEmpty {
                pairing.statusBarPick = StatusBarPick(measure: use.measure, threshold: use.threshold)
            }
            pairing.inference = use.because
            pairing.sites = [use.site]
            pairing.siteCount = 1
            if case .token(let name, let declaration?) = use.bar { pairing.tokenLocations[name] = declaration }
            pairings.append(pairing)
        }
        return pairings
    }
}
