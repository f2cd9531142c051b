import Foundation

/// What one UIKit body sets, receiver by receiver: the colors of each slot (alternatives when branches
/// differ), fonts, disabled flags and which view holds which.
struct UIKitUsageState {
    /// Receiver (`titleLabel`, `navigationController.navigationBar`, `self`) → slot → alternatives.
    var slots: [String: [String: [UsageSite]]] = [:]
    var fonts: [String: UsageFont] = [:]
    var disabled: Set<String> = []
    var parents: [String: String] = [:]
    /// Receivers in the order they were first set, for deterministic output.
    var order: [String] = []
    /// Receivers whose slots were set since the enclosing branch began (all of them outside a branch): a merge
    /// looks only at these, so the work per `if` does not grow with everything set before it.
    var touched: Set<String> = []
    /// System buttons (`UIButton(type: .system)`) given a title (`setTitle(_:for:)`): UIKit draws the title in
    /// the button's tint color, so the tint is the title's color (text), not a component's.
    var systemTitled: Set<String> = []
    /// Receivers given colors by the app initializer that built them, with the explanation findings carry.
    var constructions: [String: String] = [:]
    /// `layer.borderWidth` by receiver: the number written, or -1 for a value the code computes.
    var borderWidths: [String: Double] = [:]
    /// Initializers (entry indices) read for a construction: their own reading's notes that a color comes
    /// from a parameter are answered at the constructions.
    var initializersRead: Set<Int> = []

    /// The arms of the choices being walked, stamped on every site set (UsageSite.path).
    var path: [BranchArm] = []
    /// Views this body creates in a local (`let button = UIButton()`): unless the body adds one to a view, it
    /// goes somewhere the body does not show (returned, put in a bar item), not into the controller's view.
    var localViews: Set<String> = []
    /// The views a storyboard or xib places for the body's class (CodeUsageInterfaceBuilder): when there are
    /// any, a view they do not place is not taken to sit in the root view.
    var laidOut: Set<String> = []
    /// Labels, text fields and text views this body creates (`let author = UILabel()`), where: if no code of
    /// the type colors their text, UIKit draws it in its label color.
    var defaultText: [String: SourceLocation] = [:]
    /// Custom buttons (`UIButton()`, `UIButton(type: .custom)`) given a title, where: if no code of the type
    /// colors the title, UIKit draws it in white.
    var defaultTitle: [String: SourceLocation] = [:]
    /// Button configurations (`UIButton.Configuration` locals, and buttons given one): style and content.
    var configurations: [String: ButtonConfigurationUse] = [:]
    /// Plain views (`UIView()`, `UIStackView()`) given a border: outlines of containers when they hold or frame
    /// other views.
    var plainViews: Set<String> = []
    /// Subviews in the order they were placed: a later one is drawn over an earlier one of the same container.
    var placed: [String] = []
    /// The views a receiver's constraints pin to on the same edge or center (`make.top.equalTo(panel)`,
    /// `label.leadingAnchor.constraint(equalTo: panel.leadingAnchor)`): laid out inside them.
    var alignedTo: [String: Set<String>] = [:]
    /// Views of the app's own classes this body places (`let header = SectionHeader()` then
    /// `view.addSubview(header)`): the class's type key and where it is placed, so that what the class draws on
    /// its clear or unset background is paired with what lies beneath it here (`CodeUsagePairings.placedViews`).
    var appViews: [String: (type: String, at: SourceLocation, table: String?)] = [:]

    mutating func set(_ receiver: String, _ slot: String, _ site: UsageSite) {
        if slots[receiver] == nil { order.append(receiver) }
        slots[receiver, default: [:]][slot] = [stamped(site)]
        touched.insert(receiver)
    }

    /// Sets several alternatives of one slot at once (a local's values, a ternary's colors).
    mutating func set(_ receiver: String, _ slot: String, alternatives: [UsageSite]) {
        guard let first = alternatives.first else { return }
        set(receiver, slot, first)
        slots[receiver, default: [:]][slot] = alternatives.map(stamped)
    }

    /// The site with the current arms added to its own.
    func stamped(_ site: UsageSite) -> UsageSite {
        var site = site
        for arm in path where !site.path.contains(arm) { site.path.append(arm) }
        return site
    }

    static let maximumAlternatives = 16

    /// Adds another body's known backgrounds and containers: several bodies setting one background give
    /// alternatives. A background known only at run time (`self.backgroundColor = layout.backgroundColor` in
    /// `init(layout:)`) is kept only while no body gives a color, so that what sits on it says why it is not
    /// evaluated instead of "no background is set".
    /// (Only with `keepingUnknown`: a fixed status bar's controller state wants the colors alone.)
    mutating func absorbBackgrounds(of other: UIKitUsageState, keepingUnknown: Bool = false) {
        for receiver in other.order {
            for var site in other.slots[receiver]?["background"] ?? [] {
                var alternatives = slots[receiver]?["background"] ?? []
                if site.color.isUnknown {
                    guard keepingUnknown, alternatives.isEmpty else { continue }
                } else if alternatives.contains(where: \.color.isUnknown) {
                    alternatives.removeAll(where: \.color.isUnknown)
                }
                // Another body's choices are not this body's.
                site.path = []
                guard !alternatives.contains(site), alternatives.count < Self.maximumAlternatives else { continue }
                alternatives.append(site)
                if slots[receiver] == nil { order.append(receiver) }
                slots[receiver, default: [:]]["background"] = alternatives
            }
            // A bar's background image covers its color in every body of the type.
            if let image = other.slots[receiver]?["backgroundImage"]?.first, slots[receiver]?["backgroundImage"] == nil
            {
                if slots[receiver] == nil { order.append(receiver) }
                slots[receiver, default: [:]]["backgroundImage"] = [image]
            }
        }
        parents.merge(other.parents) { first, _ in first }
        borderWidths.merge(other.borderWidths) { first, other in first == 0 ? other : first }
        absorbLayout(of: other)
    }

    /// Another reading's placements, constraints and plain views (what it says about where views lie).
    mutating func absorbLayout(of other: UIKitUsageState) {
        for child in other.placed where !placed.contains(child) { placed.append(child) }
        appViews.merge(other.appViews) { first, _ in first }
        alignedTo.merge(other.alignedTo) { $0.union($1) }
        plainViews.formUnion(other.plainViews)
    }

    /// The state after an `if`/`switch`: a slot set differently in the branches has every branch's value.
    /// Each branch started from `original` with `touched` emptied; a receiver no branch touched keeps its slots.
    static func merge(_ original: UIKitUsageState, _ branches: [UIKitUsageState]) -> UIKitUsageState {
        var result = original
        var changed: Set<String> = []
        // Branches are read in place (`branches[index]`): a loop variable copied each whole state.
        for index in branches.indices {
            for receiver in branches[index].order where result.slots[receiver] == nil { result.order.append(receiver) }
            // Only what the branch added (a merge would copy the tables at every `if` even when nothing is new).
            for (receiver, font) in branches[index].fonts where result.fonts[receiver] == nil {
                result.fonts[receiver] = font
            }
            for (child, parent) in branches[index].parents where result.parents[child] == nil {
                result.parents[child] = parent
            }
            changed.formUnion(branches[index].touched)
            result.systemTitled.formUnion(branches[index].systemTitled)
            result.constructions.merge(branches[index].constructions) { first, _ in first }
            // A width some arm sets draws the border in that arm: a drawn width wins over 0.
            result.borderWidths.merge(branches[index].borderWidths) { first, other in first == 0 ? other : first }
            result.initializersRead.formUnion(branches[index].initializersRead)
            result.localViews.formUnion(branches[index].localViews)
            result.defaultText.merge(branches[index].defaultText) { first, _ in first }
            result.defaultTitle.merge(branches[index].defaultTitle) { first, _ in first }
            result.absorbLayout(of: branches[index])
            for (name, use) in branches[index].configurations where result.configurations[name] != use {
                result.configurations[name] = ButtonConfigurationUse.merge(result.configurations[name], use)
            }
        }
        // Disabled only where every branch leaves it disabled.
        if let first = branches.first {
            result.disabled = branches.dropFirst().reduce(first.disabled) { $0.intersection($1.disabled) }
        }
        result.touched.formUnion(changed)
        for receiver in result.order where changed.contains(receiver) {
            // Each branch's slots of the receiver, looked up once rather than once per slot and site list.
            let own = branches.map { $0.slots[receiver] }
            let before = original.slots[receiver]
            var slotNames: [String] = []
            for slots in own {
                for slot in slots?.keys ?? [:].keys where !slotNames.contains(slot) { slotNames.append(slot) }
            }
            for slot in slotNames {
                // Few alternatives per slot (at most `maximumAlternatives` per branch): a linear scan for
                // duplicates is cheaper than hashing source locations.
                var values: [UsageSite] = []
                values.reserveCapacity(maximumAlternatives * own.count)
                for slots in own {
                    for site in slots?[slot] ?? before?[slot] ?? [] where !contains(values, site) {
                        values.append(site)
                    }
                }
                // Many branches setting one slot keep the latest alternatives (bounded work per body).
                result.slots[receiver, default: [:]][slot] =
                    values.count > maximumAlternatives ? Array(values.suffix(maximumAlternatives)) : values
            }
        }
        return result
    }

