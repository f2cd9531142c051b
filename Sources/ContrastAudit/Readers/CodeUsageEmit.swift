import Foundation

/// Turns what one UIKit body set into findings: each foreground slot over the receiver's own background,
/// or, where that is clear or not set, the nearest container's.
struct UIKitUsageEmitter {
    /// The end of the note for a foreground with no background in its body: dropped where a reading that
    /// calls the body with its views (`Style.title(self.title)`) pairs the same site.
    static let noBackground = " or of a view holding it is set in this body"

    let state: UIKitUsageState
    /// The view that holds subviews by default: `view` in a view controller, `self` in a view.
    let root: String?
    /// What the other bodies of the same type set (backgrounds and containers), for receivers this body
    /// leaves unset.
    let fallback: UIKitUsageState?
    /// The app-wide `UINavigationBar.appearance()` background, when it is the only navigation bar color of the
    /// files read (`FixedStatusBar.appWideBar`): what a controller's own `navigationController.navigationBar`
    /// shows when no body colors it.
    let appWideBar: [UsageSite]
    /// Whether the body's type is (or extends) a view, cell, bar or controller, so that `self` is one.
    let selfIsView: Bool
    /// Whether the body's type is a table or collection cell or a header/footer view, whose `backgroundView`
    /// UIKit places behind everything else of it.
    let isCell: Bool
    /// For a table cell's body, what the cell sits on where no code colors it.
    let tableCell: TableCellBackground?
    /// Where other bodies place this view class, each with the layers beneath it there and why
    /// (`CodeUsagePairings.placedViews`): what lies under the view's own clear or unset background.
    let placedOn: [(layers: [UsageColor], because: String)]
    var findings: [UsageFinding] = []
    var notes: [UsageNote] = []

    /// What a table cell that no code colors sits on.
    enum TableCellBackground {
        /// The default of each style of table that shows it, and why.
        case tables([(color: UsageColor, because: String)])
        /// Why that is not known.
        case unknown(String)
    }

    static let textSlots: Set<String> = ["text", "title", "subtitle", "titleAttributes", "placeholder"]
    static let foregroundSlots = [
        "text", "title", "subtitle", "titleAttributes", "largeTitleAttributes", "placeholder", "tint", "unselectedTint",
        "border", "titleDisabled", "selectedTitleAttributes", "onTint", "thumbTint", "indicator",
    ]

    init(
        state: UIKitUsageState, root: String?, fallback: UIKitUsageState? = nil, appWideBar: [UsageSite] = [],
        selfIsView: Bool = true, isCell: Bool = false, tableCell: TableCellBackground? = nil,
        placedOn: [(layers: [UsageColor], because: String)] = [], emitting: Bool = true
    ) {
        self.placedOn = placedOn
        self.isCell = isCell
        self.tableCell = tableCell
        self.state = state
        self.root = root
        self.fallback = fallback
        self.appWideBar = appWideBar
        self.selfIsView = selfIsView
        guard emitting else { return }
        for receiver in state.order {
            // `self.tintColor = ...` in a type that is no view, cell or controller (a theme manager that keeps
            // its colors) sets a property of its own, not a view's color.
            if receiver == "self" && !selfIsView { continue }
            // A configuration given to a button is read on the button.
            if let use = state.configurations[receiver], use.isValue && use.attached { continue }
            for slot in Self.foregroundSlots {
                for site in state.slots[receiver]?[slot] ?? [] { emit(receiver, slot, site) }
            }
            if Self.isSeparator(receiver) { emitSeparator(receiver) }
        }
        // A label, field or text view the body makes and places without coloring its text: UIKit's label color.
        // (A property's label may be placed by another method of the type: `fallback`.)
        for (receiver, at) in state.defaultText.sorted(by: { $0.value.offset < $1.value.offset })
        where
            (state.parents[receiver] != nil
            || (!state.localViews.contains(receiver) && fallback?.parents[receiver] != nil))
            && state.slots[receiver]?["text"] == nil
            && state.slots[receiver]?["titleAttributes"] == nil
            // An emoji label's glyphs bring their own colors.
            && !receiver.lowercased().contains("emoji")
        {
            emitDefault(
                receiver, "text", SystemColors.iOSPrefix + "label", at: at,
                because: "UIKit's default text color (label), as no code of the type sets one")
        }
        emitDefaultTitles()
    }

