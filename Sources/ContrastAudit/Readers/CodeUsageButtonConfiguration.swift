import Foundation

/// A `UIButton.Configuration` that a UIKit body builds or changes, or a button given one: the style it was made
/// with and what it shows.
struct ButtonConfigurationUse: Sendable, Hashable {
    /// `filled`, `tinted`, `gray`, `plain`, ...: `nil` when the body does not show it (`button.configuration`
    /// made elsewhere).
    var style: String?
    /// A configuration value (a local), as opposed to a button holding one.
    var isValue = false
    /// Whether a button was given this value (`button.configuration = config`): its colors are then read on the
    /// button, not on the value.
    var attached = false
    var hasTitle = false
    var hasImage = false
    /// Where a `configurationUpdateHandler` that sets colors was given to the button.
    var updateHandler: SourceLocation?

    /// An image and no title: what the foreground colors is a symbol (a component, 3:1).
    var isImageOnly: Bool { hasImage && !hasTitle }

    /// What branches that set one configuration differently leave: whatever any branch showed.
    static func merge(_ first: ButtonConfigurationUse?, _ second: ButtonConfigurationUse) -> ButtonConfigurationUse {
        guard var merged = first else { return second }
        merged.attached = merged.attached || second.attached
        merged.hasTitle = merged.hasTitle || second.hasTitle
        merged.hasImage = merged.hasImage || second.hasImage
        merged.updateHandler = merged.updateHandler ?? second.updateHandler
        return merged
    }

    /// The styles whose fill is their base background color (the button's tint when none is set).
    static let filledStyles: Set<String> = ["filled", "borderedProminent"]
    /// The styles with no fill of their own: the button's background and its container show.
    static let clearStyles: Set<String> = ["plain", "borderless", "init"]

    /// The style an expression makes: `UIButton.Configuration.filled()`, `.tinted()` (with a declared type),
    /// `UIButton.Configuration()`, `[UIButtonConfiguration filledButtonConfiguration]`; `nil` when it makes none.
    static func style(of value: CodeExpr, declaredType: String?) -> String? {
        let fullNames: Set<String> = ["UIButton.Configuration", "UIButtonConfiguration"]
        switch value {
        case .call(let callee, let arguments, _) where arguments.isEmpty:
            if let text = UsageColorResolver.text(callee), fullNames.contains(text) { return "init" }
            let name: String
            switch callee {
            case .member(let base, let member, _):
                // `Configuration.filled()` inside `UIButton`'s extensions too.
                guard let type = UsageColorResolver.text(base), fullNames.contains(type) || type == "Configuration"
                else { return nil }
                name = member
            case .implicitMember(let member, _):
                guard let declaredType, fullNames.contains(CodeValue.plainType(declaredType)) else { return nil }
                name = member
            default:
                return nil
            }
            return styles.contains(name) ? name : nil
        case .message(.identifier("UIButtonConfiguration", _), let arguments, _):
            guard let selector = arguments.first?.label, selector.hasSuffix("ButtonConfiguration") else { return nil }
            let name = String(selector.dropLast("ButtonConfiguration".count))
            return styles.contains(name) ? name : nil
        default:
            return nil
        }
    }

    /// The styles UIKit makes configurations with (`UIButton.Configuration.filled()`).
    static let styles: Set<String> = [
        "plain", "tinted", "gray", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent", "glass",
        "prominentGlass", "clearGlass", "prominentClearGlass",
    ]

    /// Why the fill of a style that draws its own is not known here, or `nil` for a style without one.
    static func ownFill(_ style: String?) -> String? {
        guard let style else {
            return "is drawn by a style this body does not show (the configuration is made elsewhere)"
        }
        if clearStyles.contains(style) { return nil }
        if filledStyles.contains(style) {
            return "is the .\(style)() style's fill, the button's tint color, which this body does not set"
        }
        if style.lowercased().contains("glass") { return "is the .\(style)() style's glass material" }
        return "is drawn by the .\(style)() style from the button's tint color"
    }
}

