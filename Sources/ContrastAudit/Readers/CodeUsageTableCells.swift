import Foundation

/// The default background of a table cell that no code colors, where the files read show the table it is
/// shown in: UIKit draws a cell of a plain table on the system background and one of a grouped or inset
/// grouped table on secondarySystemGroupedBackground (the colors SwiftUI's list rows take from the same
/// cells, `SwiftUIUsageReader.rowBackground`). Where the table's style is not in the files read, or code
/// outside a cell colors cells (`cell.backgroundColor = X` in a data source), the cell's background stays
/// unknown and its labels are notes.
struct UsageTableCells {
    /// A table that shows a cell class: its style and where the code says so.
    struct Host: Hashable {
        /// `plain`, `grouped` or `insetGrouped`.
        var style: String
        /// The registration or dequeue that puts the cell in the table.
        var site: SourceLocation
        /// The table and where its style is written (`tableView, made with style .grouped at List.swift:12`).
        var table: String
    }

    /// The tables each cell type (its key) is shown in, when every one of them has a known style.
    private var hosts: [String: [Host]] = [:]
    /// Cell types shown in a table whose style the files read do not show.
    private var unknownStyle: Set<String> = []
    /// Where code outside a cell colors a cell of a type it does not name (`cell.backgroundColor` on a cell
    /// dequeued untyped, a cell appearance proxy), which the cell's own code does not show.
    private var outsideColoring: SourceLocation?
    /// The same for a cell bound with its type (`let cell = ... as! TrackCell`), by the type's key.
    private var outsideColoringByType: [String: SourceLocation] = [:]

    static let styleColors = [
        "plain": "systemBackground", "grouped": "secondarySystemGroupedBackground",
        "insetGrouped": "secondarySystemGroupedBackground",
    ]
    private static let cellBackgroundMembers: Set<String> = [
        "backgroundColor", "backgroundView", "backgroundConfiguration", "setBackgroundColor", "setBackgroundView",
        "setBackgroundConfiguration",
    ]

    init(_ evaluator: CodeEvaluator) {
        for (index, entry) in evaluator.entries.enumerated() {
            let declaration = entry.declaration
            guard declaration.body != nil || declaration.value != nil else { continue }
            let scope = declaration.scope
            let ownType = scope.joined(separator: ".")
            let inCell = CodeUsagePairings.isTableCell(ownType, evaluator)
            var found: [(cell: String, table: CodeExpr, at: CodePosition)] = []
            var boundTypes: [String: String] = [:]
            for parameter in declaration.parameters { boundTypes[parameter.name] = Self.bareType(parameter.type) }
            Self.visit(declaration) { name, type, value in
                // `FooCell *cell = [tableView dequeueReusableCellWithIdentifier:...]`, `let cell: FooCell = ...`.
                if let type, let table = Self.dequeueReceiver(value) { found.append((type, table, value.position)) }
                var bare = value
                while case .postfix(_, let inner, _) = bare { bare = inner }
                if let type = type ?? { if case .cast(_, let cast, _) = bare { cast } else { nil } }() {
                    boundTypes[name] = Self.bareType(type)
                }
            }
            func coloredOutside(_ base: CodeExpr, _ position: CodePosition) {
                let at = evaluator.location(position, file: entry.file)
                if let root = Self.rootName(base), let type = boundTypes[root], !type.hasPrefix("UI") {
                    // A cell type not among the files read is none of the cells read.
                    guard let key = evaluator.resolveType(type, from: scope) else { return }
                    outsideColoringByType[key] = outsideColoringByType[key] ?? at
                } else {
                    outsideColoring = outsideColoring ?? at
                }
            }
            for expression in declaration.expressions {
                expression.forEach(limit: 20_000) { node in
                    switch node {
                    case .cast(let value, let type, let position):
                        if let table = Self.dequeueReceiver(value) { found.append((type, table, position)) }
                    case .call(.member(let table, "register", _), let arguments, let position):
                        if let first = arguments.first?.value, case .member(let cell, "self", _) = first,
                            let name = Self.typeName(cell)
                        {
                            found.append((name, table, position))
                        }
                    case .message(let table, let arguments, let position):
                        if arguments.first?.label == "registerClass",
                            case .message(let cell, let inner, _)? = arguments.first?.value,
                            inner.first?.label == "class", let name = Self.typeName(cell)
                        {
                            found.append((name, table, position))
                        }
                        if !inCell, Self.cellBackgroundMembers.contains(arguments.first?.label ?? ""),
                            Self.namesCell(table)
                        {
                            coloredOutside(table, position)
                        }
                    case .binary("=", .member(let base, let member, _), _, let position):
                        if !inCell, Self.cellBackgroundMembers.contains(member), Self.namesCell(base) {
                            coloredOutside(base, position)
                        }
                    default: break
                    }
                }
            }
            for item in found {
                guard let cell = evaluator.resolveType(item.cell, from: scope),
                    CodeUsagePairings.isTableCell(cell, evaluator)
                else { continue }
                let site = evaluator.location(item.at, file: entry.file)
                if let host = Self.host(item.table, in: scope, declaration: index, evaluator, site: site) {
                    if !hosts[cell, default: []].contains(host) { hosts[cell, default: []].append(host) }
                } else {
                    unknownStyle.insert(cell)
                }
            }
        }
    }

