import Foundation

/// Evaluates the declarations of Swift and Objective-C files in one appearance at a time: literals,
/// arithmetic, the color initializers of UIKit, AppKit and SwiftUI, the app's own helpers and wrappers (by
/// running their bodies), and trait checks (`userInterfaceStyle == .dark`), recording which traits a value
/// read so that the theme builder evaluates it once per combination of those traits.
final class CodeEvaluator {
    /// A declaration with its file and type key. A class: entries are read very often and never change, and
    /// a reference is one retain where copying the declaration's fields was a dozen.
    final class Entry {
        let file: Int
        let declaration: CodeDeclaration
        let key: String

        init(file: Int, declaration: CodeDeclaration, key: String) {
            self.file = file
            self.declaration = declaration
            self.key = key
        }
    }

    private(set) var entries: [Entry]
    let paths: [String]
    let languages: [CodeLanguage]
    /// Members by type path (`"UIColor"`, `"Theme.Colors"`, `""` for globals), then by name.
    var members: [String: [String: [Int]]] = [:]
    /// Member names of each type in declaration order (stored properties for memberwise initializers).
    var memberOrder: [String: [Int]] = [:]
    var typeKinds: [String: String] = [:]
    /// The file that first declares each type (a conformer with no members of its own has no entry to tell).
    var typeFiles: [String: Int] = [:]
    var inheritance: [String: [String]] = [:]
    var typesByLast: [String: [String]] = [:]
    /// `resolveType` answers by scope path and name (`nil` answers included).
    private var resolvedTypes: [String: [String: String?]] = [:]
    /// `memberDeclarations` answers found through supertypes, by type and name.
    private var inheritedMembers: [String: [String: [Int]]] = [:]
    /// `globalName` answers by scope key and name.
    var globalNames: [String: [String: GlobalName]] = [:]
    /// Results of pure helper calls (`callFunction`).
    var helperResults: [HelperCall: CodeValue] = [:]
    /// Compiled app initializers by declaration (`CodeEvaluator+Compiled.swift`), filled at their first call.
    var compiled: [CompiledState] = []
    /// Whether app initializers may run compiled; off only in tests that compare the two ways.
    let compiles: Bool
    @TaskLocal static var compilesInitializers = true
    /// Evaluators for the other threads of `chunked`.
    private var helpers: [CodeEvaluator] = []
    /// `builtInColor` answers by name, UIKit then SwiftUI naming.
    var builtInColors: [[String: CodeColor?]] = [[:], [:]]

    // State of the running evaluation.
    var appearance = Appearance(.light)
    var traits: CodeTraits = []
    /// The stored `var`s read since the last choice began (`LookManager.isMoon`): a choice on one is made at run
    /// time, so its first value is no answer (`CodeEvaluator.runtimeChoice`). Nil outside a choice's condition,
    /// where reads are not looked at (every property read would otherwise build a name and grow this list).
    var variablesRead: [String]?
    var swiftUI = false
    var language: CodeLanguage = .swift
    /// The scheme the app fixes for every view (`UsageFixedStyles.appLuminosity`): a view fixing the same one
    /// changes nothing.
    var appScheme: String?
    /// The asset-catalog colors of the inputs, for generated accessors (CodeAssetAccessors.swift).
    var assetNames: Set<String> = [] {
        didSet { assetSymbols = AssetAccessor.xcodeSymbols(assetNames) }
    }
    /// Xcode's generated symbols of those colors (`AssetAccessor.xcodeSymbols`).
    var assetSymbols: [String: String?] = [:]
    /// The asset-catalog colors themselves, for a change made to one in code (`Color("Brand").opacity(0.2)`):
    /// the variant of the appearance being evaluated.
    var assetColors: [String: Token] = [:]
    /// Memoized declaration values: per declaration, the first of its entries in `memoStore` (-1 for none),
    /// each entry linking to the next (at most one per appearance). Arrays indexed by declaration rather than
    /// a dictionary keyed by it: no hashing on the evaluator's most frequent lookup.
    private var memoHeads: [Int32] = []
    private var memoStore: [MemoEntry] = []
    /// Declarations being evaluated (a reference back to one of them is a cycle).
    private var active: [Bool] = []

