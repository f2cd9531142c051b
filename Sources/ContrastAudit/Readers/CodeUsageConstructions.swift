import Foundation

/// Views the app builds with an initializer of its own (`private let titleLabel = Label(.title)`,
/// `PillButton(style: .filled(.systemIndigo))`): what that initializer sets on the view (`textColor =
/// kind.textColor`, `setTitleColor(style.textColor, for: .normal)`, `backgroundColor = style.fill`) is the view's,
/// read with the arguments of that construction (defaults included, through `super.init` to an app superclass).
/// Read alone, the initializer only knows that its colors come from its parameters; at the construction they are
/// known, so the view is paired where it is placed.
extension UIKitUsageWalker {
    /// How deep constructions are followed (a view built by a view built by a view).
    static let constructionDepthLimit = 3

    /// What an app initializer set on `self` and on the views it holds, read for one construction.
    struct Construction {
        var state: UIKitUsageState
        /// `Label.init(_:textColor:)` at File.swift:12.
        var initializer: String
    }

    /// Reads the construction of `receiver` the first time the body meets it, and gives the receiver what the
    /// initializer set, where the body has not set it itself.
    mutating func readConstruction(of receiver: String) {
        guard constructionDepth < Self.constructionDepthLimit, constructed.insert(receiver).inserted,
            let (type, arguments, position) = construction(of: receiver),
            let read = Self.construct(type, arguments, caller: resolver, evaluator: evaluator, depth: constructionDepth)
        else { return }
        state.initializersRead.formUnion(read.state.initializersRead)
        let at = location(position)
        let explanation = "the colors set by \(read.initializer) for this construction's arguments"
        for name in read.state.order {
            let target = name == "self" ? receiver : receiver + "." + name
            for (slot, sites) in read.state.slots[name] ?? [:] where state.slots[target]?[slot] == nil {
                var seen: Set<UsageColor> = []
                let moved = sites.filter { seen.insert($0.color).inserted }.map {
                    UsageSite(color: $0.color, location: at, path: $0.path)
                }
                state.set(target, slot, alternatives: moved)
                state.constructions[target] = explanation
            }
            if state.fonts[target] == nil, let font = read.state.fonts[name] { state.fonts[target] = font }
            if state.borderWidths[target] == nil, let width = read.state.borderWidths[name] {
                state.borderWidths[target] = width
            }
            if read.state.disabled.contains(name) { state.disabled.insert(target) }
            if read.state.systemTitled.contains(name) { state.systemTitled.insert(target) }
        }
        // A font the initializer sets on a view it colors nothing on (`self.font = ...` in `init(text:font:)`,
        // the color set later by the body): the view's text is in that font.
        for (name, font) in read.state.fonts where !name.contains("#") {
            let target = name == "self" ? receiver : receiver + "." + name
            if state.fonts[target] == nil { state.fonts[target] = font }
        }
        for (child, parent) in read.state.parents where child != "self" {
            let target = receiver + "." + child
            if state.parents[target] == nil {
                state.parents[target] = parent == "self" ? receiver : receiver + "." + parent
            }
        }
    }

    /// Notes the app view class a placed child is built as (`CodeUsagePairings.placedViews`).
    mutating func recordAppView(_ child: String, at: SourceLocation, table: String? = nil) {
        guard constructionDepth == 0, let (type, _, _) = construction(of: child) else { return }
        state.appViews[child] = (type, at, table)
    }

