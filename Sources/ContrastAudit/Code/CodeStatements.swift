extension CodeParser {
    /// Statements up to (not including) `closer` or the end of input.
    package mutating func parseStatements(until closer: String) -> [CodeStatement] {
        var statements: [CodeStatement] = []
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            skipToCloser(closer)
            return []
        }
        while !atEnd && !currentIs(closer) {
            let start = index
            if currentIs(";") || currentIs(",") {
                advance()
                continue
            }
            // A `case` or `default` ends the statements of a switch case.
            if closer == "}" && isSwitchLabel() { break }
            let statement = parseStatement()
            statements.append(statement)
            // `var a = 0, b: CGFloat = 1`, `let a, r, g, b: UInt64`: the further bindings of one declaration.
            if case .binding = statement {
                while currentIs(",") && peek().kind == .identifier
                    && (peekIs(":", 2) || peekIs("=", 2) || peekIs(",", 2))
                {
                    advance()
                    statements.append(parseBinding(keyword: false))
                }
            }
            if index == start { advance() }
        }
        return statements
    }

    private mutating func skipToCloser(_ closer: String) {
        while !atEnd && !currentIs(closer) {
            if currentIs("{") || currentIs("(") || currentIs("[") { skipBalanced() } else { advance() }
        }
    }

    func isSwitchLabel() -> Bool {
        currentIs("case") || (currentIs("default") && peekIs(":"))
            || (tokens[index].kind == .attribute && tokens[index].text == "@unknown")
    }

    /// One statement.
    package mutating func parseStatement() -> CodeStatement {
        let token = current
        let at = CodePosition(token)
        if token.kind == .pound {
            skipLine()
            return .unsupported(token.text, at)
        }
        guard token.kind == .identifier else { return .expression(parseExpression()) }
        switch token.text {
        case "let", "var":
            return parseBinding()
        case "static", "const", "__block", "__strong", "__weak", "lazy":
            if language == .objectiveC || peekIs("let") || peekIs("var") {
                advance()
                return parseStatement()
            }
        case "return":
            advance()
            if currentIs("}") || currentIs(";") || isSwitchLabel() || atEnd { return .returnValue(nil, at) }
            return .returnValue(parseExpression(), at)
        case "if":
            return parseIf()
        case "guard":
            advance()
            // `guard #available(iOS 13, *) else { ... }`: the app runs on a current system, so the guard holds
            // (and a `#unavailable` one fails); as an expression the platform list made the body unknown.
            if tokens[index].kind == .pound, ["#available", "#unavailable"].contains(tokens[index].text),
                index + 1 < tokens.count, tokens[index + 1].text == "("
            {
                let available = tokens[index].text == "#available"
                advance()
                skipBalanced()
                let rest = accept(",") ? parseConditions() : []
                accept("else")
                let otherwise = parseBlockBody()
                guard available else { return .block(otherwise, at) }
                return rest.isEmpty ? .block([], at) : .guardStatement(rest, otherwise: otherwise, at)
            }
            let conditions = parseConditions()
            accept("else")
            return .guardStatement(conditions, otherwise: parseBlockBody(), at)
        case "switch":
            return parseSwitch()
        case "do":
            advance()
            let body = parseBlockBody()
            while currentIs("catch") {
                while !atEnd && !currentIs("{") { advance() }
                skipBalanced()
            }
            return .block(body, at)
        case "for", "while", "repeat", "defer", "catch", "func", "struct", "class", "enum", "init", "deinit":
            if token.text == "for", let loop = parseForInList(at) { return loop }
            advance()
            while !atEnd && !currentIs("{") && !tokens[index].newlineBefore { advance() }
            if currentIs("{") { skipBalanced() }
            if token.text == "repeat" && currentIs("while") { skipLine() }
            return .unsupported(token.text, at)
        case "break", "continue", "fallthrough":
            advance()
            return .unsupported(token.text, at)
        case "throw":
            advance()
            _ = parseExpression()
            return .unsupported("throw", at)
        default:
            break
        }
        if language == .objectiveC, let declaration = parseCDeclaration() { return declaration }
        return .expression(parseExpression())
    }

    /// `for label in [titleLabel, dateLabel] { ... }`: read as `[titleLabel, dateLabel].forEach { label in ...
    /// }`, which the usage reader unrolls. A loop over a name (`for label in labels`, `for (index, button) in
    /// buttons.enumerated()`) reads as `labels.forEach { label in ... }`, the same as that call written out.
    /// Any other loop (another collection, another pattern, `where`) is `nil`, and skipped.
    private mutating func parseForInList(_ at: CodePosition) -> CodeStatement? {
        let start = index
        advance()
        if language == .objectiveC { return parseObjCForIn(at, start: start) }
        guard let (name, enumerated) = parseLoopPattern() else {
            index = start
            return nil
        }
        guard accept("in") else {
            index = start
            return nil
        }
        let collection: CodeExpr
        if accept("[") {
            var elements: [CodeExpr] = []
            while !atEnd && !currentIs("]") {
                elements.append(parseExpression())
                if !accept(",") { break }
            }
            guard accept("]"), !elements.isEmpty else {
                index = start
                return nil
            }
            collection = .array(elements, at)
        } else if tokens[index].kind == .identifier || currentIs("self") {
            if currentIs("self") {
                guard index + 2 < tokens.count, tokens[index + 1].text == ".", tokens[index + 2].kind == .identifier
                else {
                    index = start
                    return nil
                }
                advance()
                advance()
            }
            collection = .identifier(tokens[index].text, position)
            advance()
        } else {
            index = start
            return nil
        }
        // `.enumerated()` goes with a `(index, element)` pattern, and only with it.
        let hasEnumerated =
            currentIs(".") && index + 3 < tokens.count && tokens[index + 1].text == "enumerated"
            && tokens[index + 2].text == "(" && tokens[index + 3].text == ")"
        guard hasEnumerated == enumerated else {
            index = start
            return nil
        }
        if hasEnumerated {
            for _ in 0..<4 { advance() }
        }
        guard currentIs("{") else {
            index = start
            return nil
        }
        let body = parseBlockBody()
        let closure = CodeExpr.closure(CodeClosure(parameters: [name], body: body), at)
        return .expression(.call(.member(collection, "forEach", at), [CodeArgument(label: nil, value: closure)], at))
    }

    /// Objective-C's `for (NSString *name in collection) { ... }`, read as `collection.forEach { name in ... }`
    /// as in Swift; `nil` for a C loop.
    private mutating func parseObjCForIn(_ at: CodePosition, start: Int) -> CodeStatement? {
        guard accept("(") else {
            index = start
            return nil
        }
        var name: String?
        while !atEnd && !currentIs(")") && !currentIs(";") && !currentIs("{") {
            if currentIs("in"), index > 0, tokens[index - 1].kind == .identifier {
                name = tokens[index - 1].text
                break
            }
            advance()
        }
        guard let name, accept("in") else {
            index = start
            return nil
        }
        let collection = parseExpression()
        guard accept(")"), currentIs("{") else {
            index = start
            return nil
        }
        let body = parseBlockBody()
        let closure = CodeExpr.closure(CodeClosure(parameters: [name], body: body), at)
        return .expression(.call(.member(collection, "forEach", at), [CodeArgument(label: nil, value: closure)], at))
    }

    /// A loop's pattern: one name, or `(index, element)` (also `(_, element)`), whose element name is kept and
    /// which must go with `.enumerated()`.
    private mutating func parseLoopPattern() -> (name: String, enumerated: Bool)? {
        if tokens[index].kind == .identifier, !currentIs("_") {
            let name = tokens[index].text
            advance()
            return (name, false)
        }
        guard accept("("), tokens[index].kind == .identifier || currentIs("_") else { return nil }
        advance()
        guard accept(","), tokens[index].kind == .identifier, !currentIs("_") else { return nil }
        let name = tokens[index].text
        advance()
        guard accept(")") else { return nil }
        return (name, true)
    }

    mutating func skipLine() {
        advance()
        while !atEnd && !tokens[index].newlineBefore { advance() }
    }

    /// `let name: Type = value`; tuple patterns keep their first name.
    private mutating func parseBinding(keyword: Bool = true) -> CodeStatement {
        let at = position
        if keyword { advance() }
        var name = "_"
        if tokens[index].kind == .identifier {
            name = tokens[index].text
            advance()
        } else if currentIs("(") {
            skipBalanced()
        }
        var type: String?
        if accept(":") { type = parseTypeText() }
        var value: CodeExpr?
        if accept("=") { value = parseExpression() }
        return .binding(name: name, type: type, value: value, at)
    }

    /// `CGFloat red = ...;`, `UIColor *color = nil;`, `static dispatch_once_t once;`.
    private mutating func parseCDeclaration() -> CodeStatement? {
        let saved = index
        let at = position
        var words: [String] = []
        while tokens[index].kind == .identifier || currentIs("*") {
            if tokens[index].kind == .identifier { words.append(tokens[index].text) }
            advance()
            if words.count > 6 { break }
        }
        guard words.count >= 2, currentIs("=") || currentIs(";") || currentIs(",") || currentIs("[") else {
            index = saved
            return nil
        }
        let name = words.removeLast()
        if currentIs("[") { skipBalanced() }
        var value: CodeExpr?
        if accept("=") { value = parseExpression() }
        return .binding(name: name, type: words.last, value: value, at)
    }

    private mutating func parseConditions() -> [CodeCondition] {
        var conditions: [CodeCondition] = []
        var steps = 0
        repeat {
            steps += 1
            if currentIs("let") || currentIs("var") {
                advance()
                let name = tokens[index].kind == .identifier ? tokens[index].text : "_"
                advance()
                if accept(":") { _ = parseTypeText() }
                if accept("=") {
                    conditions.append(.binding(name, parseExpression(trailingClosures: false)))
                } else {
                    conditions.append(.binding(name, .identifier(name, position)))
                }
            } else if currentIs("case") {
                // `if case .dark = style`: pattern, then value.
                advance()
                let pattern = parseExpression(trailingClosures: false)
                if accept("=") {
                    let value = parseExpression(trailingClosures: false)
                    conditions.append(.expression(.binary("==", value, pattern, pattern.position)))
                }
            } else {
                conditions.append(.expression(parseExpression(trailingClosures: false)))
            }
        } while accept(",") && steps < 50
        return conditions
    }

    /// `{ statements }`; anything else is an empty body.
    mutating func parseBlockBody() -> [CodeStatement] {
        guard currentIs("{") else { return [] }
        advance()
        let body = parseStatements(until: "}")
        accept("}")
        return body
    }

    private mutating func parseIf() -> CodeStatement {
        let at = position
        advance()
        if language == .swift, let availability = parseAvailability(at) { return availability }
        if language == .objectiveC, let availability = parseObjectiveCAvailability(at) { return availability }
        let conditions: [CodeCondition]
        if language == .objectiveC && currentIs("(") {
            conditions = [.expression(parseExpression(trailingClosures: false))]
        } else {
            conditions = parseConditions()
        }
        let then = language == .objectiveC && !currentIs("{") ? [parseStatement()] : parseBlockBody()
        var otherwise: [CodeStatement]?
        if currentIs(";") && peekIs("else") { advance() }
        if accept("else") {
            if currentIs("if") {
                otherwise = [parseIf()]
            } else if language == .objectiveC && !currentIs("{") {
                otherwise = [parseStatement()]
            } else {
                otherwise = parseBlockBody()
            }
        }
        return .ifStatement(conditions, then: then, otherwise: otherwise, at)
    }

    /// `if #available(iOS 15, *) { A } else { B }`: the app runs on a current system, so it is `A` (and
    /// `#unavailable` is `B`); further conditions (`if #available(iOS 15, *), let x = y`) stay an `if` on them. Parsed as
    /// an expression, the platform list (`iOS 15, *`) is not one, and the whole statement was skipped.
    private mutating func parseAvailability(_ at: CodePosition) -> CodeStatement? {
        guard tokens[index].kind == .pound, ["#available", "#unavailable"].contains(tokens[index].text),
            index + 1 < tokens.count, tokens[index + 1].text == "("
        else { return nil }
        let available = tokens[index].text == "#available"
        advance()
        skipBalanced()
        let rest = accept(",") ? parseConditions() : []
        let then = parseBlockBody()
        var otherwise: [CodeStatement]?
        if accept("else") { otherwise = currentIs("if") ? [parseIf()] : parseBlockBody() }
        // On a current system `#unavailable` is false, and so is the whole condition list.
        guard available else { return .block(otherwise ?? [], at) }
        return rest.isEmpty ? .block(then, at) : .ifStatement(rest, then: then, otherwise: otherwise, at)
    }

    /// `if (@available(iOS 13.0, *)) { A } else { B }`, Objective-C's form of the same check: `A` on a current
    /// system (the condition was no boolean the reader knew, and every color behind one was unresolved).
    private mutating func parseObjectiveCAvailability(_ at: CodePosition) -> CodeStatement? {
        guard currentIs("("), index + 3 < tokens.count, tokens[index + 1].kind == .attribute,
            ["@available", "@unavailable"].contains(tokens[index + 1].text), tokens[index + 2].text == "("
        else { return nil }
        let available = tokens[index + 1].text == "@available"
        let start = index
        advance()
        advance()
        skipBalanced()
        // `(@available(...) && more)`: not this plain form; read as before.
        guard accept(")") else {
            index = start
            return nil
        }
        let then = currentIs("{") ? parseBlockBody() : [parseStatement()]
        var otherwise: [CodeStatement]?
        if currentIs(";") && peekIs("else") { advance() }
        if accept("else") {
            if currentIs("if") {
                otherwise = [parseIf()]
            } else {
                otherwise = currentIs("{") ? parseBlockBody() : [parseStatement()]
            }
        }
        return .block(available ? then : otherwise ?? [], at)
    }

    private mutating func parseSwitch() -> CodeStatement {
        let at = position
        advance()
        let subject = parseExpression(trailingClosures: false)
        guard accept("{") else { return .unsupported("switch", at) }
        var cases: [CodeSwitchCase] = []
        var steps = 0
        while !atEnd && !currentIs("}") && steps < 10_000 {
            steps += 1
            if tokens[index].kind == .attribute { advance() }
            if accept("default") {
                accept(":")
                cases.append(CodeSwitchCase(patterns: [], body: parseStatements(until: "}")))
            } else if accept("case") {
                var patterns: [CodeExpr] = []
                repeat {
                    if currentIs("let") || currentIs("var") { advance() }
                    patterns.append(parseBinary(minimumForPattern: ()))
                } while accept(",")
                var guardExpression: CodeExpr?
                if accept("where") {
                    guardExpression = parseExpression(trailingClosures: false)
                    while !atEnd && !currentIs(":") && !currentIs("}") { advance() }
                }
                accept(":")
                cases.append(
                    CodeSwitchCase(
                        patterns: patterns, body: parseStatements(until: "}"), guardExpression: guardExpression))
            } else {
                // Statements before any case label, or garbage: skip.
                let start = index
                _ = parseStatement()
                if index == start { advance() }
            }
        }
        accept("}")
        return .switchStatement(subject, cases, at)
    }

    /// A `case` pattern: an expression that stops before `:`.
    private mutating func parseBinary(minimumForPattern: Void) -> CodeExpr {
        parseExpression(trailingClosures: false)
    }
}