    /// Where code outside the cells colors a cell that may be of type `cell` (or of a subclass), if any.
    func coloredOutside(_ cell: String, _ evaluator: CodeEvaluator) -> SourceLocation? {
        if let outsideColoring { return outsideColoring }
        return outsideColoringByType.sorted(by: { $0.key < $1.key }).first { type, _ in
            type == cell || CodeUsagePairings.extends(type, [cell], evaluator)
                || CodeUsagePairings.extends(cell, [type], evaluator)
        }?.value
    }

    /// `cell` in `cell.contentView`, `cell!`.
    private static func rootName(_ expression: CodeExpr) -> String? {
        switch expression {
        case .identifier(let name, _): name
        case .member(let base, "contentView", _), .postfix(_, let base, _): rootName(base)
        default: nil
        }
    }

    /// The tables a cell type is shown in (its own or a subclass's registrations), or `nil` when one of them
    /// has a style the files read do not show, or none is found.
    func tables(showing cell: String, _ evaluator: CodeEvaluator) -> [Host]? {
        func shows(_ type: String) -> Bool { type == cell || CodeUsagePairings.extends(type, [cell], evaluator) }
        // A subclass in a table of unknown style is the cell too: its table's default is not known.
        if unknownStyle.contains(where: shows) { return nil }
        var result: [Host] = []
        for (type, list) in hosts.sorted(by: { $0.key < $1.key }) where shows(type) {
            for host in list where !result.contains(host) { result.append(host) }
        }
        return result.isEmpty ? nil : result
    }

    /// Every typed binding of a declaration's body, closures' bodies included.
    private static func visit(_ declaration: CodeDeclaration, _ visit: (String, String?, CodeExpr) -> Void) {
        var pending: [[CodeStatement]] = declaration.body.map { [$0] } ?? []
        if let value = declaration.value { pending.append([.expression(value)]) }
        var count = 0
        while let statements = pending.popLast(), count < 5_000 {
            for statement in statements {
                count += 1
                switch statement {
                case .binding(let name, let type, let value?, _):
                    visit(name, type.map(Self.bareType), value)
                    pending += closures(in: value)
                case .expression(let value), .returnValue(let value?, _): pending += closures(in: value)
                case .ifStatement(_, let then, let otherwise, _): pending += [then, otherwise ?? []]
                case .guardStatement(_, let otherwise, _): pending.append(otherwise)
                case .switchStatement(_, let cases, _): pending += cases.map(\.body)
                case .block(let body, _): pending.append(body)
                default: break
                }
            }
        }
    }

    private static func closures(in expression: CodeExpr) -> [[CodeStatement]] {
        var result: [[CodeStatement]] = []
        expression.forEach(limit: 5_000) { node in
            if case .closure(let closure, _) = node { result.append(closure.body) }
        }
        return result
    }