    /// Whether `sites` holds `site`; source offsets are compared first, which tells sites apart cheaply.
    private static func contains(_ sites: [UsageSite], _ site: UsageSite) -> Bool {
        let offset = site.location.offset
        for index in sites.indices where sites[index].location.offset == offset && sites[index] == site {
            return true
        }
        return false
    }

    /// Starts a branch from this state: nothing touched yet.
    func branchStart() -> UIKitUsageState {
        var copy = self
        copy.touched = []
        return copy
    }
}

/// Reads UIKit (and Objective-C) bodies: `x.textColor = A`, `setTitleColor(A, for: .normal)`,
/// `titleTextAttributes`, `x.backgroundColor = B`, `barTintColor`, `layer.borderColor`, `addSubview`.
struct UIKitUsageWalker {
    var resolver: UsageColorResolver
    let file: Int
    let evaluator: CodeEvaluator
    /// Names that stand for a receiver (`$0` in `.then { $0.textColor = ... }`, a lazy closure's local).
    var aliases: [String: String] = [:]
    var state = UIKitUsageState()
    /// Locals declared without a value (`let tintColor: UIColor`), assigned later.
    var declaredLocals: Set<String> = []
    /// Attributes set one by one on an `AttributeContainer` or `AttributedString` local (`attrs.foregroundColor =
    /// .white`), by local, in the order set.
    var attributeValues: [String: [(name: String, value: CodeExpr)]] = [:]
    /// Runs added to local mutable attributed strings (`[text appendAttributedString:run]`, `text.append(run)`,
    /// `addAttribute(.foregroundColor, value: c, range: r)`), by local, in order (AttributedRuns).
    var addedRuns: [String: [CodeExpr]] = [:]
    /// The values given to locals declared without one (`NSAttributedString *run;` then `run = ...` in each
    /// branch), in order, for the runs they become.
    var assignedValues: [String: [CodeExpr]] = [:]
    /// In a table delegate's header or footer method, the table the returned view is placed in.
    var headerTable: String?
    /// How many constructions deep this walk is (0: a body of the app; 1: an initializer read for a view the
    /// body builds, CodeUsageConstructions.swift).
    var constructionDepth = 0
    /// Receivers whose construction was looked at.
    var constructed: Set<String> = []
    /// Names bound by `let`/`var` in this body so far.
    var boundNames: Set<String> = []
    /// Views appended to a local array (`rightButtons.append(lock)`) before it becomes a stack's arranged
    /// subviews (`UIStackView(arrangedSubviews: rightButtons)`).
    var appendedViews: [String: [CodeExpr]] = [:]
    /// How many `super.method()` calls deep this walk is (`superCall`).
    var superDepth = 0
    /// The names the body being walked assigns as statements (`reassigned`), found when its walk starts.
    var reassignedLocals: Set<String>?
    /// The background properties set on each object a closure is handed (`isClosureObject`), with the color's
    /// name.
    var styleBackgrounds: [String: [String: String]] = [:]

    /// The object a closure is handed when nothing names it (`.add { s in ... }`): its parameter, made the
    /// closure's own (`s@1234`) by `walkClosures`.
    static func isClosureObject(_ receiver: String) -> Bool {
        guard let at = receiver.lastIndex(of: "@"), !receiver.contains(".") else { return false }
        let offset = receiver[receiver.index(after: at)...]
        return !offset.isEmpty && offset.allSatisfy(\.isNumber)
    }

    func location(_ position: CodePosition) -> SourceLocation { evaluator.location(position, file: file) }

    mutating func walk(_ statements: [CodeStatement]) {
        if reassignedLocals == nil { reassignedLocals = Self.reassigned(in: statements) }
        for statement in statements { walk(statement) }
    }

    /// The names a body assigns with `name = value` as a statement (a local's later values).
    static func reassigned(in statements: [CodeStatement]) -> Set<String> {
        var names: Set<String> = []
        for expression in CodeStatement.expressions(in: statements) {
            if case .binary("=", .identifier(let name, _), _, _) = expression { names.insert(name) }
        }
        return names
    }

    private mutating func walk(_ statement: CodeStatement) {
        switch statement {
        case .binding(let name, let type, let value?, let position):
            // `var fill = A` then `if isPad { fill = B }`: a color local given another value later is either
            // value, each in its arm, as a local declared without one (it was silently its first value).
            if reassignedLocals?.contains(name) == true, !declaredLocals.contains(name) {
                let color = resolver.resolve(value)
                if !color.isUnknown {
                    declaredLocals.insert(name)
                    resolver.locals[name] = nil
                    state.set(Self.localPrefix + name, "value", UsageSite(color: color, location: location(position)))
                    return
                }
            }
            resolver.locals[name] = value
            attributeValues[name] = nil
            // A second local of one name (`let wrapper = UIView()` in two `if` blocks) is another view: a
            // receiver of its own, or the first one's background would show under the second one's subviews.
            // (The first keeps any alias it has: a lazy property's closure names its local after the property.)
            if !boundNames.insert(name).inserted { aliases[name] = name + "@\(position.offset)" }
            let receiver = aliases[name] ?? name
            if case .call(.identifier(let type, _), let arguments, _) = value,
                type.hasPrefix("UI") || type.hasPrefix("NS")
            {
                state.localViews.insert(receiver)
                if Self.textViewTypes.contains(type), arguments.isEmpty || arguments.first?.label == "frame",
                    !evaluator.appearanceStyledTextViews().contains(type),
                    !evaluator.textColoredNames(of: resolver.typePath.joined(separator: ".")).contains(name)
                {
                    state.defaultText[receiver] = location(position)
                }
            }
            bindConfiguration(receiver, type: type, value, position)
            readConstruction(of: receiver)
            placeArrangedSubviews(value, in: receiver)
            walkClosures(in: value, receiver: receiver)
        case .binding(let name, _, nil, _):
            // `let tint: UIColor` set in the branches that follow: its values are alternatives.
            declaredLocals.insert(name)
        case .expression(let expression):
            expressionStatement(expression)
        case .returnValue(let value?, let position):
            walkClosures(in: value, receiver: nil)
            if let table = headerTable, let child = key(value) {
                state.parents[child] = table
                recordAppView(child, at: location(position), table: table)
            }
        case .ifStatement(let conditions, let then, let otherwise, let position):
            if let holds = instanceComparison(conditions) ?? decided(conditions) {
                // `if theme == Theme.light` in a reading with `theme` as one instance: known, one branch runs.
                walk(holds ? then : otherwise ?? [])
                return
            }
            bindConditions(conditions)
            let (choice, negated) = Self.choice(conditions, position)
            branch(negated ? [otherwise ?? [], then] : [then, otherwise ?? []], choice: choice)
        case .guardStatement(let conditions, let otherwise, let position):
            bindConditions(conditions)
            // The code after a `guard` is the arm where its condition holds.
            let (choice, negated) = Self.choice(conditions, position)
            branch(negated ? [otherwise, []] : [[], otherwise], choice: choice)
        case .switchStatement(_, let cases, let position):
            let hasDefault = cases.contains { $0.patterns.isEmpty }
            branch(cases.map(\.body) + (hasDefault ? [] : [[]]), choice: "switch@\(position.offset)")
        case .block(let body, _):
            walk(body)
        default:
            break
        }
    }

    /// `if var config = button.configuration`, `guard let x = ...`: the names the conditions bind.
    private mutating func bindConditions(_ conditions: [CodeCondition]) {
        // Only configurations: `if let theme = theme` must not make `theme` a local that names itself.
        for case .binding(let name, let value) in conditions {
            bindConfiguration(name, type: nil, value, value.position)
        }
    }

    private mutating func branch(_ bodies: [[CodeStatement]], choice: String) {
        let original = state
        var results: [UIKitUsageState] = []
        for (arm, body) in bodies.enumerated() {
            state = original.branchStart()
            state.path.append(BranchArm(choice: choice, arm: arm))
            walk(body)
            state.path = original.path
            results.append(state)
        }
        state = UIKitUsageState.merge(original, results)
    }