    /// Whether a view is named as a separator line (`topSeparator`, `dividerView`, `hairline`, `bottomLine`):
    /// a thin view whose fill is the line drawn over what holds it.
    static func isSeparator(_ receiver: String) -> Bool {
        let name = String(UIKitUsageWalker.localName(receiver).split(separator: ".").last ?? "")
        let lowered = name.lowercased()
        if ["separator", "divider", "hairline"].contains(where: lowered.contains) { return true }
        // `line` as a word of the name (`bottomLine`, `lineView`), not inside one (`outline`, `headline`).
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(Character(character.lowercased()))
        }
        return words.contains("line") || words.contains("underline")
    }

    /// A separator's fill (`topSeparator.backgroundColor = .black.withAlphaComponent(0.07)`) over what holds it:
    /// reported, never failing (a separator is not required to contrast); silent where nothing beneath is known.
    private mutating func emitSeparator(_ receiver: String) {
        guard state.parents[receiver] != nil || fallback?.parents[receiver] != nil else { return }
        for site in state.slots[receiver]?["background"] ?? [] where !site.color.isClear && !site.color.isUnknown {
            let (layers, _, stackBecause) = backgrounds(of: receiver, ownFirst: false, meeting: site)
            let name = UIKitUsageWalker.localName(receiver)
            for (index, stack) in layers.enumerated() {
                var finding = UsageFinding(
                    foreground: site.color, backgrounds: stack, role: .decorative, site: site.location,
                    what: "\(name) separator line", because: nil)
                if let stackBecause, index < stackBecause.count { finding.explain(stackBecause[index]) }
                finding.explain(
                    "`\(name)` is named as a separator, so its backgroundColor is the line it draws: "
                        + CodeUsagePairings.separatorWording)
                findings.append(finding)
            }
        }
    }

    /// A color UIKit gives when no code sets one, said so where the reading has nothing else to say.
    private mutating func emitDefault(
        _ receiver: String, _ slot: String, _ color: String, at: SourceLocation, because: String
    ) {
        let first = findings.count
        emit(receiver, slot, UsageSite(color: .builtIn(color), location: at))
        for index in first..<findings.count where findings[index].because == nil { findings[index].because = because }
    }

    /// A custom button the body makes and titles without coloring the title: UIKit draws it in white, on the
    /// button's own background or, when it has none, on what holds it.
    private mutating func emitDefaultTitles() {
        for (receiver, at) in state.defaultTitle.sorted(by: { $0.value.offset < $1.value.offset })
        where (state.slots[receiver]?["background"] != nil || state.parents[receiver] != nil)
            && state.slots[receiver]?["title"] == nil && state.configurations[receiver] == nil
        {
            emitDefault(
                receiver, "title", SystemColors.uikitPrefix + "white", at: at,
                because: "UIKit's default title color of a custom button (white), as no code of the type sets one")
        }
    }

    /// Whether a border is the outline of a passive container: a plain view that holds views, frames views
    /// laid out inside it, or is named as a plate (round 24's Bark: a cell's panel outline at 1.06:1 was two
    /// errors). WCAG 1.4.11 asks nothing of such an edge.
    private func isContainerOutline(_ receiver: String) -> Bool {
        guard state.plainViews.contains(receiver) || fallback?.plainViews.contains(receiver) == true else {
            return false
        }
        // A view around a field is the field's visible boundary (WCAG 1.4.11: it identifies the input).
        let children = [state.parents, fallback?.parents ?? [:]].flatMap { table in
            table.filter { $0.value == receiver }.map { $0.key.lowercased() }
        }
        let fieldWords = ["field", "input", "search", "textview"]
        if children.contains(where: { child in fieldWords.contains { child.contains($0) } }) { return false }
        if Self.isPlate(receiver == "self" ? "" : receiver) { return true }
        let parents = state.parents.values.contains(receiver) || fallback?.parents.values.contains(receiver) == true
        let framing = [state.alignedTo, fallback?.alignedTo ?? [:]].contains { table in
            table.values.contains { $0.contains(receiver) }
        }
        return parents || framing || receiver == "self"
    }

    private func role(_ receiver: String, _ slot: String) -> Role {
        if slot == "border", isContainerOutline(receiver) { return .decorative }
        if slot == "titleDisabled" || state.disabled.contains(receiver) || receiver.hasSuffix("Appearance.disabled") {
            return .decorative
        }
        switch slot {
        case "tint" where state.systemTitled.contains(receiver) && (state.slots[receiver]?["title"] ?? []).isEmpty:
            // A system button's title is drawn in its tint.
            let font = state.fonts[receiver + ".titleLabel"] ?? state.fonts[receiver]
            return font?.isLarge == true ? .largeText : .text
        case "tint", "unselectedTint", "border", "onTint", "thumbTint", "indicator": return .ui
        case "largeTitleAttributes": return .largeText
        case "title" where state.configurations[receiver]?.isImageOnly == true: return .ui
        default:
            // An attributed string's own font (`receiver#slot`) before the view's.
            let label = slot == "title" ? state.fonts[receiver + ".titleLabel"] : nil
            let view = label ?? state.fonts[receiver]
            let font = state.fonts[receiver + "#" + slot] ?? view
            return font?.isLarge == true ? .largeText : .text
        }
    }

    private static let slotWords = [
        "text": "textColor", "title": "title color", "titleAttributes": "title text attributes",
        "largeTitleAttributes": "large title text attributes", "placeholder": "placeholder", "tint": "tintColor",
        "border": "layer.borderColor", "titleDisabled": "disabled title color", "subtitle": "subtitle color",
        "unselectedTint": "unselectedItemTintColor", "selectedTitleAttributes": "selected title text attributes",
        "onTint": "onTintColor", "thumbTint": "thumbTintColor", "indicator": "indicator color",
    ]

    private mutating func emit(_ receiver: String, _ slot: String, _ site: UsageSite) {
        let what = "\(receiver) \(Self.slotWords[slot] ?? slot)"
        // A border color draws nothing without a width (UIKit's default is 0).
        if slot == "border" {
            let width = state.borderWidths[receiver] ?? fallback?.borderWidths[receiver]
            if width == nil || width == 0 {
                // A storyboard's or xib's runtime attributes may set the width the code does not.
                let why =
                    width == 0
                    ? "its layer.borderWidth is 0, so no border is drawn"
                    : "no layer.borderWidth is set for it in the code of its type (UIKit's default is 0: no border "
                        + "is drawn unless a storyboard or xib sets a width)"
                notes.append(
                    UsageNote(
                        location: site.location, message: UIKitUsageWalker.localName("\(what) not evaluated: \(why)")))
                return
            }
        }
        if case .unknown(let reason) = site.color {
            notes.append(
                UsageNote(
                    location: site.location,
                    message: UIKitUsageWalker.localName("\(what) not evaluated: the color \(reason)"),
                    unresolvedColor: true))
            return
        }
        var (layers, reason, stackBecause): ([[UsageColor]], String, [String]?) = ([], "", nil)
        if slot == "selectedTitleAttributes" {
            (layers, reason) = selectedSegment(of: receiver)
        } else {
            (layers, reason, stackBecause) = backgrounds(of: receiver, ownFirst: slot != "border", meeting: site)
        }
        // A view the body colors but does not place: where a storyboard or xib lays it out.
        var because = state.constructions[receiver] ?? fallback?.constructions[receiver]
        if layers.isEmpty, let bar = appWide(for: receiver) {
            (layers, reason, because) = bar
        }
        guard !layers.isEmpty else {
            // A border is read against what holds the view, outside it; its own fill is only the inner side.
            if slot == "border", reason.hasPrefix("no background of "),
                !(state.slots[receiver]?["background"] ?? fallback?.slots[receiver]?["background"] ?? []).isEmpty
            {
                reason =
                    "what lies outside \(UIKitUsageWalker.localName(receiver)), next to its border, is not set in "
                    + "this body (its own backgroundColor is only the border's inner side)"
            }
            // A background that is set but cannot be evaluated, or none at all.
            let unresolved = reason.hasPrefix("the background of ")
            notes.append(
                UsageNote(
                    location: site.location, message: UIKitUsageWalker.localName("\(what) not evaluated: \(reason)"),
                    unresolvedColor: unresolved, tokens: unresolved ? site.color.name.map { [$0] } ?? [] : []))
            return
        }
        for (index, stack) in layers.enumerated() {
            var finding = UsageFinding(
                foreground: site.color, backgrounds: stack, role: role(receiver, slot), site: site.location,
                what: UIKitUsageWalker.localName(what), because: because)
            if let stackBecause, index < stackBecause.count { finding.explain(stackBecause[index]) }
            if slot == "border", isContainerOutline(receiver) {
                finding.explain(
                    "the outline of `\(UIKitUsageWalker.localName(receiver))`, " + CodeUsagePairings.outlineWording)
            }
            findings.append(finding)
        }
    }

    /// A controller's `navigationController.navigationBar` that no body colors, over the app-wide bar color:
    /// its stacks and why, or why that cannot be evaluated.
    private func appWide(for receiver: String) -> ([[UsageColor]], String, String?)? {
        guard receiver == "navigationController.navigationBar" || receiver.hasPrefix("navigationItem."),
            let first = appWideBar.first
        else { return nil }
        let place = "\(first.location.path):\(first.location.line)"
        for site in appWideBar {
            if case .unknown(let reason) = site.color {
                return (
                    [], "the background of the app-wide UINavigationBar.appearance() (set at \(place)) \(reason)", nil
                )
            }
        }
        let because =
            "the app-wide UINavigationBar.appearance() bar color set at \(place) (the only navigation bar color in the files read)"
        return (appWideBar.map { [$0.color] }, "", because)
    }

    /// What a segmented control's selected titles sit on: its `selectedSegmentTintColor` (the system's own
    /// selected segment when the code sets none is not known here).
    private func selectedSegment(of receiver: String) -> ([[UsageColor]], String) {
        let thumbs = state.slots[receiver]?["selectedBackground"] ?? fallback?.slots[receiver]?["selectedBackground"]
        guard let thumbs, !thumbs.isEmpty else {
            let what = "the selected state's background (selectedSegmentTintColor) of \(receiver)"
            return ([], what + " is not set in this body")
        }
        for site in thumbs {
            if case .unknown(let reason) = site.color { return ([], "the background of \(receiver) \(reason)") }
        }
        return (thumbs.map { [$0.color] }, "")
    }

    /// The background stacks beneath a receiver (one per alternative), nearest first, or why there is none.
    /// A border is drawn at the edge, over the container (its own fill is beside it, not beneath it).
    /// Only backgrounds set in arms that `foreground`'s can go with are beneath it.
    private func backgrounds(
        of receiver: String, ownFirst: Bool, meeting foreground: UsageSite
    ) -> ([[UsageColor]], String, [String]?) {
        var current: String? = ownFirst ? receiver : container(of: receiver)
        var seen: Set<String> = []
        var sawClear = false
        while let name = current, seen.insert(name).inserted, seen.count < 12 {
            if let image = state.slots[name]?["backgroundImage"] ?? fallback?.slots[name]?["backgroundImage"],
                let first = image.first
            {
                let place = "\(first.location.path.split(separator: "/").last ?? ""):\(first.location.line)"
                return (
                    [], "\(name) shows the image set with setBackgroundImage(_:for:) at \(place), over its color", nil
                )
            }
            let alternatives = (state.slots[name]?["background"] ?? fallback?.slots[name]?["background"] ?? [])
                .filter { $0.canMeet(foreground) }
            let opaque = alternatives.filter { !$0.color.isClear }
            if !opaque.isEmpty {
                for site in opaque {
                    if case .unknown(let reason) = site.color {
                        return ([], "the background of \(name) \(reason)", nil)
                    }
                }
                return (opaque.map { [$0.color] }, "", nil)
            }
            sawClear = sawClear || !alternatives.isEmpty
            // A cell clear up to itself shows its `backgroundView` (`backgroundView?.backgroundColor = X`).
            if name == "self", isCell {
                let plate =
                    (state.slots["backgroundView"]?["background"] ?? fallback?.slots["backgroundView"]?[
                        "background"] ?? []).filter { $0.canMeet(foreground) && !$0.color.isClear }
                if !plate.isEmpty {
                    for site in plate {
                        if case .unknown(let reason) = site.color {
                            return ([], "the background of backgroundView \(reason)", nil)
                        }
                    }
                    return (plate.map { [$0.color] }, "", nil)
                }
                // A table cell no code colors (not even clear) draws its table's default beneath what is clear.
                if alternatives.isEmpty, let tableCell {
                    switch tableCell {
                    case .tables(let defaults):
                        return (defaults.map { [$0.color] }, "", defaults.map(\.because))
                    case .unknown(let why):
                        return ([], "\(why); no background of \(receiver)" + Self.noBackground, nil)
                    }
                }
            }
            current = alignedPlate(of: name) ?? container(of: name)
        }
        // A view class placed by other bodies: beneath its own clear or unset background is what lies under it
        // there (a clear section header on its table's screen).
        if !placedOn.isEmpty, selfIsView, seen.contains("self") {
            return (placedOn.map(\.layers), "", placedOn.map(\.because))
        }
        if sawClear {
            // A view whose container the code does not show, in a clear root beside a subview with a color of its
            // own (`backgroundView.backgroundColor = X` under a `.clear` view): it may sit on that subview.
            if let sibling = coloredSibling(of: receiver, besides: seen) {
                return (
                    [], "what holds \(receiver) is not set in the code, and `\(sibling)` beside it has a background",
                    nil
                )
            }
            // Clear all the way up: what shows through is drawn where the view is placed. Over every possible
            // backdrop the worst case is 1:1, a failure no color can fix, so it is not evaluated (held-out round
            // 26: a clear section header's title failed at 1.00:1 where its table's screen gave 7.62:1).
            return (
                [],
                "the views beneath \(receiver) are clear, and what shows through them is drawn where they are"
                    + " placed, which the files read do not show", nil
            )
        }
        return ([], "no background of \(receiver)" + Self.noBackground, nil)
    }

    /// The layers beneath a view this body places, nearest first, one list per alternative with why; `nil`
    /// when any is not known.
    func layersBeneath(_ receiver: String) -> [(layers: [UsageColor], because: String?)]? {
        let site = UsageSite(color: .clear, location: SourceLocation(path: "", line: 0, column: 0, offset: 0))
        let (layers, _, because) = backgrounds(of: receiver, ownFirst: false, meeting: site)
        guard !layers.isEmpty, !layers.contains(where: { $0.contains { $0.isUnknown } }) else { return nil }
        return layers.enumerated().map { index, stack in
            (stack, because.flatMap { index < $0.count ? $0[index] : nil })
        }
    }

    /// An opaque view placed before `receiver` in the same container that `receiver`'s constraints lay it out
    /// inside (`make.top.equalTo(backgroundPanel)`): drawn beneath it, so what it sits on (round 24's Bark: labels
    /// added beside a panel and pinned into it were paired with the cell's own background).
    private func alignedPlate(of receiver: String) -> String? {
        let aligned = state.alignedTo[receiver] ?? fallback?.alignedTo[receiver] ?? []
        guard !aligned.isEmpty else { return nil }
        let placed = state.placed.isEmpty ? fallback?.placed ?? [] : state.placed
        guard let index = placed.firstIndex(of: receiver) else { return nil }
        let parent = container(of: receiver)
        return placed[..<index].last { name in
            guard aligned.contains(name), container(of: name) == parent else { return false }
            let sites = state.slots[name]?["background"] ?? fallback?.slots[name]?["background"] ?? []
            return sites.contains { !$0.color.isClear }
        }
    }

    /// A view named as something others sit on (`backgroundView`, `cardContainer`, `bubble`), not a control or
    /// an image whose own fill holds nothing.
    static func isPlate(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.hasSuffix("button") || lower.hasSuffix("imageview") || lower.hasSuffix("label") { return false }
        return ["background", "container", "card", "bubble", "panel", "box"].contains { lower.contains($0) }
    }

    /// Another subview of the root with an opaque background of its own, when `receiver`'s container is only
    /// the default one (no `addSubview` or parent in the code puts it anywhere).
    private func coloredSibling(of receiver: String, besides path: Set<String>) -> String? {
        guard let root, state.parents[receiver] == nil, fallback?.parents[receiver] == nil,
            Self.builtInOwner(of: receiver) == nil
        else { return nil }
        let receivers = state.order + (fallback?.order ?? [])
        return receivers.first { name in
            guard !path.contains(name), name != receiver, name != root, name != "self", name != "contentView",
                !name.utf8.contains(UInt8(ascii: ".")), !state.localViews.contains(name), Self.isPlate(name)
            else { return false }
            let sites = state.slots[name]?["background"] ?? fallback?.slots[name]?["background"] ?? []
            return sites.contains { site in
                if case .unknown = site.color { return false }
                return !site.color.isClear
            }
        }
    }

    /// Subviews UIKit makes and documents inside their owner: a table or collection cell's `textLabel`,
    /// `detailTextLabel`, `imageView` and `accessoryView` in its `contentView`, which is in the cell; a button's
    /// `titleLabel` and `imageView`; a search bar's `searchTextField`.
    static let itemLayouts: Set<String> = [
        "stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance",
    ]
    static let itemStates: Set<String> = ["normal", "selected", "disabled", "focused"]

    static let builtInSubviews: Set<String> = [
        "textLabel", "detailTextLabel", "imageView", "accessoryView", "contentView", "titleLabel", "searchTextField",
    ]

    /// `cell.textLabel` → `cell`: the owner of a built-in subview named on another receiver; a tab bar
    /// appearance's item states (`tab.stackedLayoutAppearance.normal`) → the appearance, whose background they
    /// sit on.
    static func builtInOwner(of receiver: String) -> String? {
        let parts = receiver.split(separator: ".")
        if parts.count >= 3, itemLayouts.contains(String(parts[parts.count - 2])),
            itemStates.contains(String(parts[parts.count - 1]))
        {
            return parts.dropLast(2).joined(separator: ".")
        }
        guard let dot = receiver.lastIndex(of: ".") else { return nil }
        let last = String(receiver[receiver.index(after: dot)...])
        guard builtInSubviews.contains(last) else { return nil }
        return String(receiver[..<dot])
    }

    private func container(of receiver: String) -> String? {
        if let parent = state.parents[receiver] ?? fallback?.parents[receiver] { return parent }
        // Bar button items sit on the navigation bar.
        if receiver.hasPrefix("navigationItem.") { return "navigationController.navigationBar" }
        if let owner = Self.builtInOwner(of: receiver) {
            // A cell's labels sit in its content view when the body colors that, else over the cell.
            let contentView = owner + ".contentView"
            let coloured = state.slots[contentView]?["background"] ?? fallback?.slots[contentView]?["background"]
            return receiver != contentView && coloured != nil ? contentView : owner
        }
        guard let root, receiver != root, receiver != "self" else { return nil }
        if state.localViews.contains(receiver) { return nil }
        // A view of a class laid out in a storyboard or xib that the documents do not place is somewhere else.
        if let placed = fallback?.laidOut, !placed.isEmpty, !placed.contains(receiver) { return nil }
        // A table or collection cell (`let cell = tableView.dequeueReusableCell(...)`) sits in its table, on
        // the cell's own background, not on the controller's view.
        if (receiver.split(separator: ".").last ?? "").lowercased().hasSuffix("cell") { return nil }
        // Bars and appearance proxies are not subviews of the controller's view.
        let last = receiver.split(separator: ".").last.map(String.init) ?? receiver
        if receiver.utf8.contains(UInt8(ascii: ".")) && !receiver.hasPrefix(root + ".") { return nil }
        if last.hasSuffix("Bar") || last.lowercased().contains("appearance") { return nil }
        if last == "contentView" { return "self" }
        let contentView =
            state.slots["contentView"] != nil || state.parents["contentView"] != nil
            || fallback?.slots["contentView"]?["background"] != nil
        return contentView ? "contentView" : root
    }
}