/// `UIButton.Configuration` in UIKit bodies: a configuration's title and image color (`baseForegroundColor`, an
/// attributed title's foreground) over its fill (`baseBackgroundColor` of a filled style,
/// `background.backgroundColor`), read on the button it is given to (`button.configuration = config`,
/// `UIButton(configuration: config)`); a style without a fill shows the button's own background and container.
extension UIKitUsageWalker {
    /// `var config = UIButton.Configuration.filled()`, `let button = UIButton(configuration: config)`,
    /// `var config = button.configuration`.
    mutating func bindConfiguration(_ name: String, type: String?, _ value: CodeExpr, _ position: CodePosition) {
        if let style = ButtonConfigurationUse.style(of: value, declaredType: type) {
            startConfiguration(name, style: style, location(position))
            return
        }
        var inner = value
        while case .postfix(_, let unwrapped, _) = inner { inner = unwrapped }
        if case .binary("??", let left, _, _) = inner { inner = left }
        while case .postfix(_, let unwrapped, _) = inner { inner = unwrapped }
        if case .member(let base, "configuration", _) = inner, let button = key(base),
            state.configurations[button] != nil || isButtonLike(button)
        {
            // A copy of the button's configuration, changed and given back.
            var use = buttonConfiguration(button, location(position))
            use.isValue = true
            use.attached = false
            state.configurations[name] = use
            state.localViews.insert(name)
            for slot in Self.configurationSlots {
                if let sites = state.slots[button]?[slot], use.style != nil || slot != "background" {
                    state.set(name, slot, alternatives: sites)
                }
            }
            if use.style == nil, state.slots[name]?["background"] == nil {
                state.set(name, "background", unknownFill(nil, location(position)))
            }
            return
        }
        switch value {
        case .call(.identifier("UIButton", _), let arguments, _),
            .message(.identifier("UIButton", _), let arguments, _):
            // `UIButton(configuration:)`, `[UIButton buttonWithConfiguration:config primaryAction:nil]`.
            let labels = ["configuration", "buttonWithConfiguration"]
            if let configuration = arguments.first(where: { labels.contains($0.label ?? "") })?.value {
                attach(configuration, to: name, location(position))
            }
        default:
            break
        }
    }

    /// The slots a configuration gives its button.
    static let configurationSlots = ["title", "subtitle", "background"]

    private func unknownFill(_ style: String?, _ at: SourceLocation) -> UsageSite {
        UsageSite(color: .unknown(ButtonConfigurationUse.ownFill(style) ?? ""), location: at)
    }

    private mutating func startConfiguration(_ name: String, style: String, _ at: SourceLocation) {
        state.configurations[name] = ButtonConfigurationUse(style: style, isValue: true)
        // Not a subview of anything until a button takes it.
        state.localViews.insert(name)
        state.slots[name] = nil
        if ButtonConfigurationUse.ownFill(style) != nil {
            state.set(name, "background", unknownFill(style, at))
        }
    }

    /// The configuration a receiver names: a configuration local, or the one a button holds
    /// (`button.configuration`, `self.configuration` in a button).
    func configurationOwner(_ receiver: String) -> String? {
        if state.configurations[receiver]?.isValue == true { return receiver }
        if receiver.hasSuffix(".configuration") { return String(receiver.dropLast(".configuration".count)) }
        if receiver == "configuration", resolver.locals["configuration"] == nil, isButtonLike("self") { return "self" }
        return nil
    }

    /// Whether a receiver is a button: named so (`shareButton`), built or declared as one, or, for `self`, a type
    /// that extends one. A view model's `configuration.title` is no button's.
    private func isButtonLike(_ receiver: String) -> Bool {
        if receiver == "self" {
            let type = resolver.typePath.joined(separator: ".")
            return ([resolver.typePath.last ?? ""] + (evaluator.inheritance[type] ?? [])).contains {
                $0.hasSuffix("Button")
            }
        }
        let last = receiver.split(separator: ".").last.map(String.init) ?? receiver
        return last.lowercased().contains("button") || receiverType(receiver)?.hasSuffix("Button") == true
    }

