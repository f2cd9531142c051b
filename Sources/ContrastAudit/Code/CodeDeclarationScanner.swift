/// Finds the declarations of a Swift or Objective-C file: types with their nesting, properties, functions,
/// initializers, enum cases, Objective-C methods and `#define`s. Tolerant: what it cannot read is skipped
/// (a balanced group at a time), so one odd declaration never hides the rest of the file.
package enum CodeDeclarationScanner {
    /// Lexes and scans a whole file.
    package static func scan(_ bytes: [UInt8], language: CodeLanguage) -> CodeFile {
        let lexed = CodeLexer.tokenize(bytes, language: language)
        var tokens = language == .swift ? CodeConditionalCompilation.activeTokens(lexed) : lexed
        if language == .swift { renameColorSchemeProperties(&tokens) }
        var parser = CodeParser(tokens: tokens, language: language)
        var file = CodeFile(language: language)
        parser.scanMembers(scope: [], into: &file, closer: nil)
        file.setsInterfaceStyle = tokens.contains {
            $0.kind == .identifier && ($0.text == "overrideUserInterfaceStyle" || $0.text == "WindowGroup")
        }
        return file
    }
}

extension CodeDeclarationScanner {
    /// `@Environment(\.colorScheme) var systemColorScheme`: SwiftUI's color scheme under a name of the app's, read
    /// as `colorScheme` throughout the file, where the readers know it (a ternary on it is the appearance's
    /// choice, not a run-time one whose arms would both be judged in every appearance: held-out round 16).
    static func renameColorSchemeProperties(_ tokens: inout [CodeToken]) {
        var names: Set<String> = []
        var index = 0
        while index + 6 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .attribute, tokens[index].text == "@Environment", tokens[index + 1].is("(")
            else { continue }
            // `(\.colorScheme)`: the key path's backslash is punctuation of its own.
            var at = index + 2
            if tokens[at].is("\\") { at += 1 }
            guard tokens[at].is("."), tokens[at + 1].is("colorScheme"), tokens[at + 2].is(")") else { continue }
            at += 3
            while at < tokens.count, tokens[at].kind == .identifier, CodeParser.modifiers.contains(tokens[at].text) {
                at += 1
            }
            guard at + 1 < tokens.count, tokens[at].is("var") || tokens[at].is("let"),
                tokens[at + 1].kind == .identifier, tokens[at + 1].text != "colorScheme"
            else { continue }
            names.insert(tokens[at + 1].text)
        }
        guard !names.isEmpty else { return }
        for position in tokens.indices
        where tokens[position].kind == .identifier && names.contains(tokens[position].text) {
            tokens[position].text = "colorScheme"
        }
    }
}