    /// A condition on what the construction being read passed (`if style == .primary`): known, one branch runs.
    private func decided(_ conditions: [CodeCondition]) -> Bool? {
        guard conditions.count == 1, case .expression(let condition) = conditions[0] else { return nil }
        return resolver.constantFlag(condition) ?? resolver.decided(condition)
    }

    /// Whether `a == b` (or `!=`) holds when both sides name theme instances in this reading; `nil` otherwise.
    private func instanceComparison(_ conditions: [CodeCondition]) -> Bool? {
        guard conditions.count == 1, case .expression(.binary(let operation, let left, let right, _)) = conditions[0],
            ["==", "!=", "===", "!=="].contains(operation),
            let first = resolver.themeInstance(left), let second = resolver.themeInstance(right)
        else { return nil }
        return (first == second) == (operation == "==" || operation == "===")
    }

    /// The choice an `if` or `guard` makes: its condition's text when it is one name or chain of members
    /// (`live`, `!item.isLive`: two choices on the same name take the same arm), else the statement itself;
    /// and whether the condition is negated (its first arm is then the condition's `false`).
    static func choice(_ conditions: [CodeCondition], _ position: CodePosition) -> (String, Bool) {
        guard conditions.count == 1, case .expression(let written) = conditions[0] else {
            return ("if@\(position.offset)", false)
        }
        var (condition, negated) = written.withoutNegations
        if case .tuple(let elements, _) = condition, elements.count == 1, elements[0].label == nil {
            condition = elements[0].value
        }
        // `item == nil`, `count > 0`, `isTapped || isLongPressed`: a comparison or a combination of names is one
        // choice too (`!=` is `==`'s other arm).
        if case .binary(var operation, let left, let right, _) = condition,
            ["==", "!=", "===", "!=="].contains(operation),
            let leftText = conditionText(left), let rightText = conditionText(right)
        {
            if operation == "!=" || operation == "!==" {
                operation.removeFirst()
                operation = "=" + operation
                negated.toggle()
            }
            return ("condition:\(leftText) \(operation) \(rightText)", negated)
        }
        if let text = conditionText(condition) { return ("condition:" + text, negated) }
        return ("if@\(position.offset)", false)
    }

    /// A condition as text: names and member chains (`self.` left out, so `self.isTapped` and `isTapped` are
    /// one name), and comparisons and `&&`/`||` of them; `nil` for anything else.
    private static func conditionText(_ expression: CodeExpr, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expression {
        case .member(.identifier("self", _), let name, _):
            return name
        case .binary(let operation, let left, let right, _)
        where ["==", "!=", "<", "<=", ">", ">=", "&&", "||", "===", "!=="].contains(operation):
            guard let leftText = conditionText(left, depth: depth + 1),
                let rightText = conditionText(right, depth: depth + 1)
            else { return nil }
            return "(\(leftText) \(operation) \(rightText))"
        case .prefix("!", let inner, _):
            return conditionText(inner, depth: depth + 1).map { "!" + $0 }
        case .tuple(let elements, _) where elements.count == 1 && elements[0].label == nil:
            return conditionText(elements[0].value, depth: depth + 1)
        default:
            return UsageColorResolver.text(expression)
        }
    }

    /// Closures inside an expression run in the same body (`UIView.animate { ... }`, `.then { $0... }`).
    private mutating func walkClosures(in expression: CodeExpr, receiver: String?) {
        switch expression {
        case .call(let callee, let arguments, _):
            walkClosures(in: callee, receiver: receiver)
            for argument in arguments {
                guard case .closure(let closure, let position) = argument.value else {
                    walkClosures(in: argument.value, receiver: receiver)
                    continue
                }
                let saved = aliases
                if let receiver {
                    aliases["$0"] = receiver
                    if let first = closure.parameters.first { aliases[first] = receiver }
                } else if let first = closure.parameters.first {
                    // The object a closure is handed (`.add { s in s.fontColor = ...; s.backgroundColor = ... }`,
                    // one style per `case` of a style sheet) is its own in each closure: shared by name, the
                    // styles' colors were merged and some lost (round 20's Organic Maps).
                    let own = first + "@\(position.offset)"
                    aliases[first] = own
                    aliases["$0"] = own
                }
                walk(closure.body)
                aliases = saved
            }
        case .closure(let closure, _):
            walk(closure.body)
        case .member(let base, _, _), .postfix(_, let base, _):
            walkClosures(in: base, receiver: receiver)
        default:
            break
        }
    }

    /// A lazy property's closure: the local it returns stands for the property.
    mutating func walkInitializerClosure(_ closure: CodeClosure, property: String) {
        if case .returnValue(.identifier(let local, _)?, _)? = closure.body.last { aliases[local] = property }
        aliases["$0"] = property
        if let parameter = closure.parameters.first { aliases[parameter] = property }
        walk(closure.body)
    }

    // MARK: Statements

    private mutating func expressionStatement(_ expression: CodeExpr) {
        if case .call(.member(let collection, "forEach", let at), let arguments, let position) = expression,
            arguments.count == 1
        {
            // `labels.forEach { ... }` or `for label in labels { ... }` over a local or property that lists its
            // views (`let labels = [titleLabel, dateLabel]`): the loop over that list, written out.
            if let elements = listedViews(collection) {
                let argument = CodeArgument(label: nil, value: arguments[0].value)
                expressionStatement(.call(.member(.array(elements, at), "forEach", at), [argument], position))
                return
            }
        }
        switch expression {
        case .binary("=", let target, let value, _):
            assignment(target, value)
        case .call(.member(.array(let elements, _), "forEach", _), let arguments, _)
        where arguments.count == 1 && !elements.isEmpty:
            switch arguments[0].value {
            case .closure(let closure, _):
                forEach(elements, closure)
            case .member(let container, let method, let position),
                // `forEach(view.addSubview(_:))`: the method named with its argument labels.
                .call(.member(let container, let method, let position), _, _)
            where Self.isMethodReference(arguments[0].value):
                // `[titleLabel, toggle].forEach(topContainer.addSubview)`: each element, one call.
                for element in elements {
                    _ = call(.member(container, method, position), [CodeArgument(label: nil, value: element)], position)
                }
            default:
                break
            }
        case .call(.member(.identifier("super", _), "init", _), let arguments, _):
            if !superConstruction(arguments) { walkClosures(in: expression, receiver: nil) }
        case .call(.member(.identifier("super", _), let name, _), let arguments, _) where arguments.isEmpty:
            superCall(name)
        case .call(let callee, let arguments, let position):
            if !call(callee, arguments, position) { walkClosures(in: expression, receiver: nil) }
        case .message(let receiver, let arguments, let position):
            message(receiver, arguments, position)
        default:
            walkClosures(in: expression, receiver: nil)
        }
    }

    /// The views a local or a property of the type lists in an array literal (`let labels = [titleLabel,
    /// dateLabel]`, `lazy var buttons: [UIButton] = [ok, cancel]`), for a loop over its name.
    private func listedViews(_ collection: CodeExpr) -> [CodeExpr]? {
        let name: String
        switch collection {
        case .identifier(let named, _): name = named
        case .member(.identifier("self", _), let named, _): name = named
        default: return nil
        }
        var value = resolver.locals[name]
        if value == nil, aliases[name] == nil, !declaredLocals.contains(name) {
            let type = resolver.typePath.joined(separator: ".")
            value =
                evaluator.memberDeclarations(name, of: type).lazy.compactMap {
                    let declaration = self.evaluator.entries[$0].declaration
                    return declaration.kind == .property && !declaration.isStatic ? declaration.value : nil
                }.first
        }
        guard case .array(let elements, _)? = value, !elements.isEmpty else { return nil }
        return elements
    }

    /// Whether a `forEach` argument names a method (`view.addSubview`, `view.addSubview(_:)`) rather than
    /// calling one.
    static func isMethodReference(_ expression: CodeExpr) -> Bool {
        switch expression {
        case .member: return true
        case .call(.member, let arguments, _):
            return !arguments.isEmpty
                && arguments.allSatisfy {
                    if $0.label == nil { return false }
                    if case .unknown = $0.value { return true }
                    return false
                }
        default: return false
        }
    }

