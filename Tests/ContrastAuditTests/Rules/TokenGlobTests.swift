import Testing

@testable import ContrastAudit
@testable import audit

/// `*` patterns in configured pairings.
@Suite struct TokenGlobTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let pattern: String
        let name: String
        let matches: Bool
        var testDescription: String { "\(pattern) ~ \(name)" }
    }

    static let cases: [Case] = [
        .init(pattern: "text.*", name: "text.primary", matches: true),
        .init(pattern: "text.*", name: "text.on-solid.primary", matches: true),
        .init(pattern: "text.*", name: "text", matches: false),
        .init(pattern: "text.*", name: "color.text.primary", matches: false),
        .init(pattern: "*.text.*", name: "color.text.primary", matches: true),
        .init(pattern: "bg.canvas.*", name: "bg.canvas.default-level-1", matches: true),
        .init(pattern: "*Label", name: "secondaryLabel", matches: true),
        .init(pattern: "*Label", name: "label", matches: false),
        .init(pattern: "*", name: "anything/at all", matches: true),
        .init(pattern: "a*b*c", name: "abbbc", matches: true),
        .init(pattern: "a*b*c", name: "acb", matches: false),
        .init(pattern: "Domain/*", name: "Domain/light", matches: true),
        .init(pattern: "**", name: "", matches: true),
    ]

    @Test(arguments: cases)
    func matchesWholeNames(_ item: Case) {
        #expect(TokenGlob(item.pattern).matches(item.name) == item.matches)
    }

    @Test func closestNamesAreFewestEditsAwayWithStarsFree() {
        let names = ["color.text.primary", "color.text.secondary", "color.bg.canvas.default", "gray100"]
        #expect(
            TokenGlob("text.*").closest(among: names)
                == ["color.text.primary", "color.text.secondary", "color.bg.canvas.default"])
        #expect(TokenGlob("color.bg.canvass.*").closest(among: names, count: 1) == ["color.bg.canvas.default"])
        #expect(TokenGlob("x*").closest(among: [String]()).isEmpty)
    }
}