    /// A configuration's property, or a button's `configuration` and `configurationUpdateHandler`; `false` when
    /// the receiver and property are no configuration's.
    mutating func configurationProperty(
        _ receiver: String, _ property: String, _ value: CodeExpr, _ at: SourceLocation
    ) -> Bool {
        switch property {
        case "configuration":
            attach(value, to: receiver, at)
            return true
        case "configurationUpdateHandler":
            updateHandler(value, on: receiver, at)
            return true
        default:
            break
        }
        // `config.background.backgroundColor`, `config.attributedTitle?.foregroundColor`.
        for part in [".background", ".attributedTitle", ".attributedSubtitle"] where receiver.hasSuffix(part) {
            guard let owner = configurationOwner(String(receiver.dropLast(part.count))) else { continue }
            return configurationPart(owner, part, property, value, at)
        }
        var owner = configurationOwner(receiver)
        if owner == nil, ["baseForegroundColor", "baseBackgroundColor"].contains(property), !receiver.contains(".") {
            // A configuration the body does not show being made: a stored property of the type (`var config =
            // UIButton.Configuration.filled()`), else made elsewhere (`guard var config = ...`).
            let style = propertyStyle(receiver)
            state.configurations[receiver] = ButtonConfigurationUse(style: style, isValue: true)
            state.localViews.insert(receiver)
            if ButtonConfigurationUse.ownFill(style) != nil {
                state.set(receiver, "background", unknownFill(style, at))
            }
            owner = receiver
        }
        guard let owner, Self.configurationMembers.contains(property) else { return false }
        // `title` and `image` are anyone's: a configuration's only on a configuration or a button.
        if ["title", "subtitle", "image"].contains(property), state.configurations[owner] == nil,
            !isButtonLike(owner)
        {
            return false
        }
        configurationMember(owner, property, value, at)
        return true
    }

    static let configurationMembers: Set<String> = [
        "baseForegroundColor", "baseBackgroundColor", "title", "subtitle", "attributedTitle", "attributedSubtitle",
        "image", "titleTextAttributesTransformer", "subtitleTextAttributesTransformer",
    ]

    /// The configuration a button holds; for one this body has not given it, the style its declaration makes it
    /// with (`let share = UIButton(configuration: .filled())`), whose fill then covers the button's background.
    private mutating func buttonConfiguration(_ button: String, _ at: SourceLocation) -> ButtonConfigurationUse {
        if let known = state.configurations[button] { return known }
        let use = ButtonConfigurationUse(style: declaredStyle(of: button))
        state.configurations[button] = use
        if ButtonConfigurationUse.ownFill(use.style) != nil {
            state.set(button, "background", unknownFill(use.style, at))
        }
        return use
    }

    /// The configuration style a property of the type is built with: `UIButton(configuration: .filled())`, or
    /// in the closure that builds it (`= { var c = UIButton.Configuration.filled(); ...; return UIButton(
    /// configuration: c) }()`, or the local it returns).
    private func declaredStyle(of button: String) -> String? {
        guard !button.contains(".") else { return nil }
        for index in evaluator.memberDeclarations(button, of: resolver.typePath.joined(separator: ".")) {
            let value = evaluator.entries[index].declaration.value
            if let style = Self.builtStyle(value, locals: [:]) { return style }
            guard let closure = CodeUsagePairings.initializerClosure(value) else { continue }
            var locals: [String: (type: String?, value: CodeExpr)] = [:]
            for case .binding(let name, let type, let value?, _) in closure.body { locals[name] = (type, value) }
            guard case .returnValue(var returned?, _)? = closure.body.last else { continue }
            if case .identifier(let name, _) = returned, let local = locals[name] { returned = local.value }
            if let style = Self.builtStyle(returned, locals: locals) { return style }
        }
        return nil
    }