    /// `[titleLabel, dateLabel].forEach { $0.textColor = X }`: the body once for each receiver, as if written
    /// out. An element that names no receiver leaves the loop unread (nothing is guessed for the others).
    private mutating func forEach(_ elements: [CodeExpr], _ closure: CodeClosure) {
        let receivers = elements.compactMap(key)
        guard receivers.count == elements.count else { return }
        let saved = aliases
        for receiver in receivers {
            aliases["$0"] = receiver
            if let first = closure.parameters.first { aliases[first] = receiver }
            walk(closure.body)
        }
        aliases = saved
    }

    /// Whether a receiver is made as `UIButton(type: .system)`, in this body or as a property of its type.
    /// `row.caption` where `row` is a parameter or local of an app class that declares `caption` as a property
    /// (`func fill(_ row: RowCell)`, `let cell = ... as! RowCell`): a view's own subview sits in that view, so
    /// what the body sets on `row` is beneath it.
    private mutating func inferOwner(_ receiver: String) {
        guard state.parents[receiver] == nil, let dot = receiver.firstIndex(of: "."),
            receiver.lastIndex(of: ".") == dot
        else { return }
        let base = String(receiver[..<dot])
        let property = String(receiver[receiver.index(after: dot)...])
        guard !UIKitUsageEmitter.builtInSubviews.contains(property), let (bare, type) = ownerType(base) else {
            return
        }
        guard let type else {
            // A class of the app not among the files read: UIKit's naming says what it is (`ButtonCell`, `CellMore`).
            if CodeUsagePairings.namedLikeView(bare) { state.parents[receiver] = base }
            return
        }
        let declared = evaluator.memberDeclarations(property, of: type).contains {
            let declaration = evaluator.entries[$0].declaration
            return declaration.kind == .property && !declaration.isStatic
        }
        if declared { state.parents[receiver] = base }
    }

    /// The class of a parameter or local (`row: RowCell`, `let cell = ... as! RowCell`): its name, and its
    /// declaration's path when it is an app class among the files read.
    private func ownerType(_ name: String) -> (String, String?)? {
        var text: String?
        if let declared = resolver.parameterTypes[name] {
            text = declared
        } else {
            switch resolver.locals[Self.localName(name)] {
            case .cast(_, let type, _)?: text = type
            case .call(.identifier(let type, _), _, _)?: text = type
            default: break
            }
        }
        guard let text else { return nil }
        let bare = CodeValue.plainType(text)
        guard !bare.isEmpty, !bare.hasPrefix("UI"), !bare.hasPrefix("NS") else { return nil }
        guard let resolved = evaluator.resolveType(bare, from: resolver.typePath) else { return (bare, nil) }
        return evaluator.typeKinds[resolved] == "class" ? (bare, resolved) : nil
    }

    /// A spinner: built or declared as `UIActivityIndicatorView`, or, with its declaration not among the files
    /// read (an Objective-C header), named so (`spinner`, `activityIndicator`).
    private func isActivityIndicator(_ receiver: String) -> Bool {
        if let type = receiverType(receiver) { return type == "UIActivityIndicatorView" }
        let name = (receiver.split(separator: ".").last.map(String.init) ?? receiver).lowercased()
        return name.contains("spinner") || name.contains("activityindicator")
    }

    /// The UIKit class a receiver is built as (`let wheel = UIActivityIndicatorView(style: .large)`) or declared
    /// with (`let wheel: UIActivityIndicatorView`), in the body or as a property of the type.
    func receiverType(_ receiver: String) -> String? {
        if case .call(.identifier(let type, _), _, _)? = resolver.locals[Self.localName(receiver)] { return type }
        guard !receiver.contains(".") else { return nil }
        let type = resolver.typePath.joined(separator: ".")
        for index in evaluator.memberDeclarations(receiver, of: type) {
            let declaration = evaluator.entries[index].declaration
            if let declared = declaration.type { return CodeValue.plainType(declared) }
            if case .call(.identifier(let built, _), _, _)? = declaration.value { return built }
        }
        return nil
    }

    /// `lazy var title = UILabel(frame: .zero)`, a property of the type, placed or given a font by this body: a
    /// label the type makes, in UIKit's label color unless some code of the type colors it, paired where it is
    /// declared once it is placed, here or in another method (round 23's Corona-Warn-App: only labels made in a
    /// local were).
    private mutating func notePropertyTextView(_ child: String) {
        guard state.defaultText[child] == nil, !child.contains("."), resolver.locals[Self.localName(child)] == nil
        else { return }
        let type = resolver.typePath.joined(separator: ".")
        guard let index = evaluator.memberDeclarations(child, of: type).first else { return }
        let entry = evaluator.entries[index]
        let declaration = entry.declaration
        guard declaration.kind == .property, !declaration.isStatic, let value = declaration.value,
            let made = Self.madeView(value), case .call(.identifier(let viewType, _), let arguments, _) = made,
            Self.textViewTypes.contains(viewType), arguments.isEmpty || arguments.first?.label == "frame",
            !evaluator.appearanceStyledTextViews().contains(viewType),
            !evaluator.textColoredNames(of: type).contains(child),
            // Colored by whoever holds the view (`cell.title.textColor = ...` in a controller).
            !evaluator.textColoredThroughOwners().contains(child)
        else { return }
        // Where the label is made: the property, or the line in its closure (`let label = UILabel()`).
        let madeInClosure = if case .call(.closure, _, _) = value { true } else { false }
        state.defaultText[child] = evaluator.location(
            madeInClosure ? made.position : declaration.position, file: entry.file)
    }

    /// The construction a property's value makes: `UILabel(frame: .zero)`, or the view a closure makes and
    /// returns without coloring its text or handing it to other code (`let title: UILabel = { let label =
    /// UILabel(); label.font = ...; return label }()`, round 24's Bark).
    static func madeView(_ value: CodeExpr) -> CodeExpr? {
        guard case .call(.closure(let closure, _), let callArguments, _) = value else { return value }
        guard callArguments.isEmpty, case .returnValue(.identifier(let returned, _)?, _)? = closure.body.last,
            let made = closure.body.lazy.compactMap({ statement -> CodeExpr? in
                guard case .binding(returned, _, let made?, _) = statement else { return nil }
                return made
            }).first
        else { return nil }
        var touched = false
        for expression in CodeStatement.expressions(in: closure.body) {
            expression.forEach(limit: 5_000) { node in
                switch node {
                case .binary("=", .member(.identifier(returned, _), let slot, _), _, _):
                    if ["textColor", "attributedText", "textAttributes", "defaultTextAttributes"].contains(slot) {
                        touched = true
                    }
                case .call(_, let arguments, _), .message(_, let arguments, _):
                    if arguments.contains(where: {
                        if case .identifier(returned, _) = $0.value { return true }
                        return false
                    }) {
                        touched = true
                    }
                default: break
                }
            }
        }
        return touched ? nil : made
    }

    /// `label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10)`: the label is pinned inside the panel
    /// on that edge (another anchor, `panel.bottomAnchor`, places it beside).
    private mutating func alignAnchors(_ callee: CodeExpr, _ arguments: [CodeArgument]) {
        guard case .member(.member(let viewExpression, let anchor, _), "constraint", _) = callee,
            anchor.hasSuffix("Anchor"), let argument = arguments.first,
            case .member(let otherView, anchor, _) = argument.value,
            let view = key(viewExpression), let other = key(otherView), other != view, !other.contains(".")
        else { return }
        state.alignedTo[view, default: []].insert(other)
    }

    /// Whether a receiver is made as a plain `UIView()` or `UIStackView()` (in this body, or as a property of
    /// its type, a closure's included), or is `self` in a direct `UIView` subclass named like a plate
    /// (`CardView`): no control, field or label, whose outline frames what it holds.
    private func isPlainView(_ receiver: String) -> Bool {
        let plain: Set<String> = ["UIView", "UIStackView"]
        if receiver == "self" {
            let type = resolver.typePath.joined(separator: ".")
            return evaluator.inheritance[type]?.first.map(plain.contains) == true
                && UIKitUsageEmitter.isPlate(resolver.typePath.last ?? "")
        }
        var value = resolver.locals[Self.localName(receiver)]
        if value == nil, !receiver.contains(".") {
            let type = resolver.typePath.joined(separator: ".")
            for index in evaluator.memberDeclarations(receiver, of: type) {
                let declaration = evaluator.entries[index].declaration
                if let made = declaration.value.flatMap(Self.madeView) {
                    value = made
                } else if let declared = declaration.type {
                    return plain.contains(CodeValue.plainType(declared))
                }
            }
        }
        guard case .call(.identifier(let type, _), _, _)? = value else { return false }
        return plain.contains(type)
    }

    /// The two button types whose title color UIKit chooses: the tint, or white.
    private enum ButtonType: String { case system, custom }