    private struct MemoEntry {
        var appearance: Int
        var value: CodeValue
        var traits: CodeTraits
        var next: Int32
    }
    var budget = 0
    /// Initializers being run: `self.init(red: r, ...)` inside `init(red: Int, ...)` with the same labels is
    /// another overload (UIKit's), since calling itself would never end.
    var runningInitializers: [Int] = []
    /// Per type, the names whose text some code of the type colors (`CodeEvaluator.textColoredNames(of:)`).
    var textColoredCache: [String: Set<String>] = [:]
    /// Per type, the buttons whose title color some code of the type sets (`titleColoredNames(of:)`).
    var titleColoredCache: [String: Set<String>] = [:]
    /// `CodeEvaluator.textColoredThroughOwners()`, once per input.
    var textColoredThroughOwnersCache: Set<String>?
    /// UIKit text view types whose appearance proxy the app styles (`UILabel.appearance().textColor = ...`).
    var appearanceStyledCache: Set<String>?
    /// Methods an initializer is running on the object it builds (`commonInit()`), so one that calls itself stops.
    var runningMethods: [Int] = []
    var depth = 0
    /// Steps one declaration may take in one appearance. Real declarations take hundreds (a hex helper's
    /// string handling is the longest seen); the limit bounds garbage that nests a whole file into one call,
    /// which at 200,000 steps took seconds under the fuzzer's sanitizers (`CrashRegressionTests`).
    static let stepLimit = 50_000
    static let depthLimit = 120

    init(files: [CodeFile], paths: [String]) {
        self.paths = paths
        compiles = Self.compilesInitializers
        languages = files.map(\.language)
        interfaceStyleFiles = Set(files.indices.filter { files[$0].setsInterfaceStyle })
        var entries: [Entry] = []
        entries.reserveCapacity(files.reduce(0) { $0 + $1.declarations.count })
        for (fileIndex, file) in files.enumerated() {
            for type in file.types {
                let key = type.path.joined(separator: ".")
                if typeKinds[key] == nil || typeKinds[key] == "extension" {
                    typeKinds[key] = type.kind
                    typeFiles[key] = fileIndex
                }
                inheritance[key, default: []] += type.inherited
                if let last = type.path.last, !(typesByLast[last]?.contains(key) ?? false) {
                    typesByLast[last, default: []].append(key)
                }
            }
            // Members of one type come together: their key is joined once.
            var lastScope: [String] = []
            var lastKey = ""
            for position in file.declarations.indices {
                if file.declarations[position].scope != lastScope {
                    lastScope = file.declarations[position].scope
                    lastKey = lastScope.joined(separator: ".")
                }
                entries.append(Entry(file: fileIndex, declaration: file.declarations[position], key: lastKey))
            }
        }
        self.entries = entries
        (members, memberOrder) = Self.memberTables(entries)
        typeWrappedProperties()
        previewTypes = Set(inheritance.filter { $0.value.contains("PreviewProvider") }.keys)
    }

    /// The files that name `overrideUserInterfaceStyle` (`CodeFile.setsInterfaceStyle`).
    private(set) var interfaceStyleFiles: Set<Int> = []

    /// Types that conform to `PreviewProvider`: Xcode previews, built with sample colors (`TagView(textColor:
    /// .white, backgroundColor: .red)`) the app never shows. (`#Preview { }` blocks are skipped when scanned.)
    private(set) var previewTypes: Set<String> = []

    /// Whether the declaration belongs to a preview (a `PreviewProvider` type or a type nested in one).
    func isPreview(_ entry: Entry) -> Bool {
        guard !previewTypes.isEmpty else { return false }
        if previewTypes.contains(entry.key) { return true }
        return previewTypes.contains { entry.key.hasPrefix($0 + ".") }
    }

    /// `@ThemedPalette private var palette` holds what the wrapper type's `wrappedValue` returns (`var
    /// wrappedValue: ThemePalette { ... }`): that is the property's type, so that a view reading
    /// `palette.primary` reads a theme type's property.
    private func typeWrappedProperties() {
        for index in entries.indices {
            guard let wrapper = entries[index].declaration.wrapper, entries[index].declaration.type == nil,
                let type = resolveType(wrapper, from: entries[index].declaration.scope)
            else { continue }
            for member in memberDeclarations("wrappedValue", of: type) {
                guard let wrapped = entries[member].declaration.type else { continue }
                var declaration = entries[index].declaration
                declaration.type = wrapped
                entries[index] = Entry(file: entries[index].file, declaration: declaration, key: entries[index].key)
                break
            }
        }
    }

    /// Members by type key and name, and each type's members in declaration order. A type's members mostly
    /// come in runs (one type body after another): a run fills a table of its own, merged into the type's
    /// once, so that the type key is hashed once per run rather than twice per member.
    private static func memberTables(_ entries: [Entry]) -> ([String: [String: [Int]]], [String: [Int]]) {
        var members: [String: [String: [Int]]] = [:]
        var memberOrder: [String: [Int]] = [:]
        var start = 0
        while start < entries.count {
            let key = entries[start].key
            var end = start + 1
            while end < entries.count && entries[end].key == key { end += 1 }
            var table = members.removeValue(forKey: key) ?? [:]
            var order = memberOrder.removeValue(forKey: key) ?? []
            order.reserveCapacity(order.count + end - start)
            for index in start..<end {
                table[entries[index].declaration.name, default: []].append(index)
                order.append(index)
            }
            members[key] = table
            memberOrder[key] = order
            start = end
        }
        return (members, memberOrder)
    }

