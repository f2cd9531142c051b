import Foundation
import Testing

@testable import ContrastAudit

/// Usage read across the bodies of one type when a theme instance is involved: what one method sets through
/// a stored theme meets what another sets, per instance and never across instances.
@Suite struct UsageAcrossBodiesTests {
    @Test func aStoredThemesBackgroundFromAnotherMethodMeetsTheSameInstancesText() throws {
        let url = Fixtures.url("UsagePairings/ThemeAcrossMethods")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let theme = try #require(outcome.themes.first)
        // Components as written in Skin.swift; the label sits in the content view, over the cell's background,
        // which the highlight override sets to one of two colors of the same skin.
        let skins: [String: [String: (Double, Double, Double)]] = [
            "day": [
                "card": (1, 1, 1), "cardPressed": (0.9, 0.9, 0.9), "title": (0.1, 0.1, 0.12), "badge": (0.2, 0.4, 0.9),
            ],
            "night": [
                "card": (0.1, 0.1, 0.12), "cardPressed": (0.2, 0.2, 0.2), "title": (0.95, 0.95, 0.95),
                "badge": (0.4, 0.6, 1),
            ],
        ]
        var expected: [String: Double] = [:]
        for (skin, colors) in skins {
            // KeyButton: the card color as the digit on the title color as the key's fill.
            let key = UsagePairingsTests.wcag(colors["card"] ?? (0, 0, 0), colors["title"] ?? (0, 0, 0))
            expected["Skin.\(skin).card on Skin.\(skin).title"] = key
            for text in ["title", "badge"] {
                for background in ["card", "cardPressed"] {
                    let ratio = UsagePairingsTests.wcag(colors[text] ?? (0, 0, 0), colors[background] ?? (0, 0, 0))
                    expected["Skin.\(skin).\(text) on Skin.\(skin).\(background)"] = ratio
                }
            }
        }
        let usage = theme.pairings.filter { $0.origin == .usage }
        #expect(Set(usage.map(\.id)) == Set(expected.keys))
        for (id, ratio) in expected {
            let value = outcome.report.results.first { $0.pairing?.id == id }?.value
            #expect(abs((value ?? 0) - ratio) < 1e-9, "\(id)")
        }
        #expect(usage.allSatisfy { $0.inference?.contains("one of 2 Skin instances") == true })
        // The attributed title's bold 30 pt font makes the digit large text; the cell's labels have no font.
        for pairing in usage {
            #expect(pairing.role == (pairing.id.hasSuffix(".title") ? .largeText : .text), "\(pairing.id)")
        }
        try UsagePairingsTests.checkSites(theme, root: Fixtures.root)
    }
}