    /// `FooCell *` → `FooCell`, `FooCell?` → `FooCell`.
    private static func bareType(_ type: String) -> String {
        String(type.filter { $0 != "*" && $0 != "?" && $0 != "!" && $0 != " " })
    }

    private static func typeName(_ expression: CodeExpr) -> String? {
        switch expression {
        case .identifier(let name, _): name
        case .member(let base, let name, _): typeName(base).map { $0 + "." + name }
        default: nil
        }
    }

    /// The table a cell is dequeued from: the receiver of `dequeueReusableCell(...)` (Swift, any overload or
    /// app helper of that name) or `[table dequeueReusableCellWithIdentifier:...]`.
    private static func dequeueReceiver(_ expression: CodeExpr) -> CodeExpr? {
        var value = expression
        while case .postfix(_, let inner, _) = value { value = inner }
        switch value {
        case .call(.member(let table, let name, _), _, _) where name.hasPrefix("dequeueReusableCell"): return table
        case .message(let table, let arguments, _)
        where arguments.first?.label?.hasPrefix("dequeueReusableCell") == true:
            return table
        case .cast(let inner, _, _): return dequeueReceiver(inner)
        default: return nil
        }
    }

    /// Whether a receiver names a cell (`cell`, `self.headerCell`, `cell.contentView`) from outside one.
    private static func namesCell(_ expression: CodeExpr) -> Bool {
        switch expression {
        case .identifier(let name, _): name.lowercased().hasSuffix("cell")
        case .member(.identifier("self", _), let name, _): name.lowercased().hasSuffix("cell")
        case .member(let base, "contentView", _): namesCell(base)
        case .call(.member(.identifier(let type, _), "appearance", _), _, _): type.hasSuffix("Cell")
        case .message(.identifier(let type, _), let arguments, _):
            type.hasSuffix("Cell") && arguments.first?.label?.hasPrefix("appearance") == true
        case .postfix(_, let inner, _): namesCell(inner)
        default: false
        }
    }

    // MARK: The table's style

    /// The style of the table `receiver` names in a body of `scope`: a property or variable made with a style
    /// (`UITableView(frame: .zero, style: .grouped)`, `[[UITableView alloc] initWithFrame:f
    /// style:UITableViewStyleGrouped]`; without one, plain), or a table view controller's own table made with
    /// `super.init(style:)` / `[super initWithStyle:]`.
    private static func host(
        _ receiver: CodeExpr, in scope: [String], declaration: Int, _ evaluator: CodeEvaluator, site: SourceLocation
    ) -> Host? {
        var table = receiver
        while case .postfix(_, let inner, _) = table { table = inner }
        let name: String
        switch table {
        case .identifier(let local, _): name = local
        case .member(.identifier("self", _), let member, _): name = member
        default: return nil
        }
        let type = scope.joined(separator: ".")
        // A local table made in the same body.
        if let made = made(name, in: [evaluator.entries[declaration]], evaluator) { return host(made, name, site) }
        let bodies = (evaluator.members[type] ?? [:]).values.joined().map { evaluator.entries[$0] }
        if let made = made(name, in: bodies, evaluator) { return host(made, name, site) }
        guard name == "tableView" else { return nil }
        // The data source's `tableView` parameter in a type that keeps one table under another name.
        let tables = bodies.filter { entry in
            entry.declaration.kind == .property
                && (entry.declaration.type.map(bareType) == "UITableView"
                    || entry.declaration.value.map { construction($0) != nil } == true)
        }
        if tables.count == 1, let made = made(tables[0].declaration.name, in: bodies, evaluator) {
            return host(made, tables[0].declaration.name, site)
        }
        // A table view controller's own `tableView`.
        guard tables.isEmpty, CodeUsagePairings.extends(type, ["UITableViewController"], evaluator) else { return nil }
        for entry in bodies where entry.declaration.kind == .initializer {
            for expression in entry.declaration.expressions {
                var style: (String, CodePosition)?
                expression.forEach(limit: 5_000) { node in
                    switch node {
                    case .call(.member(.identifier("super", _), "init", _), let arguments, let position):
                        if let argument = arguments.first(where: { $0.label == "style" }),
                            let value = styleName(argument.value)
                        {
                            style = (value, position)
                        }
                    case .message(.identifier("super", _), let arguments, let position):
                        if let first = arguments.first, first.label == "initWithStyle",
                            let value = styleName(first.value)
                        {
                            style = (value, position)
                        }
                    default: break
                    }
                }
                if let (value, position) = style {
                    let at = evaluator.location(position, file: entry.file)
                    return Host(
                        style: value, site: site,
                        table: "the table of \(type), made with style .\(value) at \(at.short)")
                }
            }
        }
        return nil
    }