    /// An evaluator over the same declarations with caches of its own, for another thread: the tables are
    /// shared (never changed after `init`, so reading them from several threads is safe).
    init(sharingTablesOf other: CodeEvaluator) {
        entries = other.entries
        paths = other.paths
        compiles = other.compiles
        languages = other.languages
        members = other.members
        memberOrder = other.memberOrder
        typeKinds = other.typeKinds
        inheritance = other.inheritance
        previewTypes = other.previewTypes
        interfaceStyleFiles = other.interfaceStyleFiles
        typesByLast = other.typesByLast
        assetNames = other.assetNames
        assetSymbols = other.assetSymbols
        appScheme = other.appScheme
        assetColors = other.assetColors
    }

    /// Frees the caches of this evaluator and of its helpers, one evaluator per core, before returning (freeing
    /// them one after another on one core was a large part of a big folder's serial time). The evaluator can
    /// still be used afterwards: it fills its caches again.
    func releaseCaches() {
        nonisolated(unsafe) let all = [self] + helpers
        helpers = []
        DispatchQueue.concurrentPerform(iterations: all.count) { all[$0].dropCaches() }
    }

    private func dropCaches() {
        resolvedTypes = [:]
        inheritedMembers = [:]
        globalNames = [:]
        helperResults = [:]
        compiled = []
        builtInColors = [[:], [:]]
        memoHeads = []
        memoStore = []
        active = []
    }

    /// Declarations at or above which evaluation is split across cores (below, one evaluator does it all).
    static let parallelThreshold = 4_000

    /// Runs `work` over contiguous ranges of `0..<count`, one evaluator per range (this one for the first),
    /// in parallel when `count` is large; results in index order. Each evaluator caches on its own, so a
    /// declaration another range needs may be evaluated twice, with the same result.
    /// The helpers start from this evaluator's running state (appearance, traits, flavor, budget), so a range
    /// reads as it would here.
    func chunked<Output>(
        _ count: Int, threshold: Int = parallelThreshold, _ work: (CodeEvaluator, Range<Int>) -> [Output]
    ) -> [Output] {
        let chunks = count >= threshold ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
        if chunks == 1 { return work(self, 0..<count) }
        let size = (count + chunks - 1) / chunks
        // The helpers are kept, so a later pass over the same ranges finds their caches warm.
        while helpers.count < chunks - 1 { helpers.append(CodeEvaluator(sharingTablesOf: self)) }
        for helper in helpers {
            (helper.appearance, helper.traits, helper.swiftUI) = (appearance, traits, swiftUI)
            (helper.language, helper.budget, helper.depth) = (language, budget, depth)
            helper.appScheme = appScheme
        }
        nonisolated(unsafe) let shared = [self] + helpers
        #if DEBUG
            for (chunk, evaluator) in shared.enumerated() { evaluator.lentToChunk = chunk }
            defer { for evaluator in shared { evaluator.lentToChunk = nil } }
        #endif
        return withoutActuallyEscaping(work) { work in
            nonisolated(unsafe) let run = work
            return Parallel.map(count: chunks) { chunk in
                let range = min(count, chunk * size)..<min(count, (chunk + 1) * size)
                #if DEBUG
                    Thread.current.threadDictionary[Self.chunkKey] = chunk
                    defer { Thread.current.threadDictionary[Self.chunkKey] = nil }
                #endif
                return run(shared[chunk], range)
            }.flatMap { $0 }
        }
    }

    #if DEBUG
        /// In a debug build, the chunk of `chunked` that reads with this evaluator while it runs. Its caches are
        /// filled without locks, so a reading that uses another chunk's evaluator (one that kept the first
        /// evaluator instead of its own) is a data race, which crashed `audit` with SIGSEGV about one run in three
        /// on a large folder. `assertOwnChunk` makes that a precondition failure the parallel-reading tests see,
        /// whichever threads run the chunks.
        var lentToChunk: Int?
        static let chunkKey = "ContrastAudit.CodeEvaluator.chunk"

        func assertOwnChunk() {
            guard let lent = lentToChunk else { return }
            let running = Thread.current.threadDictionary[Self.chunkKey] as? Int
            precondition(running == nil || running == lent, "a code evaluator is used by another chunk's reading")
        }
    #endif

    // MARK: Declarations

