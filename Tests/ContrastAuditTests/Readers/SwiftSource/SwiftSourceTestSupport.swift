import Foundation
import Testing

@testable import ContrastAudit

/// Reading the Swift and Objective-C fixtures of `Fixtures/SwiftSourceReader`, and describing token values
/// compactly so tests compare them with values computed in the test.
enum SwiftSourceFixtures {
    static func theme(_ name: String) throws -> Theme {
        let url = Fixtures.url("SwiftSourceReader/" + name)
        let themes = try ThemeLoader.load(paths: [url.path], base: Fixtures.root)
        return try #require(themes.first)
    }

    /// `selector=value` for each variant: `#RRGGBB[AA]` (P3 as `color(display-p3 ...)`), `{reference}`, or
    /// `unresolvable`.
    static func describe(_ token: Token) -> String {
        token.variants.map { variant in
            let value: String
            switch variant.value {
            case .literal(let literal):
                value = literal.color.space == .displayP3 ? literal.color.cssText : literal.color.hex
            case .reference(let name, _): value = "{\(name)}"
            case .unresolvable: value = "unresolvable"
            }
            return variant.selector.description + "=" + value
        }.joined(separator: " ")
    }

    /// Every token of a theme, described.
    static func dump(_ theme: Theme) -> [String: String] {
        Dictionary(theme.tokens.map { ($0.name, describe($0)) }, uniquingKeysWith: { first, _ in first })
    }
}
