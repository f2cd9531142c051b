import Foundation

/// Pairings from views laid out in Interface Builder documents (DESIGN.md §12, "Interface Builder"): a label's,
/// text field's or text view's text color, a button's title color, an SF Symbol's or switch's tint, over the
/// nearest background set on the view itself or on the views that contain it in the document. A color the
/// document sets is paired only when no code of the input may set it again (an outlet styled in code, a custom
/// class that sets it, an appearance proxy): then the use is a note naming where, never a pairing of a color
/// that does not reach the screen.
struct InterfaceBuilderUsage {
    typealias Element = InterfaceBuilderDocument.Element

    var findings: [UsageFinding] = []
    var notes: [UsageNote] = []
    /// For each class that owns outlets, what the documents say about the views its code names: which view
    /// holds which (`parents`, by outlet name; a container with no outlet is named `<ID>`) and the backgrounds
    /// the documents set on them. The UIKit reader places the colors code sets on outlets there, where its own
    /// bodies say nothing (CodeUsagePairings).
    private(set) var layouts: [String: UIKitUsageState] = [:]
    /// Document colors over a container whose background its class's code sets (`container.backgroundColor =
    /// .lightGray` in `viewDidLoad`): paired once the code's bodies are read (CodeUsagePairings), else the note.
    private(set) var deferred: [Deferred] = []

    /// A document color waiting for a background code sets on an outlet.
    struct Deferred {
        /// The finding with the layers above the container (usually none) as its backgrounds.
        var finding: UsageFinding
        var owner: String
        var outlet: String
        /// What is said when the code's bodies give that outlet no background the reader can evaluate.
        var note: UsageNote
    }

    /// The element names of views, whose `backgroundColor` can lie beneath what they contain.
    static let viewNames: Set<String> = [
        "view", "label", "button", "textField", "textView", "imageView", "stackView", "scrollView", "tableView",
        "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionReusableView", "tableViewHeaderFooterView", "visualEffectView",
        "switch", "segmentedControl", "slider", "activityIndicatorView", "progressView", "pageControl",
        "datePicker", "pickerView", "navigationBar", "toolbar", "tabBar", "searchBar", "containerView",
    ]

    static let cellNames: Set<String> = [
        "tableViewCell", "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView",
    ]

