import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The helpers the token readers share: theme and mode names to appearances, and variant building.
@Suite struct DesignTokenTreeTests {
    struct NameCase: CustomTestStringConvertible, Sendable {
        var name: String
        /// The selector, or `nil` for a name that maps to nothing.
        var selector: String?
        var configured: [String: String] = [:]
        var testDescription: String { name + (configured.isEmpty ? "" : " (configured)") }
    }

    static let nameCases: [NameCase] = [
        NameCase(name: "Light", selector: "light"),
        NameCase(name: "Dark", selector: "dark"),
        NameCase(name: "Light HC", selector: "light.high-contrast"),
        NameCase(name: "Dark HC", selector: "dark.high-contrast"),
        NameCase(name: "dark-high-contrast", selector: "dark.high-contrast"),
        NameCase(name: "High Contrast Light", selector: "light.high-contrast"),
        NameCase(name: "lightHighContrast", selector: "light.high-contrast"),
        NameCase(name: "darkHC", selector: "dark.high-contrast"),
        NameCase(name: "HC", selector: "high-contrast"),
        NameCase(name: "sds_light", selector: "light"),
        NameCase(name: "sds_dark", selector: "dark"),
        NameCase(name: "brand_b_light", selector: "light"),
        NameCase(name: "Dark elevated", selector: "dark.elevated"),
        NameCase(name: "Default", selector: nil),
        NameCase(name: "desktop", selector: nil),
        NameCase(name: "Orchid", selector: nil),
        NameCase(name: "Night", selector: "dark", configured: ["Night": "dark"]),
        NameCase(name: "Dark HC", selector: "dark", configured: ["Dark HC": "dark"]),
        NameCase(name: "dark hc", selector: "light.high-contrast", configured: ["Dark HC": "light.high-contrast"]),
    ]

    @Test(arguments: nameCases)
    func namesMapToAppearances(_ testCase: NameCase) throws {
        let mapper = try ModeMapper(ReaderOptions(modes: testCase.configured))
        #expect(mapper.selector(for: testCase.name)?.description == testCase.selector)
    }

    @Test func theFirstNameForAnAppearanceWins() throws {
        let assignment = try ModeMapper(ReaderOptions()).assign(["sds_light", "sds_dark", "brand_b_light"])
        #expect(assignment.assigned.map(\.name) == ["sds_light", "sds_dark"])
        #expect(assignment.duplicates.map(\.name) == ["brand_b_light"])
        #expect(assignment.fallback == nil)
    }

    @Test func anUnmappedNameFillsUncoveredAppearances() throws {
        let assignment = try ModeMapper(ReaderOptions()).assign(["Default", "Dark", "Brand"])
        #expect(assignment.slots.map(\.name) == ["Dark", "Default"])
        #expect(assignment.slots.map(\.selector.description) == ["dark", "any"])
        #expect(assignment.unmapped == ["Brand"])
    }

    @Test func anInvalidConfiguredSelectorIsAnError() {
        #expect(throws: Diagnostic.self) { try ModeMapper(ReaderOptions(modes: ["x": "dusk"])) }
    }

    @Test func identicalValuesCollapseAndMissingOnesAreUnresolvable() throws {
        let location = SourceLocation(path: "f", line: 1, column: 1, offset: 0)
        let shared = TokenValue.reference(name: "a", location: location)
        let same = DesignTokenTree.makeToken(
            name: "t", location: location,
            slots: [
                TokenSlot(selector: try AppearanceSelector(parsing: "light"), label: "theme \"Light\"", value: shared),
                TokenSlot(selector: try AppearanceSelector(parsing: "dark"), label: "theme \"Dark\"", value: shared),
            ], uncovered: "none")
        #expect(same.variants.map(\.selector) == [.any])

        let partial = DesignTokenTree.makeToken(
            name: "t", location: location,
            slots: [
                TokenSlot(selector: try AppearanceSelector(parsing: "light"), label: "theme \"Light\"", value: shared),
                TokenSlot(selector: try AppearanceSelector(parsing: "dark"), label: "theme \"Dark\"", value: nil),
            ], uncovered: "none")
        #expect(partial.variants.map(\.selector.description) == ["light", "dark"])
        guard case .unresolvable(let reason, _) = partial.variants[1].value else {
            Issue.record("a missing value must be unresolvable")
            return
        }
        #expect(reason == "it is not defined in theme \"Dark\"")

        let uncovered = DesignTokenTree.makeToken(
            name: "t", location: location,
            slots: [
                TokenSlot(selector: try AppearanceSelector(parsing: "dark"), label: "theme \"Dark\"", value: shared)
            ],
            uncovered: "no theme maps to light")
        #expect(uncovered.variants.map(\.selector.description) == ["dark", "any"])
    }

    @Test func unresolvableTokensFailOnlyWhenAPairingUsesThem() throws {
        let location = SourceLocation(path: "f", line: 1, column: 1, offset: 0)
        let broken = Token(name: "broken", value: .unresolvable(reason: "r", location: location), location: location)
        let fine = Token(
            name: "fine", value: .literal(ColorLiteral(color: .white, location: location)), location: location)
        var theme = Theme(name: "t", path: "f", format: .designTokens, tokens: [broken, fine], pairings: [])
        _ = try ResolvedTheme(theme: theme, appearances: Appearance.standard)
        theme.pairings = [Pairing(foreground: "broken", backgrounds: ["fine"], role: .text, location: location)]
        #expect(throws: DiagnosticList.self) { try ResolvedTheme(theme: theme, appearances: Appearance.standard) }
    }
}