    /// The style a stored configuration of the type is made with (`var config = UIButton.Configuration.filled()`).
    private func propertyStyle(_ name: String) -> String? {
        for index in evaluator.memberDeclarations(name, of: resolver.typePath.joined(separator: ".")) {
            let declaration = evaluator.entries[index].declaration
            guard !declaration.isStatic, let value = declaration.value else { continue }
            if let style = ButtonConfigurationUse.style(of: value, declaredType: declaration.type) { return style }
        }
        return nil
    }

    /// The style of `UIButton(configuration: x)`, with `x` a style or a local among `locals` made with one.
    private static func builtStyle(_ value: CodeExpr?, locals: [String: (type: String?, value: CodeExpr)]) -> String? {
        guard case .call(.identifier("UIButton", _), let arguments, _)? = value,
            let configuration = arguments.first(where: { $0.label == "configuration" })?.value
        else { return nil }
        if case .identifier(let name, _) = configuration, let local = locals[name] {
            return ButtonConfigurationUse.style(of: local.value, declaredType: local.type)
        }
        return ButtonConfigurationUse.style(of: configuration, declaredType: "UIButton.Configuration")
    }

    private mutating func configurationMember(
        _ owner: String, _ property: String, _ value: CodeExpr, _ at: SourceLocation
    ) {
        var use = buttonConfiguration(owner, at)
        defer { state.configurations[owner] = use }
        switch property {
        case "baseForegroundColor":
            put(owner, "title", value, at)
        case "baseBackgroundColor":
            if let style = use.style, ButtonConfigurationUse.filledStyles.contains(style) {
                put(owner, "background", value, at)
            } else {
                // Other styles transform the base color (UIKit documents that they may): not read as drawn.
                let why =
                    use.style.map { "is drawn from baseBackgroundColor by the .\($0)() style, which changes it" }
                    ?? ButtonConfigurationUse.ownFill(nil) ?? ""
                state.set(owner, "background", UsageSite(color: .unknown(why), location: at))
            }
        case "title", "subtitle":
            use.hasTitle = true
        case "attributedTitle", "attributedSubtitle":
            use.hasTitle = true
            let slot = property == "attributedTitle" ? "title" : "subtitle"
            if let color = attribute(value, Self.isForegroundKey) { put(owner, slot, color, at) }
            if let font = attribute(value, Self.isFontKey).flatMap(UsageFont.read) {
                state.fonts[owner + "#" + slot] = font
            }
        case "image":
            use.hasImage = true
        case "titleTextAttributesTransformer", "subtitleTextAttributesTransformer":
            transformer(value, owner, slot: property.hasPrefix("title") ? "title" : "subtitle", at)
        default:
            break
        }
    }

    /// `config.background.backgroundColor = c` (drawn as set, whatever the style), `config.attributedTitle?
    /// .foregroundColor = c`, `config.attributedTitle?.font = f`.
    private mutating func configurationPart(
        _ owner: String, _ part: String, _ property: String, _ value: CodeExpr, _ at: SourceLocation
    ) -> Bool {
        let slot = part == ".attributedSubtitle" ? "subtitle" : "title"
        switch (part, property) {
        case (".background", "backgroundColor"):
            put(owner, "background", value, at)
        case (".attributedTitle", "foregroundColor"), (".attributedSubtitle", "foregroundColor"):
            put(owner, slot, value, at)
        case (".attributedTitle", "font"), (".attributedSubtitle", "font"):
            state.fonts[owner + "#" + slot] = UsageFont.read(value)
        default:
            return part == ".background"
        }
        return true
    }