    /// The app class and arguments `receiver` is built with: a local of this body, or a stored property of the
    /// body's type (`private let titleLabel = Label(.title)`).
    private func construction(of receiver: String) -> (String, [CodeArgument], CodePosition)? {
        var value = resolver.locals[Self.localName(receiver)]
        if value == nil, !receiver.contains("."), !resolver.typePath.isEmpty {
            let key = resolver.typePath.joined(separator: ".")
            for index in evaluator.memberDeclarations(receiver, of: key) {
                let declaration = evaluator.entries[index].declaration
                if declaration.kind == .property, !declaration.isStatic, declaration.body == nil {
                    value = declaration.value
                    break
                }
            }
        }
        guard case .call(.identifier(let name, _), let arguments, let position)? = value else { return nil }
        // `UILabel(text: "Status", textColor: .lime, font: 25)`: a convenience initializer the app declares in an
        // extension of a UIKit class (round 27's RickAndMorty: six rows were notes inside the initializer).
        if name.hasPrefix("UI") || name.hasPrefix("NS") {
            let labels = arguments.map(\.label)
            guard !arguments.isEmpty,
                Self.initializers(of: [name], evaluator).contains(where: {
                    Self.takes(evaluator.entries[$0].declaration.parameters, labels)
                })
            else { return nil }
            return (name, arguments, position)
        }
        guard
            let type = evaluator.resolveType(name, from: resolver.typePath), evaluator.typeKinds[type] == "class",
            // A view by its ancestry, or by its name when its superclass is not among the files read
            // (`class Button: UBButton`).
            CodeUsagePairings.extendsUIKit(type, evaluator)
                || CodeUsagePairings.root(of: type.split(separator: ".").map(String.init), evaluator) == "self"
        else { return nil }
        return (type, arguments, position)
    }

    /// What `type`'s initializer that takes `arguments` sets, read with them; an initializer the class inherits
    /// is its superclass's. `nil` when no initializer of the files read takes these arguments.
    static func construct(
        _ type: String, _ arguments: [CodeArgument], caller: UsageColorResolver, evaluator: CodeEvaluator, depth: Int
    ) -> Construction? {
        var path = type.split(separator: ".").map(String.init)
        var candidates = initializers(of: path, evaluator)
        // `class Label: BaseLabel<Kind> {}`: the superclass's initializers are the class's.
        var steps = 0
        while candidates.isEmpty, steps < 4, let parent = evaluator.superclass(of: path) {
            path = parent
            candidates = initializers(of: path, evaluator)
            steps += 1
        }
        let labels = arguments.map(\.label)
        guard
            let index = candidates.first(where: { takes(evaluator.entries[$0].declaration.parameters, labels) })
        else { return nil }
        let entry = evaluator.entries[index]
        let declaration = entry.declaration
        var callee = UsageColorResolver(
            evaluator: evaluator, tokenNames: caller.tokenNames, assetTokens: caller.assetTokens, typePath: path,
            parameters: Set(declaration.parameters.map(\.name)),
            swiftUI: evaluator.languages[entry.file] == .swift, file: entry.file)
        callee.instances = caller.instances
        bind(declaration.parameters, arguments, caller: caller, callee: &callee)
        callee.siteSelf = storedFromParameters(declaration, path: path, values: callee.siteValues)
        var uikit = callee
        uikit.swiftUI = false
        var walker = UIKitUsageWalker(resolver: uikit, file: entry.file, evaluator: evaluator)
        walker.constructionDepth = depth + 1
        walker.walk(declaration.body ?? [])
        let at = evaluator.location(declaration.position, file: entry.file)
        let signature = declaration.parameters.map { ($0.label ?? "_") + ":" }.joined()
        // Its own reading's "comes from a parameter" notes are answered at the constructions, but not for a
        // convenience initializer on a UIKit class: views built with it in ways not read (handed to an app
        // function, arranged by a helper) would be left with neither a pairing nor a note (round 27).
        if !(path.first?.hasPrefix("UI") ?? false) && !(path.first?.hasPrefix("NS") ?? false) {
            walker.state.initializersRead.insert(index)
        }
        return Construction(
            state: walker.state,
            initializer: "`\(path.joined(separator: ".")).init(\(signature))` (\(at.path):\(at.line))")
    }

    /// The initializers a class declares (not `init(coder:)`, which a storyboard calls).
    private static func initializers(of path: [String], _ evaluator: CodeEvaluator) -> [Int] {
        (evaluator.members[path.joined(separator: ".")]?["init"] ?? []).filter {
            let declaration = evaluator.entries[$0].declaration
            return declaration.kind == .initializer && declaration.body != nil
                && !declaration.parameters.contains { $0.label == "coder" }
        }
    }