    /// Whether a declaration may become a token: a static or global property, a stored property with a
    /// default value, a `#define`, or a static function without parameters (Objective-C class methods).
    func isCandidate(_ index: Int) -> Bool {
        let declaration = entries[index].declaration
        switch declaration.kind {
        case .property:
            // `extension UIColor { var paler: UIColor { ... } }` is a function of the color it is read on, not a
            // constant (read on the type, it gave #000000).
            if !declaration.isStatic, declaration.body != nil, let owner = declaration.scope.last,
                Self.colorTypes.contains(owner)
            {
                return false
            }
            return declaration.isStatic || declaration.value != nil || declaration.body != nil
        case .define: return true
        case .function: return declaration.isStatic && declaration.parameters.isEmpty && declaration.body != nil
        case .initializer, .enumCase: return false
        }
    }

    /// The value of a declaration in the current appearance, with the traits it read; memoized.
    func declarationValue(_ index: Int) -> (CodeValue, CodeTraits) {
        let order = appearance.order
        if memoHeads.isEmpty {
            memoHeads = Array(repeating: -1, count: entries.count)
            active = Array(repeating: false, count: entries.count)
        }
        var slot = memoHeads[index]
        while slot >= 0 {
            let entry = memoStore[Int(slot)]
            if entry.appearance == order { return (entry.value, entry.traits) }
            slot = entry.next
        }
        if active[index] {
            // `static let brand = Color(.brand)`: Xcode's asset symbol for a color set of that name, which the
            // inputs do not hold (with the color set, the symbol is read as the asset before this).
            if let value = entries[index].declaration.value, let (generator, path) = AssetAccessor.path(of: value),
                generator == .xcode, path.last == entries[index].declaration.name
            {
                let name = entries[index].declaration.name
                return (
                    .unknown(
                        "names the Xcode asset symbol `.\(name)`, and no asset color of that name (\"\(name)\") is "
                            + "among the inputs"), []
                )
            }
            return (.unknown("\(tokenName(index)) refers to itself"), [])
        }
        active[index] = true
        let saved = (traits, swiftUI, language)
        traits = []
        let entry = entries[index]
        language = languages[entry.file]
        swiftUI = Self.isSwiftUI(entry.declaration.type) || entry.declaration.scope.first == "Color"
        let value = evaluateDeclaration(entry)
        let result = (value, traits)
        (traits, swiftUI, language) = saved
        active[index] = false
        memoStore.append(MemoEntry(appearance: order, value: value, traits: result.1, next: memoHeads[index]))
        memoHeads[index] = Int32(memoStore.count - 1)
        return result
    }

    static func isSwiftUI(_ type: String?) -> Bool {
        guard let type else { return false }
        let name = CodeValue.plainType(type)
        return name == "Color" || name == "SwiftUI.Color" || name == "some ShapeStyle" || name == "some View"
    }

    private func evaluateDeclaration(_ entry: Entry) -> CodeValue {
        let declaration = entry.declaration
        let scope = CodeScope(
            parent: nil, typePath: declaration.scope, selfValue: .type(declaration.scope), file: entry.file)
        switch declaration.kind {
        case .property, .define:
            let (value, body) = typedReturns(declaration)
            if let value {
                defer { scope.release() }
                return evaluate(value, scope).converted(toType: declaration.type)
            }
            if let body {
                defer { scope.release() }
                return run(body, scope)
            }
            return .unknown("\(tokenName(of: entry)) has no value")
        case .function:
            guard let body = declaration.body else { return .unknown("\(declaration.name) has no body") }
            defer { scope.release() }
            // `static func nord(_ colorScheme: ColorScheme) -> Palette`: the scheme is the appearance read.
            for parameter in declaration.parameters where CodeValue.plainType(parameter.type) == "ColorScheme" {
                scope.values[parameter.name] = colorSchemeValue()
            }
            return run(body, scope)
        case .enumCase:
            return .enumCase(declaration.name)
        case .initializer:
            return .unknown("an initializer is not a value")
        }
    }

    /// The token name of a declaration: its type path and name (`Theme.Colors.link`, `UIColor.brand`).
    func tokenName(_ index: Int) -> String { tokenName(of: entries[index]) }

    func tokenName(of entry: Entry) -> String {
        entry.key.isEmpty ? entry.declaration.name : entry.key + "." + entry.declaration.name
    }

    func location(_ position: CodePosition, file: Int) -> SourceLocation {
        SourceLocation(path: paths[file], line: position.line, column: position.column, offset: position.offset)
    }

    // MARK: Names

    /// The full path of a type named `name` as seen from `typePath` (nested types first, then any type of
    /// that name in the input).
    func resolveType(_ name: String, from typePath: [String]) -> String? {
        // The tables are fixed after `init`, so answers are cached per scope and name.
        let scopeKey = typePath.joined(separator: ".")
        #if DEBUG
            assertOwnChunk()
        #endif
        if let cached = resolvedTypes[scopeKey]?[name] { return cached }
        var path = typePath
        var result: String?
        while true {
            let key = (path + [name]).joined(separator: ".")
            if typeKinds[key] != nil || members[key] != nil {
                result = key
                break
            }
            if path.isEmpty { break }
            path.removeLast()
        }
        if result == nil, let candidates = typesByLast[name], candidates.count >= 1 { result = candidates[0] }
        resolvedTypes[scopeKey, default: [:]][name] = .some(result)
        return result
    }

