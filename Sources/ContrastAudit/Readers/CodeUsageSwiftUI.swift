import Foundation

/// What a SwiftUI view inherits from the views around it.
struct SwiftUIEnvironment: Sendable {
    var foreground: UsageSite?
    /// Nearest first; an `unknown` layer (a material, an image, a gradient) ends what is known.
    var backgrounds: [UsageColor] = []
    var font: UsageFont?
    /// `font` is SwiftUI's default body size made bold (`.fontWeight(.bold)` with no font set around it), which
    /// a pairing that it makes large text says.
    var fontAssumed = false
    /// The arm each choice took in the enclosing views (`pressed` → 0 in the arm where it holds), so that a
    /// child's color chosen on the same condition takes the same arm.
    var arms: [String: Int] = [:]
    /// The case each `switch` subject took in the enclosing views (`level` → `.warn`), so that a child's color
    /// chosen by the same subject takes the same case (`caseReadings`).
    var cases: [String: String] = [:]
    /// `.disabled(condition)` on an enclosing view: the choice and the arm in which the views are disabled
    /// (`always` for `.disabled(true)`). Disabled views' colors are reported, never failing (WCAG exempts
    /// inactive components).
    var disabled: (choice: String, arm: Int)?
    /// `.preferredColorScheme(.dark)` or `.environment(\.colorScheme, .dark)` on the view or around it: where,
    /// as the views inside show one appearance in all of them.
    var fixedScheme: String?
    /// Inside a button's or link's label: a text with no color of its own takes the accent color there (with
    /// the automatic style), which the body does not show, not the label color.
    var inButtonLabel = false
    /// Inside the label of a `Button`, `NavigationLink`, `Link` or `Menu` of any style: an outline there is the
    /// control's edge, which shows where to tap, not a frame around static content.
    var inControl = false
    /// Inside the label of a `Button` or `Link` with the automatic style: a title or symbol with no color of its
    /// own is drawn in the accent color (`tint`, else the catalog's `AccentColor`).
    var accentLabel = false
    /// Inside the label of a `Button(role: .destructive)`: the system red instead of the accent color.
    var destructiveLabel = false
    /// Inside a `List`'s or `Form`'s rows, where a navigation link's label is drawn in the primary color.
    var inList = false
    /// The view whose `.overlay` is being read (`Card` for `Card().overlay(RoundedRectangle(...).stroke(...))`).
    var outlining: String?
    /// A `.tint`/`.accentColor` set on a view around: the accent of the buttons inside.
    var tint: UsageSite?
    /// A `.buttonStyle(...)` other than the automatic and borderless ones, on the view or around it: the style
    /// draws the label, in colors this body does not show.
    var styledButtons = false
    /// `.textFieldStyle(.roundedBorder)` on the view or around it: text fields draw their own background.
    var roundedFields: String?
    /// `.listStyle(...)` on the view or around it: the style's name (`insetGrouped`, `plain`).
    var listStyle: String?
    /// Under a window's root view (`WindowGroup { ContentView() }`): where, for the pairings whose only
    /// background is the screen's default one, the system background color.
    var screen: String?

    /// Whether the views here are disabled in the arms this environment took.
    var isDisabled: Bool {
        guard let disabled else { return false }
        return disabled.choice == "always" || arms[disabled.choice] == disabled.arm
    }
}

/// An app view placed with colors around it: its type, what it inherits there, and where.
struct SwiftUIPlacement: Sendable {
    var type: String
    var environment: SwiftUIEnvironment
    var location: SourceLocation
    /// The construction's arguments (`TextView(text: t, type: .h6)`): a `switch` on a stored property they
    /// set is read in its case there.
    var arguments: [CodeArgument] = []
}