    /// `.system` or `.custom` for a receiver made as `UIButton(type: .system)` or as `UIButton()`,
    /// `UIButton(frame:)`, `UIButton(type: .custom)`, in this body or as a property of its type; `nil` otherwise.
    private func buttonType(_ receiver: String) -> ButtonType? {
        var value = resolver.locals[Self.localName(receiver)]
        if value == nil, !receiver.contains(".") {
            let type = resolver.typePath.joined(separator: ".")
            value =
                evaluator.memberDeclarations(receiver, of: type).lazy.compactMap {
                    evaluator.entries[$0].declaration.value
                }.first
        }
        // A lazy property's closure (`var button: UIButton = { let button = UIButton() ... }()`) binds the local
        // that the receiver is named after, so the local's value is found above.
        guard case .call(.identifier("UIButton", _), let arguments, _)? = value else { return nil }
        guard let type = arguments.first(where: { $0.label == "type" })?.value else {
            return arguments.isEmpty || (arguments.count == 1 && arguments[0].label == "frame") ? .custom : nil
        }
        switch type {
        case .implicitMember(let name, _), .member(_, let name, _): return ButtonType(rawValue: name)
        default: return nil
        }
    }

    /// The name of a receiver: `titleLabel`, `self.view` → `view`, `navigationController?.navigationBar`.
    func key(_ expression: CodeExpr) -> String? {
        switch expression {
        case .identifier(let name, _):
            return aliases[name] ?? name
        case .member(let base, let name, _):
            if case .identifier("self", _) = base { return aliases[name] ?? name }
            return key(base).map { $0 + "." + name }
        case .postfix(_, let inner, _), .cast(let inner, _, _):
            return key(inner)
        case .tuple(let elements, _) where elements.count == 1:
            return key(elements[0].value)
        case .call(.member(.identifier(let type, _), "appearance", _), let arguments, _):
            // `UINavigationBar.appearance()`: the proxy stands for every bar of the type (a containment rule
            // makes another proxy).
            return type + (arguments.isEmpty ? ".appearance()" : ".appearance(…)")
        case .message(.identifier(let type, _), let arguments, _) where arguments.first?.label == "appearance":
            // `[UINavigationBar appearance]`, as in Swift.
            return type + ".appearance()"
        case .message(.identifier(let type, _), let arguments, _)
        where arguments.first?.label?.hasPrefix("appearanceWhenContainedIn") == true:
            return type + ".appearance(…)"
        default:
            return nil
        }
    }

    private mutating func assignment(_ target: CodeExpr, _ value: CodeExpr) {
        switch target {
        case .member(let base, let property, let position):
            guard let receiver = key(base) else { return }
            // `cell.accessoryView = toggle`: the accessory sits in the cell (beside its content view).
            if property == "accessoryView", let child = key(value) {
                state.parents[child] = receiver
                state.touched.insert(child)
                return
            }
            set(receiver, property: property, value, location(position))
        case .identifier(let name, let position) where declaredLocals.contains(name):
            assignedValues[name, default: []].append(value)
            state.set(
                Self.localPrefix + name, "value",
                UsageSite(color: resolver.resolve(value), location: location(position)))
        case .identifier(let property, let position):
            set("self", property: property, value, location(position))
        case .subscripted(.member(let base, let property, let position), let arguments, _):
            // `titleTextAttributes[.foregroundColor] = color`.
            guard let receiver = key(base), let first = arguments.first, Self.isForegroundKey(first.value),
                let slot = Self.attributeSlots[property]
            else { return }
            put(receiver, slot, value, location(position))
        default:
            break
        }
    }

    /// `setTitleTextAttributes(_:for:)` by control state: a segmented control's selected titles sit on its
    /// selected segment (`selectedSegmentTintColor`), not on its background; other states are not read.
    static let titleAttributeSlots = [
        "normal": "titleAttributes", "selected": "selectedTitleAttributes", "disabled": "titleDisabled",
    ]

    static let attributeSlots = [
        "titleTextAttributes": "titleAttributes", "largeTitleTextAttributes": "largeTitleAttributes",
        "attributedText": "text", "attributedPlaceholder": "placeholder", "attributedTitle": "title",
        "typingAttributes": "text", "linkTextAttributes": "text",
    ]

    private mutating func set(_ receiver: String, property: String, _ value: CodeExpr, _ at: SourceLocation) {
        if attributeProperty(receiver, property, value) || configurationProperty(receiver, property, value, at) {
            return
        }
        // `private var textColor: UIColor` of a `UIView` subclass: the app's own property (a UIKit one can only
        // be overridden with a getter or observers), which colors nothing by being set; kept to be read back.
        if receiver == "self", ownsStoredProperty(property) {
            if let slot = Self.propertySlot(property) { put(receiver, slot, value, at) }
            return
        }
        var receiver = receiver
        switch property {
        case "textColor": put(receiver, "text", value, at)
        // An app style sheet's style (`.add { s in s.fontColor = ...; s.backgroundColor = ... }`, round 20's
        // Organic Maps): its text color, a cell style's detail text, and its disabled text (decorative, as a
        // button's disabled title is). Its pressed and selected looks are not read, as a control's are not.
        case "fontColor": put(receiver, "text", value, at)
        case "fontColorDetailed": put(receiver, "subtitle", value, at)
        case "fontColorDisabled": put(receiver, "titleDisabled", value, at)
        case "image":
            // `imageView.image = icon.withTintColor(.gray, renderingMode: .alwaysOriginal)` (or a local holding
            // it): the image is drawn in that color, a component over what holds the view.
            if let tint = Self.tintedImageColor(value, locals: resolver.locals) { put(receiver, "tint", tint, at) }
        case "tintColor": put(receiver, "tint", value, at)
        // A switch's track when on, and its thumb: components over what holds the switch.
        case "onTintColor": put(receiver, "onTint", value, at)
        // What a progress view, slider, page control or spinner draws over what holds it: components (3:1).
        case "progressTintColor", "minimumTrackTintColor", "currentPageIndicatorTintColor":
            put(receiver, "indicator", value, at)
        case "color" where isActivityIndicator(receiver):
            put(receiver, "indicator", value, at)
        case "thumbTintColor": put(receiver, "thumbTint", value, at)
        case "selectedSegmentTintColor": put(receiver, "selectedBackground", value, at)
        // A tab bar's or toolbar's items that are not selected: icons and titles over the bar.
        case "unselectedItemTintColor": put(receiver, "unselectedTint", value, at)
        case "baseForegroundColor":
            // `UIButton.Configuration`: the title and image color over `baseBackgroundColor`.
            put(receiver, "title", value, at)
        case "barStyle" where Self.isNavigationBar(receiver) && Self.isBlackStyle(value):
            // `barStyle = .black`: UIKit draws the title white; title text attributes set later replace it.
            if (state.slots[receiver]?["titleAttributes"] ?? []).isEmpty {
                put(
                    receiver, "titleAttributes",
                    .member(.identifier("UIColor", value.position), "white", value.position), at)
            }
        case "backgroundColor" where Self.isClosureObject(receiver),
            "barTintColor" where Self.isClosureObject(receiver):
            // A style object a closure is handed (`.add { s in ... }`) with both, in two colors: which one its text
            // is drawn on depends on the view the style is applied to (a navigation bar's title on its bar tint, a
            // search bar's text in its field), so neither is guessed. (A `where` binds to its own pattern only.)
            let other = property == "backgroundColor" ? "barTintColor" : "backgroundColor"
            let color = resolver.resolve(value)
            if let earlier = styleBackgrounds[receiver]?[other], earlier != color.name {
                state.set(
                    receiver, "background",
                    UsageSite(
                        color: .unknown(
                            "is the backgroundColor or the barTintColor the style sets, depending on the view it "
                                + "styles"),
                        location: at))
            } else {
                put(receiver, "background", value, at)
            }
            styleBackgrounds[receiver, default: [:]][property] = color.name ?? ""
        case "backgroundColor", "barTintColor", "baseBackgroundColor":
            if receiver.hasSuffix(".layer") { receiver.removeLast(6) }
            // A button configuration's `background.backgroundColor` is the configuration's background.
            if property == "backgroundColor", receiver.hasSuffix(".background") { receiver.removeLast(11) }
            if receiver == "layer" { receiver = "self" }
            put(receiver, "background", value, at)
        case "borderColor":
            if receiver.hasSuffix(".layer") { receiver.removeLast(6) } else if receiver == "layer" { receiver = "self" }
            if isPlainView(receiver) { state.plainViews.insert(receiver) }
            put(receiver, "border", value, at)
        case "borderWidth":
            // A border is drawn only with a width (UIKit's default is 0): 0 written out, or another value.
            if receiver.hasSuffix(".layer") { receiver.removeLast(6) } else if receiver == "layer" { receiver = "self" }
            // A width computed from a construction's values or this reading's case (`style.borderWidth`) is read.
            let written = resolver.withCasesAndLocals(value) ?? value
            if case .number(let width, _, _) = value {
                state.borderWidths[receiver] = width
            } else if case .number(let width, _)? = resolver.valueAtSite(written) {
                state.borderWidths[receiver] = width
            } else {
                state.borderWidths[receiver] = -1
            }
        case "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance":
            // `navigationBar.standardAppearance = appearance`: the bar shows the appearance's background.
            if property == "standardAppearance", let appearance = key(value) { state.parents[receiver] = appearance }
        case "font":
            notePropertyTextView(receiver)
            var written = storedFont(value) ?? value
            // In an initializer read at a construction, its parameters are the arguments written there.
            if !resolver.siteArguments.isEmpty, case .call(let callee, let arguments, let position) = written {
                let bound = arguments.map { argument in
                    guard case .identifier(let name, _) = argument.value, let given = resolver.siteArguments[name]
                    else { return argument }
                    return CodeArgument(label: argument.label, value: given, key: argument.key)
                }
                written = .call(callee, bound, position)
            }
            if let font = UsageFont.read(written) {
                state.fonts[receiver] = font
            } else {
                state.fonts[receiver] = nil
            }
        case "isEnabled", "enabled":
            if case .identifier(let flag, _) = value, flag == "false" || flag == "NO" {
                state.disabled.insert(receiver)
            } else {
                state.disabled.remove(receiver)
            }
        default:
            if let slot = Self.attributeSlots[property] {
                putAttributes(receiver, property, slot, value, at)
            } else if let slot = Self.propertySlot(property) {
                // An app view's own color property (`pill.fillColor = selected ? a : b`): it draws nothing the
                // reader knows, but a later `label.backgroundColor = pill.fillColor` reads it back.
                put(receiver, slot, value, at)
            }
        }
    }