    /// The declarations named `name` among the members of `type` and its supertypes.
    func memberDeclarations(_ name: String, of type: String) -> [Int] {
        // The common case: a member of the type itself, or a type without supertypes.
        let table = members[type]
        if let found = table?[name], !found.isEmpty { return found }
        if inheritance[type]?.isEmpty ?? true { return [] }
        // The tables are fixed after `init`: a search through the supertypes is done once per type and name.
        if let known = inheritedMembers[type]?[name] { return known }
        let found = searchSupertypes(name, of: type)
        inheritedMembers[type, default: [:]][name] = found
        return found
    }

    private func searchSupertypes(_ name: String, of type: String) -> [Int] {
        var seen: Set<String> = []
        var queue = [type]
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next).inserted, seen.count < 20 else { continue }
            if let found = members[next]?[name], !found.isEmpty { return found }
            for parent in inheritance[next] ?? [] {
                if let full = resolveType(parent, from: []) { queue.append(full) }
            }
        }
        return []
    }

    /// A declaration's value as seen from a use: an alias to a token, or the value itself with its traits.
    func use(_ index: Int, selfValue: CodeValue? = nil) -> CodeValue {
        let entry = entries[index]
        let declaration = entry.declaration
        if declaration.kind == .function && !(isCandidate(index) && declaration.parameters.isEmpty) {
            return .function([index], selfValue)
        }
        if !declaration.isStatic && declaration.kind == .property, let selfValue, selfValue.isInstance,
            declaration.body != nil
        {
            // A computed instance property of an object or an enum case (`colors` read by an enum's method
            // `color(for:)` called on `.classicDark`): run its getter with `self`.
            let scope = CodeScope(parent: nil, typePath: declaration.scope, selfValue: selfValue, file: entry.file)
            defer { scope.release() }
            return run(declaration.body ?? [], scope)
        }
        if variablesRead != nil, isRuntimeVariable(declaration) { variablesRead?.append(tokenName(index)) }
        let (value, read) = declarationValue(index)
        if case .color = value, isCandidate(index) { return .color(.declaration(index)) }
        traits.formUnion(read)
        return value
    }

    // MARK: Running bodies

    enum Flow {
        case normal(CodeValue?)
        case returned(CodeValue)
    }

    /// Runs a body and gives its returned value (or the value of a single-expression body).
    func run(_ statements: [CodeStatement], _ scope: CodeScope) -> CodeValue {
        switch execute(statements, scope) {
        case .returned(let value): return value
        case .normal(let value):
            if let result = scope.initResult { return result }
            if statements.count == 1, let value { return value }
            return .nothing
        }
    }

    func execute(_ statements: [CodeStatement], _ scope: CodeScope) -> Flow {
        var last: CodeValue?
        for statement in statements {
            budget += 1
            if budget > Self.stepLimit { return .returned(.unknown("takes too many steps to evaluate")) }
            switch executeOne(statement, scope) {
            case .returned(let value): return .returned(value)
            case .normal(let value): last = value
            }
        }
        return .normal(last)
    }

    private func executeOne(_ statement: CodeStatement, _ scope: CodeScope) -> Flow {
        switch statement {
        case .binding(let name, let type, let value, _):
            var result = value.map { evaluate($0, scope) } ?? .nothing
            if case .number = result {
                result = result.converted(toType: type?.removingText("*"))
            }
            if case .closure(var closure, let captured) = result, let type, let returned = Self.resultType(of: type) {
                closure.returnType = returned
                result = .closure(closure, captured)
            }
            scope.values[name] = result
            return .normal(nil)
        case .expression(.call(.member(_, "forEach", _), _, _)):
            // `for x in [a, b] { ... }` reads as `forEach`: a loop may change what follows, and it is not run.
            return .returned(.unknown("uses a loop, which the reader does not run"))
        case .expression(let expression):
            let value = evaluate(expression, scope)
            if let reason = value.unknownReason {
                if Self.isFatal(expression) { return .returned(.unknown(reason)) }
                // `Scanner(string: code).scanHexInt64(&value)` that could not run leaves `value` unknown, not at
                // its first value (it gave `#000000`).
                expression.forEach { node in
                    if case .inoutReference(.identifier(let name, _), _) = node, !scope.assign(name, .unknown(reason)) {
                        scope.values[name] = .unknown(reason)
                    }
                }
            }
            return .normal(value)
        case .returnValue(let expression, _):
            guard let expression else { return .returned(scope.initResult ?? .nothing) }
            return .returned(evaluate(expression, scope))
        case .ifStatement(let conditions, let then, let otherwise, _):
            return executeIf(conditions, then, otherwise, scope)
        case .guardStatement(let conditions, let otherwise, _):
            let inner = scope
            switch runtimeChoice({ test(conditions, inner) }) {
            case .bool(true): return .normal(nil)
            case .bool(false):
                if case .returned(let value) = execute(
                    otherwise,
                    CodeScope(
                        parent: scope, typePath: scope.typePath, selfValue: nil, file: scope.file))
                {
                    return .returned(value.unknownReason == nil ? value : value)
                }
                return .returned(.unknown("a guard fails"))
            case let other: return .returned(.unknown(other.unknownReason ?? "a guard condition is not a boolean"))
            }
        case .switchStatement(let subject, let cases, _):
            return executeSwitch(runtimeChoice { evaluate(subject, scope) }, cases, scope)
        case .block(let statements, _):
            return execute(
                statements, CodeScope(parent: scope, typePath: scope.typePath, selfValue: nil, file: scope.file))
        case .unsupported(let what, _):
            if what.hasPrefix("#") || what == "break" { return .normal(nil) }
            return .returned(.unknown("uses `\(what)`, which the reader does not run"))
        }
    }

    /// Whether an expression statement that failed makes the whole body unknowable (an assignment or a
    /// `self.init`), rather than being a call whose result is unused (`print(...)`).
    private static func isFatal(_ expression: CodeExpr) -> Bool {
        switch expression {
        case .binary(let operation, _, _, _): return operation.hasSuffix("=") && operation != "==" && operation != "!="
        case .call(.member(_, "init", _), _, _): return true
        default: return false
        }
    }

    /// A stored `var` whose value can change while the app runs: a static or global one, or one of a class
    /// (shared by reference: `LookManager.shared.isMoon`). A struct's `var` read from a constant instance
    /// (`static let dark = Theme(isDark: true)`) is a constant.
    func isRuntimeVariable(_ declaration: CodeDeclaration) -> Bool {
        guard declaration.kind == .property, declaration.isVariable, declaration.body == nil else { return false }
        return declaration.isStatic || typeKinds[declaration.scope.joined(separator: ".")] == "class"
    }

    /// `(Bool) -> (value: UIColor, alpha: CGFloat)` → `(value: UIColor, alpha: CGFloat)`: what follows the last
    /// arrow outside brackets.
    static func resultType(of functionType: String) -> String? {
        let characters = Array(functionType)
        var depth = 0
        var arrow: Int?
        var at = 0
        while at < characters.count {
            switch characters[at] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "-" where at + 1 < characters.count && characters[at + 1] == ">":
                // `->` is no closing bracket.
                if depth == 0 { arrow = at + 2 }
                at += 1
            default: break
            }
            at += 1
        }
        guard let arrow else { return nil }
        let result = String(characters[arrow...]).trimmingCharacters(in: .whitespaces)
        return result.isEmpty ? nil : result
    }

    /// Evaluates a choice's condition (or a `switch`'s subject); a condition that reads a stored `var`
    /// (`isMoon ? MoonLook() : SunLook()` with `var isMoon = false`) is decided at run time, and the variable's
    /// first value would pick one branch silently: it is unknown, naming the variable.
    func runtimeChoice(_ evaluate: () -> CodeValue) -> CodeValue {
        let outer = variablesRead
        variablesRead = []
        var value = evaluate()
        let read = variablesRead ?? []
        if let variable = read.first, value.unknownReason == nil {
            value = .unknown("is chosen at run time by the variable `\(variable)`")
        }
        // An enclosing choice's condition read these too.
        variablesRead = outer.map { $0 + read }
        return value
    }

    private func executeIf(
        _ conditions: [CodeCondition], _ then: [CodeStatement], _ otherwise: [CodeStatement]?, _ scope: CodeScope
    ) -> Flow {
        let inner = CodeScope(parent: scope, typePath: scope.typePath, selfValue: nil, file: scope.file)
        switch runtimeChoice({ test(conditions, inner) }) {
        case .bool(true):
            return execute(then, inner)
        case .bool(false):
            guard let otherwise else { return .normal(nil) }
            return execute(
                otherwise, CodeScope(parent: scope, typePath: scope.typePath, selfValue: nil, file: scope.file))
        case let other:
            return .returned(.unknown(other.unknownReason ?? "an if condition is not a boolean"))
        }
    }

    /// Evaluates conditions in order; optional bindings define their names in `scope`.
    private func test(_ conditions: [CodeCondition], _ scope: CodeScope) -> CodeValue {
        for condition in conditions {
            switch condition {
            case .binding(let name, let expression):
                let value = evaluate(expression, scope)
                if value.unknownReason != nil { return value }
                if case .nothing = value { return .bool(false) }
                scope.values[name] = value
            case .expression(let expression):
                let value = evaluate(expression, scope)
                guard case .bool(let flag) = value else {
                    return .unknown(value.unknownReason ?? "a condition is not a boolean the reader can evaluate")
                }
                if !flag { return .bool(false) }
            }
        }
        return .bool(true)
    }

    private func executeSwitch(_ subject: CodeValue, _ cases: [CodeSwitchCase], _ scope: CodeScope) -> Flow {
        if let reason = subject.unknownReason { return .returned(.unknown(reason)) }
        // `switch self` in an enum's property read on the type (a token of the type): no case is known.
        if case .type(let path) = subject, typeKinds[path.joined(separator: ".")] == "enum" {
            return .returned(.unknown("depends on which case of `\(path.joined(separator: "."))` it is read on"))
        }
        for switchCase in cases {
            let inner = CodeScope(parent: scope, typePath: scope.typePath, selfValue: nil, file: scope.file)
            var matched = switchCase.patterns.isEmpty
            for pattern in switchCase.patterns where !matched {
                switch matches(pattern, subject, inner) {
                case .bool(true): matched = true
                case .bool(false): continue
                case let other: return .returned(.unknown(other.unknownReason ?? "a case pattern is not understood"))
                }
            }
            // Skipping the `where` clause took `case (.dark, .high) where bold != nil: bold!` with no `bold`.
            if matched, let guardExpression = switchCase.guardExpression {
                switch evaluate(guardExpression, inner) {
                case .bool(let holds): matched = holds
                case let other:
                    return .returned(.unknown(other.unknownReason ?? "a case's `where` clause is not a boolean"))
                }
            }
            if matched { return execute(switchCase.body, inner) }
        }
        return .returned(.unknown("no case of a switch matches"))
    }

    private func matches(_ pattern: CodeExpr, _ subject: CodeValue, _ scope: CodeScope) -> CodeValue {
        switch pattern {
        case .identifier("_", _): return .bool(true)
        case .identifier(let name, _)
        where scope.lookup(name) == nil && name.first?.isLowercase == true
            && !["true", "false", "nil"].contains(name):
            scope.values[name] = subject
            return .bool(true)
        case .implicitMember(let name, _):
            // `case .separator:` of `switch self` over an app enum is the case, not UIKit's `separator` color.
            if case .enumCase(let subjectCase) = subject { return .bool(subjectCase == name) }
            if case .enumPayload(let subjectCase, _) = subject { return .bool(subjectCase == name) }
            return CodeArithmetic.apply("==", subject, evaluate(pattern, scope))
        case .call(.implicitMember(let name, _), let elements, _):
            // `case let .plain(color)`, `case .filled(let color)`: the case, its values bound to the names.
            guard case .enumPayload(let subjectCase, let values) = subject else {
                if case .enumCase = subject { return .bool(false) }
                return .unknown("a case pattern with values is not understood here")
            }
            guard subjectCase == name, values.count == elements.count else { return .bool(false) }
            for (element, value) in zip(elements, values) {
                let result = matches(element.value, value.value, scope)
                guard case .bool(true) = result else { return result }
            }
            return .bool(true)
        case .tuple(let elements, _):
            guard case .tuple(let values) = subject, values.count == elements.count else { return .bool(false) }
            for (element, value) in zip(elements, values) {
                let result = matches(element.value, value.value, scope)
                guard case .bool(true) = result else { return result }
            }
            return .bool(true)
        default:
            return CodeArithmetic.apply("==", subject, evaluate(pattern, scope))
        }
    }
}