extension CodeParser {
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor"]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "override", "lazy", "weak",
        "unowned", "dynamic", "required", "convenience", "mutating", "nonmutating", "nonisolated", "indirect",
        "optional", "prefix", "postfix", "infix", "isolated", "consuming", "borrowing", "distributed",
    ]

    /// Members up to `closer` (`}` of a type body) or the end of the file.
    mutating func scanMembers(scope: [String], into file: inout CodeFile, closer: String?) {
        var isStatic = false
        var objcScope = scope
        while !atEnd {
            let token = current
            if let closer, token.is(closer) { return }
            let start = index
            switch token.kind {
            case .pound:
                scanDirective(scope: objcScope, into: &file)
                isStatic = false
                continue
            case .attribute:
                scanAttribute(scope: scope, objcScope: &objcScope, into: &file)
                continue
            case .identifier:
                if Self.modifiers.contains(token.text) {
                    advance()
                    if currentIs("(") { skipBalanced() }  // private(set)
                    continue
                }
                if token.text == "static"
                    || (token.text == "class" && (peekIs("var") || peekIs("func") || peekIs("let")))
                {
                    isStatic = true
                    advance()
                    continue
                }
                scanIdentifierMember(token, scope: scope, objcScope: objcScope, isStatic: isStatic, into: &file)
            case .punctuation:
                if language == .objectiveC && (token.is("+") || token.is("-")) && token.newlineBefore {
                    scanObjectiveCMethod(scope: objcScope, into: &file)
                } else if token.is("{") || token.is("(") || token.is("[") {
                    skipBalanced()
                } else {
                    advance()
                }
            default:
                advance()
            }
            isStatic = false
            if index == start { advance() }
        }
    }

    private mutating func scanIdentifierMember(
        _ token: CodeToken, scope: [String], objcScope: [String], isStatic: Bool, into file: inout CodeFile
    ) {
        switch token.text {
        case _ where Self.typeKeywords.contains(token.text):
            scanType(scope: scope, into: &file)
        case "let", "var":
            scanProperty(scope: scope, isStatic: isStatic || scope.isEmpty, into: &file)
        case "func":
            scanFunction(scope: scope, isStatic: isStatic || scope.isEmpty, into: &file)
        case "init":
            scanInitializer(scope: scope, into: &file)
        case "case":
            scanEnumCases(scope: scope, into: &file)
        case "typealias" where scope.isEmpty && language == .swift:
            scanTypeAlias(into: &file)
        case "import", "typealias", "associatedtype", "precedencegroup", "operator":
            skipLine()
        case "subscript", "deinit":
            advance()
            while !atEnd && !currentIs("{") && !currentIs("}") { advance() }
            if currentIs("{") { skipBalanced() }
        default:
            advance()
            if currentIs("{") && language == .swift { skipBalanced() }
        }
    }

    /// `#define NAME value`, `#if`/`#else` lines (both branches are read), `#import`, `#Preview { }`.
    private mutating func scanDirective(scope: [String], into file: inout CodeFile) {
        let token = current
        if token.text == "#define" {
            let directiveLine = token.line
            advance()
            guard tokens[index].kind == .identifier, tokens[index].line == directiveLine else { return }
            let name = tokens[index].text
            let at = position
            advance()
            // A function-like macro (`RGBA(r, g, b, a) [UIColor colorWithRed:(r) / 255.0 ...]`): a global
            // function of its parameters returning its body, which is what substituting the arguments gives
            // for the expressions color macros hold.
            if currentIs("(") && !tokens[index].spaceBefore {
                if let macro = functionMacro(name, at: at, line: directiveLine) { file.declarations.append(macro) }
                skipDefineBody(from: directiveLine)
                return
            }
            let end = defineEnd(from: directiveLine)
            let body = tokens[index..<end].filter { !$0.is("\\") }
            var sub = CodeParser(tokens: Array(body) + [tokens[tokens.count - 1]], language: language)
            let value = sub.atEnd ? nil : sub.parseExpression()
            index = end
            file.declarations.append(
                CodeDeclaration(
                    kind: .define, name: name, scope: [], isStatic: true, type: nil, value: value, body: nil,
                    parameters: [], position: at))
            return
        }
        if token.text == "#Preview" || token.text == "#available" || token.text == "#unavailable" {
            advance()
            if currentIs("(") { skipBalanced() }
            if currentIs("{") { skipBalanced() }
            return
        }
        skipLine()
    }

    /// `NAME(a, b)` and the expression after it as a function; `nil` for a variadic macro or a body that is
    /// not one expression (a statement macro, which nothing calls for a value).
    private mutating func functionMacro(_ name: String, at: CodePosition, line: Int) -> CodeDeclaration? {
        let end = defineEnd(from: line)
        var cursor = index + 1
        var parameters: [CodeParameter] = []
        while cursor < end, tokens[cursor].kind == .identifier {
            parameters.append(CodeParameter(label: nil, name: tokens[cursor].text, type: "", defaultValue: nil))
            cursor += 1
            guard cursor < end, tokens[cursor].is(",") else { break }
            cursor += 1
        }
        guard cursor < end, tokens[cursor].is(")") else { return nil }
        let body = tokens[(cursor + 1)..<end].filter { !$0.is("\\") }
        guard !body.isEmpty else { return nil }
        var sub = CodeParser(tokens: Array(body) + [tokens[tokens.count - 1]], language: language)
        let value = sub.parseExpression()
        guard sub.atEnd else { return nil }
        return CodeDeclaration(
            kind: .function, name: name, scope: [], isStatic: true, type: nil, value: nil,
            body: [.returnValue(value, at)], parameters: parameters, position: at)
    }

    /// The token index where a `#define` on `line` ends (backslash-newline continues it).
    private func defineEnd(from line: Int) -> Int {
        var at = index
        var lastLine = line
        while at < tokens.count - 1 {
            let token = tokens[at]
            if token.line != lastLine {
                // Continued only if the previous line ended with `\`.
                guard at > 0, tokens[at - 1].is("\\") else { break }
                lastLine = token.line
            }
            at += 1
        }
        return at
    }

    private mutating func skipDefineBody(from line: Int) {
        index = defineEnd(from: line)
    }

    /// `@implementation UIColor (Category)` sets the scope of the methods that follow; `@end` ends it;
    /// `@interface`, `@protocol` and `@property` are skipped (a class interface's superclass is kept: what a
    /// cell or controller extends says what it draws on); Swift attributes (`@objc`, `@available(...)`).
    private mutating func scanAttribute(scope: [String], objcScope: inout [String], into file: inout CodeFile) {
        let token = current
        advance()
        switch token.text {
        case "@implementation":
            if tokens[index].kind == .identifier {
                objcScope = [tokens[index].text]
                advance()
            }
        case "@interface", "@protocol":
            // `@interface BuddyCell : UITableViewCell <Delegate>` (not a category or extension: `Name (...)`).
            if token.text == "@interface", tokens[index].kind == .identifier, peek().is(":"),
                peek(2).kind == .identifier
            {
                file.types.append(
                    CodeTypeDeclaration(
                        kind: "@interface", path: [tokens[index].text], inherited: [peek(2).text], position: position))
            }
            // Declarations without bodies: skip to `@end`.
            while !atEnd && !(tokens[index].kind == .attribute && tokens[index].text == "@end") { advance() }
            advance()
        case "@end":
            objcScope = scope
        case "@property":
            while !atEnd && !currentIs(";") && !tokens[index].newlineBefore { advance() }
        default:
            if currentIs("(") && !tokens[index].spaceBefore { skipBalanced() }
        }
    }

    /// `struct Name<T>: A, B where ... { members }`; an extension's name may be dotted.
    private mutating func scanType(scope: [String], into file: inout CodeFile) {
        let keyword = tokens[index].text
        let at = position
        advance()
        var path: [String] = []
        while tokens[index].kind == .identifier {
            path.append(tokens[index].text)
            advance()
            if currentIs(".") && peek().kind == .identifier { advance() } else { break }
        }
        if currentIs("<") { skipGenericArguments() }
        var inherited: [String] = []
        if accept(":") {
            while !atEnd && !currentIs("{") && !currentIs("where") && !currentIs("}") {
                if tokens[index].kind == .identifier { inherited.append(tokens[index].text) }
                if currentIs("<") { skipGenericArguments() } else { advance() }
            }
        }
        var sameTypeAs: [String] = []
        if accept("where") { sameTypeAs = scanSameTypeRequirement() }
        while !atEnd && !currentIs("{") && !currentIs("}") { advance() }
        guard !path.isEmpty, accept("{") else { return }
        // `extension ShapeStyle where Self == Color { static var brand: Color }` declares `Color.brand` (the
        // members exist on that one type only), which is how SwiftUI palettes get `.foregroundStyle(.brand)`.
        if keyword == "extension" && !sameTypeAs.isEmpty { path = sameTypeAs }
        // `private typealias Parts = Tile; extension Parts { }` extends `Tile`.
        if keyword == "extension", let target = file.typeAliases[path[0]] { path = target + path.dropFirst() }
        let full = keyword == "extension" ? path : scope + path
        file.types.append(CodeTypeDeclaration(kind: keyword, path: full, inherited: inherited, position: at))
        scanMembers(scope: full, into: &file, closer: "}")
        accept("}")
    }

    /// Whether the value starting here is followed, on its line and outside brackets, by `{ didSet` or
    /// `{ willSet`.
    private func observersFollowOnThisLine() -> Bool {
        let line = tokens[index].line
        var at = index
        var depth = 0
        while at < tokens.count - 1 && tokens[at].line == line {
            let token = tokens[at]
            if token.is("(") || token.is("[") { depth += 1 }
            if token.is(")") || token.is("]") { depth -= 1 }
            if depth == 0 && token.is("{") {
                let next = tokens[at + 1]
                return next.text == "didSet" || next.text == "willSet"
            }
            at += 1
        }
        return false
    }

    /// `@Environment(Skin.self) private var skin`: the observable object's type, which the property does not
    /// spell (the token at `keyword` is `var`; modifiers between the attribute and it are skipped).
    private func environmentObjectType(before keyword: Int) -> String? {
        var at = keyword - 1
        while at >= 0 && tokens[at].kind == .identifier && Self.modifiers.contains(tokens[at].text) { at -= 1 }
        guard at >= 4, tokens[at].is(")"), tokens[at - 1].text == "self", tokens[at - 2].is(".") else { return nil }
        at -= 3
        var path: [String] = []
        while at >= 0 && tokens[at].kind == .identifier {
            path.insert(tokens[at].text, at: 0)
            guard at >= 1, tokens[at - 1].is(".") else { break }
            at -= 2
        }
        at -= 1
        guard !path.isEmpty, at >= 1, tokens[at].is("("), tokens[at - 1].text == "@Environment" else { return nil }
        return path.joined(separator: ".")
    }

    /// The attribute right before a property's modifiers when it names a type with no arguments
    /// (`@ThemedPalette private var palette`); `nil` for one with arguments (`@Environment(...)`, read above).
    private func wrapperAttribute(before keyword: Int) -> String? {
        var at = keyword - 1
        while at >= 0 && tokens[at].kind == .identifier && Self.modifiers.contains(tokens[at].text) { at -= 1 }
        guard at >= 0, tokens[at].kind == .attribute else { return nil }
        let name = tokens[at].text.dropFirst()
        guard name.first?.isUppercase == true else { return nil }
        return String(name)
    }

    /// The type named by a `where Self == Type.Path` clause standing alone (empty for any other clause).
    private mutating func scanSameTypeRequirement() -> [String] {
        guard currentIs("Self") && peek().text == "==" else { return [] }
        advance()
        advance()
        var target: [String] = []
        while tokens[index].kind == .identifier {
            target.append(tokens[index].text)
            advance()
            guard currentIs(".") && peek().kind == .identifier else { break }
            advance()
        }
        return currentIs("{") ? target : []
    }

    /// `typealias Name = Type.Path` at file level (a generic or composed type is skipped).
    private mutating func scanTypeAlias(into file: inout CodeFile) {
        let line = tokens[index].line
        advance()
        guard tokens[index].kind == .identifier, peek().text == "=" else {
            skipLine()
            return
        }
        let name = tokens[index].text
        advance()
        advance()
        var target: [String] = []
        while tokens[index].kind == .identifier && tokens[index].line == line {
            target.append(tokens[index].text)
            advance()
            guard currentIs(".") && peek().kind == .identifier else { break }
            advance()
        }
        if !target.isEmpty && (atEnd || tokens[index].line != line || currentIs(";")) {
            file.typeAliases[name] = target
        } else {
            skipLine()
        }
    }

    /// `let a: T = value, b = value`, `var c: T { getter }`, `var d: T = value { didSet { } }`.
    private mutating func scanProperty(scope: [String], isStatic: Bool, into file: inout CodeFile) {
        let isVariable = tokens[index].text == "var"
        let injected = environmentObjectType(before: index)
        let wrapper = wrapperAttribute(before: index)
        advance()
        repeat {
            let at = position
            guard tokens[index].kind == .identifier else {
                if currentIs("(") { skipBalanced() }
                if accept("=") { _ = parseExpression() }
                return
            }
            let name = tokens[index].text
            advance()
            var type: String? = injected
            if accept(":") { type = parseTypeText() }
            var value: CodeExpr?
            var body: [CodeStatement]?
            var observers: [(String, [CodeStatement], CodePosition)] = []
            if accept("=") {
                // `static var level = 0 { didSet { ... } }`: the block is the observers, not a trailing closure.
                value = parseExpression(trailingClosures: !(isVariable && observersFollowOnThisLine()))
                if currentIs("{") && !tokens[index].newlineBefore { (_, observers) = parseAccessors() }
            } else if currentIs("{") {
                (body, observers) = parseAccessors()
            }
            file.declarations.append(
                CodeDeclaration(
                    kind: .property, name: name, scope: scope, isStatic: isStatic, type: type, value: value,
                    body: body, parameters: [], position: at, isVariable: isVariable,
                    wrapper: type == nil && value == nil && body == nil ? wrapper : nil))
            // `didSet { navigationBar.barTintColor = scheme.bar }` sets colors as a method would: a body of its own
            // (named so that no member lookup finds it).
            for (accessor, statements, position) in observers {
                file.declarations.append(
                    CodeDeclaration(
                        kind: .function, name: name + "." + accessor, scope: scope, isStatic: isStatic, type: nil,
                        value: nil, body: statements, parameters: [], position: position))
            }
        } while accept(",")
    }

    /// A property's accessors: the getter (the `get { }` block, or the whole body; nil for a stored property
    /// with observers only) and the `willSet`/`didSet` blocks.
    private mutating func parseAccessors() -> ([CodeStatement]?, [(String, [CodeStatement], CodePosition)]) {
        let accessors: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify", "mutating", "nonmutating"]
        guard
            peek().kind == .identifier && accessors.contains(peek().text)
                && (peekIs("{", 2) || peekIs("(", 2) || peek(2).kind == .identifier || peekIs("}", 2))
        else { return (parseBlockBody(), []) }
        advance()
        var getter: [CodeStatement]?
        var observers: [(String, [CodeStatement], CodePosition)] = []
        while !atEnd && !currentIs("}") {
            if currentIs("get") && peekIs("{") {
                advance()
                getter = parseBlockBody()
            } else if (currentIs("didSet") || currentIs("willSet")) && (peekIs("{") || peekIs("(")) {
                let accessor = tokens[index].text
                let at = position
                advance()
                if currentIs("(") { skipBalanced() }  // `didSet(old)`
                if currentIs("{") { observers.append((accessor, parseBlockBody(), at)) }
            } else if currentIs("{") || currentIs("(") {
                skipBalanced()
            } else {
                advance()
            }
        }
        accept("}")
        // `{ get }` and `{ get set }` in a protocol are requirements: no body (an extension may implement them);
        // observers alone are a stored property's.
        return (getter, observers)
    }

    /// `func name<T>(label name: Type = default) throws -> Type { body }`.
    private mutating func scanFunction(scope: [String], isStatic: Bool, into file: inout CodeFile) {
        advance()
        let at = position
        let name = tokens[index].text
        advance()
        if currentIs("<") { skipGenericArguments() }
        let parameters = currentIs("(") ? parseParameters() : []
        while tokens[index].kind == .identifier
            && ["throws", "rethrows", "async", "reasync"].contains(tokens[index].text)
        {
            advance()
            if currentIs("(") { skipBalanced() }
        }
        var type: String?
        if accept("->") { type = parseTypeText() }
        if currentIs("where") { while !atEnd && !currentIs("{") && !currentIs("}") { advance() } }
        let body = currentIs("{") ? parseBlockBody() : nil
        file.declarations.append(
            CodeDeclaration(
                kind: .function, name: name, scope: scope, isStatic: isStatic, type: type, value: nil, body: body,
                parameters: parameters, position: at))
    }

    /// `init?(label name: Type = default) { body }`.
    private mutating func scanInitializer(scope: [String], into file: inout CodeFile) {
        let at = position
        advance()
        if currentIs("?") || currentIs("!") { advance() }
        if currentIs("<") { skipGenericArguments() }
        let parameters = currentIs("(") ? parseParameters() : []
        while !atEnd && !currentIs("{") && !currentIs("}") && !tokens[index].newlineBefore { advance() }
        let body = currentIs("{") ? parseBlockBody() : nil
        file.declarations.append(
            CodeDeclaration(
                kind: .initializer, name: "init", scope: scope, isStatic: true, type: scope.last, value: nil,
                body: body, parameters: parameters, position: at))
    }

    /// `(_ hex: Int, alpha: CGFloat = 1)`.
    private mutating func parseParameters() -> [CodeParameter] {
        advance()
        var parameters: [CodeParameter] = []
        while !atEnd && !currentIs(")") && !currentIs("{") {
            var names: [String] = []
            while tokens[index].kind == .identifier && names.count < 2 && !peekIs(":", 0) {
                names.append(tokens[index].text)
                advance()
            }
            var type = ""
            if accept(":") { type = parseTypeText() }
            var defaultValue: CodeExpr?
            if accept("=") { defaultValue = parseExpression() }
            if let first = names.first {
                let name = names.count > 1 ? names[1] : first
                parameters.append(
                    CodeParameter(label: first == "_" ? nil : first, name: name, type: type, defaultValue: defaultValue)
                )
            }
            if !accept(",") && !currentIs(")") { advance() }
        }
        accept(")")
        return parameters
    }

    /// `case a = value, b` in an enum.
    private mutating func scanEnumCases(scope: [String], into file: inout CodeFile) {
        advance()
        repeat {
            guard tokens[index].kind == .identifier else { return }
            let at = position
            let name = tokens[index].text
            advance()
            var parameters: [CodeParameter] = []
            if currentIs("(") { parameters = parseParameters() }
            var value: CodeExpr?
            if accept("=") { value = parseExpression() }
            file.declarations.append(
                CodeDeclaration(
                    kind: .enumCase, name: name, scope: scope, isStatic: true, type: scope.last, value: value,
                    body: nil, parameters: parameters, position: at))
        } while accept(",")
    }

    /// `+ (UIColor *)first:(CGFloat)a second:(CGFloat)b { body }`: the selector's first piece names it.
    private mutating func scanObjectiveCMethod(scope: [String], into file: inout CodeFile) {
        let isClassMethod = currentIs("+")
        advance()
        var type: String?
        if currentIs("(") {
            advance()
            var text = ""
            while !atEnd && !currentIs(")") && !currentIs("{") {
                text += tokens[index].text
                advance()
            }
            accept(")")
            type = text
        }
        let at = position
        var name = ""
        var parameters: [CodeParameter] = []
        while tokens[index].kind == .identifier {
            let piece = tokens[index].text
            if name.isEmpty { name = piece }
            advance()
            guard accept(":") else { break }
            if currentIs("(") { skipBalanced() }
            if tokens[index].kind == .identifier {
                parameters.append(CodeParameter(label: piece, name: tokens[index].text, type: "", defaultValue: nil))
                advance()
            }
        }
        while !atEnd && !currentIs("{") && !currentIs(";") && !currentIs("}") && !tokens[index].newlineBefore {
            advance()
        }
        guard currentIs("{") else {
            accept(";")
            return
        }
        let body = parseBlockBody()
        guard !name.isEmpty else { return }
        file.declarations.append(
            CodeDeclaration(
                kind: .function, name: name, scope: scope, isStatic: isClassMethod, type: type, value: nil, body: body,
                parameters: parameters, position: at))
    }
}