    /// Whether parameters take arguments with these labels, in order, every parameter without a default given.
    private static func takes(_ parameters: [CodeParameter], _ labels: [String?]) -> Bool {
        var next = labels.startIndex
        for parameter in parameters {
            if next < labels.endIndex, labels[next] == parameter.label {
                next += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == labels.endIndex
    }

    /// Binds each parameter to its argument, evaluated where the construction is, or to its default value:
    /// a color by the token it names (`boundColors`), any value for evaluating at the site (`siteValues`).
    private static func bind(
        _ parameters: [CodeParameter], _ arguments: [CodeArgument], caller: UsageColorResolver,
        callee: inout UsageColorResolver
    ) {
        var next = arguments.startIndex
        for parameter in parameters {
            let given: CodeExpr?
            if next < arguments.endIndex, arguments[next].label == parameter.label {
                given = arguments[next].value
                next += 1
            } else {
                given = nil
            }
            guard let expression = given ?? parameter.defaultValue else { continue }
            let site = given == nil ? callee : caller
            let typed = Self.typed(expression, as: parameter.type, from: site.typePath, caller.evaluator)
            if UsageColorResolver.colorTypes.contains(CodeValue.plainType(parameter.type)) {
                let color = site.resolve(typed)
                if case .unknown = color {} else { callee.boundColors[parameter.name] = color }
            }
            if let value = site.valueAtSite(typed) { callee.siteValues[parameter.name] = value }
            callee.siteArguments[parameter.name] = expression
        }
    }

    /// An argument written for its parameter's type (`.title` for a `Kind`, `.filled(x)` for a `Style`), with
    /// that type written in, so that it is evaluated as the app's case rather than a color of that name.
    private static func typed(
        _ expression: CodeExpr, as type: String, from scope: [String], _ evaluator: CodeEvaluator
    ) -> CodeExpr {
        let bare = CodeValue.plainType(type)
        guard !bare.isEmpty, !UsageColorResolver.colorTypes.contains(bare),
            let resolved = evaluator.resolveType(bare, from: scope)
        else { return expression }
        switch expression {
        case .implicitMember(let name, let at):
            return .member(name, ofType: resolved, at: at)
        case .call(.implicitMember(let name, let at), let arguments, let position):
            return .call(.member(name, ofType: resolved, at: at), arguments, position)
        default:
            return expression
        }
    }

    /// `self.type = type` in the initializer: the object it builds, with those stored properties set to the
    /// values the construction passed (`nil` when it stores none).
    private static func storedFromParameters(
        _ declaration: CodeDeclaration, path: [String], values: [String: CodeValue]
    ) -> CodeValue? {
        var fields: [String: CodeValue] = [:]
        for expression in CodeStatement.expressions(in: declaration.body ?? []) {
            guard
                case .binary("=", .member(.identifier("self", _), let property, _), .identifier(let name, _), _) =
                    expression, let value = values[name]
            else { continue }
            fields[property] = value
        }
        return fields.isEmpty ? nil : .object(path, fields)
    }

    /// `super.init(type, textColor: textColor)` in an initializer read for a construction: the app superclass's
    /// initializer, read with these arguments, sets what it sets before the rest of the body.
    mutating func superConstruction(_ arguments: [CodeArgument]) -> Bool {
        guard constructionDepth > 0, constructionDepth < Self.constructionDepthLimit,
            let parent = evaluator.superclass(of: resolver.typePath),
            let read = Self.construct(
                parent.joined(separator: "."), arguments, caller: resolver, evaluator: evaluator,
                depth: constructionDepth)
        else { return false }
        state.takeSettings(of: read.state)
        state.initializersRead.formUnion(read.state.initializersRead)
        return true
    }

    /// `super.updateContentViews()` in an override, where an app superclass declares the method: its body is
    /// read first, in the superclass's file and scope, and what it sets is this body's state from there on
    /// (`borderedView.fillColor = ...` in the base cell, read back by the subclass's `label.backgroundColor =
    /// borderedView.fillColor`). A system superclass's method sets nothing the reader could know.
    mutating func superCall(_ name: String) {
        guard superDepth < 3, let parent = evaluator.superclass(of: resolver.typePath),
            let index = evaluator.memberDeclarations(name, of: parent.joined(separator: ".")).first(where: {
                let declaration = evaluator.entries[$0].declaration
                return declaration.kind == .function && declaration.parameters.isEmpty && declaration.body != nil
            }),
            let body = evaluator.entries[index].declaration.body
        else { return }
        let entry = evaluator.entries[index]
        var parentResolver = UsageColorResolver(
            evaluator: evaluator, tokenNames: resolver.tokenNames, assetTokens: resolver.assetTokens,
            typePath: entry.declaration.scope, swiftUI: false, file: entry.file)
        parentResolver.instances = resolver.instances
        parentResolver.bindings = resolver.bindings
        var inner = UIKitUsageWalker(resolver: parentResolver, file: entry.file, evaluator: evaluator)
        inner.superDepth = superDepth + 1
        inner.state.path = state.path
        inner.walk(body)
        state.takeSettings(of: inner.state)
    }

    /// `Style.title(self.title, content: text)`, `Self.Style.root(self)`: a static function of an app type called
    /// with views of this body (the Tempura/Katana shape of a view's `style()` and `update()`). Its body is read
    /// with its view parameters standing for those views, in its own file and scope, and what it sets is this
    /// body's state from there on.
    mutating func styleFunction(_ base: CodeExpr, _ name: String, _ arguments: [CodeArgument]) -> Bool {
        guard superDepth < 3, !arguments.isEmpty else { return false }
        let written: [String]
        switch base {
        case .identifier(let type, _) where type.first?.isUppercase == true && type != "Self": written = [type]
        case .member(.identifier("Self", _), let type, _): written = resolver.typePath + [type]
        case .member(.identifier(let outer, _), let type, _) where outer.first?.isUppercase == true:
            written = [outer, type]
        default: return false
        }
        guard
            let type = evaluator.resolveType(written.joined(separator: "."), from: resolver.typePath)
                ?? evaluator.resolveType(written.last ?? "", from: resolver.typePath)
        else { return false }
        for index in evaluator.memberDeclarations(name, of: type) {
            let entry = evaluator.entries[index]
            let declaration = entry.declaration
            guard declaration.kind == .function, declaration.isStatic, let body = declaration.body,
                let bindings = SwiftUIUsageWalker.bind(declaration.parameters, to: arguments)
            else { continue }
            var views: [String: String] = [:]
            for (parameter, value) in bindings {
                guard let receiver = key(value), !receiver.contains("("),
                    value.isViewReference
                else { continue }
                views[parameter] = receiver
            }
            guard !views.isEmpty else { return false }
            var functionResolver = UsageColorResolver(
                evaluator: evaluator, tokenNames: resolver.tokenNames, assetTokens: resolver.assetTokens,
                typePath: declaration.scope, swiftUI: false, file: entry.file)
            functionResolver.instances = resolver.instances
            functionResolver.bindings = resolver.bindings
            var inner = UIKitUsageWalker(resolver: functionResolver, file: entry.file, evaluator: evaluator)
            inner.superDepth = superDepth + 1
            inner.state = state
            inner.aliases = views
            inner.walk(body)
            state = inner.state
            return true
        }
        return false
    }
}

extension CodeExpr {
    /// `self`, `label`, `self.titleLabel`, `cell.contentView`: names, not calls or literals.
    fileprivate var isViewReference: Bool {
        switch self {
        case .identifier(let name, _):
            return name.first?.isLowercase == true && name != "nil" && name != "true" && name != "false"
        case .member(let base, _, _): return base.isViewReference
        case .postfix(_, let inner, _): return inner.isViewReference
        default: return false
        }
    }
}

extension UIKitUsageState {
    /// What another reading set (a parent's initializer, a superclass's method), as if set here from now on:
    /// its slots, fonts and border widths per receiver, and the containment and states it knows.
    mutating func takeSettings(of other: UIKitUsageState) {
        for name in other.order {
            for (slot, sites) in other.slots[name] ?? [:] { set(name, slot, alternatives: sites) }
            if let font = other.fonts[name] { fonts[name] = font }
            if let width = other.borderWidths[name] { borderWidths[name] = width }
        }
        parents.merge(other.parents) { own, _ in own }
        disabled.formUnion(other.disabled)
        systemTitled.formUnion(other.systemTitled)
    }
}