extension CodeEvaluator {
    /// The views whose text color some code of the type sets (`pageLabel.textColor = ...`, `self.title
    /// .attributedText = ...`, `label.setTextColor(...)`) or may set (a view handed to a call that does not
    /// place it: `Theme.style(label)`), by their last name, with the properties such a view is stored in
    /// (`self.pageLabel = pageLabel`): a label created in one method may be colored in another, so it is not
    /// taken to keep UIKit's default color.
    func textColoredNames(of type: String) -> Set<String> { coloredNames(of: type).text }

    /// The buttons whose title color some code of the type sets (`setTitleColor`, `setAttributedTitle`,
    /// `titleLabel?.textColor`, a `configuration`) or may set (handed to the app's code), by their last name, as
    /// `textColoredNames(of:)`: such a button does not keep UIKit's default title color.
    func titleColoredNames(of type: String) -> Set<String> { coloredNames(of: type).title }

    /// The names of views whose text any code of the input colors through another object (`cell.title.textColor =
    /// ...`, `self.card.title.textColor = ...`): a label kept in a property may be colored by whoever holds its
    /// owner, so it is not taken to keep UIKit's default color.
    func textColoredThroughOwners() -> Set<String> {
        if textColoredThroughOwnersCache == nil { scanTextColoring() }
        return textColoredThroughOwnersCache ?? []
    }

