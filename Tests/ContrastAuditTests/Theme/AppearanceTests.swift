import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct AppearanceTests {
    /// Reports sort by `order`, and `all` is the list they are sorted into: the two must agree.
    @Test func orderIsThePositionInAll() {
        for (index, appearance) in Appearance.all.enumerated() {
            #expect(appearance.order == index, "\(appearance.name)")
        }
        #expect(Set(Appearance.all).count == 8)
        #expect(Appearance.standard.allSatisfy { $0.contrast == .normal })
        #expect(Appearance.highContrast.allSatisfy { $0.contrast == .high })
    }

    /// DESIGN.md §5: the matching selector with the most traits wins; among equals luminosity beats
    /// contrast, which beats level; the first of identical selectors wins.
    @Test func bestMatchFollowsThePrecedence() throws {
        let selectors = try ["any", "dark", "elevated", "dark.elevated", "high-contrast", "dark", "light"].map {
            try AppearanceSelector(parsing: $0)
        }
        func best(_ appearance: Appearance) -> String? {
            AppearanceSelector.bestMatch(among: selectors, for: appearance).map { "\($0):\(selectors[$0])" }
        }
        #expect(best(Appearance(.light)) == "6:light")
        #expect(best(Appearance(.dark)) == "1:dark")
        #expect(best(Appearance(.dark, .elevated)) == "3:dark.elevated")
        #expect(best(Appearance(.light, .elevated)) == "6:light", "luminosity outranks level")
        #expect(best(Appearance(.light, .base, .high)) == "6:light", "luminosity outranks contrast")
        #expect(AppearanceSelector.bestMatch(among: selectors.suffix(2).dropLast(), for: Appearance(.light)) == nil)
        #expect(AppearanceSelector.bestMatch(among: [], for: Appearance(.dark)) == nil)
    }

    @Test func brightnessRulePicksLightContentBelowTheThreshold() {
        #expect(StatusBarStyle.picked(brightness: 0.69, threshold: 0.7) == .lightContent)
        #expect(StatusBarStyle.picked(brightness: 0.7, threshold: 0.7) == .darkContent)
        #expect(StatusBarStyle.picked(brightness: 1, threshold: 1) == .darkContent)
        #expect(StatusBarStyle.picked(brightness: 0, threshold: 0) == .darkContent)
    }
}