    /// `label.font = font` where `font` is a stored property of the body's type (`var font: UIFont =
    /// .systemFont(ofSize: 48, weight: .bold)`): the font it is declared with, or a local's value.
    private func storedFont(_ value: CodeExpr) -> CodeExpr? {
        let name: String
        switch value {
        case .identifier(let identifier, _), .member(.identifier("self", _), let identifier, _): name = identifier
        default: return nil
        }
        if let local = resolver.locals[name] { return local }
        guard !resolver.typePath.isEmpty else { return nil }
        for index in evaluator.memberDeclarations(name, of: resolver.typePath.joined(separator: ".")) {
            let declaration = evaluator.entries[index].declaration
            if declaration.kind == .property, !declaration.isStatic, let initial = declaration.value { return initial }
        }
        return nil
    }

    static let localPrefix = "local:"
    /// The slot of an app property (`prop:fillColor`), kept only to be read back (`copiedSlot`).
    static let propertyPrefix = "prop:"

    /// Whether the body's type declares a stored property of this name itself (no getter, no observers).
    private func ownsStoredProperty(_ property: String) -> Bool {
        guard !resolver.typePath.isEmpty else { return false }
        return evaluator.memberDeclarations(property, of: resolver.typePath.joined(separator: ".")).contains {
            let declaration = evaluator.entries[$0].declaration
            return declaration.kind == .property && !declaration.isStatic && declaration.body == nil
        }
    }

    /// A receiver (or a message naming receivers) as written: `wrapper@812` (a second local of that name, see
    /// `walk`) is `wrapper`.
    static func localName(_ receiver: String) -> String {
        guard receiver.utf8.contains(UInt8(ascii: "@")) else { return receiver }
        var result = ""
        var characters = receiver[...]
        while let at = characters.firstIndex(of: "@") {
            result += characters[..<at]
            let digits = characters[characters.index(after: at)...].prefix { $0.isASCII && $0.isNumber }
            let rest = characters[digits.endIndex...]
            // Only `@` and digits that end a name (`@2x` in a file name stays).
            if digits.isEmpty || rest.first.map({ $0.isLetter || $0 == "_" }) == true {
                result.append("@")
                characters = characters[characters.index(after: at)...]
            } else {
                characters = rest
            }
        }
        return result + characters
    }

    /// Color properties whose value a body may copy from one view to another, by the slot they set.
    static let copiedSlots = ["backgroundColor": "background", "textColor": "text", "tintColor": "tint"]

    private static func propertySlot(_ name: String) -> String? {
        name.hasSuffix("Color") ? propertyPrefix + name : nil
    }

    /// `backgroundColor`, `self.backgroundColor`, `header.textColor`: the receiver and slot a value reads, when
    /// this body set it earlier (`caption.backgroundColor = backgroundColor` copies the view's own).
    private func copiedSlot(_ value: CodeExpr) -> (String, String)? {
        switch value {
        case .identifier(let name, _) where resolver.locals[name] == nil && !declaredLocals.contains(name):
            guard let slot = Self.copiedSlots[name] ?? Self.propertySlot(name),
                state.slots["self"]?[slot]?.isEmpty == false
            else { return nil }
            return ("self", slot)
        case .member(let base, let name, _):
            guard let slot = Self.copiedSlots[name] ?? Self.propertySlot(name), let source = key(base),
                state.slots[source]?[slot]?.isEmpty == false
            else { return nil }
            return (source, slot)
        default:
            return nil
        }
    }

    /// The color of `image.withTintColor(color)` / `withTintColor(color, renderingMode:)`, through optional
    /// chaining, unwrapping and locals; `nil` for any other image.
    static func tintedImageColor(_ value: CodeExpr, locals: [String: CodeExpr], depth: Int = 0) -> CodeExpr? {
        guard depth < 4 else { return nil }
        switch value {
        case .postfix(_, let inner, _): return tintedImageColor(inner, locals: locals, depth: depth + 1)
        case .identifier(let name, _):
            guard let bound = locals[name] else { return nil }
            return tintedImageColor(bound, locals: locals, depth: depth + 1)
        case .call(.member(_, "withTintColor", _), let arguments, _):
            guard let first = arguments.first, first.label == nil else { return nil }
            return first.value
        default:
            return nil
        }
    }

    /// `navigationBar`, `navigationController?.navigationBar`, `UINavigationBar.appearance()`.
    static func isNavigationBar(_ receiver: String) -> Bool {
        receiver.hasSuffix("navigationBar") || receiver.hasPrefix("UINavigationBar.appearance")
    }

    /// `.black`, `.blackOpaque`, `.blackTranslucent`, `UIBarStyle.black`.
    static func isBlackStyle(_ value: CodeExpr) -> Bool {
        switch value {
        case .implicitMember(let name, _), .member(.identifier("UIBarStyle", _), let name, _):
            return name.hasPrefix("black")
        default:
            return false
        }
    }

    mutating func put(_ receiver: String, _ slot: String, _ value: CodeExpr, _ at: SourceLocation) {
        inferOwner(receiver)
        readConstruction(of: receiver)
        if case .ternary(let condition, let first, let second, _) = value, let holds = resolver.decided(condition) {
            put(receiver, slot, holds ? first : second, at)
            return
        }
        if let (source, sourceSlot) = copiedSlot(value), let alternatives = state.slots[source]?[sourceSlot] {
            let sites = alternatives.map { UsageSite(color: $0.color, location: at, path: $0.path) }
            state.set(receiver, slot, alternatives: sites)
            return
        }
        if case .identifier(let name, _) = value, resolver.locals[name] == nil,
            let alternatives = state.slots[Self.localPrefix + name]?["value"]
        {
            // Each value keeps the arms it was assigned in (`ink = Lot.snow` in the `if live` arm).
            var seen: Set<UsageSite> = []
            let sites = alternatives.map { UsageSite(color: $0.color, location: at, path: $0.path) }.filter {
                seen.insert($0).inserted
            }
            state.set(receiver, slot, alternatives: sites)
            return
        }
        // `on ? Bar.torch : Bar.title`: either color, each paired (the condition is known only at run time), each
        // in its arm of the condition (a background `on ? A : B` meets only its own arm's text).
        if case .ternary(let condition, let first, let second, let position) = value {
            let colors = [resolver.resolve(first), resolver.resolve(second)]
            if !colors.contains(where: \.isUnknown) {
                let (choice, negated) = Self.choice([.expression(condition)], position)
                let arms = negated ? [1, 0] : [0, 1]
                let sites = zip(colors, arms).map {
                    UsageSite(color: $0.0, location: at, path: [BranchArm(choice: choice, arm: $0.1)])
                }
                state.set(receiver, slot, alternatives: colors[0] == colors[1] ? [sites[0]] : sites)
                return
            }
        }
        state.set(receiver, slot, UsageSite(color: resolver.resolve(value), location: at))
    }