    /// UIKit's class for each element name, for appearance proxies and messages.
    static let uikitClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "textField": "UITextField",
        "textView": "UITextView", "imageView": "UIImageView", "stackView": "UIStackView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell", "switch": "UISwitch",
        "progressView": "UIProgressView", "navigationBar": "UINavigationBar", "tabBar": "UITabBar",
        "toolbar": "UIToolbar",
        "activityIndicatorView": "UIActivityIndicatorView", "collectionReusableView": "UICollectionReusableView",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    ]

    /// Who may set a view's colors from code: the outlets that name it (property and owning class).
    struct Outlet {
        var property: String
        var owner: String?
    }

    private let assetTokens: Set<String>
    private let code: InterfaceBuilderCodeMentions
    private var outlets: [String: [Outlet]] = [:]
    /// The tab bar items of the document being read (each controller's `<tabBarItem key="tabBarItem">`).
    private var tabBarItems: [Element] = []

    /// The names the code index needs for `documents`: outlet properties and the color members checked on
    /// custom classes; and the classes: custom classes and owners, and UIKit's classes of the views.
    static func interest(_ documents: [InterfaceBuilderDocument]) -> (names: Set<String>, classes: Set<String>) {
        var names: Set<String> = [
            "textColor", "backgroundColor", "tintColor", "setTitleColor", "titleColor", "onTintColor", "color",
            "progressTintColor", "backgroundConfiguration", "backgroundView", "contentView", "navigationBar", "tabBar",
            "toolbar",
        ]
        var classes = Set(uikitClasses.values)
        func visit(_ element: Element) {
            if let type = element["customClass"] { classes.insert(type) }
            if element.name == "outlet" || element.name == "outletCollection", let property = element["property"] {
                names.insert(property)
            }
            if element["key"] == "view" || element["key"] == "contentView" { names.insert(element["key"] ?? "") }
            element.children.forEach(visit)
        }
        documents.forEach { visit($0.root) }
        return (names, classes)
    }

    /// Reads every document.
    static func read(
        _ documents: [InterfaceBuilderDocument], assetTokens: Set<String>, code: InterfaceBuilderCodeMentions
    ) -> InterfaceBuilderUsage {
        var usage = InterfaceBuilderUsage(assetTokens: assetTokens, code: code)
        for document in documents {
            usage.outlets = [:]
            usage.collectOutlets(document.root, owner: nil)
            usage.tabBarItems = []
            usage.collectTabBarItems(document.root)
            let unplaced = usage.unplacedTopLevelViews(document)
            for view in unplaced {
                usage.notes.append(
                    UsageNote(
                        location: view.location,
                        message: "\(describe(view, nil)): not read: a top-level view of the xib that no outlet, class "
                            + "or cell names, which code shows, if at all, by taking it from the nib's objects"))
            }
            usage.visit(document.root, ancestors: [], skipping: Set(unplaced.compactMap { $0["id"] }))
        }
        return usage
    }

    private init(assetTokens: Set<String>, code: InterfaceBuilderCodeMentions) {
        self.assetTokens = assetTokens
        self.code = code
    }

    /// Outlets by destination: `<outlet property="titleLabel" destination="abc"/>` in the connections of the
    /// File's Owner, a controller or a cell; a controller's `view` and a cell's `contentView` are outlets of
    /// their owners too (the document names them by key).
    private mutating func collectOutlets(_ element: Element, owner: String?) {
        let owner = element["customClass"] ?? owner
        for connections in element.children(named: "connections") {
            for outlet in connections.children where outlet.name == "outlet" || outlet.name == "outletCollection" {
                guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
                outlets[destination, default: []].append(Outlet(property: property, owner: element["customClass"]))
            }
        }
        for child in element.children {
            if let key = child["key"], key == "view" || key == "contentView", let id = child["id"] {
                outlets[id, default: []].append(Outlet(property: key, owner: owner))
            }
            collectOutlets(child, owner: owner)
        }
    }

    private mutating func collectTabBarItems(_ element: Element) {
        if element.name == "tabBarItem" { tabBarItems.append(element) }
        element.children.forEach { collectTabBarItems($0) }
    }

    /// A xib's top-level views beside others that nothing names: an owner's `view` is an outlet, a cell or a
    /// custom view is registered or loaded by its class, and a xib's only view is what loading it gives; any
    /// other may never be shown (a spare copy kept in the document), so its colors are not paired.
    private func unplacedTopLevelViews(_ document: InterfaceBuilderDocument) -> [Element] {
        guard document.root["type"]?.hasSuffix(".XIB") == true, !(document.root["type"] ?? "").contains("Storyboard"),
            let objects = document.root.children(named: "objects").first
        else { return [] }
        let views = objects.children.filter { Self.viewNames.contains($0.name) }
        guard views.count > 1 else { return [] }
        return views.filter { view in
            outlets[view["id"] ?? ""] == nil && view["customClass"] == nil && !Self.registered.contains(view.name)
        }
    }

    /// Views a table or collection registers from a nib by class or identifier.
    static let registered: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]

    private mutating func visit(_ element: Element, ancestors: [Element], skipping: Set<String> = []) {
        if let id = element["id"], skipping.contains(id) { return }
        var ancestors = ancestors
        if Self.viewNames.contains(element.name) {
            readForegrounds(element, ancestors: ancestors)
            recordLayout(element, ancestors: ancestors)
            ancestors.append(element)
        }
        for child in element.children where child.name != "connections" && child.name != "constraints" {
            visit(child, ancestors: ancestors, skipping: skipping)
        }
    }

    // MARK: Layouts for code

    /// The name a class's code uses for a view of the document: its outlet, `self` for the class's own root
    /// (a cell, a custom view), or `nil`.
    private func name(of element: Element, owner: String) -> String? {
        if element["customClass"] == owner { return "self" }
        return outlets[element["id"] ?? ""]?.first { $0.owner == owner }?.property
    }

    /// Records, for each class that has an outlet to `view`, the containers above it and their backgrounds.
    private mutating func recordLayout(_ view: Element, ancestors: [Element]) {
        for owner in Set((outlets[view["id"] ?? ""] ?? []).compactMap(\.owner)) {
            guard var current = name(of: view, owner: owner) else { continue }
            var layout = layouts[owner] ?? UIKitUsageState()
            if current != "self", layout.constructions[current] == nil {
                let file = view.location.fileName
                layout.constructions[current] = "\(current) laid out in \(file):\(view.location.line)"
            }
            if let own = view.child("color", key: "backgroundColor") {
                addBackground(own, of: view, named: current, owner: owner, to: &layout)
            }
            var below = view
            for ancestor in ancestors.reversed() {
                // Subviews drawn beneath it come before its container (`siblings(beneath:in:)`).
                for layer in Self.siblings(beneath: below, in: ancestor) + [ancestor] {
                    let next = name(of: layer, owner: owner) ?? "<\(Self.describe(layer, nil))>"
                    guard layout.parents[current] == nil, current != next else { break }
                    layout.parents[current] = next
                    if layer.name == "visualEffectView" || (layer.name == "imageView" && layer["id"] != ancestor["id"])
                    {
                        let what = layer.name == "imageView" ? "is an image" : "is a blur (visual effect view)"
                        setBackground(
                            UsageSite(color: .unknown(what), location: layer.location), named: next, in: &layout)
                    } else if let color = layer.child("color", key: "backgroundColor") {
                        addBackground(color, of: layer, named: next, owner: owner, to: &layout)
                    }
                    current = next
                }
                below = ancestor
            }
            layouts[owner] = layout
        }
    }

    /// A document's background for the code's name of a view, unless something other than the owner's own code
    /// may set it (the owner's bodies are read, and what they set is taken before the document's).
    private func addBackground(
        _ element: Element, of view: Element, named name: String, owner: String, to layout: inout UIKitUsageState
    ) {
        var color = InterfaceBuilderColors.read(element, assetTokens: assetTokens)
        if let reason = overridden(view, property: "backgroundColor", exceptOutletsOf: owner) {
            color = .unknown("may not be the document's: \(reason)")
        }
        setBackground(UsageSite(color: color, location: element.location), named: name, in: &layout)
    }

    private func setBackground(_ site: UsageSite, named name: String, in layout: inout UIKitUsageState) {
        guard layout.slots[name]?["background"] == nil else { return }
        if layout.slots[name] == nil { layout.order.append(name) }
        layout.slots[name, default: [:]]["background"] = [site]
    }

    // MARK: Foregrounds

    private mutating func readForegrounds(_ view: Element, ancestors: [Element]) {
        let font = Self.font(view.child("fontDescription", key: "fontDescription"))
        let textRole: Role = font?.isLarge == true ? .largeText : .text
        let disabled = view["enabled"] == "NO"
        switch view.name {
        case "label":
            // `<nil key="textColor"/>` (or none) is UIKit's default, the label color.
            if let attributed = view.child("attributedString", key: "attributedText") {
                readAttributed(attributed, view: view, role: disabled ? .decorative : textRole, ancestors: ancestors)
            } else if let color = view.child("color", key: "textColor") {
                emit(color, view: view, property: "textColor", role: disabled ? .decorative : textRole, ancestors)
            } else {
                emitDefault(
                    .builtIn(SystemColors.iOSPrefix + "label"), view: view, role: disabled ? .decorative : textRole,
                    because: "a label with no text color set has UIKit's default, the label color", ancestors)
            }
        case "textField", "textView":
            if let color = view.child("color", key: "textColor") {
                if view.name == "textField", view["borderStyle"] == "roundedRect",
                    view.child("color", key: "backgroundColor") == nil
                {
                    note(
                        view, at: color.location,
                        "not evaluated: a rounded text field draws its own background, which the document does not set")
                    return
                }
                emit(color, view: view, property: "textColor", role: textRole, ancestors)
            }
        case "button":
            readButton(view, role: textRole, ancestors: ancestors)
        case "imageView":
            // A tint shows only on template images; SF Symbols (`catalog="system"`) are templates.
            if view["catalog"] == "system" { emitTint(of: view, role: .ui, ancestors, what: "symbol") }
        case "switch":
            if let color = view.child("color", key: "onTintColor") {
                emit(color, view: view, property: "onTintColor", role: .ui, ancestors, includeSelf: false)
            }
        case "progressView":
            // The bar against its track when the document sets one, else against what lies beneath it.
            let track = view.child("color", key: "trackTintColor")
            if let color = view.child("color", key: "progressTintColor") {
                emit(color, view: view, property: "progressTintColor", role: .ui, ancestors, over: track)
            }
            // The track is a graphic too, next to what lies beneath the bar.
            if let track { emit(track, view: view, property: "trackTintColor", role: .ui, ancestors) }
        case "navigationBar":
            readNavigationBar(view)
        case "tabBar":
            readTabBar(view, items: tabBarItems)
        case "toolbar":
            readToolbar(view)
        case "activityIndicatorView":
            if let color = view.child("color", key: "color") {
                emit(color, view: view, property: "color", role: .ui, ancestors)
            }
        default:
            break
        }
    }

    /// An attributed text's runs: each fragment's `NSColor` (its `NSFont` can make it large); a fragment
    /// without a color is a note, as its color is not the label's text color for certain.
    private mutating func readAttributed(
        _ attributed: Element, view: Element, role: Role, ancestors: [Element], property: String = "attributedText"
    ) {
        var seen: Set<String> = []
        for fragment in attributed.children(named: "fragment") {
            let attributes = fragment.children(named: "attributes").first
            guard let color = attributes?.child("color", key: "NSColor") else {
                note(view, at: fragment.location, "not evaluated: a run of its attributed text sets no color")
                continue
            }
            let font = attributes?.child("font", key: "NSFont").flatMap { font in
                Double(font["size"] ?? "").map { size in
                    let name = (font["name"] ?? "").lowercased()
                    return UsageFont(size: size, bold: ["bold", "heavy", "black"].contains { name.contains($0) })
                }
            }
            let runRole: Role = role == .text && font?.isLarge == true ? .largeText : role
            let key =
                color.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined()
                + runRole.rawValue
            guard seen.insert(key).inserted else { continue }
            emit(color, view: view, property: property, role: runRole, ancestors)
        }
    }

    /// What names a bar in code (`navigationController?.navigationBar`, `tabBarController?.tabBar`, a
    /// `toolbar` outlet or property) and the element of its iOS 13 appearance.
    static let bars: [String: (codeName: String, appearance: String)] = [
        "navigationBar": ("navigationBar", "navigationBarAppearance"),
        "tabBar": ("tabBar", "tabBarAppearance"),
        "toolbar": ("toolbar", "toolbarAppearance"),
    ]

    /// What a bar's content sits on: its standard appearance's background, or an opaque bar's tint color (a
    /// translucent bar blends its color with what scrolls beneath, a note). `nil` when the document sets
    /// neither, or when code may color the bar (a note naming where).
    private mutating func barBackground(_ bar: Element) -> Element? {
        guard let kind = Self.bars[bar.name] else { return nil }
        let classes = [Self.uikitClasses[bar.name]].compactMap { $0 } + [bar["customClass"]].compactMap { $0 }
        let code = self.code
        let proxied = (["backgroundColor"] + InterfaceBuilderCodeMentions.barMembers.sorted()).lazy.compactMap {
            code.proxy(classes, member: $0)
        }.first
        if let use = code.anyColorUse(of: kind.codeName) ?? proxied {
            note(
                bar, at: bar.location,
                "not paired from the document: code may set the bar's colors (at \(use.location))")
            return nil
        }
        if let reason = overridden(bar, property: "barTintColor") {
            note(bar, at: bar.location, "not paired from the document: \(reason)")
            return nil
        }
        if let color = bar.child(kind.appearance, key: "standardAppearance")?.child("color", key: "backgroundColor") {
            return color
        }
        guard let tint = bar.child("color", key: "barTintColor") else { return nil }
        guard bar["translucent"] == "NO" else {
            note(
                bar, at: tint.location,
                "not evaluated: a translucent bar blends its tint color with what scrolls beneath it")
            return nil
        }
        return tint
    }

    /// A navigation bar's title (and large title) and its buttons' tint over the bar. A title with no color
    /// set is UIKit's default, the label color.
    private mutating func readNavigationBar(_ bar: Element) {
        guard let background = barBackground(bar) else { return }
        let appearance = bar.child("navigationBarAppearance", key: "standardAppearance")
        let sources = [appearance, bar].compactMap { $0 }
        for (key, role) in [("titleTextAttributes", Role.text), ("largeTitleTextAttributes", Role.largeText)] {
            let attributes = sources.lazy.compactMap { $0.child("textAttributes", key: key) }.first
            if let color = attributes?.child("color", key: "textColor") {
                emit(color, view: bar, property: key, role: role, [], over: background)
            } else if key == "titleTextAttributes" {
                record(
                    .builtIn(SystemColors.iOSPrefix + "label"), view: bar, property: key, site: background.location,
                    role: role, because: "a bar title with no color set has UIKit's default, the label color",
                    ancestors: [], includeSelf: false, over: background)
            }
        }
        if let tint = bar.child("color", key: "tintColor") {
            emit(tint, view: bar, property: "tintColor", role: .ui, [], over: background)
        }
    }

    /// A tab bar's items over the bar: the selected item in the tint color, the others in the unselected item
    /// tint color where the document sets one. An item shows a 10 pt title under its icon, so the pairing is
    /// text unless every tab bar item of the document has an image and no title.
    private mutating func readTabBar(_ bar: Element, items: [Element]) {
        let tint = bar.child("color", key: "tintColor")
        let unselected = bar.child("color", key: "unselectedItemTintColor")
        guard tint != nil || unselected != nil, let background = barBackground(bar) else { return }
        let iconsOnly = !items.isEmpty && items.allSatisfy { ($0["title"] ?? "").isEmpty }
        let role: Role = iconsOnly ? .ui : .text
        let because =
            iconsOnly
            ? "icons only: the document's tab bar items have no titles"
            : items.isEmpty
                ? "the 10 pt title a tab bar item shows (no tab bar item in this document says otherwise)"
                : "the 10 pt titles of the document's tab bar items"
        for (key, color) in [("tintColor", tint), ("unselectedItemTintColor", unselected)] {
            guard let color else { continue }
            emit(color, view: bar, property: key, role: role, [], over: background, because: because)
        }
    }

    /// A toolbar's items over the bar: each drawn item in its own tint color or the toolbar's; an item with a
    /// title is text, an icon or system item a graphic. Spaces draw nothing; with no items in the document, what
    /// the toolbar shows is not known.
    private mutating func readToolbar(_ bar: Element) {
        let items = (bar.children(named: "items").first?.children(named: "barButtonItem") ?? []).filter {
            !["flexibleSpace", "fixedSpace"].contains($0["systemItem"] ?? "")
        }
        let inherited = bar.child("color", key: "tintColor")
        guard inherited != nil || items.contains(where: { $0.child("color", key: "tintColor") != nil }),
            let background = barBackground(bar)
        else { return }
        if items.isEmpty, let inherited {
            note(bar, at: inherited.location, "not evaluated: the toolbar's items are not in the document")
            return
        }
        var seen: Set<String> = []
        for item in items {
            let role: Role = (item["title"] ?? "").isEmpty ? .ui : .text
            if let own = item.child("color", key: "tintColor") {
                emit(own, view: item, property: "tintColor", role: role, [], over: background)
            } else if let inherited, seen.insert(role.rawValue).inserted {
                emit(
                    inherited, view: bar, property: "tintColor", role: role, [], over: background,
                    because: "the tint color its \(role == .text ? "titled" : "icon") items take from the toolbar")
            }
        }
    }

    /// A button's title: the normal state's title color (a disabled state's is reported, never failing), a
    /// configuration's foreground over its filled background, or a system button's tint.
    private mutating func readButton(_ button: Element, role: Role, ancestors: [Element]) {
        let font = button.child("fontDescription", key: "fontDescription").flatMap { Self.font($0) }
        let role: Role = font?.isLarge == true ? .largeText : role
        if let configuration = button.child("buttonConfiguration", key: "configuration") {
            guard let foreground = configuration.child("color", key: "baseForegroundColor") else { return }
            switch configuration["style"] ?? "plain" {
            case "plain":
                emit(foreground, view: button, property: "configuration", role: role, ancestors)
            case "filled":
                guard let background = configuration.child("color", key: "baseBackgroundColor") else {
                    note(button, at: foreground.location, "not evaluated: a filled button whose background is the tint")
                    return
                }
                emit(foreground, view: button, property: "configuration", role: role, ancestors, over: background)
            default:
                note(
                    button, at: foreground.location,
                    "not evaluated: a \(configuration["style"] ?? "") button's background is derived from its color")
            }
            return
        }
        var found = false
        for state in button.children(named: "state") where state["key"] == "normal" {
            if let attributed = state.child("attributedString", key: "attributedTitle") {
                readAttributed(
                    attributed, view: button, role: role, ancestors: ancestors, property: "setAttributedTitle")
                found = true
            }
        }
        for state in button.children(named: "state") where !found || state["key"] != "normal" {
            guard let color = state.child("color", key: "titleColor") else { continue }
            switch state["key"] {
            case "normal":
                emit(color, view: button, property: "setTitleColor", role: role, ancestors)
                found = true
            case "disabled":
                emit(color, view: button, property: "setTitleColor", role: .decorative, ancestors)
            default:
                continue
            }
        }
        let normal = button.children(named: "state").first { $0["key"] == "normal" }
        var tinted = false
        if !found, button["buttonType"] == "system", normal?["title"] != nil {
            emitTint(of: button, role: role, ancestors, what: "system button's title")
            tinted = true
        }
        // An image is drawn in the tint color when it is a template: an SF Symbol always is; an asset's image is
        // one unless its image set renders it as original, which is not read.
        guard let normal, normal["image"] != nil, !tinted else { return }
        if normal["catalog"] == "system" {
            emitTint(of: button, role: .ui, ancestors, what: "button's symbol")
        } else if button["buttonType"] == "system", normal["title"] == nil {
            note(
                button, at: normal.location,
                "not evaluated: a system button draws its image in the tint color only when the image is a "
                    + "template, which its image set says and is not read")
        }
    }

    /// A tint a view sets or inherits from the nearest container that sets one (UIKit passes `tintColor` down
    /// the hierarchy); with none in the document it is the window's, set outside it.
    private mutating func emitTint(of view: Element, role: Role, _ ancestors: [Element], what: String) {
        let holders = [view] + ancestors.reversed()
        for (position, holder) in holders.enumerated() {
            if let tint = holder.child("color", key: "tintColor") {
                if position > 0, let reason = overridden(holder, property: "tintColor") {
                    note(
                        view, at: tint.location,
                        "not paired from the document: the tint it inherits from "
                            + "\(Self.describe(holder, nil)) may be set in code: \(reason)")
                    return
                }
                let because =
                    position == 0 ? nil : "the tint color a \(what) inherits from \(Self.describe(holder, nil))"
                emit(tint, view: view, property: "tintColor", role: role, ancestors, because: because)
                return
            }
        }
        if let reason = overridden(view, property: "tintColor") {
            note(view, at: view.location, "not paired from the document: \(reason)")
            return
        }
        note(
            view, at: view.location,
            "not evaluated: a \(what) takes the tint color, which no view holding it sets in this file (the "
                + "window's or the app's accent color applies)")
    }

    // MARK: Findings

    private mutating func emit(
        _ colorElement: Element, view: Element, property: String, role: Role, _ ancestors: [Element],
        includeSelf: Bool = true, over own: Element? = nil, because: String? = nil
    ) {
        if let reason = overridden(view, property: property) {
            note(view, at: colorElement.location, "not paired from the document: \(reason)")
            return
        }
        let color = InterfaceBuilderColors.read(colorElement, assetTokens: assetTokens)
        if case .unknown(let reason) = color {
            note(
                view, at: colorElement.location, "not evaluated: its \(Self.propertyName(property)) is \(reason)",
                unresolved: true)
            return
        }
        if color.isClear { return }
        record(
            color, view: view, property: property, site: colorElement.location, role: role, because: because,
            ancestors: ancestors, includeSelf: includeSelf, over: own)
    }

    private mutating func emitDefault(
        _ color: UsageColor, view: Element, role: Role, because: String, _ ancestors: [Element]
    ) {
        record(
            color, view: view, property: "textColor",
            site: view.child("nil", key: "textColor")?.location ?? view.location, role: role, because: because,
            ancestors: ancestors, includeSelf: true, over: nil)
    }

    private mutating func record(
        _ color: UsageColor, view: Element, property: String, site: SourceLocation, role: Role, because: String?,
        ancestors: [Element], includeSelf: Bool, over own: Element?
    ) {
        if let reason = overridden(view, property: property) {
            note(view, at: site, "not paired from the document: \(reason)")
            return
        }
        // A view that fixes its interface style shows one appearance's colors in all of them; the audit
        // evaluates every appearance, so such a pairing would be judged in looks it never has.
        if let fixed = ([view] + ancestors).first(where: {
            ["light", "dark"].contains($0["overrideUserInterfaceStyle"] ?? "")
        }) {
            note(
                view, at: site,
                "not evaluated: \(Self.describe(fixed, nil)) fixes its interface style to "
                    + "\(fixed["overrideUserInterfaceStyle"] ?? ""), which is not modelled per view")
            return
        }
        var layers: [UsageColor] = []
        if let own {
            let background = InterfaceBuilderColors.read(own, assetTokens: assetTokens)
            if case .unknown(let reason) = background {
                note(view, at: site, "not evaluated: its background is \(reason)", unresolved: true)
                return
            }
            layers.append(background)
        }
        if layers.isEmpty || !isOpaque(layers[0]) {
            switch backdrop(of: view, ancestors: ancestors, includeSelf: includeSelf) {
            case .colors(let found): layers += found
            case .code(let above, let reason, let owner, let outlet):
                let finding = UsageFinding(
                    foreground: color, backgrounds: layers + above, role: role, site: site,
                    what: Self.describe(view, property), because: because)
                let note = UsageNote(
                    location: site, message: "\(Self.describe(view, nil)): not evaluated: \(reason)")
                deferred.append(Deferred(finding: finding, owner: owner, outlet: outlet, note: note))
                return
            case .unknown(let reason, let unresolved):
                note(view, at: site, "not evaluated: \(reason)", unresolved: unresolved)
                return
            }
        }
        findings.append(
            UsageFinding(
                foreground: color, backgrounds: layers, role: role, site: site, what: Self.describe(view, property),
                because: because))
    }

    private enum Backdrop {
        case colors([UsageColor])
        case unknown(String, unresolved: Bool)
        /// Down to a container whose background the owner's code sets, with the layers above it.
        case code([UsageColor], String, owner: String, outlet: String)
    }

    /// The backgrounds beneath a view, nearest first, down to the first opaque one: its own (unless a switch's
    /// track), then its containers' in the document. A cell, a blur, or a background code may set ends the
    /// search with the reason.
    private func backdrop(of view: Element, ancestors: [Element], includeSelf: Bool) -> Backdrop {
        var layers: [UsageColor] = []
        let chain = (includeSelf ? [view] : []) + ancestors.reversed()
        var below = view
        for (position, candidate) in chain.enumerated() {
            let isSelf = position == 0 && includeSelf
            // Earlier subviews are drawn first: one whose frame holds the view lies beneath it.
            let beneath = isSelf ? [] : Self.siblings(beneath: below, in: candidate)
            for layer in beneath.map({ self.layer($0, isSelf: false, sibling: true) }) + [
                layer(candidate, isSelf: isSelf)
            ] {
                switch layer {
                case .none:
                    continue
                case .stop(let reason, let unresolved):
                    return .unknown(reason, unresolved: unresolved)
                case .code(let reason, let owner, let outlet):
                    return .code(layers, reason, owner: owner, outlet: outlet)
                case .color(let color):
                    layers.append(color)
                    if isOpaque(color) { return .colors(layers) }
                }
            }
            if candidate.name == "tableViewCell" || candidate.name == "collectionViewCell" {
                let what = candidate.name == "tableViewCell" ? "a table cell's" : "a collection cell's"
                return .unknown(
                    "no background is set on it or its containers up to the cell, which shows \(what) default "
                        + "background (it depends on the table or collection)", unresolved: false)
            }
            below = candidate
        }
        return .unknown(
            "no opaque background is set on it or its containers in this file (the view it is placed in sets it)",
            unresolved: false)
    }

    private enum Layer {
        case none
        case color(UsageColor)
        case stop(String, unresolved: Bool)
        /// A background the owner's code sets on the outlet `outlet`.
        case code(String, owner: String, outlet: String)
    }

    /// What one view draws beneath what it holds or what lies over it: its background, nothing (clear), or a
    /// reason to stop (a blur, an image beneath, a background code may set or that cannot be evaluated).
    private func layer(_ candidate: Element, isSelf: Bool, sibling: Bool = false) -> Layer {
        let what = Self.describe(candidate, nil)
        if candidate.name == "visualEffectView" {
            return .stop("a blur (visual effect view) lies beneath it", unresolved: false)
        }
        if sibling, candidate.name == "imageView" {
            return .stop("an image (\(what)) lies beneath it", unresolved: false)
        }
        if let element = candidate.child("color", key: "backgroundColor") {
            if let reason = overridden(candidate, property: "backgroundColor") {
                let message = "the background of \(what) may not be the document's: \(reason)"
                if let (owner, outlet) = codeBackground(of: candidate) {
                    return .code(message, owner: owner, outlet: outlet)
                }
                return .stop(message, unresolved: false)
            }
            let color = InterfaceBuilderColors.read(element, assetTokens: assetTokens)
            if case .unknown(let reason) = color {
                return .stop("the background of \(what) is \(reason)", unresolved: true)
            }
            return color.isClear ? .none : .color(color)
        }
        if !isSelf, let reason = overridden(candidate, property: "backgroundColor") {
            // A view the document leaves clear that code may fill.
            let message = "the background of \(what) may not be the document's: \(reason)"
            if let (owner, outlet) = codeBackground(of: candidate) {
                return .code(message, owner: owner, outlet: outlet)
            }
            return .stop(message, unresolved: false)
        }
        return .none
    }

    /// The outlet through which the class owning it sets a view's background in its own code, when that is
    /// the only code that may (no custom class of the view's own, no proxy).
    private func codeBackground(of view: Element) -> (owner: String, outlet: String)? {
        guard view["customClass"] == nil else { return nil }
        for outlet in outlets[view["id"] ?? ""] ?? [] {
            guard let owner = outlet.owner, code.ownerSets(outlet.property, owner: owner, member: "backgroundColor")
            else { continue }
            guard overridden(view, property: "backgroundColor", exceptOutletsOf: owner) == nil else { return nil }
            return (owner, outlet.property)
        }
        return nil
    }

    /// The subviews of `parent` drawn before `child` whose design frames hold the child's, nearest first;
    /// hidden ones and those without frames are left out (what they cover is not known).
    static func siblings(beneath child: Element, in parent: Element) -> [Element] {
        guard let subviews = parent.children(named: "subviews").first?.children,
            let index = subviews.firstIndex(where: { $0["id"] != nil && $0["id"] == child["id"] }),
            let inner = frame(of: child)
        else { return [] }
        return subviews[..<index].reversed().filter { sibling in
            guard viewNames.contains(sibling.name), sibling["hidden"] != "YES", let outer = frame(of: sibling) else {
                return false
            }
            let slack = 0.5
            return outer.x <= inner.x + slack && outer.y <= inner.y + slack
                && outer.x + outer.width >= inner.x + inner.width - slack
                && outer.y + outer.height >= inner.y + inner.height - slack
        }
    }

    /// `<rect key="frame" x= y= width= height=>`, in the parent's coordinates.
    static func frame(of view: Element) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let rect = view.child("rect", key: "frame") else { return nil }
        let values = ["x", "y", "width", "height"].map { rect[$0].flatMap(Double.init) }
        guard let numbers = values as? [Double], numbers.allSatisfy(\.isFinite) else { return nil }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// Whether a color hides what lies beneath it: a literal's alpha; system and catalog colors are taken as
    /// the engine resolves them (a translucent one is composited over an unknown backdrop there).
    private func isOpaque(_ color: UsageColor) -> Bool {
        if case .literal(let literal, _) = color { return literal.isOpaque }
        return true
    }

    /// Why code may set `property` of a view: an outlet to it used in code, its custom class's own code, an
    /// appearance proxy; or its custom class is not among the files read.
    private func overridden(_ view: Element, property: String, exceptOutletsOf owner: String? = nil) -> String? {
        for outlet in outlets[view["id"] ?? ""] ?? [] where owner == nil || outlet.owner != owner {
            if let use = code.outletUse(outlet.property, owner: outlet.owner) {
                return "code may set its colors through the outlet `\(outlet.property)` (used at \(use.location))"
            }
        }
        if Self.cellNames.contains(view.name) || view["key"] == "contentView", property == "backgroundColor",
            let use = code.cellBackgroundUse()
        {
            return "code may set the background of cells (at \(use.location))"
        }
        var classes: [String] = []
        if let uikit = Self.uikitClasses[view.name], let use = code.classUse(uikit, members: [property]) {
            return "an extension of \(uikit) sets \(Self.propertyName(property)) in code (at \(use.location))"
        }
        if let type = view["customClass"] {
            classes.append(type)
            if let use = code.classUse(type, members: Self.members(coloring: property)) {
                return "its class \(type) sets \(Self.propertyName(property)) in code (at \(use.location))"
            }
            if !code.declares(type), !type.hasPrefix("UI") {
                return "its class \(type) is not among the files read, so its colors are not known"
            }
        }
        if let uikit = Self.uikitClasses[view.name] { classes.append(uikit) }
        if let use = code.proxy(classes, member: InterfaceBuilderCodeMentions.messageProperty(property)) {
            return "an appearance proxy sets it (at \(use.location))"
        }
        return nil
    }

    /// The members whose use in a class's code may change what `property` shows: a text's color is also set
    /// through attributed text, title colors, configurations and (for buttons) the tint.
    static func members(coloring property: String) -> [String] {
        switch property {
        case "textColor", "attributedText", "setTitleColor", "setAttributedTitle", "configuration", "tintColor":
            return [
                property, "textColor", "setTitleColor", "titleColor", "attributedText", "setAttributedTitle",
                "configuration", "tintColor",
            ]
        default:
            return [property]
        }
    }

    private mutating func note(
        _ view: Element, at location: SourceLocation, _ message: String, unresolved: Bool = false
    ) {
        notes.append(
            UsageNote(
                location: location, message: "\(Self.describe(view, nil)): \(message)", unresolvedColor: unresolved))
    }

    // MARK: Descriptions and fonts

    /// `label "Title"`, `button "Save"`, `view "Card"` (the document's label for it), `view abc-12-xyz`.
    static func describe(_ view: Element, _ property: String?) -> String {
        var name = view.name
        if let label = view["userLabel"] ?? view["text"] ?? titleOf(view) {
            name += " \"\(label.count > 40 ? String(label.prefix(40)) + "…" : label)\""
        } else if let id = view["id"] {
            name += " \(id)"
        }
        return property.map { name + " " + propertyName($0) } ?? name
    }

    private static func titleOf(_ view: Element) -> String? {
        view.children(named: "state").first(where: { $0["key"] == "normal" })?["title"]
            ?? view.child("buttonConfiguration", key: "configuration")?["title"] ?? view["title"]
    }

    private static func propertyName(_ property: String) -> String {
        switch property {
        case "setTitleColor": "title color"
        case "setAttributedTitle": "attributed title color"
        case "attributedText": "attributed text color"
        case "configuration": "configuration's foreground color"
        case "textColor": "text color"
        case "tintColor": "tint color"
        case "onTintColor": "on tint color"
        case "progressTintColor": "progress tint color"
        case "trackTintColor": "track tint color"
        case "unselectedItemTintColor": "unselected item tint color"
        case "barTintColor": "bar tint color"
        case "titleTextAttributes": "title color"
        case "largeTitleTextAttributes": "large title color"
        case "backgroundColor": "background color"
        default: property
        }
    }

    /// `<fontDescription type="boldSystem" pointSize="20"/>`, `type="system" weight="bold"`, a text style
    /// (`style="UICTFontTextStyleTitle1"`), or a named font (`name="Georgia-Bold"`).
    static func font(_ element: Element?) -> UsageFont? {
        guard let element else { return nil }
        if let style = element["style"], style.hasPrefix("UICTFontTextStyle") {
            let name = style.dropFirst("UICTFontTextStyle".count)
            return UsageFont.textStyles[name.prefix(1).lowercased() + name.dropFirst()]
        }
        guard let sizeText = element["pointSize"], let size = Double(sizeText), size.isFinite else { return nil }
        let weight = element["weight"] ?? ""
        let fontName = (element["name"] ?? "").lowercased()
        let bold =
            element["type"] == "boldSystem" || UsageFont.boldWeights.contains(weight)
            || ["bold", "heavy", "black"].contains { fontName.contains($0) }
        return UsageFont(size: size, bold: bold)
    }
}
