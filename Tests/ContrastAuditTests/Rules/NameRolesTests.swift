import Foundation
import Testing

@testable import ContrastAudit

/// Issue 13 items 1 and 2 on names written for the test in the styles real apps use (not the corpus): palette
/// words are appearances, and what a name says about strokes, shadows, fixed colors, states and components
/// vetoes pairings no designer would mean.
@Suite struct NameRolesTests {
    static let shipped = PairingConventionTests.shipped

    /// `foreground on background (role)` for each pairing the shipped conventions propose.
    static func proposed(_ names: [String], format: ThemeFormat = .androidXML) -> [String] {
        let theme = PairingConventionTests.theme(names, format: format)
        return shipped.proposal(for: theme).pairings.map { "\($0.id) (\($0.role.rawValue))" }.sorted()
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        var format: ThemeFormat = .androidXML
        let tokens: [String]
        /// Every pairing that must be proposed, `foreground on background (role)`.
        var present: [String] = []
        /// Pairings that must not be proposed, `foreground on background`.
        var absent: [String] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(
            name: "_light/_dark suffixes are one token per role",
            tokens: ["text_primary_light", "text_primary_dark", "background_light", "background_dark"],
            present: ["text_primary_[light|dark] on background_[light|dark] (text)"],
            absent: ["text_primary_dark on background_light", "text_primary_light on background_light"]),
        .init(
            name: "Light/Dark prefixes and day/night",
            format: .designTokens,
            tokens: ["LightTextPrimary", "DarkTextPrimary", "LightBackground", "DarkBackground", "dayBg", "nightBg"],
            present: [
                "[Light|Dark]TextPrimary on [Light|Dark]Background (text)",
                "[Light|Dark]TextPrimary on [day|night]Bg (text)",
            ]),
        .init(
            name: "lighter and darker shades beside their base stay separate tokens",
            tokens: ["primary", "primary_light", "primary_dark", "on_primary"],
            present: ["on_primary on primary (text)"],
            absent: ["on_primary on primary_[light|dark]"]),
        .init(
            name: "a merged token never meets one palette's shade",
            tokens: ["text_light", "text_dark", "bg", "bg_light", "bg_dark"],
            present: ["text_[light|dark] on bg (text)"],
            absent: ["text_[light|dark] on bg_light", "text_[light|dark] on bg_dark"]),
        .init(
            name: "strokes are UI foregrounds, never backgrounds",
            format: .designTokens,
            tokens: [
                "text.primary", "background.default", "background.stroke", "textFieldBorder", "textFieldBackground",
            ],
            present: ["textFieldBorder on textFieldBackground (ui)"],
            absent: ["text.primary on background.stroke"]),
        .init(
            name: "shadows and scrims are neither text nor background",
            format: .designTokens,
            tokens: ["text.primary", "background.shadow", "background.default", "text.shadow", "background.scrim"],
            present: ["text.primary on background.default (text)"],
            absent: [
                "text.primary on background.shadow", "text.shadow on background.default",
                "text.primary on background.scrim",
            ]),
        .init(
            name: "contrast and on-fill colors go on fills, not the app background",
            format: .designTokens,
            tokens: ["text.contrast", "text.onFill", "background.default", "background.brand", "background.fill"],
            absent: ["text.contrast on background.default", "text.onFill on background.default"]),
        .init(
            name: "states pair within the same state",
            format: .designTokens,
            tokens: [
                "tab.text.selected", "tab.background.selected", "tab.background.unselected", "text.primary",
                "background.disabled", "text.disabled", "background.default",
            ],
            absent: ["tab.text.selected on tab.background.unselected", "text.primary on background.disabled"]),
        .init(
            name: "input text goes on the input's field when the theme has one",
            format: .designTokens,
            tokens: ["input.text", "input.background", "background.default", "text.primary"],
            present: ["input.text on input.background (text)", "text.primary on background.default (text)"],
            absent: ["input.text on background.default"]),
    ]

    @Test(arguments: cases)
    func vetoes(_ item: Case) {
        let proposed = Self.proposed(item.tokens, format: item.format)
        for pairing in item.present {
            #expect(proposed.contains(pairing), "missing \(pairing) in \(proposed)")
        }
        for pairing in item.absent {
            #expect(!proposed.contains { $0.hasPrefix(pairing + " (") }, "unexpected \(pairing) in \(proposed)")
        }
    }

    /// A merged token refers to both tokens, so each appearance is measured with its own palette's colors.
    @Test func aMergedTokenResolvesToEachPalette() throws {
        func token(_ name: String, _ hex: String, line: Int) -> Token {
            let location = SourceLocation(path: "colors.xml", line: line, column: 1, offset: line)
            return Token(
                name: name, value: .literal(ColorLiteral(color: try! Color(parsing: hex), location: location)),
                location: location)
        }
        var themes = [
            Theme(
                name: "colors.xml", path: "colors.xml", format: .androidXML,
                tokens: [
                    token("text_light", "#111111", line: 1), token("text_dark", "#EEEEEE", line: 2),
                    token("background_light", "#FFFFFF", line: 3), token("background_dark", "#000000", line: 4),
                ], pairings: [])
        ]
        Self.shipped.apply(to: &themes, mode: .auto)
        let ruleSet = try CorpusConventionTests.ruleSet()
        let report = try AuditEngine.run(themes: themes, ruleSets: [ruleSet])
        let results = report.results.filter { $0.pairing?.id == "text_[light|dark] on background_[light|dark]" }
        let light = try #require(results.first { $0.appearance == Appearance(.light) })
        let dark = try #require(results.first { $0.appearance == Appearance(.dark) })
        #expect(light.colors?.foreground == "#111111" && light.colors?.background == "#FFFFFF")
        #expect(dark.colors?.foreground == "#EEEEEE" && dark.colors?.background == "#000000")
        // The original tokens are reached through the merged one: no coverage warning for them.
        #expect(!report.results.contains { $0.token == "text_dark" || $0.token == "background_light" })
    }
}