    private func coloredNames(of type: String) -> (text: Set<String>, title: Set<String>) {
        if let known = textColoredCache[type], let title = titleColoredCache[type] { return (known, title) }
        var colored: Set<String> = []
        var titled: Set<String> = []
        var stored: [(property: String, local: String)] = []
        for index in memberOrder[type] ?? [] {
            guard let body = entries[index].declaration.body else { continue }
            for expression in CodeStatement.expressions(in: body) {
                expression.forEach(limit: 5_000) { node in
                    switch node {
                    case .binary("=", .member(let receiver, let slot, _), let value, _):
                        if ["textColor", "attributedText", "textAttributes", "defaultTextAttributes"].contains(slot),
                            let name = Self.lastName(receiver)
                        {
                            colored.insert(name)
                            // `button.titleLabel?.textColor = ...`: the button's title.
                            if name == "titleLabel", let owner = Self.ownerName(receiver) { titled.insert(owner) }
                        }
                        if slot == "configuration", let name = Self.lastName(receiver) { titled.insert(name) }
                        if case .identifier("self", _) = receiver, case .identifier(let local, _) = value {
                            stored.append((slot, local))
                        }
                    case .call(.member(let receiver, "setTextColor", _), _, _):
                        if let name = Self.lastName(receiver) { colored.insert(name) }
                    case .call(.member(let receiver, let method, _), _, _)
                    where ["setTitleColor", "setAttributedTitle", "setTitleTextAttributes"].contains(method):
                        if let name = Self.lastName(receiver) { titled.insert(name) }
                    case .call(let callee, let arguments, _):
                        // Handed to the app's code (`Theme.style(label)`, `apply(theme, to: label)`), which may
                        // color it; placing it in a view does not.
                        let called = Self.lastName(callee) ?? ""
                        guard !called.contains("Subview"), !called.hasPrefix("add"), !called.hasPrefix("insert"),
                            called != "append"
                        else { break }
                        for argument in arguments {
                            if case .identifier(let name, _) = argument.value {
                                colored.insert(name)
                                titled.insert(name)
                            }
                        }
                    default:
                        break
                    }
                }
            }
        }
        for (property, local) in stored {
            if colored.contains(property) { colored.insert(local) }
            if titled.contains(property) { titled.insert(local) }
        }
        textColoredCache[type] = colored
        titleColoredCache[type] = titled
        return (colored, titled)
    }