    private static func host(
        _ made: (style: String, at: SourceLocation), _ name: String, _ site: SourceLocation
    )
        -> Host
    {
        Host(style: made.style, site: site, table: "\(name), made with style .\(made.style) at \(made.at.short)")
    }

    /// Where `name` is given a new table in `entries` (a property's value, an assignment, a binding) and its
    /// style; `nil` when none is, or one is made with a style that is not written out.
    private static func made(
        _ name: String, in entries: [CodeEvaluator.Entry], _ evaluator: CodeEvaluator
    ) -> (style: String, at: SourceLocation)? {
        var result: (String, SourceLocation)?
        var unreadable = false
        for entry in entries {
            let declaration = entry.declaration
            // The first table given to `name`; any whose style is not written out makes the style unknown.
            func record(_ value: CodeExpr) {
                guard let made = construction(value) else { return }
                guard let (style, position) = made else {
                    unreadable = true
                    return
                }
                result = result ?? (style, evaluator.location(position, file: entry.file))
            }
            if declaration.kind == .property, declaration.name == name, let value = declaration.value { record(value) }
            for expression in declaration.expressions {
                expression.forEach(limit: 20_000) { node in
                    switch node {
                    case .binary("=", .identifier(name, _), let value, _),
                        .binary("=", .member(.identifier("self", _), name, _), let value, _):
                        record(value)
                    default: break
                    }
                }
            }
            // `let table = UITableView(...)` in the body.
            Self.visit(declaration) { bound, _, value in if bound == name { record(value) } }
        }
        return unreadable ? nil : result
    }

    /// A table made by `value`: `.some(nil)` when its style is not written as a constant, `nil` when `value`
    /// makes no table. A closure that makes and returns one (`lazy var table: UITableView = { ... }()`) counts.
    private static func construction(_ value: CodeExpr) -> (String, CodePosition)?? {
        var found: (String, CodePosition)??
        value.forEach(limit: 5_000) { node in
            guard found == nil else { return }
            let made: (arguments: [CodeArgument], position: CodePosition)
            switch node {
            case .call(.identifier("UITableView", _), let arguments, let position),
                .call(.member(.identifier("UITableView", _), "init", _), let arguments, let position):
                made = (arguments, position)
            case .message(.message(.identifier("UITableView", _), let alloc, _), let arguments, let position)
            where alloc.first?.label == "alloc" || alloc.first?.label == "new":
                made = (arguments, position)
            default: return
            }
            // Without a style, UIKit's plain one.
            guard let argument = made.arguments.first(where: { $0.label == "style" }) else {
                found = .some(("plain", made.position))
                return
            }
            found = .some(styleName(argument.value).map { ($0, made.position) })
        }
        return found
    }

    /// `.grouped`, `UITableView.Style.insetGrouped`, `UITableViewStylePlain` → the style's name.
    private static func styleName(_ expression: CodeExpr) -> String? {
        let name: String
        switch expression {
        case .implicitMember(let member, _), .member(_, let member, _): name = member
        case .identifier(let constant, _) where constant.hasPrefix("UITableViewStyle"):
            let rest = constant.dropFirst("UITableViewStyle".count)
            name = (rest.first?.lowercased() ?? "") + rest.dropFirst()
        default: return nil
        }
        return styleColors[name] == nil ? nil : name
    }
}

extension SourceLocation {
    /// `List.swift:12`: the file's name and line, for explanations.
    fileprivate var short: String { "\(fileName):\(line)" }
}