/// Reads SwiftUI modifier chains: `.foregroundStyle`/`.foregroundColor`/`.tint` over `.background(Color)`,
/// `.background(Capsule().fill(...))`, `.background { ... }`, `.listRowBackground`, the filled first child of a
/// `ZStack`, `.overlay` content over a filled shape; `.foregroundColor` on a shape is its fill.
struct SwiftUIUsageWalker {
    var resolver: UsageColorResolver
    let file: Int
    let evaluator: CodeEvaluator
    var findings: [UsageFinding] = []
    var notes: [UsageNote] = []
    /// The view properties being read in place (`glyph` in `glyph.background(...)`), against recursion.
    var inlined: Set<String> = []
    /// Reading a view property other than `body` on its own: what has no background here is read again where
    /// the property is placed, so it is no note.
    var placedElsewhere = false
    /// App views placed in this body with colors around them (`FactTile(...)` inside a `.background(...)`): their
    /// bodies are read again in that environment (CodeUsagePairings.placedReadings).
    var placements: [SwiftUIPlacement] = []
    /// The enum cases a placement's construction gives the type's stored properties (`type` → `h6`).
    var placedCases: [String: String] = [:]
    /// The `true`/`false` a placement stores in the type's properties (`RowView(showHoldingColumn: false)`).
    var placedFlags: [String: Bool] = [:]
    /// Where the branches a placement decided against are written (every position in them): what they draw is
    /// not drawn at that placement.
    var undrawn: Set<SourceLocation> = []
    /// Views bound to a name in the body being read (`let pill = HStack { ... }`), by name.
    var viewLocals: [String: SwiftUIViewLocal] = [:]
    /// The environments each view binding was read in (by the binding's offset): once per environment.
    var viewLocalReadings: [Int: [String]] = [:]

    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "Link", "TextEditor"]
    static let controls: Set<String> = ["Toggle", "Slider", "Stepper", "ProgressView", "Picker", "DatePicker"]
    static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "List", "Form", "Section",
        "NavigationView", "NavigationStack", "GeometryReader", "LazyVGrid", "LazyHGrid", "ForEach", "Grid",
        "GridRow", "ViewThatFits", "TabView", "Menu", "ScrollViewReader",
    ]
    /// The views that draw themselves (a button's title, a toggle's track) in a `.tint` on their own chain.
    static let tinted: Set<String> = controls.union(["Button", "Link", "NavigationLink", "Menu"])
    static let shapes: Set<String> = [
        "Capsule", "Circle", "Rectangle", "RoundedRectangle", "Ellipse", "UnevenRoundedRectangle",
        "ContainerRelativeShape",
    ]
    static let foregroundModifiers: Set<String> = ["foregroundStyle", "foregroundColor"]
    static let unplaced = "no background is set around it in this body"
    /// Containers whose children are rows drawn on a background of the list style's.
    static let rowContainers: Set<String> = ["List", "Form"]
    static let listRow =
        "is a list row's default background, which depends on the list style (a row's .listRowBackground is read)"
    static let underRow = "is the list's own background beneath the row's .listRowBackground, which is not modelled"

    /// `.insetGrouped`, `InsetGroupedListStyle()`: the style's name; `nil` for one the reader does not know.
    static func listStyleName(_ style: CodeExpr) -> String? {
        switch style {
        case .implicitMember(let name, _): return name
        case .call(.identifier(let type, _), let arguments, _) where arguments.isEmpty && type.hasSuffix("ListStyle"):
            let name = String(type.dropLast("ListStyle".count))
            guard let first = name.first else { return nil }
            return first.lowercased() + name.dropFirst()
        default: return nil
        }
    }

    /// The rows' background of a form or list: a grouped style's rows are the system's
    /// secondarySystemGroupedBackground, a plain style's the system background (UIKit's table cells, which
    /// draw SwiftUI's rows on iOS); `nil` for a list whose style is automatic or not known.
    static func rowBackground(_ name: String, style: String?) -> (color: UsageColor, why: String)? {
        let kind = style ?? (name == "Form" ? "grouped" : nil)
        let color: String
        switch kind {
        case "grouped", "insetGrouped": color = "secondarySystemGroupedBackground"
        case "plain", "inset": color = "systemBackground"
        default: return nil
        }
        let styled = style.map { "the .\($0) style" } ?? "a form's grouped style"
        return (
            .builtIn(SystemColors.iOSPrefix + color),
            "a row's default background in \(styled), the system's \(color)"
        )
    }

    func location(_ position: CodePosition) -> SourceLocation { evaluator.location(position, file: file) }

    mutating func walk(_ statements: [CodeStatement], environment: SwiftUIEnvironment) {
        var bound: [SwiftUIViewLocal] = []
        defer { readUnusedViewLocals(bound) }
        for statement in statements {
            switch statement {
            case .binding(let name, let type, let value?, let position):
                resolver.locals[name] = value
                viewLocals[name] = nil
                if let local = viewLocal(name, type: type, value, position, environment) {
                    viewLocals[name] = local
                    bound.append(local)
                }
            case .expression(let expression), .returnValue(let expression?, _):
                view(expression, environment)
            case .ifStatement(let conditions, let then, let otherwise, _):
                // A view method read at a call: `if let error = responseError` where the call leaves the parameter
                // at its default `nil`, or `if showDotLoading` at `false`, draws only the other branch.
                let holds = knownCondition(conditions)
                if holds != false { walk(then, environment: environment) } else { markUndrawn(then) }
                if holds != true {
                    walk(otherwise ?? [], environment: environment)
                } else {
                    markUndrawn(otherwise ?? [])
                }
            case .switchStatement(let subject, let cases, _):
                // `switch type` where this placement's construction set `type` to a case: that case only.
                if let chosen = Self.chosenCase(subject, cases, placedCases) {
                    walk(chosen.body, environment: environment)
                } else {
                    for item in cases { walk(item.body, environment: environment) }
                }
            case .block(let body, _):
                walk(body, environment: environment)
            default:
                break
            }
        }
    }

    private mutating func markUndrawn(_ statements: [CodeStatement]) {
        let type = resolver.typePath.joined(separator: ".")
        var members: Set<String> = []
        for expression in CodeStatement.expressions(in: statements) {
            expression.forEach(limit: 2_000) { node in
                undrawn.insert(location(node.position))
                if case .identifier(let name, _) = node { members.insert(name) }
            }
        }
        // A view property the branch shows (`if showHoldingColumn { centerColumn }`): its body is not drawn
        // there either (its reading alone would say it has no background).
        for name in members.sorted() {
            for index in evaluator.memberDeclarations(name, of: type) {
                let entry = evaluator.entries[index]
                guard entry.declaration.kind == .property, let body = entry.declaration.body else { continue }
                for expression in CodeStatement.expressions(in: body) {
                    expression.forEach(limit: 2_000) { node in
                        undrawn.insert(evaluator.location(node.position, file: entry.file))
                    }
                }
            }
        }
    }

    /// Whether a view builder's `if` holds, when its conditions read only literals the body's locals stand for
    /// (a view method's parameters bound to a call's arguments or defaults): `nil` when any is not known.
    private func knownCondition(_ conditions: [CodeCondition]) -> Bool? {
        func literal(_ expression: CodeExpr, depth: Int = 0) -> CodeExpr? {
            guard depth < 4 else { return nil }
            if case .identifier(let name, let position) = expression {
                if ["nil", "true", "false"].contains(name) { return expression }
                if let value = resolver.locals[name] { return literal(value, depth: depth + 1) }
                // `if showHoldingColumn` in a view read as placed by `RowView(showHoldingColumn: false)`: the
                // placement's stored flag (held-out round 26: the column it hides was paired).
                if let flag = placedFlags[name] { return .identifier(flag ? "true" : "false", position) }
                if let flag = resolver.constantFlag(expression) {
                    return .identifier(flag ? "true" : "false", position)
                }
            }
            return nil
        }
        var result = true
        for condition in conditions {
            switch condition {
            case .binding(_, let value):
                guard let known = literal(value) else { return nil }
                if case .identifier("nil", _) = known { result = false }
            case .expression(let expression):
                let (inner, negated) = expression.withoutNegations
                guard case .identifier(let name, _)? = literal(inner), name != "nil" else { return nil }
                if (name == "true") == negated { result = false }
            }
        }
        return result
    }

    /// A modifier chain, innermost first, and the view it starts from.
    typealias Modifier = (name: String, arguments: [CodeArgument], position: CodePosition)

    static func isSelf(_ expression: CodeExpr) -> Bool {
        if case .identifier("self", _) = expression { true } else { false }
    }

    static func chain(
        _ expression: CodeExpr, ownMethod: (String) -> Bool = { _ in false }
    ) -> (root: CodeExpr, modifiers: [Modifier]) {
        var root = expression
        var modifiers: [Modifier] = []
        while modifiers.count < 200 {
            // `self.mainBody()` is the type's own view method, not a modifier of `self` (round 17); in a view
            // modifier's function, `self.background(...)` is still a modifier.
            if case .call(.member(let base, let name, let position), let arguments, _) = root, !isTypeReference(base),
                !(isSelf(base) && ownMethod(name))
            {
                modifiers.append((name, arguments, position))
                root = base
            } else if case .postfix(_, let inner, _) = root {
                root = inner
            } else if case .call(.identifier("AnyView", _), let arguments, _) = root, arguments.count == 1,
                arguments[0].label == nil
            {
                // `AnyView(Text(...).foregroundColor(...))`: the type-erased view is the one it wraps.
                root = arguments[0].value
            } else {
                break
            }
        }
        return (root, modifiers.reversed())
    }

    /// The runs of a concatenated text (`Text(a) + Text(b).bold()`, parenthesized or not), or `nil` when the
    /// expression is not one.
    static func textRuns(_ root: CodeExpr) -> [CodeExpr]? {
        var expression = root
        if case .tuple(let elements, _) = expression, elements.count == 1, elements[0].label == nil {
            expression = elements[0].value
        }
        guard case .binary("+", let left, let right, _) = expression else { return nil }
        var runs: [CodeExpr] = []
        for side in [left, right] {
            if let inner = textRuns(side) {
                runs += inner
            } else if rootName(chain(side).root) == "Text" {
                runs.append(side)
            } else {
                return nil
            }
        }
        return runs
    }

    private static func isTypeReference(_ expression: CodeExpr) -> Bool {
        if case .identifier(let name, _) = expression, let first = name.first, first.isUppercase { return true }
        return false
    }

    /// The type name a view starts from: `Text("x")` → `Text`, `Capsule()` → `Capsule`.
    static func rootName(_ root: CodeExpr) -> String? {
        switch root {
        case .call(.identifier(let name, _), _, _): name
        case .identifier(let name, _): name
        default: nil
        }
    }

    private mutating func view(_ expression: CodeExpr, _ environment: SwiftUIEnvironment) {
        let (root, written) = Self.chain(expression) { !viewFunctions(named: $0).isEmpty }
        if environment.screen == nil, environment.backgrounds.isEmpty,
            let sizing = written.first(where: { Self.sheetSizing.contains($0.name) }),
            !written.contains(where: { $0.name == "presentationBackground" })
        {
            // A view that sizes its own sheet (`.presentationDetents([.medium])`) is a sheet's content, drawn on the
            // sheet's default background, whoever presents it (round 21's Tinfoil: the presenters were not among
            // the files, and every text in two sheets had "no background").
            let at = location(sizing.position)
            walkScreen(expression, "a sheet's content, sized by .\(sizing.name) at \(at.path):\(at.line)", whole: true)
            return
        }
        let chained = expandingAppStyles(written)
        // `Text("a").foregroundColor(x) + Text("b")`: each run is a text in its own chain's color first, then in
        // what the whole's modifiers set, over the same backgrounds.
        if let runs = Self.textRuns(root) {
            for run in runs {
                let (runRoot, own) = Self.chain(run)
                // A run of spaces (`Text(" ")` between two words) draws nothing.
                if case .call(_, let arguments, _) = runRoot, arguments.count == 1,
                    case .string(let text, false, _) = arguments[0].value,
                    text.allSatisfy({ $0.isWhitespace })
                {
                    continue
                }
                viewByArms(runRoot, inliningChoices(own + chained), environment)
            }
            return
        }
        if let (subject, readings) = caseReadings(chained, taken: environment.cases) {
            for (pattern, modifiers) in readings {
                var inner = environment
                inner.cases[subject] = pattern
                let first = findings.count
                viewByArms(root, inliningChoices(modifiers), inner)
                // Each case's pairing says which case it is (where the case is chosen, not where it carries on).
                guard readings.count > 1 else { continue }
                explain(from: first, "`\(subject)` as \(pattern) (one of \(readings.count) cases of its `switch`)")
            }
            return
        }
        viewByArms(root, inliningChoices(chained), environment)
    }

    /// The chain once per arm of its ternaries' choice (`arms(of:taken:)`), or once.
    private mutating func viewByArms(
        _ root: CodeExpr, _ modifiers: [Modifier], _ environment: SwiftUIEnvironment, depth: Int = 0
    ) {
        guard let (key, arms) = Self.arms(of: modifiers, taken: environment.arms) else {
            view(root, modifiers, environment)
            return
        }
        let disabledArm = Self.disabledArm(modifiers)
        let resting = Self.restingArm(modifiers, key)
        for (arm, modifiers) in arms where resting == nil || resting == arm {
            var inner = environment
            inner.arms[key] = arm
            // `@Environment(\.isEnabled)` false: the disabled look, reported, never failing.
            if let disabledArm, disabledArm.choice == key { inner.disabled = disabledArm }
            // A second choice in the chain, or one nested in an arm (a style's look per destructive and enabled
            // state): read arm by arm as well, a few levels deep.
            if environment.arms[key] == nil, depth < Self.choiceDepth,
                let (next, _) = Self.arms(of: modifiers, taken: inner.arms), inner.arms[next] == nil
            {
                viewByArms(root, modifiers, inner, depth: depth + 1)
                continue
            }
            view(root, modifiers.map { Self.taking(inner.arms, in: $0) }, inner)
        }
    }

    /// How many choices of one chain are read arm by arm (each doubles the readings).
    static let choiceDepth = 3

    /// A modifier with every choice already taken replaced by its arm, however deep in its arguments.
    static func taking(_ arms: [String: Int], in modifier: Modifier) -> Modifier {
        guard !arms.isEmpty else { return modifier }
        return (modifier.name, modifier.arguments.mappingValues { taking(arms, in: $0) }, modifier.position)
    }

    /// For a view's opacity chosen by a pressed, highlighted or hovered state (`.opacity(configuration.isPressed
    /// ? 0.8 : 1)`), the arm the control shows at rest: that dimming lasts while a finger is down, as for a
    /// color's opacity (`restingValue`). Colors swapped by the state are read in both arms.
    static func restingArm(_ modifiers: [Modifier], _ key: String) -> Int? {
        for modifier in modifiers where modifier.name == "opacity" {
            // Both arms of an `isEnabled` choice are read: the disabled one is reported, never failing.
            guard case .ternary(let condition, _, _, let position)? = modifier.arguments.first?.value,
                UIKitUsageWalker.choice([.expression(condition)], position).0 == key, !key.hasSuffix("isEnabled"),
                // Arm 0 is the choice's own condition holding, negations aside.
                let atRest = UsageColorResolver.restingValue(condition.withoutNegations.expression)
            else { continue }
            return atRest ? 0 : 1
        }
        return nil
    }

    /// The arm in which a ternary on the control's `isEnabled` (`isEnabled ? a : b`, `!isEnabled ? b : a`)
    /// shows the disabled look.
    static func disabledArm(_ modifiers: [Modifier]) -> (choice: String, arm: Int)? {
        for modifier in modifiers {
            guard case .ternary(let condition, _, _, let position)? = modifier.arguments.first?.value else { continue }
            let (choice, negated) = UIKitUsageWalker.choice([.expression(condition)], position)
            guard choice.hasSuffix("isEnabled") else { continue }
            return (choice, negated ? 0 : 1)
        }
        return nil
    }

    /// A chain whose modifiers take colors chosen by one condition (`.foregroundColor(pressed ? a : b)` with
    /// `.background(pressed ? c : d)`): the chain once per arm, each ternary on that condition replaced by its
    /// arm's color, so each arm's text meets its own arm's background and never the other's. `nil` when no
    /// modifier's argument is a ternary. A choice an enclosing view already took keeps its arm (`taken`): the
    /// chain is then read once, with that arm.
    static func arms(of modifiers: [Modifier], taken: [String: Int]) -> (String, [(Int, [Modifier])])? {
        var key: String?
        // A choice no enclosing reading took comes first (`isEnabled` after `isDestructive` in a style's nested
        // choice); else the first one, read in the arm taken.
        var first: String?
        for modifier in modifiers {
            guard let value = modifier.arguments.first?.value else { continue }
            var found: String?
            if case .ternary(let condition, _, _, let position) = value, !Self.readsColorScheme(condition) {
                found = UIKitUsageWalker.choice([.expression(condition)], position).0
            } else if Self.choiceModifiers.contains(modifier.name),
                let (condition, position) = nestedChoice(value, colorsOnly: modifier.name != "background")
            {
                // `.background(Capsule().fill(ready ? a : b))`, `.foregroundColor(Color(pro ? "a" : "b"))`: a
                // choice inside the color or the background's view.
                found = UIKitUsageWalker.choice([.expression(condition)], position).0
            }
            guard let found else { continue }
            if first == nil { first = found }
            if taken[found] == nil {
                key = found
                break
            }
        }
        key = key ?? first
        guard let key else { return nil }
        let arms = taken[key].map { [$0] } ?? [0, 1]
        let chains = arms.map { arm in
            let chain = modifiers.map { modifier in
                if Self.choiceModifiers.contains(modifier.name), let value = modifier.arguments.first?.value,
                    nestedChoice(value, colorsOnly: modifier.name != "background") != nil
                {
                    var arguments = modifier.arguments
                    arguments[0].value = Self.taking(taken.merging([key: arm]) { _, this in this }, in: value)
                    return (modifier.name, arguments, modifier.position)
                }
                guard case .ternary(let condition, let yes, let no, let position)? = modifier.arguments.first?.value
                else { return modifier }
                let (choice, negated) = UIKitUsageWalker.choice([.expression(condition)], position)
                // Other choices and those already taken outside keep their own reading.
                guard choice == key || taken[choice] != nil else { return modifier }
                var arguments = modifier.arguments
                let chosen = choice == key ? arm : taken[choice] ?? arm
                arguments[0].value = (chosen == 0) != negated ? yes : no
                return (modifier.name, arguments, modifier.position)
            }
            return (arm, chain)
        }
        return (key, chains)
    }

    /// The modifiers whose argument may hold a choice below its top level: a background's view, a color built
    /// from a chosen name or component.
    static let choiceModifiers: Set<String> = [
        "background", "foregroundColor", "foregroundStyle", "fill", "tint", "accentColor", "listRowBackground",
    ]

    /// The first choice (a ternary not on the color scheme) inside a background's view, below its top level.
    /// With `colorsOnly`, a choice between two numbers (`self.ink.opacity(pressed ? 0.5 : 1)`, read at rest by
    /// the color's resolver) is not one.
    static func nestedChoice(_ value: CodeExpr, colorsOnly: Bool = false) -> (CodeExpr, CodePosition)? {
        if case .ternary = value { return nil }
        var found: (CodeExpr, CodePosition)?
        value.forEach(limit: 200) { node in
            guard found == nil, case .ternary(let condition, let yes, let no, let position) = node,
                !readsColorScheme(condition)
            else { return }
            if colorsOnly, case .number = yes, case .number = no { return }
            found = (condition, position)
        }
        return found
    }

    private mutating func view(_ root: CodeExpr, _ written: [Modifier], _ environment: SwiftUIEnvironment) {
        let modifiers = written.map(Self.styleTint)
        let property = viewProperty(root)
        guard
            !modifiers.isEmpty || (Self.rootName(root)?.first?.isUppercase ?? false) || Self.isStyledContent(root)
                || property != nil || boundView(root) != nil
        else { return }
        let name = Self.rootName(root) ?? ""
        let isShape = Self.shapes.contains(name) || name == "Color" || isColorRoot(root)
        var foreground: UsageSite?
        var role: Role?
        var font: UsageFont?
        var bold = false
        var backgrounds: [UsageColor] = []
        var fill: UsageColor? = isColorRoot(root) ? resolver.resolve(root) : nil
        var fillWritten: (CodeExpr, CodePosition)?
        var overlays: [(CodeExpr, [UsageColor])] = []
        var disabledIn: (choice: String, arm: Int)?
        var roundedFields: String?
        var fixedScheme: String?
        var presented: [(CodeExpr, String)] = []
        var opacity: Double?
        // The color argument of the chain's own foreground modifier, to apply a view opacity to.
        var foregroundWritten: CodeExpr?
        var containerTint: UsageSite?
        var listStyle: String?
        // A bordered button's label, drawn in a color of the system's: not read.
        var systemLabel = false
        var outlines: [Modifier] = []
        for modifier in modifiers {
            switch modifier.name {
            case "foregroundStyle", "foregroundColor", "fill":
                guard let color = modifier.arguments.first?.value else { continue }
                if isShape {
                    if fill == nil {
                        fill = resolver.resolve(color)
                        fillWritten = (color, modifier.position)
                    }
                } else if foreground == nil && modifier.name != "fill" {
                    foreground = chainForeground(modifier, color, environment)
                    foregroundWritten = color
                }
            case "opacity":
                // The whole view drawn translucent over what is beneath: not the colors its chains name. (A
                // color's or shape's own opacity is its alpha, read with the color.)
                guard !isShape, let value = modifier.arguments.first?.value, let alpha = opacityValue(value),
                    alpha < 1
                else { continue }
                // A fade-in (`@State var opacity = 0.0` set to 1 when the view appears): drawn in full at rest.
                if fadesIn(value) { continue }
                opacity = alpha
            case "tint", "accentColor":
                // Only controls draw in the tint: on a stack, a tab view or the app's own view it is the accent
                // of the controls inside (a tab bar's selected item, a button's title), never the color of their
                // text.
                guard foreground == nil, let color = modifier.arguments.first?.value else { continue }
                let site = UsageSite(color: resolver.resolve(color), location: location(modifier.position))
                guard Self.tinted.contains(name) else {
                    if containerTint == nil { containerTint = site }
                    continue
                }
                if let style = Self.borderedStyle(modifiers) {
                    // A bordered button fills its shape with the tint and draws the label in a color of the
                    // system's: the fill is a component on what is around it, the label is not evaluated.
                    emit(
                        site, backgrounds + environment.backgrounds, role: .ui, what: "\(name) fill (.\(style))",
                        scheme: fixedScheme ?? environment.fixedScheme)
                    systemLabel = true
                    notes.append(
                        UsageNote(
                            location: site.location,
                            message: "\(name) label not evaluated: the .\(style) style draws it in a color of the "
                                + "system's over the tint"))
                    continue
                }
                foreground = site
                // A button's title is text in the tint color; the tint of anything else is a component.
                role = name == "Button" && Self.hasTitle(root) ? nil : .ui
            case "stroke", "strokeBorder", "border":
                // Read once the whole chain is: a `.background` after it lies under the outline too
                // (`Circle().strokeBorder(tint).background(Circle().fill(plate))`, round 20's Ice Cubes).
                outlines.append(modifier)
            case "background" where Self.strokedShape(modifier.arguments):
                // `.background(RoundedRectangle(cornerRadius: 10).stroke(ring))`: an outline drawn around the view
                // over what lies beneath it (a selection ring), read as an overlay is; it fills nothing.
                if let content = Self.backgroundContent(modifier.arguments) {
                    overlays.append((content, (fill.map { [$0] } ?? []) + backgrounds))
                }
            case "background", "listRowBackground", "presentationBackground":
                backgrounds.append(background(of: modifier.arguments))
                // A row's own background replaces the style's row color: beneath a clear or translucent one is
                // the list's background, which the reader does not model.
                if modifier.name == "listRowBackground" { backgrounds.append(.unknown(Self.underRow)) }
            case "overlay":
                if let content = modifier.arguments.first(where: { $0.label == nil || $0.label == "content" }) {
                    overlays.append((content.value, (fill.map { [$0] } ?? []) + backgrounds))
                }
            case "disabled":
                if let choice = Self.disabledChoice(modifier) { disabledIn = choice }
            case _ where Self.presenting[modifier.name] != nil:
                if let content = Self.presentedContent(modifier.arguments) {
                    let at = location(modifier.position)
                    presented.append((content, "\(Self.presenting[modifier.name] ?? "") at \(at.path):\(at.line)"))
                }
            case "preferredColorScheme", "environment", "colorScheme":
                if let scheme = Self.fixedScheme(modifier), scheme != evaluator.appScheme {
                    let at = location(modifier.position)
                    fixedScheme = "\(scheme) at \(at.line):\(at.column)"
                }
            case "listStyle":
                if let style = modifier.arguments.first?.value { listStyle = Self.listStyleName(style) }
            case "textFieldStyle":
                if let style = modifier.arguments.first?.value, Self.isRoundedBorder(style) {
                    let at = location(modifier.position)
                    roundedFields = "\(at.line):\(at.column)"
                }
            case "font", "bold", "fontWeight":
                font = Self.font(font, after: modifier)
                if modifier.name != "font", Self.isBold(modifier) { bold = true }
            case "modifier":
                // `.modifier(Plate())`: a view modifier whose body may draw under the view; a plain color it puts
                // under its content is read (CodeUsageSwiftUIViewModifiers.swift).
                if let drawn = followedViewModifier(modifier) ?? viewModifierBackground(modifier) {
                    backgrounds.append(drawn)
                }
            default:
                // The app's own modifier (`.withGradientBackground()`) that draws something under the view.
                if let drawn = appModifierBackground(modifier) { backgrounds.append(drawn) }
                // `.adaptiveForegroundStyle(ink)`, an app modifier named for the foreground that is not read in
                // place: the text's color is whatever it sets, not the primary color assumed for uncolored text
                // (round 19: a Proton Pass title was paired in `ios.label`).
                if foreground == nil, !isShape, Self.namesForeground(modifier.name) {
                    foreground = UsageSite(
                        color: .unknown(
                            "is set by the app's modifier `.\(modifier.name)`, which the usage reader does not follow"),
                        location: location(modifier.position))
                }
            }
        }
        for modifier in outlines {
            guard let color = modifier.arguments.first?.value else { continue }
            let site = UsageSite(color: resolver.resolve(color), location: location(modifier.position))
            // An outline in the very color it is drawn on (a tag whose border matches its fill in one
            // style) shows nothing: no component to check.
            let under = (backgrounds + environment.backgrounds).first { !$0.isClear }
            if let name = site.color.name, name == under?.name { continue }
            // A clear outline draws nothing.
            if site.color.isClear { continue }
            // The outline of a card or stack (a shape in its overlay, or its own `.border`) is not needed
            // to tell what it holds: WCAG 1.4.11 asks nothing of a passive container's boundary.
            // A view the user taps (`.onTapGesture`) is a control whose edge shows where to tap.
            let outlined =
                Self.shapes.contains(name) ? environment.outlining : Self.isTappable(modifiers) ? nil : name
            // Inside a button's or link's label (any style, so any `inButtonLabel` too) the outline is the control's
            // edge, which shows where to tap.
            let passive = !environment.inControl && (outlined.map { isPassiveContainer($0) } ?? false)
            let first = findings.count
            emit(
                site, backgrounds + environment.backgrounds,
                role: passive || environment.isDisabled ? .decorative : .ui,
                what: ".\(modifier.name)", scheme: fixedScheme ?? environment.fixedScheme)
            if passive, let outlined {
                // Said even where the reading already explains the site (a component read with its
                // arguments): the pairing is named decorative from this wording.
                let why = "the outline of `\(outlined)`, " + CodeUsagePairings.outlineWording
                for index in first..<findings.count { findings[index].explain(why) }
            }
        }
        for (content, what) in presented { walkScreen(content, what) }
        // `.opacity(show ? 1 : 0)` in the arm where it hides the view: nothing is drawn to evaluate.
        if let opacity, Wording.number(opacity) == "0" { return }
        if let opacity {
            // A glyph or text with nothing of its own beneath its color, over a known background: its color at that
            // opacity (`Button { Image(...) }.foregroundColor(.gray).opacity(0.7)` on a field's fill, round 23's
            // Yattee); anything else drawn translucent stays a note.
            guard backgrounds.isEmpty, fill == nil, overlays.isEmpty, let written = foregroundWritten,
                let site = foreground, Self.drawsOnlyItsForeground(root, name)
            else {
                noteOpacity(opacity, root: root, name: name, environment)
                return
            }
            guard !environment.backgrounds.isEmpty else {
                // As any color with nothing known beneath it: a reading where the view is placed says more, and
                // this note is dropped there.
                if !placedElsewhere {
                    notes.append(UsageNote(location: site.location, message: "\(name) not evaluated: \(Self.unplaced)"))
                }
                return
            }
            let position = written.position
            let translucent = CodeExpr.call(
                .member(written, "opacity", position),
                [CodeArgument(label: nil, value: .number(opacity, isInteger: false, position))], position)
            foreground = UsageSite(color: resolver.resolve(translucent), location: site.location)
        }
        var inner = environment
        inner.foreground = foreground ?? environment.foreground
        inner.backgrounds = backgrounds + environment.backgrounds
        inner.font = font ?? environment.font
        inner.fontAssumed = font == nil && environment.fontAssumed
        // A bold weight inside the font (`.fontWeight(.bold).font(.title)`, modifiers innermost first), or with no
        // font set around it at all: SwiftUI's default, the body style (17 pt), in bold.
        if bold, let known = inner.font, !known.bold { inner.font = UsageFont(size: known.size, bold: true) }
        if bold, inner.font == nil, let body = UsageFont.textStyles["body"] {
            inner.font = UsageFont(size: body.size, bold: true)
            inner.fontAssumed = true
        }
        if let containerTint { inner.tint = containerTint }
        if let listStyle { inner.listStyle = listStyle }
        if Self.styledButton(modifiers) { inner.styledButtons = true }
        if let disabledIn { inner.disabled = disabledIn }
        if let roundedFields { inner.roundedFields = roundedFields }
        if let fixedScheme { inner.fixedScheme = fixedScheme }
        for (content, layers) in overlays {
            var over = inner
            over.backgrounds = layers + environment.backgrounds
            over.outlining = Self.isTappable(modifiers) ? nil : name
            walkContent(content, over)
        }
        if isShape, Self.shapes.contains(name), let (color, position) = fillWritten, Self.isSmall(modifiers) {
            emitMark(name, color, at: position, modifiers, inner)
        }
        if isShape || systemLabel { return }
        if placeOrInline(root, property, inner) {
            noteUnknownColor(foreground, of: property?.0 ?? name)
            return
        }
        placeArguments(of: root, inner)
        walkContainer(root, name: name, foreground: foreground, inner, modifiers: modifiers)
        emitRoot(
            root, name: name, chainForeground: foreground, role: role, chainBackgrounds: !backgrounds.isEmpty, inner,
            ownColors: Self.drawsOwnColors(modifiers))
    }

    /// A modifier named for the color it gives the view's content (`adaptiveForegroundStyle`, `themedTextColor`).
    static func namesForeground(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("foreground") || lowered.contains("textcolor")
    }

    /// A chain that makes its view respond to a tap like a control (a drag to dismiss a card does not: round
    /// 17's dime sheet keeps its decorative outline).
    static func isTappable(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { $0.name == "onTapGesture" || $0.name == "onLongPressGesture" }
    }

    /// A stack, or a view of the app's that is no control (not named like a button, field, toggle, picker,
    /// link or search): what holds content rather than takes input.
    private func isPassiveContainer(_ name: String) -> Bool {
        if Self.containers.contains(name) { return !Self.rowContainers.contains(name) }
        // A tag or badge (`Text(...).background(fill).overlay(Capsule().stroke(...))`): static text takes no input,
        // so its outline, like a card's, only frames it (round 19's Kiwix tags: a 0.5-pt gray hairline).
        if name == "Text" || name == "Label" { return true }
        guard name.first?.isUppercase == true, !Self.textViews.contains(name), !Self.controls.contains(name),
            let type = evaluator.resolveType(name, from: resolver.typePath), evaluator.members[type]?["body"] != nil
        else { return false }
        let lowered = name.lowercased()
        return !["button", "field", "toggle", "picker", "link", "search", "input", "control", "slider", "switch"]
            .contains { lowered.contains($0) }
    }

    /// A small filled shape standing on its own (`Circle().frame(width: 8, height: 8).foregroundColor(...)`, a
    /// status dot beside a label): a graphic that carries meaning, so a component (3:1) over what is around it,
    /// in its color at the shape's own opacity. (A large one is a surface, the background of what sits on it.)
    private mutating func emitMark(
        _ name: String, _ color: CodeExpr, at position: CodePosition, _ modifiers: [Modifier],
        _ environment: SwiftUIEnvironment
    ) {
        var written = color
        if let opacity = modifiers.first(where: { $0.name == "opacity" })?.arguments.first?.value,
            case .number(let alpha, _, _) = opacity, alpha < 1
        {
            if alpha <= 0 { return }
            written = .call(.member(color, "opacity", position), [CodeArgument(label: nil, value: opacity)], position)
        }
        let site = UsageSite(color: resolver.resolve(written), location: location(position))
        if site.color.isClear { return }
        let first = findings.count
        emit(site, environment.backgrounds, role: .ui, what: "small \(name)", scheme: environment.fixedScheme)
        let size = Wording.number(Self.markSize)
        explain(from: first, "a small filled \(name) (at most \(size) points), read as a graphic")
    }

    /// The largest side of a shape read as a mark rather than a surface.
    static let markSize = 24.0

    /// A `.frame(width:height:)` with both sides written as numbers from 3 to `markSize` points (thinner is a
    /// rule or a hairline).
    static func isSmall(_ modifiers: [Modifier]) -> Bool {
        guard let frame = modifiers.first(where: { $0.name == "frame" }) else { return false }
        var sides: [Double] = []
        for argument in frame.arguments where argument.label == "width" || argument.label == "height" {
            guard case .number(let value, _, _) = argument.value else { return false }
            sides.append(value)
        }
        return sides.count == 2 && sides.allSatisfy { $0 >= 3 && $0 <= markSize }
    }

    /// `.renderingMode(.original)`, `.symbolRenderingMode(.multicolor)`: a symbol in colors of its own, which no
    /// foreground decides.
    static func drawsOwnColors(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { modifier in
            guard ["renderingMode", "symbolRenderingMode"].contains(modifier.name),
                case .implicitMember(let mode, _)? = modifier.arguments.first?.value
            else { return false }
            return mode == "original" || mode == "multicolor"
        }
    }

    /// The font after a `.font(...)`, `.bold()` or `.fontWeight(...)` modifier (the first `.font` of a chain wins).
    static func font(_ font: UsageFont?, after modifier: Modifier) -> UsageFont? {
        if modifier.name == "font" {
            guard font == nil, let value = modifier.arguments.first?.value else { return font }
            return UsageFont.read(value)
        }
        return isBold(modifier) ? font.map { UsageFont(size: $0.size, bold: true) } ?? font : font
    }

    /// `.bold()`, `.fontWeight(.heavy)`: a weight WCAG counts as bold (semibold is not).
    static func isBold(_ modifier: Modifier) -> Bool {
        guard let argument = modifier.arguments.first else { return true }
        if case .implicitMember(let weight, _) = argument.value { return UsageFont.boldWeights.contains(weight) }
        return false
    }

    static let assumedBodyFont =
        "large text: bold at SwiftUI's default body size (17 pt), as no font is set around it in the files read"

    /// The chain's foreground; `.foregroundStyle(.secondary)` is the second level of the style around it, which
    /// is `secondaryLabel` only when that style is the default one.
    private func chainForeground(
        _ modifier: Modifier, _ color: CodeExpr, _ environment: SwiftUIEnvironment
    ) -> UsageSite {
        var resolved = resolver.resolve(color)
        if modifier.name == "foregroundStyle", let level = Self.hierarchicalLevel(color),
            let outer = environment.foreground
        {
            resolved = .unknown(
                "is the \(level) level of the foreground style set at \(outer.location.line):"
                    + "\(outer.location.column), which the reader does not model")
        }
        return UsageSite(color: resolved, location: location(modifier.position))
    }

    /// Everything in a chain drawn at an opacity below 1, and below it: one note, nothing paired; every arm at the
    /// same opacity (`.opacity(0.5)` after an `isEnabled` choice) said once.
    private mutating func noteOpacity(
        _ opacity: Double, root: CodeExpr, name: String, _ environment: SwiftUIEnvironment
    ) {
        let what = (name.isEmpty ? Self.text(root) ?? "view" : name)
        let look = environment.isDisabled ? " in its disabled look" : ""
        let said = "drawn at opacity \(Wording.number(opacity)) over what is beneath it"
        let at = location(root.position)
        if notes.contains(where: { $0.location == at && $0.message.hasSuffix(said) }) { return }
        notes.append(
            UsageNote(location: at, message: "\(what) not evaluated\(look): the view is \(said)", unresolvedColor: true)
        )
    }

    /// A container's children, with the notes on a color it sets for them; or the content of a container the
    /// files do not declare (`FancyScrollView { Text(...) }` from a dependency), over a background that container
    /// may paint itself (named in the notes), never over the one around it as if it drew none.
    private mutating func walkContainer(
        _ root: CodeExpr, name: String, foreground: UsageSite?, _ inner: SwiftUIEnvironment,
        modifiers: [Modifier] = []
    ) {
        if ["NavigationView", "NavigationStack"].contains(name), inner.backgrounds.isEmpty, Self.hasContent(root),
            evaluator.resolveType(name, from: resolver.typePath) == nil
        {
            // A navigation view is the root of a screen: its navigation controller's view is drawn in the system
            // background color under the content, whatever holds the view (round 17: a tab's screens, whose
            // tab view is not among the files, had "no background" for every view in them).
            let at = location(root.position)
            walkScreen(root, "the \(name) at \(at.path):\(at.line)", keeping: inner)
        } else if Self.containers.contains(name) || name == "Button" || name == "NavigationLink"
            || (name == "Link" && Self.hasContent(root))
        {
            var inner = inner
            var root = root
            if name == "NavigationLink", case .call(let callee, let arguments, let position) = root {
                // `destination:`, or the first trailing closure before `label:`: a pushed screen, not the link's
                // content.
                let labelled = arguments.contains { $0.label == "label" }
                let titled = Self.hasTitle(root)
                let isDestination = { (argument: CodeArgument) -> Bool in
                    if argument.label == "destination" { return true }
                    // `NavigationLink("Next") { Page() }`: with a title, the trailing closure is the destination.
                    guard labelled || titled, argument.label == nil, case .closure = argument.value else {
                        return false
                    }
                    return true
                }
                let at = location(position)
                for argument in arguments where isDestination(argument) {
                    walkScreen(argument.value, "a navigation destination at \(at.path):\(at.line)")
                }
                root = .call(callee, arguments.filter { !isDestination($0) }, position)
            }
            // A menu's items are drawn in its popup, not over what is around it: only its label is read here.
            if name == "Menu", case .call(let callee, let arguments, let position) = root {
                root = .call(callee, arguments.filter { $0.label == "label" }, position)
            }
            if ["Button", "NavigationLink", "Link", "Menu"].contains(name) { inner.inControl = true }
            if name == "NavigationLink", inner.inList {
                // A navigation link in a list row draws its label in the primary color, as the row's other text
                // (round 17: a coin's name beside colored prices was silent).
                inner.inButtonLabel = false
                inner.accentLabel = false
                inner.destructiveLabel = false
            } else if ["Button", "NavigationLink", "Link", "Menu"].contains(name), !Self.plainButtonStyle(modifiers) {
                // A menu's label is drawn in the accent color, as a button's (held-out round 27: it was paired in
                // the label color).
                inner.inButtonLabel = true
                // A navigation link in a list draws its label in the primary color: only buttons and links.
                inner.accentLabel = name != "NavigationLink" && !inner.styledButtons
                inner.destructiveLabel = name == "Button" && Self.isDestructive(root)
            }
            var rows: (color: UsageColor, why: String)?
            if Self.rowContainers.contains(name) {
                // Rows draw their own background over the list's (a `.background` on the list shows only around
                // them), and its color depends on the list style: known for a form and a list whose style is
                // written, else only a row's `.listRowBackground` is.
                rows = Self.rowBackground(name, style: inner.listStyle)
                inner.backgrounds = [rows?.color ?? .unknown(Self.listRow)]
                inner.inList = true
            }
            let first = findings.count
            walkChildren(of: root, inner, stack: name == "ZStack")
            if let rows { explain(from: first, rows.why) { $0.backgrounds.last == rows.color } }
            noteUnknownColor(foreground, of: name)
            // The children take a known color quietly too: with nothing under them in this body, one note.
            if let foreground, foreground.color.name != nil, inner.backgrounds.isEmpty, !placedElsewhere {
                notes.append(
                    UsageNote(location: foreground.location, message: "\(name) content not evaluated: \(Self.unplaced)")
                )
            }
        } else if name == "WindowGroup", evaluator.resolveType(name, from: resolver.typePath) == nil {
            // A hosting view's background is the system background color: what a window's root view and the views
            // it holds sit on where nothing between sets a background. (A window group with no content has
            // nothing to read: walking it as a screen's content would read the window group again, without end.)
            let at = location(root.position)
            if Self.hasContent(root) { walkScreen(root, "the WindowGroup at \(at.path):\(at.line)") }
        } else if let unknown = undeclaredContainer(root, name) {
            var within = inner
            within.backgrounds.insert(unknown, at: 0)
            walkChildren(of: root, within, stack: false)
        } else if let layers = appContainerLayers(root, name) {
            // `ContainerView { ... }`: the content over what the app's container draws under it.
            var within = inner
            within.backgrounds = layers + inner.backgrounds
            walkChildren(of: root, within, stack: false)
        }
    }

    /// Views that hide what lies beneath them with something other than one color: why, or `nil`.
    static func covering(_ expression: CodeExpr) -> String? {
        // An app's own gradient or blur (`AppTheme.backgroundGradient`): known only by its name, so beneath it is
        // unknown rather than whatever lay under the stack (a screen's default background was taken, round 17).
        let root = chain(expression).root
        switch root {
        case .identifier(let name, _), .member(_, let name, _):
            let lowered = name.lowercased()
            if lowered.contains("gradient") { return "is a gradient drawn beneath it" }
            if lowered.contains("blur") { return "is a blur drawn beneath it" }
        default: break
        }
        return switch rootName(root) ?? "" {
        case "Image", "AsyncImage": "is an image drawn beneath it"
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient":
            "is a gradient drawn beneath it"
        case "VisualEffectBlur", "VisualEffectView", "BlurView": "is a blur drawn beneath it"
        default: nil
        }
    }

    /// A screen's content (a window's root, a pushed destination, a presented sheet) on its own default
    /// background, with nothing of the presenting view's environment (a navigation view keeps what its own
    /// modifiers set, `.disabled(...)` included: `keeping`). `whole`: `content` is one view with its modifiers (a
    /// sheet's content), not a container whose children are the screen's.
    private mutating func walkScreen(
        _ content: CodeExpr, _ what: String, keeping: SwiftUIEnvironment? = nil, whole: Bool = false
    ) {
        var screen = keeping ?? SwiftUIEnvironment()
        screen.backgrounds = [Self.screenBackground]
        screen.screen = what
        let first = findings.count
        if !whole, case .call = content, Self.hasContent(content) {
            walkChildren(of: content, screen, stack: false)
        } else {
            walkContent(content, screen)
        }
        for index in findings.indices.dropFirst(first) {
            findings[index].because = Self.onScreen(findings[index], screen)
        }
    }

    /// `.progressViewStyle(CircularProgressViewStyle(tint: .white))` is the spinner's tint, as `.tint(.white)` is
    /// (round 22's CleanCodeMVVM: the spinner was not read at all).
    static func styleTint(_ modifier: Modifier) -> Modifier {
        guard modifier.name == "progressViewStyle",
            case .call(.identifier(let style, _), let arguments, _)? = modifier.arguments.first?.value,
            style == "CircularProgressViewStyle" || style == "LinearProgressViewStyle",
            let tint = arguments.first(where: { $0.label == "tint" })
        else { return modifier }
        return ("tint", [CodeArgument(label: nil, value: tint.value)], modifier.position)
    }

    /// A `Text`, an `Image`, or a `Button` whose label is one of those with no color of its own: all it draws is
    /// the foreground color, so a view opacity is that color's alpha.
    static func drawsOnlyItsForeground(_ root: CodeExpr, _ name: String) -> Bool {
        if name == "Text" || name == "Image" { return true }
        guard name == "Button", case .call(_, let arguments, _) = root,
            case .closure(let closure, _)? = arguments.last(where: { $0.label == nil || $0.label == "label" })?.value,
            closure.body.count == 1, case .expression(let label)? = closure.body.first
        else { return false }
        let (labelRoot, labelModifiers) = chain(label)
        return ["Text", "Image"].contains(rootName(labelRoot) ?? "")
            && !labelModifiers.contains(where: { coloringModifiers.contains($0.name) })
    }

    /// Modifiers that give a view a color of its own (`drawsOnlyItsForeground`).
    static let coloringModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "overlay", "tint", "fill", "opacity", "border",
    ]

    /// Modifiers that place or size a view without changing its color.
    static let placingOnly: Set<String> = [
        "ignoresSafeArea", "edgesIgnoringSafeArea", "frame", "padding", "offset", "position", "zIndex", "id",
        "transition", "allowsHitTesting", "contentShape", "layoutPriority", "fixedSize",
    ]

    /// Modifiers only a sheet's content uses, to size and shape the sheet that presents it.
    static let sheetSizing: Set<String> = [
        "presentationDetents", "presentationDragIndicator", "presentationCornerRadius",
        "presentationContentInteraction", "presentationCompactAdaptation",
    ]

    /// Modifiers that present a screen of their own content: `.sheet { Detail() }`, `.navigationDestination`.
    static let presenting: [String: String] = [
        "sheet": "a sheet", "fullScreenCover": "a full-screen cover", "popover": "a popover",
        "navigationDestination": "a navigation destination",
    ]

    /// The content a presenting modifier shows: its `content:`/`destination:` closure or its trailing one.
    static func presentedContent(_ arguments: [CodeArgument]) -> CodeExpr? {
        arguments.last { argument in
            guard case .closure = argument.value else { return false }
            return argument.label == nil || argument.label == "content" || argument.label == "destination"
        }?.value
    }

    /// A layer known to be translucent: a literal or computed color with an alpha below 1.
    static func isTranslucent(_ layer: UsageColor) -> Bool {
        switch layer {
        case .literal(let color, _): return color.alpha < 1
        case .computed(_, let variants, _):
            return variants.contains { variant in
                if case .literal(let literal) = variant.value { return literal.color.alpha < 1 }
                return false
            }
        default: return false
        }
    }

    static let screenBackground = UsageColor.builtIn(SystemColors.iOSPrefix + "systemBackground")

    /// A finding's explanation once it is known to sit on a screen's default background (its only background).
    static func onScreen(_ finding: UsageFinding, _ environment: SwiftUIEnvironment) -> String? {
        guard let screen = environment.screen, finding.backgrounds.count == 1,
            case .builtIn(let name) = finding.backgrounds[0], case .builtIn(let expected) = screenBackground,
            name == expected
        else { return finding.because }
        let said = "a screen's default background, the system background color (\(screen))"
        return finding.because.map { $0 + ", " + said } ?? said
    }

    private mutating func walkContent(_ expression: CodeExpr, _ environment: SwiftUIEnvironment) {
        if case .closure(let closure, _) = expression {
            walk(closure.body, environment: environment)
        } else {
            view(expression, environment)
        }
    }

    /// The children of a container; in a `ZStack` a filled first child is the background of the rest.
    private mutating func walkChildren(of root: CodeExpr, _ environment: SwiftUIEnvironment, stack: Bool) {
        guard case .call(_, let arguments, _) = root else { return }
        for argument in arguments {
            if case .closure(let closure, _) = argument.value {
                guard stack else {
                    walk(closure.body, environment: environment)
                    continue
                }
                // A fill chosen by a flag (`Circle().foregroundColor(Color(pro ? "a" : "b"))` under a glyph colored
                // by the same flag): the stack once per arm, so each glyph meets its own arm's fill.
                if let (key, arms) = Self.stackChoice(closure.body, taken: environment.arms) {
                    for arm in arms {
                        var inner = environment
                        inner.arms[key] = arm
                        let stack = CodeExpr.call(.identifier("ZStack", root.position), [argument], root.position)
                        walkChildren(of: stack, inner, stack: true)
                    }
                    continue
                }
                // Each child of a `ZStack` is drawn over the ones before it: a color or filled shape is the
                // background of what follows, an image or gradient hides what lay beneath.
                var environment = environment
                var run: [CodeStatement] = []
                for statement in closure.body {
                    guard case .expression(let written) = statement else {
                        run.append(statement)
                        continue
                    }
                    let child = Self.taking(environment.arms, in: written)
                    if let fill = fillColor(of: child) {
                        walk(run, environment: environment)
                        run = []
                        environment.backgrounds.insert(fill, at: 0)
                    } else if let covering = Self.covering(child) {
                        walk(run + [statement], environment: environment)
                        run = []
                        environment.backgrounds.insert(.unknown(covering), at: 0)
                    } else {
                        run.append(statement)
                    }
                }
                walk(run, environment: environment)
            } else if argument.label == nil, case .string = argument.value {
                continue
            }
        }
    }

    /// The choice of the first child of a stack whose fill holds a choice no enclosing view took, with the arms
    /// to read: the fill's own chain decides (`arms(of:taken:)`).
    static func stackChoice(_ body: [CodeStatement], taken: [String: Int]) -> (String, [Int])? {
        for statement in body {
            guard case .expression(let child) = statement else { continue }
            let (root, modifiers) = chain(child)
            guard shapes.contains(rootName(root) ?? "") || rootName(root) == "Color" else { continue }
            guard let (key, arms) = arms(of: modifiers, taken: taken), taken[key] == nil else { return nil }
            return (key, arms.map(\.0))
        }
        return nil
    }

    /// `expression` with every ternary on a choice already taken replaced by its arm.
    static func taking(_ arms: [String: Int], in expression: CodeExpr) -> CodeExpr {
        guard !arms.isEmpty else { return expression }
        return expression.choosingArms { condition, position in
            let (choice, negated) = UIKitUsageWalker.choice([.expression(condition)], position)
            guard let chosen = arms[choice] else { return nil }
            return (chosen == 0) != negated
        }
    }

    /// The views inside take a color set around them quietly (one note per use would repeat it); a color a
    /// container or a view property sets that no one can know is named once, at the modifier.
    private mutating func noteUnknownColor(_ foreground: UsageSite?, of name: String) {
        guard let foreground, case .unknown(let reason) = foreground.color else { return }
        notes.append(
            UsageNote(
                location: foreground.location, message: "\(name) content not evaluated: the color \(reason)",
                unresolvedColor: true))
    }

    private mutating func emitRoot(
        _ root: CodeExpr, name: String, chainForeground: UsageSite?, role: Role?, chainBackgrounds: Bool,
        _ environment: SwiftUIEnvironment, ownColors: Bool = false
    ) {
        // A button style's `configuration.label` and a view modifier's `content` are the styled view: text in the
        // colors around it (only those the code shows: no default color is assumed for them). Without a
        // background in the body it sits on whatever the control is placed on: a note names it.
        let isStyled = Self.isStyledContent(root)
        if isStyled, environment.foreground != nil {
            // A label style's `configuration.icon` is its symbol: a component (3:1).
            let isIcon: Bool
            if case .member(_, "icon", _) = root { isIcon = true } else { isIcon = false }
            var finalRole: Role = role ?? (isIcon ? .ui : .text)
            if finalRole == .text, environment.font?.isLarge == true { finalRole = .largeText }
            // A style's disabled look (`isEnabled ? .white : Color(.systemGray)`): reported, never failing.
            if environment.isDisabled { finalRole = .decorative }
            let first = findings.count
            emit(
                environment.foreground!, environment.backgrounds, role: finalRole,
                what: Self.text(root) ?? "content", quiet: chainForeground == nil, scheme: environment.fixedScheme)
            if finalRole == .largeText, environment.fontAssumed { explain(from: first, Self.assumedBodyFont) }
            return
        }
        // A link whose label is a view of its own colors that view (read as a container's content).
        if name == "Link", Self.hasContent(root) { return }
        // `Text(result.attributedString)`: its runs carry colors of their own (a highlighter's theme), which the
        // body does not show.
        if name == "Text", let text = Self.attributedArgument(root) {
            notes.append(
                UsageNote(
                    location: location(root.position),
                    message: "Text not evaluated: `\(text)` is an attributed string, whose runs carry their own "
                        + "colors"))
            return
        }
        if Self.fieldViews.contains(name), let style = environment.roundedFields {
            notes.append(
                UsageNote(
                    location: location(root.position),
                    message: "\(name) not evaluated: the rounded border style set at \(style) draws the field's own "
                        + "background, whose color is the system's"))
            return
        }
        let isText = Self.textViews.contains(name) || (name == "Button" && Self.hasTitle(root))
        // A symbol, or an image the chain colors (only a template image takes a foreground): a component.
        let isSymbol = name == "Image" && (Self.hasLabel(root, "systemName") || chainForeground != nil)
        let isControl = Self.controls.contains(name)
        let isCustom =
            !isText && !isSymbol && !isControl && !Self.containers.contains(name) && name != "Image"
            && name != "Button" && name != "NavigationLink"
        // A view the files do not declare, given a color by its own chain (`DotsIndicator().foregroundColor(.red)`
        // from a package): that color over the backgrounds around it, as graphics, the inference said.
        // One that holds content of its own (`FancyScrollView { ... }`) colors that content, read over the layer
        // it may paint (`walkContainer`), and is only named here.
        if isCustom, let chainForeground, isUndeclaredView(name) {
            if undeclaredContainer(root, name) == nil {
                emitUndeclared(name, chainForeground, environment)
            } else {
                notes.append(
                    UsageNote(
                        location: chainForeground.location,
                        message: "\(name) not evaluated: it is not declared in the files read, so what it draws in "
                            + "that color is not known"))
            }
            return
        }
        // A custom view the files declare is paired only when its own chain shows both colors (its body is read
        // where it is placed).
        if isCustom && !(chainForeground != nil && chainBackgrounds) { return }
        guard isText || isSymbol || isControl || isCustom else { return }
        var foreground = environment.foreground
        if foreground == nil, isText || (isSymbol && !ownColors), name != "Button", name != "Link",
            !environment.inButtonLabel, !environment.backgrounds.isEmpty
        {
            // No color set: SwiftUI's primary, which is the label color, for a text and a symbol alike (a button's or
            // link's title takes the accent color instead).
            foreground = UsageSite(color: .builtIn(SystemColors.iOSPrefix + "label"), location: location(root.position))
        }
        var accent: String?
        if foreground == nil, isText || isSymbol, !environment.backgrounds.isEmpty, !environment.styledButtons,
            environment.accentLabel || (name == "Button" && Self.hasTitle(root))
                || (name == "Link" && !Self.hasContent(root))
        {
            let destructive = environment.destructiveLabel || (name == "Button" && Self.isDestructive(root))
            (foreground, accent) = accentColor(at: root.position, environment, destructive: destructive)
        }
        guard let foreground else { return }
        var finalRole: Role = role ?? (isSymbol || isControl ? .ui : .text)
        if finalRole == .text, environment.font?.isLarge == true { finalRole = .largeText }
        if environment.isDisabled { finalRole = .decorative }
        let what =
            chainForeground == nil && environment.foreground == nil
            ? name + CodeUsagePairings.defaultColorWording : "\(name)"
        let first = findings.count
        emit(
            foreground, environment.backgrounds, role: finalRole, what: what, quiet: chainForeground == nil,
            scheme: environment.fixedScheme)
        if let accent { explain(from: first, accent) }
        if finalRole == .largeText, environment.fontAssumed { explain(from: first, Self.assumedBodyFont) }
        if Self.fieldViews.contains(name), let placeholder = Self.placeholder(root), !environment.isDisabled,
            Self.appSurface(environment.backgrounds)
        {
            // The placeholder is drawn in the system's placeholder color whatever the field's foreground. Over the
            // system's own backgrounds that is Apple's default look, shared by every form: only a surface the app
            // colors itself is paired with it.
            let site = UsageSite(
                color: .builtIn(SystemColors.iOSPrefix + "placeholderText"), location: location(root.position))
            let start = findings.count
            emit(site, environment.backgrounds, role: .text, what: "\(name) placeholder", quiet: true)
            explain(from: start, "the placeholder \"\(placeholder)\" in the system's placeholder color")
        }
    }

    /// Whether the top opaque layer beneath is one the app colors (a token or a literal, not a system color).
    static func appSurface(_ layers: [UsageColor]) -> Bool {
        guard let top = layers.first(where: { !$0.isClear }) else { return false }
        switch top {
        case .token, .literal, .computed: return true
        case .builtIn, .clear, .unknown: return false
        }
    }

    /// A field's placeholder written as its title (`TextField("Search", text: $query)`), when no `prompt:` gives
    /// it a look of its own.
    static func placeholder(_ root: CodeExpr) -> String? {
        guard case .call(_, let arguments, _) = root, !arguments.contains(where: { $0.label == "prompt" }),
            let first = arguments.first, first.label == nil, case .string(let text, _, _) = first.value,
            !text.isEmpty
        else { return nil }
        return text
    }

    /// The accent color a button's or link's title is drawn in with the automatic style: the `.tint` set around
    /// it, else the catalog's `AccentColor` (`Color.accentColor`); with neither, nothing (the system blue is not
    /// assumed: the app may set its accent where the files do not show). With why, for the pairing.
    private func accentColor(
        at position: CodePosition, _ environment: SwiftUIEnvironment, destructive: Bool
    ) -> (UsageSite?, String?) {
        // `Button("Delete", role: .destructive)`: the system red, whatever the accent.
        if destructive {
            return (
                UsageSite(color: .builtIn(SystemColors.iOSPrefix + "systemRed"), location: location(position)),
                "the system red as a destructive button's title color"
            )
        }
        if let tint = environment.tint {
            guard tint.color.name != nil else { return (nil, nil) }
            return (
                UsageSite(color: tint.color, location: location(position)),
                "the tint set at \(tint.location.line):\(tint.location.column) as the button's accent color"
            )
        }
        let color = resolver.resolve(.member(.identifier("Color", position), "accentColor", position))
        guard case .token = color else { return (nil, nil) }
        return (
            UsageSite(color: color, location: location(position)),
            "the asset catalog's AccentColor as the button's accent color (its automatic style)"
        )
    }

    /// `Button(..., role: .destructive)`.
    static func isDestructive(_ root: CodeExpr) -> Bool {
        guard case .call(_, let arguments, _) = root else { return false }
        return arguments.contains { argument in
            guard argument.label == "role" else { return false }
            if case .implicitMember("destructive", _) = argument.value { return true }
            if case .member(_, "destructive", _) = argument.value { return true }
            return false
        }
    }

    /// `.buttonStyle(...)` with a style that draws the label itself: anything but `.automatic` and `.borderless`
    /// (`.plain` keeps the primary color, read as the label color on the button itself).
    static func styledButton(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { modifier in
            guard modifier.name == "buttonStyle", let style = modifier.arguments.first?.value else { return false }
            switch style {
            case .implicitMember("automatic", _), .implicitMember("borderless", _),
                .call(.identifier("BorderlessButtonStyle", _), _, _), .call(.identifier("DefaultButtonStyle", _), _, _):
                return false
            default:
                return true
            }
        }
    }

    /// Says why for the findings made since `first` that say nothing yet (and pass `test`).
    private mutating func explain(
        from first: Int, _ why: String, where test: (UsageFinding) -> Bool = { _ in true }
    ) {
        for index in first..<findings.count where findings[index].because == nil && test(findings[index]) {
            findings[index].because = why
        }
    }

    /// A view type no file read declares and that is none of SwiftUI's own (a package's `DotsIndicator`).
    private func isUndeclaredView(_ name: String) -> Bool {
        name.first?.isUppercase == true && !Self.systemViews.contains(name)
            && evaluator.resolveType(name, from: resolver.typePath) == nil
    }

    /// SwiftUI's views that no list above names and whose foreground color is no text or graphics of unknown kind
    /// (a `Path` is a shape; a `Divider` draws the separator color), left out of `emitUndeclared`.
    static let systemViews: Set<String> = [
        "Path", "Divider", "Spacer", "EmptyView", "Canvas", "AsyncImage", "TimelineView", "Map", "VideoPlayer",
        "ContentUnavailableView", "LabeledContent", "DisclosureGroup", "ShareLink", "ColorPicker", "Gauge",
        "ControlGroup", "PhotosPicker", "AnyView", "TupleView", "Color", "NavigationSplitView", "ScrollViewReader",
        "GroupBox", "Table", "OutlineGroup", "EditButton", "RenameButton", "PasteButton", "Tab", "AnyLayout",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
    ]

    /// The color a view the files do not declare is given, over the backgrounds around it. What it draws is not
    /// known: it is checked as graphics (3:1, the least anything drawn must meet, so a failure holds whatever it
    /// draws), and the pairing says so. With no background around it in this body, a note names it.
    private mutating func emitUndeclared(_ name: String, _ foreground: UsageSite, _ environment: SwiftUIEnvironment) {
        guard !environment.backgrounds.isEmpty else {
            notes.append(
                UsageNote(
                    location: foreground.location,
                    message: "\(name) not evaluated: it is not declared in the files read and "
                        + "\(Self.unplaced)"))
            return
        }
        let first = findings.count
        let role: Role = environment.isDisabled ? .decorative : .ui
        emit(foreground, environment.backgrounds, role: role, what: name, scheme: environment.fixedScheme)
        // A disabled look never fails, whatever it draws: only the checked role is said.
        if role == .ui {
            explain(
                from: first,
                "`\(name)` (not declared in the files read) taken as graphics (3:1; 4.5:1 if it draws text)")
        }
    }

    /// A view's opacity: a number, or a constant or the app's function evaluated at the site with the control
    /// at rest (`opacity(isPressed: configuration.isPressed)`); `nil` when it is not known there.
    private func opacityValue(_ expression: CodeExpr) -> Double? {
        if case .number(let value, _, _) = expression { return value }
        var site = expression
        if case .call(let callee, let arguments, let position) = expression,
            let resting = UsageColorResolver.restingState(callee, arguments, position)
        {
            site = resting
        }
        return resolver.atSite(site, in: Appearance(.light)) { value in
            if case .number(let number, _) = value, number.isFinite { return number }
            return nil
        }
    }

    /// Whether an opacity is a stored `var` of the view's type (`self.opacity`) that its code sets to 1 somewhere
    /// (`.onAppear { withAnimation { self.opacity = 1 } }`): the view's look once it has appeared, whatever the
    /// value it starts from.
    private func fadesIn(_ value: CodeExpr) -> Bool {
        let name: String
        switch value {
        case .identifier(let identifier, _): name = identifier
        case .member(.identifier("self", _), let identifier, _): name = identifier
        default: return false
        }
        let type = resolver.typePath.joined(separator: ".")
        guard !type.isEmpty, resolver.locals[name] == nil, !resolver.parameters.contains(name) else { return false }
        let declared = evaluator.memberDeclarations(name, of: type)
        guard declared.count == 1, let index = declared.first else { return false }
        let declaration = evaluator.entries[index].declaration
        guard declaration.kind == .property, declaration.isVariable, !declaration.isStatic, declaration.body == nil
        else { return false }
        for member in evaluator.memberOrder[type] ?? [] {
            let entry = evaluator.entries[member]
            var statements = entry.declaration.body ?? []
            if let initial = entry.declaration.value { statements.append(.expression(initial)) }
            for expression in CodeStatement.expressions(in: statements) {
                var found = false
                expression.forEach(limit: 5_000) { node in
                    guard !found, case .binary("=", let target, .number(let number, _, _), _) = node, number >= 1
                    else { return }
                    switch target {
                    case .identifier(name, _), .member(.identifier("self", _), name, _): found = true
                    default: return
                    }
                }
                if found { return true }
            }
        }
        return false
    }

    /// A view type the files read do not declare, given its content in a closure (`FancyScrollView { ... }`):
    /// the background layer its content is known to sit on, an unknown one naming it.
    private func undeclaredContainer(_ root: CodeExpr, _ name: String) -> UsageColor? {
        guard name.first?.isUppercase == true, !Self.textViews.contains(name), !Self.controls.contains(name),
            !Self.shapes.contains(name), name != "Image", name != "Color",
            evaluator.resolveType(name, from: resolver.typePath) == nil,
            case .call(_, let arguments, _) = root,
            arguments.contains(where: { if case .closure = $0.value { true } else { false } })
        else { return nil }
        // SwiftUI's toolbar items sit on the bar the system draws (or `.toolbarBackground` colors).
        if name == "ToolbarItem" || name == "ToolbarItemGroup" {
            return .unknown("is the bar a toolbar item sits on, which the usage reader does not model")
        }
        return .unknown("is whatever `\(name)` (not declared in the files read) draws under its content")
    }

    /// `.secondary` … `.quinary` (alone or on `HierarchicalShapeStyle`): the level's name.
    static func hierarchicalLevel(_ expression: CodeExpr) -> String? {
        let levels: Set<String> = ["secondary", "tertiary", "quaternary", "quinary"]
        switch expression {
        case .implicitMember(let name, _) where levels.contains(name): return name
        case .member(.identifier("HierarchicalShapeStyle", _), let name, _) where levels.contains(name): return name
        default: return nil
        }
    }

    /// `configuration.label` (a `ButtonStyle`'s or `LabelStyle`'s) and `content` (a `ViewModifier`'s).
    static func isStyledContent(_ root: CodeExpr) -> Bool {
        switch root {
        case .member(.identifier("configuration", _), let name, _):
            return name == "label" || name == "title" || name == "icon"
        case .identifier("content", _): return true
        default: return false
        }
    }

    private static func text(_ root: CodeExpr) -> String? { UsageColorResolver.text(root) }

    /// `.buttonStyle(.bordered)` or `.borderedProminent` in a chain: the style's name.
    static func borderedStyle(_ modifiers: [Modifier]) -> String? {
        for modifier in modifiers where modifier.name == "buttonStyle" {
            switch modifier.arguments.first?.value {
            case .implicitMember(let style, _)? where style == "bordered" || style == "borderedProminent":
                return style
            case .call(.identifier(let type, _), _, _)? where type == "BorderedButtonStyle":
                return "bordered"
            case .call(.identifier(let type, _), _, _)? where type == "BorderedProminentButtonStyle":
                return "borderedProminent"
            default: continue
            }
        }
        return nil
    }

    private static func hasTitle(_ root: CodeExpr) -> Bool {
        guard case .call(_, let arguments, _) = root, let first = arguments.first, first.label == nil else {
            return false
        }
        switch first.value {
        // `Button("Save")`, and a title computed at run time: `Button(L("button.retry"), action: retry)`,
        // `Button(item.name) { }` (round 21's HealthyMe: the button was dropped without a word).
        case .string, .call, .member, .identifier, .subscripted, .ternary, .binary: return true
        default: return false
        }
    }

    /// A modifier the app declares on `View` whose body draws a background (`.background`, a `ZStack`, an
    /// overlay, a modifier of its own): what lies beneath the view is then whatever it draws, which the reader
    /// does not follow.
    private func appModifierBackground(_ modifier: Modifier) -> UsageColor? {
        let found = evaluator.memberDeclarations(modifier.name, of: "View")
        for index in found {
            let entry = evaluator.entries[index]
            guard draws(entry.declaration.expressions, scope: entry.declaration.scope, depth: 0) else { continue }
            let at = evaluator.location(entry.declaration.position, file: entry.file)
            let file = at.fileName
            return .unknown(
                "is drawn by the app's modifier `\(modifier.name)` (\(file):\(at.line)), which the usage reader "
                    + "does not follow")
        }
        return nil
    }

    /// `.modifier(Plate())` written in the chain: an unknown background when the modifier's body may draw.
    private func viewModifierBackground(_ modifier: Modifier) -> UsageColor? {
        let call = CodeExpr.call(.identifier("modifier", modifier.position), modifier.arguments, modifier.position)
        guard draws([call], scope: resolver.typePath, depth: 0) else { return nil }
        var name = "a view modifier"
        if case .call(.identifier(let type, _), _, _)? = modifier.arguments.first?.value { name = "`\(type)`" }
        return .unknown("is drawn by the app's view modifier \(name), which the usage reader does not follow")
    }

    static let drawingModifiers: Set<String> = ["background", "overlay", "presentationBackground"]

    /// Whether these expressions (an app modifier's body) may draw under or over the view: a background, an
    /// overlay, a `ZStack`, or a `ViewModifier` whose own body does (`modifier(ThemedFont(size: 14))`, which only
    /// sets a font, draws nothing; one the files do not declare may).
    private func draws(_ expressions: [CodeExpr], scope: [String], depth: Int) -> Bool {
        var result = false
        for expression in expressions where !result {
            expression.forEach(limit: 500) { node in
                guard !result else { return }
                switch node {
                case .member(_, let name, _) where Self.drawingModifiers.contains(name): result = true
                // `background(shade)` as the body's first call, on `self`.
                case .call(.identifier(let name, _), _, _) where Self.drawingModifiers.contains(name): result = true
                case .identifier("ZStack", _): result = true
                case .call(.identifier("modifier", _), let arguments, _),
                    .call(.member(_, "modifier", _), let arguments, _):
                    guard depth < 3, case .call(.identifier(let name, _), _, _)? = arguments.first?.value,
                        let type = evaluator.resolveType(name, from: scope)
                    else {
                        result = true
                        return
                    }
                    let body = evaluator.memberDeclarations("body", of: type)
                    let bodies = body.flatMap { evaluator.entries[$0].declaration.expressions }
                    if body.isEmpty
                        || draws(bodies, scope: type.split(separator: ".").map(String.init), depth: depth + 1)
                    {
                        result = true
                    }
                default: break
                }
            }
        }
        return result
    }

    /// `.preferredColorScheme(.dark)`, `.environment(\.colorScheme, .light)`: the scheme's name.
    static func fixedScheme(_ modifier: Modifier) -> String? {
        let value: CodeExpr?
        // `.colorScheme(.dark)`, SwiftUI's older modifier, fixes the environment's scheme as `.environment` does.
        if modifier.name == "preferredColorScheme" || modifier.name == "colorScheme" {
            guard modifier.arguments.count == 1 else { return nil }
            value = modifier.arguments.first?.value
        } else {
            guard modifier.arguments.count == 2 else { return nil }
            var namesScheme = false
            modifier.arguments[0].value.forEach(limit: 8) { node in
                switch node {
                case .implicitMember("colorScheme", _), .member(_, "colorScheme", _), .identifier("colorScheme", _):
                    namesScheme = true
                default: break
                }
            }
            guard namesScheme else { return nil }
            value = modifier.arguments[1].value
        }
        switch value {
        case .implicitMember(let scheme, _)?, .member(_, let scheme, _)?:
            return scheme == "dark" || scheme == "light" ? scheme : nil
        default:
            return nil
        }
    }

    /// `.buttonStyle(.plain)` or `PlainButtonStyle()`: the label keeps the primary color.
    static func plainButtonStyle(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { modifier in
            guard modifier.name == "buttonStyle", let style = modifier.arguments.first?.value else { return false }
            switch style {
            case .implicitMember("plain", _), .call(.identifier("PlainButtonStyle", _), _, _): return true
            default: return false
            }
        }
    }

    /// The text of a `Text`'s only argument when it names an attributed string (`result.attributedString`,
    /// `AttributedString(markdown:)`, `attributed`).
    static func attributedArgument(_ root: CodeExpr) -> String? {
        guard case .call(_, let arguments, _) = root, arguments.count == 1, arguments[0].label == nil else {
            return nil
        }
        if case .string = arguments[0].value { return nil }
        var named = false
        arguments[0].value.forEach(limit: 50) { node in
            switch node {
            case .identifier(let name, _), .member(_, let name, _):
                if name.lowercased().contains("attributed") { named = true }
            default: break
            }
        }
        return named ? UsageColorResolver.text(arguments[0].value) ?? "its argument" : nil
    }

    /// Whether a call has a closure argument (`Link(destination: url) { Label(...) }`).
    static func hasContent(_ root: CodeExpr) -> Bool {
        guard case .call(_, let arguments, _) = root else { return false }
        return arguments.contains { if case .closure = $0.value { true } else { false } }
    }

    static let fieldViews: Set<String> = ["TextField", "SecureField"]

    /// `.roundedBorder` or `RoundedBorderTextFieldStyle()`.
    static func isRoundedBorder(_ style: CodeExpr) -> Bool {
        switch style {
        case .implicitMember("roundedBorder", _): return true
        case .call(.identifier("RoundedBorderTextFieldStyle", _), _, _): return true
        default: return false
        }
    }

    private static func hasLabel(_ root: CodeExpr, _ label: String) -> Bool {
        guard case .call(_, let arguments, _) = root else { return false }
        return arguments.contains { $0.label == label }
    }

    private mutating func emit(
        _ site: UsageSite, _ layers: [UsageColor], role: Role, what: String, quiet: Bool = false,
        scheme: String? = nil
    ) {
        // The audit evaluates every appearance; a view that shows one in all of them would be judged in looks it
        // never has.
        if let scheme {
            notes.append(
                UsageNote(
                    location: site.location,
                    message: "\(what) not evaluated: its color scheme is fixed to \(scheme), which is not modelled "
                        + "per view"))
            return
        }
        if case .unknown(let reason) = site.color {
            if !quiet {
                notes.append(
                    UsageNote(
                        location: site.location, message: "\(what) not evaluated: the color \(reason)",
                        unresolvedColor: true))
            }
            return
        }
        var known: [UsageColor] = []
        var reason = Self.unplaced
        var unresolved = false
        for layer in layers {
            if case .unknown(let why) = layer {
                reason = "the background \(why)"
                unresolved = true
                break
            }
            if layer.isClear { continue }
            // The same opaque color twice (a view's own `.background(Color(.systemBackground))` on a screen's
            // background) is one layer.
            if let last = known.last, last == layer, !Self.isTranslucent(layer) { continue }
            // A screen's default background beneath an opaque layer is hidden, and not named: the stack is the
            // app's own (it was "card on page", not "card on page on ios.systemBackground").
            if layer == Self.screenBackground, let last = known.last, !Self.isTranslucent(last) { break }
            known.append(layer)
        }
        // A view property read alone over nothing but translucent layers: where it is placed, the rest of the
        // stack is known (that reading pairs it), so the worst case over any backdrop would be a false alarm.
        if placedElsewhere, !known.isEmpty, known.allSatisfy(Self.isTranslucent) { return }
        guard !known.isEmpty else {
            if !quiet && !(placedElsewhere && !unresolved) {
                notes.append(
                    UsageNote(
                        location: site.location, message: "\(what) not evaluated: \(reason)",
                        unresolvedColor: unresolved, tokens: unresolved ? site.color.name.map { [$0] } ?? [] : []))
            } else if quiet, unresolved {
                // A color set around the views (an `HStack`'s `.foregroundColor(.white)`) over a background that
                // cannot be evaluated (a gradient, round 22's PolySleep): said once, at that color's site, where
                // before nothing was said at all.
                notes.append(
                    UsageNote(
                        location: site.location, message: "content not evaluated: \(reason)", unresolvedColor: true,
                        tokens: site.color.name.map { [$0] } ?? [], yields: true))
            }
            return
        }
        findings.append(
            UsageFinding(foreground: site.color, backgrounds: known, role: role, site: site.location, what: what))
    }

    /// Records an app view placed with colors around it; reads a view property of the type in place (`var
    /// glyph: some View { Image(systemName: "xmark").foregroundColor(.white) }` used as `glyph.background(fill,
    /// in: Circle())`), returning true when it did.
    private mutating func placeOrInline(
        _ root: CodeExpr, _ property: (String, [CodeStatement])?, _ inner: SwiftUIEnvironment
    ) -> Bool {
        if !inner.backgrounds.isEmpty, let type = appView(root) {
            var arguments: [CodeArgument] = []
            if case .call(_, let given, _) = root { arguments = given }
            placements.append(
                SwiftUIPlacement(
                    type: type, environment: inner, location: location(root.position), arguments: arguments))
        }
        if let local = boundView(root) {
            readViewLocal(local, inner)
            return true
        }
        guard let (propertyName, body) = property, !inlined.contains(propertyName) else { return false }
        inlined.insert(propertyName)
        // A view method called with arguments (`messageRow(text: t, bgColor: scheme == .light ? a : b)`): its
        // parameters stand for the call's arguments (or their defaults) while its body is read here.
        let saved = resolver.locals
        if let method = viewMethod(root) {
            for (name, value) in method.bindings { resolver.locals[name] = value }
        }
        walk(body, environment: inner)
        resolver.locals = saved
        inlined.remove(propertyName)
        return true
    }

    /// `name` or `self.name`, a member of the body's type (lowercase, not a local of the body).
    private func ownMember(_ expression: CodeExpr) -> String? {
        let name: String
        switch expression {
        case .identifier(let identifier, _), .member(.identifier("self", _), let identifier, _): name = identifier
        default: return nil
        }
        guard resolver.locals[name] == nil, name.first?.isLowercase == true else { return nil }
        return name
    }

    /// `ToggleRow(...)` naming a method of the type, not a type: a method may be named like a view.
    private func capitalizedMember(_ expression: CodeExpr) -> String? {
        guard case .identifier(let name, _) = expression, name.first?.isUppercase == true, resolver.locals[name] == nil,
            evaluator.resolveType(name, from: resolver.typePath) == nil
        else { return nil }
        return name
    }

    /// A view method of the type called with arguments: its body and the expressions its parameters stand for.
    private func viewMethod(_ root: CodeExpr) -> (name: String, body: [CodeStatement], bindings: [(String, CodeExpr)])?
    {
        guard case .call(let callee, let arguments, _) = root, !arguments.isEmpty,
            let name = ownMember(callee) ?? capitalizedMember(callee)
        else { return nil }
        for declaration in viewFunctions(named: name) {
            guard let body = declaration.body, let bindings = Self.bind(declaration.parameters, to: arguments)
            else { continue }
            return (name, body, bindings)
        }
        return nil
    }

    /// The instance methods of the type being read named `name` that build a view (`-> some View`, with a body).
    private func viewFunctions(named name: String) -> [CodeDeclaration] {
        evaluator.memberDeclarations(name, of: resolver.typePath.joined(separator: ".")).compactMap { index in
            let declaration = evaluator.entries[index].declaration
            guard declaration.kind == .function, !declaration.isStatic, declaration.body != nil,
                declaration.type?.contains("View") == true
            else { return nil }
            return declaration
        }
    }

    /// Each parameter's argument, by label (in order for unlabelled ones), or its default value; `nil` when the
    /// call does not fit the parameters (another overload).
    static func bind(_ parameters: [CodeParameter], to arguments: [CodeArgument]) -> [(String, CodeExpr)]? {
        var bindings: [(String, CodeExpr)] = []
        var next = 0
        for parameter in parameters {
            // A trailing closure (`row(text: t) { ... }`) is the argument of the next parameter of function type.
            let trailing =
                next < arguments.count && arguments[next].label == nil && parameter.type.contains("->")
                && { if case .closure = arguments[next].value { true } else { false } }()
            if next < arguments.count, arguments[next].label == parameter.label || trailing {
                bindings.append((parameter.name, arguments[next].value))
                next += 1
            } else if let value = parameter.defaultValue {
                bindings.append((parameter.name, value))
            } else {
                return nil
            }
        }
        return next == arguments.count ? bindings : nil
    }

    /// `Section(header: explanationHeader, footer: errorFooter) { ... }`: view properties passed as labelled
    /// arguments are placed in the container too.
    private mutating func placeArguments(of root: CodeExpr, _ inner: SwiftUIEnvironment) {
        guard case .call(_, let arguments, _) = root else { return }
        for argument in arguments where argument.label != nil {
            if let passed = viewProperty(argument.value) { _ = placeOrInline(argument.value, passed, inner) }
        }
    }

    /// `.disabled(true)` (`always`), or `.disabled(condition)`: the choice and the arm in which the views are
    /// disabled; nil for `.disabled(false)` or a condition that is no choice.
    static func disabledChoice(_ modifier: Modifier) -> (choice: String, arm: Int)? {
        guard let condition = modifier.arguments.first?.value else { return nil }
        if case .identifier("true", _) = condition { return ("always", 0) }
        if case .identifier("false", _) = condition { return nil }
        let (choice, negated) = UIKitUsageWalker.choice([.expression(condition)], modifier.position)
        return choice.hasPrefix("if@") ? nil : (choice, negated ? 1 : 0)
    }

    /// An app view built at this root (`FactTile(caption: ...)`): a type of the input with a `body`.
    private func appView(_ root: CodeExpr) -> String? {
        let name: String
        switch root {
        case .call(.identifier(let identifier, _), _, _), .identifier(let identifier, _): name = identifier
        default: return nil
        }
        guard name.first?.isUppercase == true, !Self.containers.contains(name), !Self.textViews.contains(name),
            let type = evaluator.resolveType(name, from: resolver.typePath),
            evaluator.members[type]?["body"] != nil
        else { return nil }
        return type
    }

    /// `colorScheme == .light ? a : b` picks by the appearance: the color resolves to a light and a dark variant
    /// (`UsageColorResolver.evaluated`), so the chain is not split into arms that would each be checked in both
    /// appearances.
    static func readsColorScheme(_ condition: CodeExpr) -> Bool {
        var found = false
        condition.forEach { node in
            switch node {
            case .identifier("colorScheme", _), .member(_, "colorScheme", _): found = true
            default: break
            }
        }
        return found
    }

    /// A computed view property of the type being read (`glyph`, `self.header`), or a method of it that takes no
    /// arguments (`info()`), and its body.
    private func viewProperty(_ root: CodeExpr) -> (String, [CodeStatement])? {
        var root = root
        var kind = CodeDeclaration.Kind.property
        if case .call(let callee, let arguments, _) = root, arguments.isEmpty {
            root = callee
            kind = .function
        } else if let method = viewMethod(root) {
            return (method.name, method.body)
        }
        guard let name = ownMember(root) else { return nil }
        for index in evaluator.memberDeclarations(name, of: resolver.typePath.joined(separator: ".")) {
            let declaration = evaluator.entries[index].declaration
            guard declaration.kind == kind, !declaration.isStatic, declaration.parameters.isEmpty,
                let body = declaration.body, declaration.type?.contains("View") == true
            else { continue }
            return (name, body)
        }
        return nil
    }

    // MARK: Backgrounds

    /// `.background(Color)`, `.background(Capsule().fill(c))`, `.background { ... }`, `.background(c, in: shape)`.
    func background(of arguments: [CodeArgument]) -> UsageColor {
        guard let first = arguments.first else { return .unknown("is not given") }
        if case .closure(let closure, _) = first.value {
            guard case .expression(let body)? = closure.body.first, closure.body.count == 1 else {
                return .unknown("is built by a view the usage reader does not follow")
            }
            return fillColor(of: body) ?? .unknown("is a view that is not a plain color or filled shape")
        }
        if let fill = fillColor(of: first.value) { return fill }
        // `store.appBackgroundColor.ignoresSafeArea()`: named as a color, so why that color is not known.
        let root = Self.chain(first.value).root
        switch root {
        case .member(_, let name, _) where name.hasSuffix("Color"),
            .identifier(let name, _) where name.hasSuffix("Color"):
            if case .unknown(let reason) = resolver.resolve(root) { return .unknown(reason) }
        default:
            break
        }
        return .unknown("is not a plain color or filled shape (a material, image or gradient)")
    }

    /// A `.background` modifier's view: its argument, or its closure's one expression.
    static func backgroundContent(_ arguments: [CodeArgument]) -> CodeExpr? {
        guard let first = arguments.first else { return nil }
        guard case .closure(let closure, _) = first.value else { return first.value }
        guard closure.body.count == 1, case .expression(let body) = closure.body[0] else { return nil }
        return body
    }

    /// Whether a `.background`'s view is a shape that is only stroked (`Circle().stroke(c)`,
    /// `.strokeBorder(c, lineWidth: 2)`, with no `.fill` or `.background` of its own): it draws an outline, not a
    /// fill.
    static func strokedShape(_ arguments: [CodeArgument]) -> Bool {
        guard let content = backgroundContent(arguments) else { return false }
        let (root, modifiers) = chain(content)
        guard case .call(.identifier(let shape, _), _, _) = root, shapes.contains(shape) else { return false }
        let names = Set(modifiers.map(\.name))
        return !names.isDisjoint(with: ["stroke", "strokeBorder"]) && names.isDisjoint(with: ["fill", "background"])
            && names.isDisjoint(with: foregroundModifiers)
    }

    /// The color a view fills with: a color, or a shape with `.fill`/`.foregroundColor`/`.foregroundStyle`.
    func fillColor(of expression: CodeExpr) -> UsageColor? {
        // `colorScheme == .light ? Color.a : Color.b`: one color per appearance.
        if case .ternary(let condition, _, _, _) = expression, Self.readsColorScheme(condition) {
            return resolver.resolve(expression)
        }
        // `let plate = Capsule().fill(Color.sand)` then `.background(plate)`.
        if case .identifier(let local, _) = expression, let bound = viewLocals[local] {
            return fillColor(of: bound.value)
        }
        let (root, modifiers) = Self.chain(expression)
        // `(colorScheme == .dark ? Color.night : Color.white).ignoresSafeArea()` as a stack's first child: the
        // parenthesized choice is the layer, placed by its modifiers (round 21's Tinfoil). One that changes the
        // color (`.opacity`, `.gradient`) is left to the readings below, which do not take it.
        // (The parser keeps no parentheses around one expression.)
        if case .ternary(let condition, _, _, _) = root, Self.readsColorScheme(condition),
            !modifiers.contains(where: { $0.name == "opacity" || $0.name == "gradient" })
        {
            return resolver.resolve(root)
        }
        let name = Self.rootName(root) ?? ""
        if Self.shapes.contains(name) {
            for modifier in modifiers where ["fill", "foregroundColor", "foregroundStyle"].contains(modifier.name) {
                if let color = modifier.arguments.first?.value { return resolver.resolve(color) }
            }
            // A stroked outline leaves its inside to what is behind it: the shape's own `.background`.
            if modifiers.contains(where: { $0.name == "stroke" || $0.name == "strokeBorder" }),
                let behind = modifiers.first(where: { $0.name == "background" })?.arguments.first?.value
            {
                return fillColor(of: behind)
            }
            return nil
        }
        // `.background(GeometryReader { proxy in Color.clear.preference(...) })`, the idiom that measures a view:
        // the reader's one view is what is drawn (clear: nothing).
        if name == "GeometryReader", case .call(_, let arguments, _) = root,
            case .closure(let closure, _)? = arguments.last?.value, closure.body.count == 1,
            case .expression(let content)? = closure.body.first
        {
            return fillColor(of: content)
        }
        if isColorRoot(root) {
            let color = resolver.resolve(root)
            if modifiers.contains(where: { $0.name == "gradient" }) {
                return .unknown("changes the color at the use site")
            }
            // `Colors.red700.disabled(for: colorScheme)`: the app's own method of the color makes another color,
            // evaluated at the site (it was read as the color it started from).
            let colorTypes = ["Color", "UIColor", "NSColor"]
            let appMethod = modifiers.contains { modifier in
                colorTypes.contains { !evaluator.memberDeclarations(modifier.name, of: $0).isEmpty }
            }
            if appMethod {
                return resolver.resolve(expression)
            }
            // `Color.brand.opacity(0.15)`: the color with that alpha, over what lies beneath; modifiers that only
            // place it (`Color.black.opacity(0.9).ignoresSafeArea()`, round 22's PolySleep) leave it that color.
            if let opacity = modifiers.first(where: { $0.name == "opacity" }) {
                guard modifiers.allSatisfy({ $0.name == "opacity" || Self.placingOnly.contains($0.name) }),
                    modifiers.count(where: { $0.name == "opacity" }) == 1
                else { return .unknown("changes the color at the use site") }
                return resolver.resolve(
                    .call(.member(root, "opacity", opacity.position), opacity.arguments, opacity.position))
            }
            return color
        }
        return nil
    }

    /// Whether the body's type (or the file's globals) has a function `name` declared to return a color.
    private func returnsColor(_ name: String) -> Bool {
        let own = evaluator.memberDeclarations(name, of: resolver.typePath.joined(separator: "."))
        return (own.isEmpty ? evaluator.memberDeclarations(name, of: "") : own).contains { index in
            let declaration = evaluator.entries[index].declaration
            return declaration.kind == .function && CodeThemeBuilder.isColorType(declaration.type)
        }
    }

    /// Whether a view expression is a color (`Color.red`, `.white`, `Color("Brand")`, `Palette.x.color`).
    private func isColorRoot(_ root: CodeExpr) -> Bool {
        switch root {
        case .call(.identifier("Color", _), _, _), .member(.identifier("Color", _), _, _): return true
        case .call(.identifier(let name, _), _, _), .call(.member(.identifier("self", _), let name, _), _, _):
            // `fill(pressed: configuration.isPressed)`: the type's own function that returns a color.
            return returnsColor(name)
        case .implicitMember, .member, .identifier:
            if case .unknown = resolver.resolve(root) { return false }
            return true
        default: return false
        }
    }
}
