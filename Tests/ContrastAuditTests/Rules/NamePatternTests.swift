import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Name words and the pattern language of pairing conventions (`Rules/pairings/README.md`).
@Suite struct NamePatternTests {
    struct Split: CustomTestStringConvertible, Sendable {
        let name: String
        let words: String
        var testDescription: String { name }
    }

    /// Real spellings from the corpus, and the words they must split into.
    static let splits: [Split] = [
        .init(name: "colorOnPrimary", words: "color on primary"),
        .init(name: "m3_sys_color_light_on_primary", words: "m 3 sys color light on primary"),
        .init(name: "md_theme_light_onPrimary", words: "md theme light on primary"),
        .init(name: "on-primary", words: "on primary"),
        .init(name: "ACSecondaryText", words: "ac secondary text"),
        .init(name: "Domain/light", words: "domain light"),
        .init(name: "gray100", words: "gray 100"),
        .init(name: "text.primary", words: "text primary"),
        .init(name: "bg.canvas.default-level-1", words: "bg canvas default level 1"),
        .init(name: "@color.text.brand.on-brand-secondary", words: "color text brand on brand secondary"),
        .init(name: "Launch Screen Background Color", words: "launch screen background color"),
        .init(name: "Colors/DemoBrandForeground1Color", words: "colors demo brand foreground 1 color"),
        .init(name: "URLText", words: "url text"),
        .init(name: "", words: ""),
    ]

    @Test(arguments: splits)
    func splitsIntoWords(_ split: Split) {
        #expect(NameWords.split(split.name) == split.words.split(separator: " ").map(String.init))
    }

    struct Matching: CustomTestStringConvertible, Sendable {
        let pattern: String
        let name: String
        /// The captures of every match, `name=words` joined by `;`, one string per match; empty: no match.
        let matches: [String]
        var testDescription: String { "\(pattern) ~ \(name)" }
    }

    static let matching: [Matching] = [
        .init(pattern: "on surface", name: "onSurface", matches: [""]),
        .init(pattern: "on surface", name: "on_surface_variant", matches: []),
        .init(pattern: "{prefix?} on {color}", name: "colorOnPrimary", matches: ["color=primary;prefix=color"]),
        .init(
            pattern: "{prefix?} on {color}", name: "m3_sys_color_light_on_primary_container",
            matches: ["color=primary container;prefix=m 3 sys color light"]),
        .init(pattern: "{prefix?} on {color}", name: "on-primary", matches: ["color=primary;prefix="]),
        .init(pattern: "{prefix} on {color}", name: "on-primary", matches: []),
        .init(pattern: "** text **", name: "ACHeaderText", matches: [""]),
        .init(pattern: "** text **", name: "context", matches: []),
        .init(pattern: "(text|label) *", name: "textPrimary", matches: [""]),
        .init(pattern: "(text|label) *", name: "text", matches: []),
        .init(pattern: "(|secondary) label (|color)", name: "secondaryLabelColor", matches: [""]),
        .init(pattern: "(|secondary) label (|color)", name: "tertiaryLabel", matches: []),
        .init(pattern: "gray #", name: "gray100", matches: [""]),
        .init(pattern: "gray #", name: "grayCustom", matches: []),
        .init(pattern: "brand background (|#) (|color)", name: "DemoBrandBackground1Color", matches: []),
        .init(pattern: "** brand background (|#) (|color)", name: "DemoBrandBackground1Color", matches: [""]),
        .init(pattern: "{a} {a}", name: "on-on", matches: ["a=on"]),
        .init(pattern: "{a} {a}", name: "on-off", matches: []),
        // Two ways to split: both are reported, each once.
        .init(pattern: "{x?} {y?}", name: "a-b", matches: ["x=;y=a b", "x=a;y=b", "x=a b;y="]),
        .init(pattern: "** **", name: "a-b", matches: [""]),
    ]

    @Test(arguments: matching)
    func matchesWithCaptures(_ item: Matching) throws {
        let pattern = try NamePattern(parsing: item.pattern)
        let found = pattern.bindings(matching: NameWords.split(item.name)).map { bindings in
            bindings.keys.sorted().map { "\($0)=\(bindings[$0]!.joined(separator: " "))" }.joined(separator: ";")
        }
        #expect(found == item.matches)
        #expect(pattern.matches(NameWords.split(item.name)) == !item.matches.isEmpty)
    }

    @Test func boundCapturesMustMatchTheSameWords() throws {
        let pattern = try NamePattern(parsing: "{prefix?} {color}")
        let words = NameWords.split("m3_sys_color_light_primary")
        #expect(pattern.bindings(matching: words, bound: ["prefix": ["m", "3", "sys", "color", "light"]]).count == 1)
        #expect(pattern.bindings(matching: words, bound: ["prefix": ["m", "3", "sys", "color", "dark"]]).isEmpty)
        #expect(pattern.bindings(matching: words, bound: ["color": ["primary"], "prefix": []]).isEmpty)
    }

    struct BadPattern: CustomTestStringConvertible, Sendable {
        let pattern: String
        let message: String
        let offset: Int
        var testDescription: String { pattern }
    }

    static let badPatterns: [BadPattern] = [
        .init(pattern: "on {color", message: "unclosed \"{\"", offset: 3),
        .init(pattern: "(text|label", message: "unclosed \"(\"", offset: 0),
        .init(pattern: "on {} x", message: "a capture needs a name", offset: 3),
        .init(pattern: "on {a b}", message: "a capture needs a name", offset: 3),
        .init(pattern: "text ***", message: "use * for one word or ** for any number of words", offset: 5),
        .init(pattern: "(a|{b})", message: "alternatives hold words, * and # only", offset: 3),
        .init(pattern: "(a|**)", message: "** cannot appear inside (...)", offset: 3),
        .init(pattern: "a) b", message: "unexpected \")\"", offset: 1),
        .init(pattern: "a | b", message: "unexpected \"|\"", offset: 2),
        .init(pattern: "  -_. ", message: "a pattern needs at least one word", offset: 0),
    ]

    @Test(arguments: badPatterns)
    func rejectsMalformedPatterns(_ item: BadPattern) {
        #expect {
            try NamePattern(parsing: item.pattern)
        } throws: { error in
            guard let error = error as? NamePattern.SyntaxError else { return false }
            return error.message.hasPrefix(item.message) && error.offset == item.offset
        }
    }

    @Test func alternativesAreDeduplicatedAndRequireCommonWords() throws {
        let pattern = try NamePattern(parsing: "(onSurface|on-surface|on surface) **")
        guard case .alternatives(let options) = pattern.elements.first else {
            Issue.record("expected alternatives")
            return
        }
        #expect(options.count == 1)
        #expect(pattern.requiredWords == ["on", "surface"])
        #expect(try NamePattern(parsing: "(text|label) x").requiredWords == ["x"])
        // Each group of alternatives that all hold a word needs one of them; an optional or wildcard one does not.
        #expect(try NamePattern(parsing: "(text|fg color) x").requiredOneOf == [["text", "fg", "color"]])
        #expect(try NamePattern(parsing: "(|secondary) label (a|*)").requiredOneOf.isEmpty)
        #expect(try NamePattern(parsing: "{ns?} (text|fg) **").matches(NameWords.split("gray100")) == false)
    }
}
