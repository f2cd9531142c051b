/// Swift's conditional compilation, `#if os(watchOS) ... #elseif canImport(UIKit) ... #else ... #endif`: the
/// branch an iOS app compiles. Read line by line, every branch was one after the other, and the first one's
/// `return` won: a helper whose watchOS branch returns the dark color gave every appearance the dark value,
/// silently. A chain whose conditions this cannot decide (`DEBUG`, an app's own flags, the simulator) is kept
/// whole, as before.
enum CodeConditionalCompilation {
    /// The tokens an iOS build compiles: each decided chain replaced by its taken branch (nested chains too),
    /// undecided chains kept with their directives.
    static func activeTokens(_ tokens: [CodeToken]) -> [CodeToken] {
        guard tokens.contains(where: { $0.kind == .pound && $0.text == "#if" }) else { return tokens }
        var result: [CodeToken] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        append(tokens, from: &index, until: nil, depth: 0, into: &result)
        return result
    }

    /// Chains nested deeper than this are kept as written (a file of thousands of nested `#if`s must not
    /// exhaust the stack).
    static let depthLimit = 32

    /// Copies tokens from `index` up to a directive of the enclosing chain (`#elseif`, `#else`, `#endif`) at
    /// this level, or to the end, resolving the chains inside.
    private static func append(
        _ tokens: [CodeToken], from index: inout Int, until stop: Set<String>?, depth: Int,
        into result: inout [CodeToken]
    ) {
        while index < tokens.count {
            let token = tokens[index]
            // The end of the file closes every unterminated chain; only the outermost level copies it.
            if stop != nil && token.kind == .end { return }
            if token.kind == .pound, let stop, stop.contains(token.text) { return }
            if token.kind == .pound && token.text == "#if" && depth < depthLimit {
                chain(tokens, from: &index, depth: depth + 1, into: &result)
                continue
            }
            result.append(token)
            index += 1
        }
    }

    private static let branchEnds: Set<String> = ["#elseif", "#else", "#endif"]

    /// One `#if` chain starting at `index`; leaves `index` past its `#endif`.
    private static func chain(
        _ tokens: [CodeToken], from index: inout Int, depth: Int, into result: inout [CodeToken]
    ) {
        let start = index
        // The branches: their condition (nil when it cannot be decided) and body.
        var branches: [(condition: Bool?, body: [CodeToken])] = []
        while index < tokens.count {
            let text = tokens[index].text
            let line = tokens[index].line
            index += 1
            var conditionTokens: [CodeToken] = []
            while index < tokens.count, tokens[index].kind != .end, tokens[index].line == line {
                conditionTokens.append(tokens[index])
                index += 1
            }
            var body: [CodeToken] = []
            append(tokens, from: &index, until: branchEnds, depth: depth, into: &body)
            let condition: Bool? = text == "#else" ? true : evaluate(conditionTokens)
            branches.append((condition, body))
            guard index < tokens.count, tokens[index].kind == .pound else { break }
            if tokens[index].text == "#endif" {
                index += 1
                // Past the rest of the `#endif` line.
                let endLine = tokens[index - 1].line
                while index < tokens.count, tokens[index].kind != .end, tokens[index].line == endLine { index += 1 }
                break
            }
        }
        // The taken branch, when every condition before it is decided false and its own true.
        for branch in branches {
            guard let condition = branch.condition else { break }
            if condition {
                result += branch.body
                return
            }
        }
        if branches.allSatisfy({ $0.condition == false }) { return }
        // Undecided: the chain as written, directives included (the parser skips their lines).
        result += tokens[start..<min(index, tokens.count)]
    }

    // MARK: Conditions

    /// A condition's value on iOS, or nil when it depends on the build (`DEBUG`, `arch(arm64)`, a flag).
    static func evaluate(_ tokens: [CodeToken]) -> Bool? {
        var position = 0
        let value = disjunction(tokens, &position)
        return position == tokens.count ? value : nil
    }

    private static func disjunction(_ tokens: [CodeToken], _ position: inout Int) -> Bool? {
        var value = conjunction(tokens, &position)
        while position < tokens.count, tokens[position].is("||") {
            position += 1
            let right = conjunction(tokens, &position)
            value = value == true || right == true ? true : (value == false && right == false ? false : nil)
        }
        return value
    }

    private static func conjunction(_ tokens: [CodeToken], _ position: inout Int) -> Bool? {
        var value = primary(tokens, &position)
        while position < tokens.count, tokens[position].is("&&") {
            position += 1
            let right = primary(tokens, &position)
            value = value == false || right == false ? false : (value == true && right == true ? true : nil)
        }
        return value
    }

    private static func primary(_ tokens: [CodeToken], _ position: inout Int) -> Bool? {
        guard position < tokens.count else { return nil }
        let token = tokens[position]
        if token.is("!") {
            position += 1
            return primary(tokens, &position).map { !$0 }
        }
        if token.is("(") {
            position += 1
            let value = disjunction(tokens, &position)
            guard position < tokens.count, tokens[position].is(")") else { return nil }
            position += 1
            return value
        }
        guard token.kind == .identifier else { return nil }
        position += 1
        if token.text == "true" { return true }
        if token.text == "false" { return false }
        // Set only while Interface Builder renders a designable view, never in the app (round 23's Corona-Warn-App:
        // its `#if TARGET_INTERFACE_BUILDER` palette, whose other colors reach `fatalError`, was read first).
        if token.text == "TARGET_INTERFACE_BUILDER" { return false }
        guard position < tokens.count, tokens[position].is("(") else { return nil }
        // `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`: the argument up to the closing parenthesis.
        var argument: [CodeToken] = []
        position += 1
        while position < tokens.count, !tokens[position].is(")") {
            argument.append(tokens[position])
            position += 1
        }
        guard position < tokens.count else { return nil }
        position += 1
        return platformTest(token.text, argument.map(\.text).joined())
    }

    /// What an iOS app built with a current toolchain answers.
    private static func platformTest(_ name: String, _ argument: String) -> Bool? {
        switch name {
        case "os":
            if argument == "iOS" { return true }
            return ["macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android"]
                .contains(argument) ? false : nil
        case "canImport":
            if ["UIKit", "SwiftUI", "Foundation", "CoreGraphics", "Combine", "QuartzCore"].contains(argument) {
                return true
            }
            return ["AppKit", "WatchKit", "Cocoa"].contains(argument) ? false : nil
        case "targetEnvironment":
            return argument == "macCatalyst" ? false : nil
        case "swift", "compiler":
            // `swift(>=5.9)`: the toolchains apps build with today; `swift(<5)` is false.
            if argument.hasPrefix(">=") || argument.hasPrefix(">") { return true }
            if argument.hasPrefix("<") { return false }
            return nil
        default:
            return nil
        }
    }
}
