import Foundation
import Testing

@testable import ContrastAudit

/// Shapes of real apps' code found by held-out round 7, re-expressed in fixtures of our own: `UIButton.Configuration`
/// colors (attribute containers, base colors, styles with and without a fill, update handlers) and SwiftUI views
/// bound to a name inside `body`.
@Suite struct UsageShapesRound7Tests {
    typealias RGB = UsageShapesTests.RGB

    // The fixtures' colors, as written in Kit.swift and Palette.swift.
    static let white: RGB = (1, 1, 1)
    static let fill: RGB = (0.10, 0.30, 0.70)
    static let ink: RGB = (0.10, 0.10, 0.12)
    static let mint: RGB = (0.80, 0.95, 0.88)
    static let paper: RGB = (0.98, 0.97, 0.94)
    static let link: RGB = (0.05, 0.35, 0.60)
    static let icon: RGB = (0.45, 0.45, 0.50)
    static let chip: RGB = (0.92, 0.92, 0.95)
    static let accent: RGB = (0.60, 0.10, 0.30)

    @Test func buttonConfigurationColorsMeetOnTheButton() throws {
        let (theme, report) = try UsageShapesTests.audit("ButtonConfigurations")
        try UsageShapesTests.check(
            [
                // An attribute container's foreground over `background.backgroundColor`.
                "uikit.white on Kit.fill": (.text, Self.white, Self.fill),
                // A plain style: the title on the view holding the button.
                "Kit.link on Kit.paper": (.text, Self.link, Self.paper),
                // `AttributeContainer([.foregroundColor:, .font: bold 20])`: large text.
                "Kit.ink on Kit.mint": (.largeText, Self.ink, Self.mint),
                // Only an image: a component, on the button's own background.
                "Kit.icon on Kit.chip": (.ui, Self.icon, Self.chip),
                // A filled style without a base background fills with the button's tint.
                "uikit.white on Kit.accent": (.text, Self.white, Self.accent),
                // `inner.configuration?.baseForegroundColor` on `UIButton(configuration: .filled())`.
                "Kit.paper on Kit.ink": (.text, Self.paper, Self.ink),
                // A configuration returned for other buttons: its own colors.
                "Kit.mint on Kit.link": (.text, Self.mint, Self.link),
                // Variants.swift: a property made `UIButton(configuration: .filled())`, its configuration taken in an
                // `if var` and given back; `attributedTitle?.foregroundColor`; `AttributeContainer().foregroundColor`;
                // a text attributes transformer; `configuration?.baseForegroundColor` in a button subclass.
                "Kit.chip on Kit.ink": (.text, Self.chip, Self.ink),
                "Kit.accent on Kit.mint": (.text, Self.accent, Self.mint),
                "Kit.fill on Kit.chip": (.text, Self.fill, Self.chip),
                "Kit.icon on Kit.paper": (.text, Self.icon, Self.paper),
                "Kit.paper on Kit.accent": (.text, Self.paper, Self.accent),
                // A property whose initializer closure makes it filled: each branch's colors, never across.
                "Kit.paper on Kit.busy": (.text, Self.paper, (0.30, 0.30, 0.30)),
                "Kit.ink on Kit.chip": (.text, Self.ink, Self.chip),
                // A configuration stored by the type, filled where it is declared.
                "Kit.paper on Kit.wash": (.text, Self.paper, (0.20, 0.50, 0.30)),
                // A view's own `configuration` view model is no button's: its label on its known background.
                "Kit.link on Kit.chip": (.text, Self.link, Self.chip),
            ], theme, report)
        let pay = try #require(theme.pairings.first { $0.id == "uikit.white on Kit.fill" })
        #expect(pay.sites.map(\.line) == [14])  // `pay.attributedTitle = ...`
        let notes = theme.warnings.map(\.message)
        // The tinted style's fill is a shade of its base color; a filled style without fill or tint; a handler.
        #expect(notes.contains { $0.contains("softButton title color not evaluated") && $0.contains(".tinted()") })
        #expect(notes.contains { $0.contains("bareButton title color not evaluated") && $0.contains(".filled()") })
        let handler = try #require(theme.warnings.first { $0.message.contains("configurationUpdateHandler") })
        #expect(handler.location?.line == 75 && handler.message.hasPrefix("liveButton title color not evaluated"))
        // Never guessed: the tinted, bare and live buttons' colors form no pairing, and no tint over itself.
        let ids = Set(theme.pairings.map(\.id))
        for id in ["Kit.leaf on Kit.wash", "Kit.ink on Kit.paper", "Kit.busy on Kit.idle", "Kit.accent on Kit.accent"] {
            #expect(!ids.contains(id), "\(id)")
        }
    }

    @Test func viewsBoundToANameAreReadOncePerPlace() throws {
        let (theme, report) = try UsageShapesTests.audit("BoundViews")
        let chalk: RGB = (0.96, 0.96, 0.94)
        let slate: RGB = (0.22, 0.24, 0.28)
        let ink: RGB = (0.08, 0.08, 0.10)
        try UsageShapesTests.check(
            [
                // Wrapped in a button in one branch and shown as it is in the other: one site.
                "Color.slate on Color.chalk": (.text, slate, chalk),
                // Colored where it is used, in each branch.
                "Color.ink on Color.night": (.text, ink, (0.30, 0.32, 0.40)),
                "Color.ink on Color.paper": (.text, ink, (1.0, 0.99, 0.96)),
                // Never used: read once where it is bound.
                "Color.rust on Color.sand": (.text, (0.60, 0.25, 0.10), (0.93, 0.88, 0.78)),
                // A filled shape bound to a name, used as a background.
                "Color.rust on Color.chalk": (.text, (0.60, 0.25, 0.10), chalk),
            ], theme, report)
        for pairing in theme.pairings where pairing.origin == .usage {
            #expect(pairing.siteCount == 1, "\(pairing.id)")
        }
        #expect(!theme.warnings.contains { $0.message.contains("not evaluated") })
    }
}