    /// An attributes dictionary key by its Swift or Objective-C name (`.foregroundColor`,
    /// `NSAttributedString.Key.foregroundColor`, `NSForegroundColorAttributeName`).
    static func isAttributeKey(_ expression: CodeExpr, _ swiftName: String) -> Bool {
        switch expression {
        case .implicitMember(let name, _), .member(_, let name, _), .identifier(let name, _):
            return name == swiftName
                || name == "NS" + swiftName.prefix(1).uppercased() + swiftName.dropFirst() + "AttributeName"
        default:
            return false
        }
    }

    static func isForegroundKey(_ expression: CodeExpr) -> Bool { isAttributeKey(expression, "foregroundColor") }
    static func isFontKey(_ expression: CodeExpr) -> Bool { isAttributeKey(expression, "font") }
    static func isBackgroundKey(_ expression: CodeExpr) -> Bool { isAttributeKey(expression, "backgroundColor") }

    /// The value of an attributes dictionary, or of the `attributes:` of an attributed string, under a key
    /// (`.foregroundColor`, `NSAttributedString.Key.backgroundColor`, `NSForegroundColorAttributeName`).
    func attribute(_ value: CodeExpr, _ keyMatches: (CodeExpr) -> Bool) -> CodeExpr? {
        switch value {
        case .dictionary(let entries, _):
            return entries.last { keyMatches($0.key) }?.value
        case .cast(let inner, _, _):
            return attribute(inner, keyMatches)
        case .call(let callee, let arguments, _):
            return Self.attributeCall(callee, arguments, keyMatches) { attribute($0, keyMatches) }
        case .message(_, let arguments, _):
            // `[[NSAttributedString alloc] initWithString:s attributes:d]`.
            for argument in arguments where argument.label == "attributes" {
                return attribute(argument.value, keyMatches)
            }
            return nil
        case .identifier(let name, _):
            let recorded = attributeValues[aliases[name] ?? name]
            if let set = recorded?.last(where: { keyMatches(.implicitMember($0.name, value.position)) }) {
                return set.value
            }
            // A local holding the string or the dictionary (`let title = NSAttributedString(...)`).
            guard let local = resolver.locals[name], case .identifier = local else {
                return resolver.locals[name].flatMap { attribute($0, keyMatches) }
            }
            return nil
        default:
            return nil
        }
    }

    /// Text attributes with a foreground color: on the receiver, or, with a background color attribute too,
    /// on a run of their own (`label.attributedText`) that the attribute's background fills over the receiver.
    private mutating func putAttributes(
        _ receiver: String, _ property: String, _ slot: String, _ value: CodeExpr, _ at: SourceLocation
    ) {
        let context = AttributedRuns.Context(
            locals: resolver.locals, added: addedRuns, assigned: assignedValues, inBody: true)
        if let runs = AttributedRuns.runs(of: value, context, helper: attributedHelper) {
            putRuns(receiver, slot, runs, at)
            return
        }
        guard let color = attribute(value, Self.isForegroundKey) else { return }
        // The string's own font decides large text (`.font: UIFont.boldSystemFont(ofSize: 32)`).
        let font = attribute(value, Self.isFontKey).flatMap(UsageFont.read)
        guard let background = attribute(value, Self.isBackgroundKey) else {
            // Kept for this slot alone: a navigation bar's large-title font says nothing of its regular titles.
            if let font { state.fonts[receiver + "#" + slot] = font }
            put(receiver, slot, color, at)
            return
        }
        let run = receiver + "." + property
        if let font { state.fonts[run + "#" + slot] = font }
        state.parents[run] = receiver
        put(run, "background", background, at)
        put(run, slot, color, at)
    }

    /// An attributed string's runs, each a text color of the receiver: where a run is written in this body, its
    /// color's own position is the site; a run a helper builds is sited at the assignment.
    private mutating func putRuns(
        _ receiver: String, _ slot: String, _ runs: [AttributedRuns.Run], _ at: SourceLocation
    ) {
        guard !runs.isEmpty else { return }
        inferOwner(receiver)
        readConstruction(of: receiver)
        var sites: [UsageSite] = []
        for run in runs {
            let color =
                run.dependsOnParameter
                ? UsageColor.unknown(
                    "is a parameter of the method that builds the attributed string, whose call's arguments do not"
                        + " match its parameters")
                : resolver.resolve(run.color)
            let site = UsageSite(color: color, location: run.inBody ? location(run.color.position) : at)
            if !sites.contains(site) { sites.append(site) }
        }
        // One font for every run decides large text; runs in several fonts are read as normal text.
        let fonts = Set(runs.map { $0.font.flatMap(UsageFont.read) })
        if fonts.count == 1, let font = fonts.first ?? nil { state.fonts[receiver + "#" + slot] = font }
        state.set(receiver, slot, alternatives: sites)
    }

    /// A method of the type that an expression calls (`[[self class] titleStringFor:name]`, `[self monsterText]`,
    /// `titleString(for: name)`), with its body and parameter names, for the attributed string it returns.
    func attributedHelper(_ expression: CodeExpr) -> AttributedRuns.Helper? {
        let type = resolver.typePath.joined(separator: ".")
        let name: String
        var arguments: [CodeArgument] = []
        switch expression {
        case .message(let target, let written, _):
            arguments = written
            switch target {
            case .identifier("self", _), .message(.identifier("self", _), _, _): break
            case .identifier(let named, _) where named == resolver.typePath.last: break
            default: return nil
            }
            guard let selector = arguments.first?.label else { return nil }
            name = selector
        case .call(.identifier(let function, _), let written, _):
            name = function
            arguments = written
        case .call(.member(.identifier(let base, _), let function, _), let written, _)
        where base == "self" || base == "Self" || base == resolver.typePath.last:
            name = function
            arguments = written
        default:
            return nil
        }
        for index in evaluator.memberDeclarations(name, of: type) {
            let declaration = evaluator.entries[index].declaration
            guard declaration.kind == .function, let body = declaration.body else { continue }
            let parameters = declaration.parameters
            let unmatched = AttributedRuns.Helper(body: body, bindings: [:], unbound: Set(parameters.map(\.name)))
            // Objective-C's pieces bind in order; Swift's arguments by label, a parameter left out taking its
            // default. What cannot be matched binds nothing.
            var bindings: [String: CodeExpr] = [:]
            if case .message = expression {
                guard parameters.count == arguments.count || parameters.isEmpty else { return unmatched }
                for (parameter, argument) in zip(parameters, arguments) { bindings[parameter.name] = argument.value }
            } else {
                var next = 0
                for parameter in parameters {
                    if next < arguments.count, arguments[next].label == parameter.label {
                        bindings[parameter.name] = arguments[next].value
                        next += 1
                    } else if let value = parameter.defaultValue {
                        bindings[parameter.name] = value
                    }
                }
                guard next == arguments.count, bindings.count == parameters.count else { return unmatched }
            }
            return AttributedRuns.Helper(body: body, bindings: bindings, unbound: [])
        }
        return nil
    }