    /// `button` of `button.titleLabel?`.
    private static func ownerName(_ expression: CodeExpr) -> String? {
        switch expression {
        case .member(let base, _, _): return lastName(base)
        case .postfix(_, let inner, _): return ownerName(inner)
        default: return nil
        }
    }

    private static func lastName(_ expression: CodeExpr) -> String? {
        switch expression {
        case .identifier(let name, _): return name
        case .member(_, let name, _): return name
        case .postfix(_, let inner, _): return lastName(inner)
        default: return nil
        }
    }

    /// The UIKit text view types (`UILabel`, `UITextField`, `UITextView`) whose appearance proxy some code of the
    /// input colors (`UILabel.appearance().textColor = .ink`, `appearance(whenContainedInInstancesOf:)` too):
    /// their default text color is the app's, not UIKit's.
    func appearanceStyledTextViews() -> Set<String> {
        if appearanceStyledCache == nil { scanTextColoring() }
        return appearanceStyledCache ?? []
    }

    /// One pass over every body for `textColoredThroughOwners()` and `appearanceStyledTextViews()`.
    private func scanTextColoring() {
        var owned: Set<String> = []
        var proxies: Set<String> = []
        let slots: Set<String> = ["textColor", "attributedText", "textAttributes", "defaultTextAttributes"]
        for entry in entries {
            guard let body = entry.declaration.body else { continue }
            for expression in CodeStatement.expressions(in: body) {
                expression.forEach(limit: 5_000) { node in
                    switch node {
                    case .binary("=", .member(let receiver, let slot, _), _, _) where slots.contains(slot):
                        if case .call(.member(.identifier(let type, _), let method, _), _, _) = receiver,
                            method.hasPrefix("appearance"), slot == "textColor" || slot == "defaultTextAttributes"
                        {
                            proxies.insert(type)
                        } else if Self.ownerName(receiver) != nil, let name = Self.lastName(receiver) {
                            owned.insert(name)
                        }
                    case .call(.member(let receiver, "setTextColor", _), _, _):
                        if Self.ownerName(receiver) != nil, let name = Self.lastName(receiver) { owned.insert(name) }
                    default:
                        break
                    }
                }
            }
        }
        textColoredThroughOwnersCache = owned
        appearanceStyledCache = proxies
    }
}