    /// A text attributes transformer that sets the foreground (`outgoing.foregroundColor = c`): the title's color.
    private mutating func transformer(_ value: CodeExpr, _ owner: String, slot: String, _ at: SourceLocation) {
        var closure: CodeClosure?
        value.forEach { node in
            if closure == nil, case .closure(let found, _) = node { closure = found }
        }
        guard let body = closure?.body else { return }
        for statement in body.reversed() {
            guard case .expression(.binary("=", let target, let color, _)) = statement else { continue }
            if case .member(_, "foregroundColor", _) = target {
                put(owner, slot, color, at)
                return
            }
            if case .subscripted(_, let keys, _) = target, let first = keys.first, Self.isForegroundKey(first.value) {
                put(owner, slot, color, at)
                return
            }
        }
    }

    /// `button.configuration = config`, `UIButton(configuration: config)`: the configuration is a value, so the
    /// button takes its colors as they are now; a style without a fill leaves the button's own background.
    mutating func attach(_ value: CodeExpr, to button: String, _ at: SourceLocation) {
        var source: String?
        var use: ButtonConfigurationUse
        if let style = ButtonConfigurationUse.style(of: value, declaredType: "UIButton.Configuration") {
            // `UIButton(configuration: .filled())`: the style alone.
            use = ButtonConfigurationUse(style: style)
        } else if let name = key(value), let known = state.configurations[name], known.isValue {
            source = name
            use = known
            state.configurations[name]?.attached = true
        } else {
            return
        }
        let handler = state.configurations[button]?.updateHandler
        use.isValue = false
        use.attached = false
        use.updateHandler = handler
        state.configurations[button] = use
        for slot in Self.configurationSlots {
            // The update handler decides the title's colors whatever the configuration says.
            if handler != nil && slot != "background" { continue }
            var sites = source.flatMap { state.slots[$0]?[slot] } ?? []
            if slot == "background", sites.isEmpty, ButtonConfigurationUse.ownFill(use.style) != nil {
                sites = [unknownFill(use.style, at)]
            }
            guard !sites.isEmpty else { continue }
            if slot == "background", sites.count == 1, case .unknown(let reason) = sites[0].color,
                reason == ButtonConfigurationUse.ownFill(use.style), let tint = tintFill(of: button, use.style)
            {
                // The style's own fill is the tint: a fill, no longer a component drawn over the button.
                sites = [tint]
                state.slots[button]?["tint"] = nil
            }
            state.set(button, slot, alternatives: sites)
            if let source, let font = state.fonts[source + "#" + slot] { state.fonts[button + "#" + slot] = font }
        }
    }

    /// A filled style's fill when the configuration sets none: the button's tint, when this body sets it.
    private func tintFill(of button: String, _ style: String?) -> UsageSite? {
        guard let style, ButtonConfigurationUse.filledStyles.contains(style),
            let tint = state.slots[button]?["tint"], tint.count == 1
        else { return nil }
        return tint[0]
    }

    /// `button.configurationUpdateHandler = { ... }` that sets colors: they follow the button's state at run time,
    /// so the title's colors are not evaluated (a note at the handler).
    private mutating func updateHandler(_ value: CodeExpr, on button: String, _ at: SourceLocation) {
        var setsColors = false
        value.forEach { node in
            if case .member(_, let name, _) = node, Self.handlerColorMembers.contains(name) { setsColors = true }
        }
        guard setsColors else { return }
        var use = state.configurations[button] ?? ButtonConfigurationUse()
        use.updateHandler = at
        state.configurations[button] = use
        let why = "is set by the button's configurationUpdateHandler as its state changes, at run time"
        state.set(button, "title", UsageSite(color: .unknown(why), location: at))
        state.slots[button]?["subtitle"] = nil
    }

    static let handlerColorMembers: Set<String> = [
        "baseForegroundColor", "baseBackgroundColor", "backgroundColor", "foregroundColor", "attributedTitle",
        "titleTextAttributesTransformer", "background",
    ]
}