    /// `setTitleColor(_:for:)`, `addSubview(_:)`, `setTitleTextAttributes(_:for:)`; `false` if none.
    private mutating func call(_ callee: CodeExpr, _ arguments: [CodeArgument], _ position: CodePosition) -> Bool {
        if case .member(let base, let function, _) = callee, styleFunction(base, function, arguments) { return true }
        if case .member(.identifier(let local, _), let function, _) = callee,
            AttributedRuns.isMutableString(resolver.locals[local]),
            AttributedRuns.record(function, arguments, into: &addedRuns, local: local)
        {
            return true
        }
        let receiver: String
        let name: String
        switch callee {
        case .member(let base, let member, _):
            guard let found = key(base) else { return false }
            receiver = found
            name = member
        case .identifier(let member, _):
            receiver = "self"
            name = member
        default:
            return false
        }
        let at = location(position)
        switch name {
        case "setTitleColor":
            guard let color = arguments.first?.value else { return true }
            let state = arguments.first { $0.label == "for" }.map { Self.controlState($0.value) } ?? "normal"
            if state == "normal" {
                put(receiver, "title", color, at)
            } else if state == "disabled" {
                put(receiver, "titleDisabled", color, at)
            }
        case "setTitle":
            switch buttonType(receiver) {
            case .system: state.systemTitled.insert(receiver)
            case .custom:
                let forState = arguments.first { $0.label == "for" }.map { Self.controlState($0.value) } ?? "normal"
                let type = resolver.typePath.joined(separator: ".")
                if forState == "normal", state.defaultTitle[receiver] == nil,
                    !evaluator.titleColoredNames(of: type).contains(Self.localName(receiver))
                {
                    state.defaultTitle[receiver] = at
                }
            case nil: break
            }
        case "setAttributedTitle":
            // `setAttributedTitle(NSAttributedString(string:attributes:), for: .normal)`: the title's color is the
            // string's foreground attribute.
            let state = arguments.first { $0.label == "for" }.map { Self.controlState($0.value) } ?? "normal"
            if let string = arguments.first?.value, let slot = Self.titleAttributeSlots[state] {
                putAttributes(receiver, "attributedTitle", slot == "titleAttributes" ? "title" : slot, string, at)
            }
        case "setTitleTextAttributes":
            let state = arguments.first { $0.label == "for" }.map { Self.controlState($0.value) } ?? "normal"
            if let dictionary = arguments.first?.value, let slot = Self.titleAttributeSlots[state] {
                putAttributes(receiver, "titleTextAttributes", slot, dictionary, at)
            }
        case "append" where Self.isArrayLiteral(resolver.locals[Self.localName(receiver)]):
            if let child = arguments.first?.value, arguments.count == 1 {
                appendedViews[Self.localName(receiver), default: []].append(child)
            }
        case "makeConstraints", "remakeConstraints",
            "updateConstraints" where receiver.hasSuffix(".snp"):
            // SnapKit: `panel` in `make.top.equalTo(panel).offset(10)` pins the same edge; `panel.snp.bottom` another.
            let view = String(receiver.dropLast(".snp".count))
            for argument in arguments {
                argument.value.forEach(limit: 2_000) { node in
                    guard case .call(.member(_, let relation, _), let inner, _) = node,
                        ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"].contains(relation),
                        inner.count == 1, let other = key(inner[0].value), other != view, !other.contains(".")
                    else { return }
                    state.alignedTo[view, default: []].insert(other)
                }
            }
            return false
        case "constraint" where receiver.hasSuffix("Anchor"):
            alignAnchors(callee, arguments)
            return false
        case "activate" where receiver == "NSLayoutConstraint":
            // `NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: panel.topAnchor), ...])`.
            for argument in arguments {
                argument.value.forEach(limit: 2_000) { node in
                    if case .call(let inner, let list, _) = node { alignAnchors(inner, list) }
                }
            }
            return false
        case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview":
            if let child = arguments.first.flatMap({ key($0.value) }) {
                readConstruction(of: child)
                recordAppView(child, at: at)
                if name == "addSubview" {
                    state.placed.removeAll { $0 == child }
                    state.placed.append(child)
                }
                state.parents[child] = receiver
                notePropertyTextView(child)
            }
        case "setBackgroundImage":
            // A bar's background image covers its bar tint color whatever the order they are set in.
            guard let image = arguments.first?.value else { return true }
            // An SF Symbol (`UIImage(systemName: "circle")`) is a template drawn in the button's tint: it is the
            // tint's glyph over what holds the button, not an image beneath it (round 27's RickAndMorty radio
            // buttons).
            if case .call(.identifier("UIImage", _), let imageArguments, _) = image,
                imageArguments.first?.label == "systemName"
            {
                return true
            }
            put(receiver, "backgroundImage", image, at)
        case "setBackgroundColors", "setBackgroundColor":
            // A helper that sets the receiver's background (`setBackgroundColors(normal, selected: s)`), read by
            // its name: the first, unlabelled color is the background in the normal state.
            guard let first = arguments.first, first.label == nil else { return false }
            put(receiver, "background", first.value, at)
        default:
            // `stackView.addArrangedView(label, inset: .zero)`, `addSubviews(title, icon)`,
            // `addConstrainedSubviews([title, icon]) { ... }`: an app helper that places views (its unlabelled
            // arguments, or the elements of an array; a trailing closure lays them out), read by its name as
            // UIKit's own.
            var placed: [CodeExpr] = []
            for argument in arguments where argument.label == nil {
                switch argument.value {
                case .closure: continue
                case .array(let elements, _): placed += elements
                default: placed.append(argument.value)
                }
            }
            guard Self.placesSubviews(name), !placed.isEmpty else { return false }
            let children = placed.compactMap { key($0) }
            guard children.count == placed.count else { return false }
            for child in children {
                readConstruction(of: child)
                state.parents[child] = receiver
                notePropertyTextView(child)
            }
        }
        return true
    }

    /// `UIStackView(arrangedSubviews: [title, button])`: the stack holds them.
    private mutating func placeArrangedSubviews(_ value: CodeExpr, in stack: String) {
        guard case .call(_, let arguments, _) = value,
            let given = arguments.first(where: { $0.label == "arrangedSubviews" })?.value
        else { return }
        var elements: [CodeExpr]
        switch given {
        case .array(let written, _):
            elements = written
        case .identifier(let name, _):
            // `var rightButtons: [UIView] = [share, menu]`, appended to, then arranged.
            guard case .array(let written, _)? = resolver.locals[name] else { return }
            elements = written + (appendedViews[name] ?? [])
        default:
            return
        }
        for child in elements.compactMap(key) {
            readConstruction(of: child)
            state.parents[child] = stack
        }
    }

    /// UIKit's views that draw text in the label color unless told otherwise.
    static let textViewTypes: Set<String> = ["UILabel", "UITextField", "UITextView"]

    static func isArrayLiteral(_ expression: CodeExpr?) -> Bool {
        if case .array? = expression { return true }
        return false
    }

    /// Whether a method's name says it adds views to its receiver (`addArrangedView`, `addSubviews`,
    /// `insertView`), not a controller or anything else.
    static func placesSubviews(_ name: String) -> Bool {
        guard name.hasPrefix("add") || name.hasPrefix("insert"), !name.contains("Controller") else { return false }
        return name.hasSuffix("View") || name.hasSuffix("Views") || name.contains("Subview")
    }

    static func controlState(_ expression: CodeExpr) -> String {
        switch expression {
        case .implicitMember(let name, _), .member(_, let name, _), .identifier(let name, _):
            let lower = name.lowercased()
            if lower.hasSuffix("normal") { return "normal" }
            if lower.hasSuffix("disabled") { return "disabled" }
            return lower
        case .array(let elements, _) where elements.isEmpty:
            return "normal"
        default:
            return "other"
        }
    }

    /// `[button setTitleColor:c forState:UIControlStateNormal]`, `[label setTextColor:c]`, `[view addSubview:x]`.
    private mutating func message(_ target: CodeExpr, _ arguments: [CodeArgument], _ position: CodePosition) {
        guard let receiver = key(target), let first = arguments.first, let selector = first.label else { return }
        if case .identifier(let local, _) = target, AttributedRuns.isMutableString(resolver.locals[local]),
            AttributedRuns.record(selector, arguments, into: &addedRuns, local: local)
        {
            return
        }
        let at = location(position)
        switch selector {
        case "setTextColor": put(receiver, "text", first.value, at)
        case "setTintColor": put(receiver, "tint", first.value, at)
        case "setUnselectedItemTintColor": put(receiver, "unselectedTint", first.value, at)
        case "setBackgroundColor", "setBarTintColor": put(receiver, "background", first.value, at)
        case "setTitleColor":
            let state = arguments.first { $0.label == "forState" }.map { Self.controlState($0.value) } ?? "normal"
            if state == "normal" { put(receiver, "title", first.value, at) }
            if state == "disabled" { put(receiver, "titleDisabled", first.value, at) }
        case "addSubview", "addArrangedSubview":
            if let child = key(first.value) {
                readConstruction(of: child)
                recordAppView(child, at: at)
                state.parents[child] = receiver
            }
        case "setFont":
            state.fonts[receiver] = UsageFont.read(first.value)
        case "setTitleTextAttributes":
            let state = arguments.first { $0.label == "forState" }.map { Self.controlState($0.value) } ?? "normal"
            if let slot = Self.titleAttributeSlots[state] {
                putAttributes(receiver, "titleTextAttributes", slot, first.value, at)
            }
        case "setSelectedSegmentTintColor": put(receiver, "selectedBackground", first.value, at)
        case "setAttributedText", "setAttributedPlaceholder":
            let property = String(selector.dropFirst(3).prefix(1).lowercased() + selector.dropFirst(4))
            if let slot = Self.attributeSlots[property] { putAttributes(receiver, property, slot, first.value, at) }
        default:
            break
        }
    }
}
