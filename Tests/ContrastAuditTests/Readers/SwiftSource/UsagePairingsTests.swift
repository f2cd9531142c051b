import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Pairings inferred from how code uses its colors (issue 12), on the fixtures of `Fixtures/UsagePairings` and
/// the example app. Expected pairings are written out by hand from the fixture sources; ratios are computed
/// here with the WCAG formula, not by the library.
@Suite struct UsagePairingsTests {
    static func theme(_ folder: String) throws -> Theme {
        let url = Fixtures.url("UsagePairings/" + folder)
        return try #require(try ThemeLoader.load(paths: [url.path], base: Fixtures.root).first)
    }

    static func byID(_ theme: Theme) -> [String: Pairing] {
        Dictionary(theme.pairings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every site of every usage pairing is a real line of its file that sets a color.
    static func checkSites(_ theme: Theme, root: URL) throws {
        let words = [
            "textColor", "TextColor", "TitleColor", "tintColor", "TintColor", ".color =", "borderColor",
            "TextAttributes", "foreground",
            "tint", "titleColor", "NSColor", "getHue", "brightness", "background", "Text(", "attributed", "Attributed",
            "unselectedItemTintColor", "ForegroundColor", "BackgroundColor", "barStyle", ".stroke(", ".image =",
            "Image(systemName",
            // A field's placeholder, drawn in the system's placeholder color, is paired at the field.
            "TextField(", "SecureField(",
            // A label, field or text view no code colors is paired in UIKit's label color where it is made.
            "UILabel(", "UITextView(",
            // A custom button whose title no code colors is paired in UIKit's white where the title is set.
            "setTitle(",
            // An app style sheet's text colors (`s.fontColor = ...`).
            "fontColor",
        ]
        for pairing in theme.pairings where pairing.origin == .usage {
            #expect(!pairing.sites.isEmpty && pairing.siteCount >= pairing.sites.count, "\(pairing.id)")
            for site in pairing.sites {
                let file =
                    site.path.hasPrefix("/") ? URL(fileURLWithPath: site.path) : root.appendingPathComponent(site.path)
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                try #require(lines.indices.contains(site.line - 1), "\(site)")
                let line = lines[site.line - 1]
                #expect(site.column >= 1 && site.column <= line.count, "\(site)")
                // A view built by the app's initializer is paired at its construction (`Label(.title)`).
                let construction = pairing.inference?.contains("construction's arguments") == true && line.contains("(")
                // A button's title in the accent color is paired at the button (or the view in its label).
                let accent =
                    (pairing.inference?.contains("as the button's accent color") == true
                        || pairing.inference?.contains("as a destructive button's title color") == true)
                    && ["Button", "Link(", "Image(", "Text("].contains { line.contains($0) }
                #expect(
                    construction || accent || words.contains { line.contains($0) },
                    "\(pairing.id) at \(site): \(line)")
            }
        }
    }

    // MARK: UIKit

    @Test func uikitPairingsAreExactlyTheUseSites() throws {
        let theme = try Self.theme("UIKit")
        let pairings = Self.byID(theme)
        let expected: [String: Role] = [
            "Ink.body on Ink.paper": .largeText,  // nameLabel: last assignment wins, bold 28 pt
            "Ink.muted on Ink.paper": .text,  // noteLabel, clear background over the view; the lazy caption
            // label, clear, over the view whose background viewDidLoad sets
            // The panel's border, over the view (the outline of a container holding panelLabel), and
            // followButton's disabled title: both decorative, one pairing.
            "Ink.rule on Ink.paper (decorative)": .decorative,
            "Ink.onPanel on Ink.panel": .text,  // panelLabel in panel
            // The avatar's tint in one branch: a symbol of the label's colors, judged at 3:1 apart from the text.
            "Ink.onPanel on Ink.panel (non-text)": .ui,
            "Ink.link on Ink.paper": .text,  // followButton title over the view
            "Ink.muted on Ink.panel": .ui,  // avatar tint in the other branch
            "Ink.paper on Ink.bar": .text,  // navigation bar appearance titles
            // The large titles, judged as large text apart from the regular ones of the same colors.
            "Ink.paper on Ink.bar (large text)": .largeText,
            "status bar on Ink.bar": .statusBar,
        ]
        #expect(Set(pairings.keys) == Set(expected.keys))
        for (id, role) in expected { #expect(pairings[id]?.role == role, "\(id)") }
        #expect(pairings["Ink.onPanel on Ink.panel"]?.siteCount == 1)
        #expect(pairings["Ink.onPanel on Ink.panel (non-text)"]?.siteCount == 1)
        #expect(pairings["Ink.paper on Ink.bar"]?.siteCount == 1)
        #expect(pairings["Ink.paper on Ink.bar (large text)"]?.siteCount == 1)
        // The declaration each token resolved to.
        let body = try #require(pairings["Ink.body on Ink.paper"])
        #expect(body.tokenLocations["Ink.body"]?.path.hasSuffix("UIKit/Colors.swift") == true)
        #expect(body.tokenLocations["Ink.body"]?.line == 6)
        #expect(body.location.path.hasSuffix("ProfileViewController.swift") && body.location.line == 15)
        try Self.checkSites(theme, root: Fixtures.root)
    }

    /// Attribute dictionaries are read by key: the foreground color attribute is the text, a background color
    /// attribute is what the text sits on (over the label's container), other colors (a stroke) are neither.
    @Test func forEachOverAListOfViewsReadsEachView() throws {
        let theme = try Self.theme("Loops")
        let usage = theme.pairings.filter { $0.origin == .usage }
        // `[titleLabel, dateLabel].forEach { $0.textColor = ... }` is each label's assignment: the title sits in
        // the header (added to it in another loop), the date on the view; `for label in [titleLabel, noteLabel]`
        // reads the same way. A loop with an element that names no view is not read: it was one receiver `$0`,
        // whose container was the last one any loop gave `$0`.
        #expect(
            Set(usage.map(\.id)) == [
                "Palette.ink on Palette.banner", "Palette.ink on Palette.card", "Palette.muted on Palette.card",
                "Palette.link on Palette.banner", "Palette.link on Palette.card",
            ])
        #expect(Set(usage.map(\.location.line)) == [36, 39, 47])
        try Self.checkSites(theme, root: Fixtures.root)
        // A loop in a color's own code is not run: the color is not evaluated (never the value before the loop).
        let looped = try #require(theme.token(named: "Palette.looped"))
        guard case .unresolvable(let reason, _) = looped.variants.first?.value else {
            Issue.record("Palette.looped should be unresolvable: \(looped.variants)")
            return
        }
        #expect(reason == "uses a loop, which the reader does not run")
    }

    @Test func viewsBuiltWithTheirColorsAreReadPerConstruction() throws {
        let theme = try Self.theme("Components")
        let usage = theme.pairings.filter { $0.origin == .usage }
        // `Pill(textColor:fill:)` at two places with known colors: the pill's body read once with each; a UIKit
        // view whose initializer stores the colors it is given unchanged, read the same way.
        #expect(
            Set(usage.map(\.id)) == [
                "AppColors.savedText on AppColors.savedFill", "uikit.white on AppColors.upvoteFill",
                "TagPalette.text on TagPalette.fill",
            ])
        let tag = try #require(usage.first { $0.id == "TagPalette.text on TagPalette.fill" })
        #expect(tag.location.line == 24)
        #expect(tag.inference?.hasSuffix("Tags.swift:30:26") == true)
        let saved = try #require(usage.first { $0.id == "AppColors.savedText on AppColors.savedFill" })
        #expect(saved.location.line == 17)
        #expect(saved.inference?.hasSuffix("Pills.swift:28:17") == true)
        #expect(saved.inference?.contains("`textColor` as AppColors.savedText") == true)
        // A color the construction site cannot know is said at the use, with the construction it was read with.
        let note = try #require(theme.warnings.first { $0.message.contains("(read with") })
        #expect(note.location?.line == 17)
        #expect(note.message.contains("Pills.swift:30:17"))
        // A type whose initializer changes what it is given (`tint.opacity(0.5)`) is not read this way.
        #expect(!usage.contains { $0.id == "uikit.white on AppColors.savedFill" })
        #expect(theme.warnings.contains { $0.location?.line == 44 && !$0.message.contains("(read with") })
        try Self.checkSites(theme, root: Fixtures.root)
        let outcome = try Auditor(
            paths: [Fixtures.url("UsagePairings/Components").path], base: Fixtures.root, conventions: .never
        ).run()
        let value = try #require(
            outcome.report.results.first { $0.pairing?.id == saved.id && $0.appearance?.name == "light" }?.value)
        #expect(abs(value - Self.wcag((0.63, 0.44, 0.93), (0.95, 0.92, 0.99))) < 1e-9)
    }

    @Test func buttonTitlesInTheTintAreTextAndBorderedLabelsAreNotGuessed() throws {
        let theme = try Self.theme("Buttons")
        let usage = theme.pairings.filter { $0.origin == .usage }
        func role(_ id: String) -> Role? { usage.first { $0.id == id }?.role }
        // A button's title drawn in its tint is text (4.5:1), not a component (3:1).
        #expect(role("ButtonColors.link on ButtonColors.page") == .text)
        // `.borderedProminent` fills the button with the tint: the fill is a component on the page.
        #expect(role("ButtonColors.action on ButtonColors.page") == .ui)
        // A symbol draws in its foreground style, not in a `.tint` (only controls do): not paired in the tint but
        // in the primary color, the label color, as a component.
        #expect(role("ButtonColors.icon on ButtonColors.page") == nil)
        #expect(role("ios.label on ButtonColors.page") == .ui)
        #expect(usage.first { $0.id == "ios.label on ButtonColors.page" }?.sites.map(\.line) == [23])
        // Its label is drawn by the system, and an untinted title takes the app's accent color: neither is
        // guessed as the label color.
        // UIKit: a system button draws its title in its tint (text); a button with an image only, a component.
        #expect(role("LinkColors.link on LinkColors.card") == .text)
        #expect(role("LinkColors.icon on LinkColors.card") == .ui)
        #expect(usage.count == 5)
        // The untinted title ("Cancel") is not the label color.
        #expect(!usage.contains { $0.foreground == "ios.label" && $0.role == .text })
        let note = try #require(theme.warnings.first { $0.message.contains(".borderedProminent") })
        #expect(note.location?.line == 19)
        try Self.checkSites(theme, root: Fixtures.root)
    }

    @Test func attributeDictionariesAreReadByKey() throws {
        let theme = try Self.theme("Attributes")
        let pairings = Self.byID(theme)
        let expected: Set<String> = ["Ink.badgeText on Ink.badgeFill", "Ink.note on Ink.paper", "Ink.title on Ink.bar"]
        #expect(Set(pairings.keys) == expected)
        #expect(pairings.values.allSatisfy { $0.role == .text })
        #expect(pairings["Ink.badgeText on Ink.badgeFill"]?.location.line == 11)
        try Self.checkSites(theme, root: Fixtures.root)
    }

    /// Objective-C: `getHue:saturation:brightness:alpha:` in a status-bar getter with an `if`, and `@{...}`
    /// attribute dictionaries in `initWithString:attributes:`, assigned or sent with `setAttributedText:`, and
    /// `[UINavigationBar appearance]` proxies.
    @Test func objectiveCStatusBarAndAttributeDictionaries() throws {
        let url = Fixtures.url("UsagePairings/ObjCStatusBar")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let theme = try #require(outcome.themes.first)
        let pairings = Self.byID(theme)
        #expect(
            Set(pairings.keys) == [
                "status bar on UIColor.headerColor", "UIColor.chipTextColor on UIColor.chipColor",
                "uikit.white on UIColor.headerColor", "UIColor.chromeTitleColor on UIColor.chromeColor",
            ])
        let bar = try #require(outcome.report.results.first { $0.pairing?.role == .statusBar })
        // Brightness 0.6 is below the code's 0.65: light content, white on the header.
        #expect(bar.statusBar?.brightnessThreshold == 0.65)
        #expect(bar.statusBar?.style == .lightContent)
        #expect(abs((bar.value ?? 0) - Self.wcag((1, 1, 1), (0.2, 0.4, 0.6))) < 1e-9)
        try Self.checkSites(theme, root: Fixtures.root)
    }

    /// UIKit's own subviews sit in their owner: a cell's `textLabel` in its content view (colored or not) over
    /// the cell, a button's `titleLabel` in the button; a tab bar's unselected items over the bar (ui).
    @Test func builtInSubviewsAndUnselectedItems() throws {
        let theme = try Self.theme("Cells")
        let pairings = Self.byID(theme)
        let expected: [String: Role] = [
            "Shade.title on Shade.row": .text,
            "Shade.detail on Shade.row": .text,
            "Shade.title on Shade.rowContent": .text,
            "Shade.selected on Shade.bar": .ui,
            "Shade.unselected on Shade.bar": .ui,
            "Shade.buttonText on Shade.buttonFill": .text,
        ]
        #expect(Set(pairings.keys) == Set(expected.keys))
        for (id, role) in expected { #expect(pairings[id]?.role == role, "\(id)") }
        try Self.checkSites(theme, root: Fixtures.root)
    }

    /// Appearance proxies (`UINavigationBar.appearance()`), a tab bar appearance's item states over its
    /// background (the disabled state decorative), `UIButton.Configuration` colors, and a segmented control's
    /// selected titles on its selected segment.
    @Test func appearanceProxiesAndButtonConfigurations() throws {
        let theme = try Self.theme("Proxies")
        let pairings = Self.byID(theme)
        let expected: [String: Role] = [
            "Tone.navigationTitle on Tone.navigation": .text,
            "Tone.tabItem on Tone.tabs": .text,
            "Tone.tabItemSelected on Tone.tabs": .text,
            "Tone.tabItemOff on Tone.tabs (disabled)": .decorative,
            "Tone.onPrimary on Tone.primary": .text,
            "Tone.chipText on Tone.chip": .text,
            "Tone.segment on Tone.track": .text,
            "Tone.segmentSelected on Tone.thumb": .text,
        ]
        #expect(Set(pairings.keys) == Set(expected.keys))
        for (id, role) in expected { #expect(pairings[id]?.role == role, "\(id)") }
        try Self.checkSites(theme, root: Fixtures.root)
    }

    @Test func backgroundsFromOtherBodiesLocalsAndTernaries() throws {
        let url = Fixtures.url("UsagePairings/Bodies")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let theme = try #require(outcome.themes.first)
        // The date label's color is a hex string constant in nested enums turned into a color by an app
        // extension of String: evaluated at the site and named by its value. The state icon's tint is a local
        // set in both branches of an `if` in another function than the cell's background: one pairing each.
        // The torch tint, set in another function than the bar's color, is either of a ternary's colors; the
        // branch in the title's color is a bar button glyph, judged apart from the title text.
        let expected: [String: Role] = [
            "#8A8F98 on uikit.white": .text, "#1A7F37 on uikit.white": .ui, "#CF222E on uikit.white": .ui,
            "Bar.title on Bar.fill": .text, "Bar.title on Bar.fill (non-text)": .ui, "Bar.torch on Bar.fill": .ui,
        ]
        let usage = theme.pairings.filter { $0.origin == .usage }
        #expect(Set(usage.map(\.id)) == Set(expected.keys))
        for (id, role) in expected { #expect(usage.first { $0.id == id }?.role == role, "\(id)") }
        #expect(usage.first { $0.id == "Bar.title on Bar.fill" }?.sites.map(\.line) == [30])
        #expect(usage.first { $0.id == "Bar.title on Bar.fill (non-text)" }?.sites.map(\.line) == [34])
        func ratio(_ id: String) -> Double? { outcome.report.results.first { $0.pairing?.id == id }?.value }
        let muted = Self.wcag((0x8A / 255.0, 0x8F / 255.0, 0x98 / 255.0), (1, 1, 1))
        #expect(abs((ratio("#8A8F98 on uikit.white") ?? 0) - muted) < 1e-9)
        let torch = Self.wcag((1, 0.8, 0.2), (0.1, 0.1, 0.1))
        #expect(abs((ratio("Bar.torch on Bar.fill") ?? 0) - torch) < 1e-9)
        try Self.checkSites(theme, root: Fixtures.root)
    }

    @Test func aColorKnownOnlyAtRunTimeIsNotEvaluated() throws {
        let theme = try Self.theme("UIKit")
        let note = try #require(theme.warnings.first { $0.message.contains("not evaluated") })
        #expect(note.severity == .note)
        #expect(note.location?.line == 39)
        #expect(note.message.contains("`theme`"))
        // No pairing names the never-used token.
        #expect(!theme.pairings.contains { $0.tokens.contains("Ink.never") })
    }

    /// Issue 11 item 6: a pairing that needs a color the reader cannot evaluate (a helper it cannot run, a
    /// function not in the input, an alias of such a color) is not evaluated, says why, and is counted.
    @Test func pairingsNeedingUnresolvableColorsAreNotEvaluated() throws {
        let theme = try Self.theme("Unresolvable")
        #expect(Set(theme.pairings.map(\.id)) == ["Shade.ink on Shade.paper"])
        // The third: `body`, a label no code colors (UIKit's label color), on the same runtime background.
        #expect(theme.unevaluatedPairings == 3)
        let notes = theme.warnings.filter { $0.message.contains("not evaluated") }
        #expect(notes.count == 3)
        #expect(notes.allSatisfy { $0.severity == .note })
        // A background that is not a token because it could not be evaluated (an alias of a runtime color).
        #expect(notes.contains { $0.location?.line == 20 && $0.message.contains("Shade.remoteAlias") })
        // A foreground token that is unresolvable: the pairing found is left out, with the reason.
        #expect(
            notes.contains {
                $0.location?.line == 32 && $0.message.hasPrefix("pairing \"Shade.mystery on Shade.paper\"")
                    && $0.message.contains("`mysteryColor`")
            })
        // The audit runs (no resolution error) and its summary counts what it left out.
        let folder = Fixtures.url("UsagePairings/Unresolvable").path
        let outcome = runAudit(["check", folder], directory: Fixtures.packageRoot.path)
        #expect(outcome.exitCode != .invalidInput, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("; 3 pairings not evaluated: unresolvable colors"))
    }

    /// WCAG 2 contrast, written out: sRGB linearization, relative luminance, (L1 + 0.05) / (L2 + 0.05).
    static func wcag(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func luminance(_ c: (Double, Double, Double)) -> Double {
            0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func statusBarUsesTheThresholdTheCodeCompares() throws {
        let url = Fixtures.url("UsagePairings/UIKit")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let bar = try #require(outcome.report.results.first { $0.pairing?.role == .statusBar })
        // Gray 0.65: brightness 0.65 is at or above the code's 0.6, so dark content (black text).
        let black = Self.wcag((0, 0, 0), (0.65, 0.65, 0.65))
        let white = Self.wcag((1, 1, 1), (0.65, 0.65, 0.65))
        #expect(black > 4.5 && white < 4.5)
        #expect(bar.statusBar?.brightnessThreshold == 0.6)
        #expect(bar.statusBar?.style == .darkContent)
        #expect(bar.status == .pass)
        #expect(abs((bar.value ?? 0) - black) < 1e-9)
    }

    @Test func colorsBuiltAtTheSiteAndBuilderClosures() throws {
        let theme = try Self.theme("Literals")
        let pairings = Self.byID(theme)
        // 50% black over whatever is beneath: a translucent layer, which the engine evaluates over every
        // backdrop; `#colorLiteral` and an RGB initializer at the site become tokens named by their value.
        #expect(Set(pairings.keys) == ["uikit.white on #00000080", "#333333 on #FFCC00"])
        #expect(theme.token(named: "#FFCC00")?.location.line == 21)
        #expect(theme.warnings.contains { $0.location?.line == 16 && $0.message.contains("not evaluated") })
        let url = Fixtures.url("UsagePairings/Literals")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let hint = try #require(outcome.report.results.first { $0.pairing?.id == "uikit.white on #00000080" })
        // Worst case: white text over 50% black on a white backdrop, i.e. on #808080 (composited: 0.5 * 1).
        let worst = Self.wcag((1, 1, 1), (0.5, 0.5, 0.5))
        #expect(abs((hint.backdropRange?.min ?? 0) - worst) < 0.01)
        try Self.checkSites(theme, root: Fixtures.root)
    }

    @Test func colorsThatFollowTheColorSchemeAtTheSite() throws {
        let url = Fixtures.url("UsagePairings/Scheme")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let theme = try #require(outcome.themes.first)
        let ids = Set(theme.pairings.map(\.id))
        #expect(
            ids == [
                "BoxColors.text(colorScheme) on BoxColors.box(colorScheme)",
                "ios.label on BoxColors.box(colorScheme)",
            ])
        func ratio(_ id: String, _ appearance: String) -> Double? {
            outcome.report.results.first { $0.pairing?.id == id && $0.appearance?.name == appearance }?.value
        }
        let id = "BoxColors.text(colorScheme) on BoxColors.box(colorScheme)"
        let light = Self.wcag((0.4, 0.4, 0.4), (1, 1, 1))
        let dark = Self.wcag((0.8, 0.8, 0.8), (0.2, 0.2, 0.2))
        #expect(abs((ratio(id, "light") ?? 0) - light) < 0.02)
        #expect(abs((ratio(id, "dark") ?? 0) - dark) < 0.02)
        try Self.checkSites(theme, root: Fixtures.root)
    }

    // MARK: SwiftUI and Objective-C

    @Test func swiftUIModifierChains() throws {
        let theme = try Self.theme("SwiftUI")
        let pairings = Self.byID(theme)
        let expected: [String: Role] = [
            "Tone.ink on Tone.page": .largeText,  // .largeTitle over the ZStack's filled first child
            "Tone.soft on Tone.card on Tone.page": .text,  // a shape's foregroundColor is its fill
            "Tone.onChip on Tone.chip on Tone.page": .text,  // Capsule().fill
            "Tone.icon on Tone.page": .ui,  // SF Symbol
            "Tone.onChip on Tone.chip": .text,  // .background { Tone.chip }
        ]
        #expect(Set(pairings.keys) == Set(expected.keys))
        for (id, role) in expected { #expect(pairings[id]?.role == role, "\(id)") }
        // The material background is said, not guessed.
        #expect(theme.warnings.contains { $0.location?.line == 33 && $0.message.contains("material") })
        try Self.checkSites(theme, root: Fixtures.root)
    }

    @Test func objectiveCMessages() throws {
        let theme = try Self.theme("ObjC")
        let pairings = Self.byID(theme)
        #expect(
            Set(pairings.keys) == [
                "UIColor.legacyAction on UIColor.legacyPaper", "UIColor.legacyText on UIColor.legacyPaper",
            ])
        try Self.checkSites(theme, root: Fixtures.root)
    }

    // MARK: Precedence

    @Test func configuredPairingsWinOverUsage() {
        let at = SourceLocation(path: "a.swift", line: 1, column: 1, offset: 0)
        let usage = Pairing(foreground: "a", backgrounds: ["b"], role: .text, location: at, origin: .usage)
        let other = Pairing(foreground: "c", backgrounds: ["b"], role: .text, location: at, origin: .usage)
        let configured = Pairing(foreground: "a", backgrounds: ["b"], role: .largeText, location: at, origin: .config)
        let kept = ConfiguredPairings.withoutOverriddenUsage([usage, other, configured])
        #expect(kept.map(\.id) == ["c on b", "a on b"])
        #expect(kept.last?.origin == .config)
        #expect(ConfiguredPairings.withoutOverriddenUsage([usage, other]).count == 2)
    }

    @Test func conventionsPairOnlyWhatUsageLeaves() throws {
        let example = Fixtures.packageRoot.appendingPathComponent("Examples/ThemeApp").path
        let outcome = try Auditor(paths: [example], base: Fixtures.packageRoot).run()
        let pairings = try #require(outcome.themes.first).pairings
        let usage = pairings.filter { $0.origin == .usage }
        let conventions = pairings.filter { $0.origin != .usage }
        let usageTokens = Set(usage.flatMap(\.tokens))
        #expect(!conventions.isEmpty)
        for pairing in conventions {
            #expect(!usageTokens.contains(pairing.foreground ?? ""), "\(pairing.id)")
        }
        #expect(conventions.contains { $0.id == "Style.textColor on Style.backgroundColor" })
    }

    // MARK: The example app

    /// HSB to RGB, written out (the example's `Style` colors are HSB).
    static func hsb(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let sector = h * 6
        let i = floor(sector)
        let f = sector - i
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        switch Int(i) % 6 {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func hex(_ value: Int) -> (Double, Double, Double) {
        (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
    }

    @Test func exampleAppUsagePairings() throws {
        let example = Fixtures.packageRoot.appendingPathComponent("Examples/ThemeApp").path
        let outcome = try Auditor(paths: [example], base: Fixtures.packageRoot).run()
        let results = outcome.report.results.filter { $0.pairing?.origin == "usage" }
        func ratio(_ id: String, _ appearance: String) -> Double? {
            results.first { $0.pairing?.id == id && $0.appearance?.name == appearance }?.value
        }
        func role(_ id: String) -> Role? { results.first { $0.pairing?.id == id }?.pairing?.role }
        let white = (1.0, 1.0, 1.0)

        #expect(role("Palette.cardText on Palette.cardBackground") == .largeText)
        let title = Self.wcag(Self.hex(0x1B1D21), white)
        #expect(abs((ratio("Palette.cardText on Palette.cardBackground", "light") ?? 0) - title) < 1e-6)

        #expect(role("Palette.secondaryText on Palette.cardBackground") == .text)
        let bylineLight = Self.wcag(Self.hex(0x8A8F98), white)
        let bylineDark = Self.wcag(Self.hex(0x6B7079), Self.hex(0x1F2226))
        #expect(bylineLight < 4.5 && bylineDark < 4.5)
        #expect(abs((ratio("Palette.secondaryText on Palette.cardBackground", "light") ?? 0) - bylineLight) < 1e-6)
        #expect(abs((ratio("Palette.secondaryText on Palette.cardBackground", "dark") ?? 0) - bylineDark) < 1e-6)

        let accent = Self.wcag(Self.hsb(0.58, 0.75, 0.85), Self.hsb(0.58, 0.08, 0.98))
        #expect(accent < 4.5)
        #expect(role("Style.accentColor on Style.backgroundColor") == .text)
        #expect(abs((ratio("Style.accentColor on Style.backgroundColor", "light") ?? 0) - accent) < 1e-6)

        let badgeLight = Self.wcag(white, Self.hex(0x2F7AE0))
        let badgeDark = Self.wcag(white, Self.hex(0x5A9EFF))
        #expect(badgeLight < 4.5 && badgeDark < 4.5)
        #expect(abs((ratio("Palette.badgeText on Brand", "light") ?? 0) - badgeLight) < 1e-6)
        #expect(abs((ratio("Palette.badgeText on Brand", "dark") ?? 0) - badgeDark) < 1e-6)

        // The status bar on Style.barColor with the code's 0.7 rule: brightness 0.72 picks dark content.
        let bar = try #require(results.first { $0.pairing?.role == .statusBar })
        #expect(bar.pairing?.backgrounds == ["Style.barColor"])
        #expect(bar.statusBar?.brightnessThreshold == 0.7)
        #expect(bar.statusBar?.style == .darkContent)
        #expect(abs((bar.value ?? 0) - Self.wcag((0, 0, 0), Self.hsb(0.58, 0.55, 0.72))) < 1e-6)

        // The settings popover applies each of the three reading themes: one pairing per theme and role.
        let sepiaLink = Self.wcag(Self.hex(0x4C7BD9), Self.hex(0xF4ECD8))
        #expect(sepiaLink < 4.5)
        #expect(abs((ratio("ReadingTheme.sepia.link on ReadingTheme.sepia.page", "light") ?? 0) - sepiaLink) < 1e-6)
        let nightText = Self.wcag(Self.hex(0xD6D6D6), Self.hex(0x141414))
        #expect(abs((ratio("ReadingTheme.night.text on ReadingTheme.night.page", "light") ?? 0) - nightText) < 1e-6)
        let paperLink = Self.wcag(Self.hex(0x2F5DBF), white)
        #expect(abs((ratio("ReadingTheme.paper.link on ReadingTheme.paper.page", "light") ?? 0) - paperLink) < 1e-6)

        let ids = Set(results.compactMap { $0.pairing?.id })
        let themes = ["paper", "sepia", "night"].flatMap { name in
            ["text", "link"].map { "ReadingTheme.\(name).\($0) on ReadingTheme.\(name).page" }
        }
        #expect(
            ids
                == Set(
                    [
                        "Palette.cardText on Palette.cardBackground", "Palette.secondaryText on Palette.cardBackground",
                        "Style.accentColor on Style.backgroundColor", "Palette.badgeText on Brand",
                        "status bar on Style.barColor",
                    ] + themes))
        try Self.checkSites(try #require(outcome.themes.first), root: Fixtures.packageRoot)
    }

    @Test func pairingsCommandListsUsagePairings() throws {
        let example = Fixtures.packageRoot.appendingPathComponent("Examples/ThemeApp").path
        let text = runAudit(["pairings", example], directory: Fixtures.packageRoot.path)
        #expect(text.stdout.contains("11 from code usage"))
        #expect(text.stdout.contains("Palette.badgeText on Brand  (text, inferred from code at "))
        let json = runAudit(["pairings", example, "--format", "json"], directory: Fixtures.packageRoot.path)
        let compact = json.stdout.replacingOccurrences(of: " ", with: "")
        #expect(compact.contains(#""usage":["#))
    }

    @Test func reportsSayWhereAPairingIsInferred() throws {
        let example = Fixtures.packageRoot.appendingPathComponent("Examples/ThemeApp").path
        let text = runAudit(["check", example], directory: Fixtures.packageRoot.path)
        #expect(text.stdout.contains("inferred from code at "))
        #expect(text.stdout.contains("BadgeView.swift:8:14"))
        let json = runAudit(["check", example, "--format", "json"], directory: Fixtures.packageRoot.path)
        let compact = json.stdout.replacingOccurrences(of: " ", with: "")
        #expect(compact.contains(#""origin":"usage""#))
        #expect(json.stdout.contains("ArticleViewController.swift:20:21"))
    }

    /// Issue 12 item 4: the style picked through an app helper; the helper's body gives the measure, threshold
    /// and side.
    @Test func statusBarThroughAnHSBHelperUsesItsThreshold() throws {
        let url = Fixtures.url("UsagePairings/StatusBarHelpers/HSB")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let bar = try #require(outcome.report.results.first { $0.pairing?.role == .statusBar })
        // Bar (0.2, 0.5, 0.65): brightness 0.65 is not below the helper's 0.6, so `isDark` is false: dark content.
        // The default 0.7 would have picked light content instead.
        #expect(bar.pairing?.id == "status bar on Palette.bar")
        #expect(bar.statusBar?.brightnessThreshold == 0.6)
        #expect(bar.statusBar?.style == .darkContent)
        #expect(abs((bar.value ?? 0) - Self.wcag((0, 0, 0), (0.2, 0.5, 0.65))) < 1e-9)
    }

    /// Styles picked by `if`/`else`, `if` then `return`, and `guard`, through a helper or a brightness local;
    /// the same forms on the wrong side (dark text on dark bars) are not read as the rule.
    @Test func statusBarStylePickedByIfAndGuard() throws {
        let url = Fixtures.url("UsagePairings/StatusBarHelpers/Forms")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let bars = outcome.report.results.filter { $0.pairing?.role == .statusBar }
        func result(_ bar: String) -> AuditResult? { bars.first { $0.pairing?.id == "status bar on Palette.\(bar)" } }
        #expect(Set(bars.compactMap { $0.pairing?.id }).count == 3)
        #expect(result("barD") == nil && result("barE") == nil && result("barF") == nil)
        // (expected style, threshold, text color, bar color, line of the choice)
        let expected: [(String, StatusBarStyle, Double, (Double, Double, Double), (Double, Double, Double), Int)] = [
            ("barA", .lightContent, 0.6, (1, 1, 1), (0.1, 0.2, 0.3), 21),
            ("barB", .darkContent, 0.6, (0, 0, 0), (0.2, 0.5, 0.65), 31),
            ("barC", .darkContent, 0.7, (0, 0, 0), (0.9, 0.3, 0.2), 40),
        ]
        for (bar, style, threshold, text, background, line) in expected {
            let found = try #require(result(bar), "no status-bar result for \(bar)")
            #expect(found.statusBar?.style == style, "\(bar)")
            #expect(found.statusBar?.brightnessThreshold == threshold, "\(bar)")
            #expect(abs((found.value ?? 0) - Self.wcag(text, background)) < 1e-9, "\(bar)")
            let site = found.pairing?.sites.first ?? ""
            #expect(site.contains("Bars.swift:\(line):"), "\(bar): \(site)")
        }
    }

    /// A fixed `preferredStatusBarStyle` is a declared style over the controller's view background when no
    /// type colors a navigation bar; `.default` is dark content in light mode and light content in dark mode.
    @Test func fixedStatusBarStyles() throws {
        let theme = try Self.theme("FixedStatusBar")
        let bars = theme.pairings.filter { $0.role == .statusBar }
        let byBar = Dictionary(bars.map { ($0.backgrounds.joined(), $0) }, uniquingKeysWith: { first, _ in first })
        #expect(Set(byBar.keys) == ["Chrome.night", "Chrome.paper"])
        let light = Appearance(.light)
        let dark = Appearance(.dark)
        #expect(byBar["Chrome.night"]?.declaredStyle(for: light) == .lightContent)
        #expect(byBar["Chrome.night"]?.declaredStyle(for: dark) == .lightContent)
        #expect(byBar["Chrome.paper"]?.declaredStyle(for: light) == .darkContent)
        #expect(byBar["Chrome.paper"]?.declaredStyle(for: dark) == .lightContent)
        #expect(bars.allSatisfy { $0.statusBarPick == nil && $0.origin == .usage })
        #expect(
            theme.warnings.contains {
                $0.severity == .note
                    && $0.message == "status bar of PlainController not evaluated: its style is fixed, but no "
                        + "navigation bar or view background is set in this type"
            })
        #expect(
            theme.warnings.contains {
                $0.message.hasPrefix("status bar of DetailController not evaluated")
                    && $0.message.contains("shown in a navigation controller")
            })
        #expect(bars.filter { $0.backgrounds == ["Chrome.night"] }.count == 1)
    }

    /// `--write-config` does not freeze a status bar whose style the code fixes: a configured one would lose
    /// the style (and be checked by the rule's pick alone).
    @Test func fixedStatusBarsAreNotFrozen() throws {
        let source = try String(
            contentsOf: Fixtures.url("UsagePairings/FixedStatusBar/Controllers.swift"), encoding: .utf8)
        let tree = try TemporaryTree(["Controllers.swift": source])
        let outcome = tree.run(["pairings", ".", "--write-config"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let written = try String(contentsOf: tree.url.appendingPathComponent(".contrastaudit.json"), encoding: .utf8)
        #expect(!written.contains("status-bar"), "\(written)")
    }

    /// When a type colors a navigation bar (an appearance proxy here), a controller that colors none of its own
    /// is not paired with its view (that bar may be what is under the status bar): a note instead of a possible
    /// false alarm. A controller that colors its own bar is paired with it: white on the yellow banner fails.
    @Test func fixedStatusBarUnderAnotherTypesNavigationBar() throws {
        let theme = try Self.theme("FixedStatusBarAppWide")
        let bars = theme.pairings.filter { $0.role == .statusBar }.map(\.backgrounds)
        #expect(bars == [["Chrome.banner"]])
        #expect(
            theme.warnings.contains {
                $0.severity == .note && $0.message.hasPrefix("status bar of ListController not evaluated")
                    && $0.message.contains("may sit under a navigation bar colored in ")
            })
        let url = Fixtures.url("UsagePairings/FixedStatusBarAppWide")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let banner = try #require(
            outcome.report.results.first {
                $0.pairing?.id == "status bar on Chrome.banner" && $0.rule == "status-bar-declared-style"
            })
        #expect(banner.status == .fail)
    }

    /// A navigation controller subclass's fixed style is over the bar that the one controller coloring
    /// `navigationController?.navigationBar` gives it, and the pairing says so.
    @Test func fixedStatusBarOfANavigationController() throws {
        let theme = try Self.theme("NavigationStatusBar")
        let bar = try #require(
            theme.pairings.first { $0.role == .statusBar && $0.backgrounds == ["ScannerColors.bar"] })
        #expect(bar.declaredStyle(for: Appearance(.light)) == .lightContent)
        #expect(bar.inference?.contains("colored in ScannerViewController") == true)
        // A navigation controller that colors its own `navigationBar`: that bar, no inference needed.
        let own = try #require(theme.pairings.first { $0.role == .statusBar && $0.backgrounds == ["ReaderColors.bar"] })
        #expect(own.declaredStyle(for: Appearance(.dark)) == .darkContent)
        #expect(own.inference == nil)
    }

    @Test func statusBarHelperOnTheWrongSideIsNotRead() throws {
        let theme = try Self.theme("StatusBarHelpers/Reversed")
        // `isDark ? .darkContent : .lightContent` gives light content on the light side: not the rule modelled.
        #expect(!theme.pairings.contains { $0.role == .statusBar })
    }

    /// Helpers that pick the style by YIQ brightness, WCAG luminance or luma (the Rec. 709 weights on encoded
    /// channels) are checked with that measure and the helper's threshold on a 0...1 scale; a helper whose
    /// threshold has no known scale is a note, not a pairing.
    @Test func statusBarByYIQLuminanceOrLumaUsesThatMeasure() throws {
        let url = Fixtures.url("UsagePairings/StatusBarHelpers/Measures")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let theme = try #require(outcome.themes.first)
        let light = Appearance(.light)
        func bar(_ name: String) throws -> AuditResult {
            let id = "status bar on \(name)"
            let found = outcome.report.results.first { result in
                result.pairing?.id == id && result.rule == "status-bar-text" && result.appearance == light
            }
            return try #require(found, "\(name)")
        }
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        // Header (0.3, 0.6, 0.9): YIQ 0.5445 against 128/255 (the helper's channels are scaled by 255).
        let header = try bar("Palette.header")
        let yiq: Double = 0.299 * 0.3 + 0.587 * 0.6 + 0.114 * 0.9
        #expect(header.statusBar?.measure == .yiq)
        #expect(abs((header.statusBar?.brightnessThreshold ?? 0) - 128.0 / 255) < 1e-12)
        #expect(abs((header.statusBar?.measured ?? 0) - yiq) < 1e-9)
        #expect(header.statusBar?.style == .darkContent)
        #expect(abs((header.value ?? 0) - Self.wcag((0, 0, 0), (0.3, 0.6, 0.9))) < 1e-9)
        // Footer (0.9, 0.4, 0.1): luminance 0.263 is not below 0.18, so dark content.
        let footer = try bar("Palette.footer")
        let luminance: Double = 0.2126 * linear(0.9) + 0.7152 * linear(0.4) + 0.0722 * linear(0.1)
        #expect(footer.statusBar?.measure == .relativeLuminance)
        #expect(footer.statusBar?.brightnessThreshold == 0.18)
        #expect(abs((footer.statusBar?.measured ?? 0) - luminance) < 1e-9)
        #expect(footer.statusBar?.style == .darkContent)
        // Banner (0.2, 0.7, 0.3): luma 0.565 is not above 0.6, so white text, which fails; HSB brightness
        // (0.7, at the classic threshold) would have picked black.
        let banner = try bar("Accents.banner")
        let luma: Double = 0.2126 * 0.2 + 0.7152 * 0.7 + 0.0722 * 0.3
        let white = Self.wcag((1, 1, 1), (0.2, 0.7, 0.3))
        #expect(white < 4.5)
        #expect(banner.statusBar?.measure == .encodedLuma)
        #expect(abs((banner.statusBar?.measured ?? 0) - luma) < 1e-9)
        #expect(banner.statusBar?.style == .lightContent)
        #expect(banner.status == .fail)
        #expect(abs((banner.value ?? 0) - white) < 1e-9)
        #expect(banner.message.hasPrefix("luma (Rec. 709 weights, not linearized) 0.56 < 0.6 picks light-content"))
        // Toast: integer YIQ weights never divided by their total, compared with 128.
        #expect(!theme.pairings.contains { $0.backgrounds == ["Accents.toast"] })
        #expect(
            theme.warnings.contains {
                $0.severity == .note && $0.location?.line == 81
                    && $0.message == "pairing \"status bar on Accents.toast\" not evaluated: the code picks the style "
                        + "by YIQ brightness (through `isPale`, compared with 128), but the weights are not divided "
                        + "by their total, so the pick cannot be checked"
            })
        // Badge: luminance through a function nested in the helper, which the reader does not read.
        #expect(
            theme.warnings.contains {
                $0.severity == .note && $0.location?.line == 99
                    && $0.message.hasPrefix("pairing \"status bar on Accents.badge\"")
                    && $0.message.hasSuffix(
                        "(through `isDim`, compared with 0.2), but the channels go through `decode`, which the "
                            + "reader did not find, so the pick cannot be checked")
            })
        #expect(theme.unevaluatedPairings == 0)
    }

    /// A status bar over a color set at run time: no pairing, but what the code's pick gives over every 8-bit
    /// bar color, a warning when some bar gets text below 4.5:1.
    @Test func statusBarOverARuntimeColorIsCheckedOverEveryColor() throws {
        let theme = try Self.theme("StatusBarRuntime")
        #expect(!theme.pairings.contains { $0.role == .statusBar })
        // Brightness < 0.7 picks white up to the gray of byte 178 and black from the blue of byte 179.
        let white = Self.wcag((1, 1, 1), (178.0 / 255, 178.0 / 255, 178.0 / 255))
        let black = Self.wcag((0, 0, 0), (0, 0, 179.0 / 255))
        let warning = try #require(theme.warnings.first { $0.location?.line == 30 })
        #expect(warning.severity == .warning)
        #expect(
            warning.message
                == "status bar over `tag.color`, which is a `UIColor` value set at run time: the code picks the style by "
                + "brightness 0.7 through `isLight`; over every 8-bit sRGB bar color that gives white text as low as "
                + "\(Wording.ratio(white)) (bar #B2B2B2) and black text as low as \(Wording.ratio(black)) "
                + "(bar #0000B3); picking by relative luminance below 0.1791 keeps every bar at 4.58:1 or more")
        // A luminance pick at the balance point: a note, both styles at 4.58:1 or more.
        let note = try #require(theme.warnings.first { $0.location?.line == 44 })
        #expect(note.severity == .note)
        #expect(
            note.message.contains("white text as low as 4.58:1") && note.message.contains("black text as low as 4.58:1")
        )
    }

    /// `StatusBarPick.extremes` against the measures and ratios written out here, and against every bar of a
    /// lattice of 8-bit colors: no bar on a style's side has a lower ratio than the one reported.
    @Test(arguments: [
        StatusBarPick(measure: .hsbBrightness, threshold: 0.7), StatusBarPick(measure: .yiq, threshold: 0.5),
        StatusBarPick(measure: .encodedLuma, threshold: 0.6),
        StatusBarPick(measure: .relativeLuminance, threshold: 0.1791),
    ])
    func pickExtremesAreTheWorstBars(_ pick: StatusBarPick) throws {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func measure(_ r: Double, _ g: Double, _ b: Double) -> Double {
            switch pick.measure {
            case .hsbBrightness: return max(r, g, b)
            case .yiq: return 0.299 * r + 0.587 * g + 0.114 * b
            case .encodedLuma: return 0.2126 * r + 0.7152 * g + 0.0722 * b
            case .relativeLuminance: return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
            }
        }
        let extremes = pick.extremes()
        #expect(extremes.map(\.style) == [.lightContent, .darkContent])
        var lattice: [StatusBarStyle: Double] = [:]
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in 0...255 {
                    let (x, y, z) = (Double(r) / 255, Double(g) / 255, Double(b) / 255)
                    let light = measure(x, y, z) < pick.threshold
                    let ratio = Self.wcag(light ? (1, 1, 1) : (0, 0, 0), (x, y, z))
                    let style: StatusBarStyle = light ? .lightContent : .darkContent
                    lattice[style] = min(lattice[style] ?? 21, ratio)
                }
            }
        }
        for extreme in extremes {
            let c = extreme.bar.components
            let light = measure(c.x, c.y, c.z) < pick.threshold
            #expect(light == (extreme.style == .lightContent))
            let ratio = Self.wcag(light ? (1, 1, 1) : (0, 0, 0), (c.x, c.y, c.z))
            #expect(abs(extreme.ratio - ratio) < 1e-9)
            #expect(extreme.ratio <= (lattice[extreme.style] ?? 0) + 1e-12)
        }
    }

    /// A helper that picks white or black text for a color by its YIQ brightness: over a known color, the text it
    /// picks in each appearance; over a color known only at run time, a note with the worst text over every
    /// 8-bit color; a helper that gives black on the dark side is not read.
    @Test func contrastingTextHelpers() throws {
        let url = Fixtures.url("UsagePairings/ContrastingText")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        let theme = try #require(outcome.themes.first)
        // Accent (0.1, 0.4, 0.8): YIQ 0.356 < 0.5, so white text, in both appearances.
        let white = Self.wcag((1, 1, 1), (0.1, 0.4, 0.8))
        let results = outcome.report.results.filter {
            $0.pairing?.id == "Palette.accent.textOverlayColor on Palette.accent"
        }
        #expect(results.count == 2)
        #expect(results.allSatisfy { abs(($0.value ?? 0) - white) < 1e-9 && $0.colors?.foreground == "#FFFFFF" })
        #expect(!theme.pairings.contains { $0.foreground?.contains("reversedOverlayColor") == true })
        let note = try #require(theme.warnings.first { $0.location?.line == 20 })
        #expect(note.severity == .note)
        #expect(note.message.contains("as `textOverlayColor` picks it (white for YIQ brightness below 0.5)"))
        // The worst white-text color it names: below 0.5 in YIQ, with the ratio printed.
        let hexes = note.message.matches(of: /on #([0-9A-F]{6})/).map { String($0.output.1) }
        #expect(hexes.count == 2)
        let first = try #require(hexes.first.flatMap { UInt32($0, radix: 16) })
        let (r, g, b) = (Double(first >> 16) / 255, Double((first >> 8) & 0xFF) / 255, Double(first & 0xFF) / 255)
        #expect(0.299 * r + 0.587 * g + 0.114 * b < 0.5)
        #expect(note.message.contains("white text as low as \(Wording.ratio(Self.wcag((1, 1, 1), (r, g, b)))) (on #"))
    }

    /// `if #available(...)` is its first branch and `if #unavailable(...)` its `else` (the app runs on a current
    /// system); the platform list used to make the whole statement unreadable, so its pairings were lost.
    @Test func availabilityChecksTakeTheCurrentSystemsBranch() throws {
        let theme = try Self.theme("Availability")
        let ids = Set(theme.pairings.map(\.id))
        #expect(ids == ["Ink.snow on Ink.blue", "Ink.night on Ink.blue"])
        let caption = try #require(theme.pairings.first { $0.id == "Ink.snow on Ink.blue" })
        #expect(caption.location.line == 19)
    }

    /// An app laid out in sibling folders (`Theme/`, `Screens/`, `Resources/Colors.xcassets`) is one input: the
    /// views' names resolve to the palette and the catalog. Read folder by folder, the views had no colors and
    /// were dropped without a word.
    @Test func anAppSpreadOverSiblingFoldersIsOneTheme() throws {
        let url = Fixtures.url("SpreadApp")
        let outcome = try Auditor(paths: [url.path], base: Fixtures.root, conventions: .never).run()
        #expect(outcome.themes.count == 1)
        let theme = try #require(outcome.themes.first)
        #expect(theme.format == .swiftSource)
        #expect(Set(theme.pairings.map(\.id)) == ["Palette.cream on Palette.moss", "uikit.white on Palette.brand"])
        // White on the catalog's Brand: #2F7AE0 light, #5A9EFF dark (its Contents.json).
        let badge = outcome.report.results.filter { $0.pairing?.id == "uikit.white on Palette.brand" }
        let expected = [
            Self.wcag((1, 1, 1), (0x2F / 255.0, 0x7A / 255.0, 0xE0 / 255.0)),
            Self.wcag((1, 1, 1), (0x5A / 255.0, 0x9E / 255.0, 0xFF / 255.0)),
        ]
        #expect(badge.count == 2)
        for (result, value) in zip(badge, expected) { #expect(abs((result.value ?? 0) - value) < 1e-9) }
    }

    /// Colors chosen in the arms of one choice meet only within an arm: a local set in each arm of an `if`,
    /// two ternaries on the same condition, two `if`s on the same name (one negated). Crossing them invented
    /// pairings that never appear on screen (found on a held-out app).
    @Test func colorsChosenInTheSameArmsAreNotCrossed() throws {
        let theme = try Self.theme("BranchArms")
        let pairs = Set(theme.pairings.map(\.id))
        #expect(
            pairs == [
                "Lot.snow on Lot.plum", "Lot.coal on Lot.chalk", "Lot.snow on Lot.navy", "Lot.coal on Lot.amber",
            ])
        let amber = try #require(theme.pairings.first { $0.id == "Lot.coal on Lot.amber" })
        #expect(Set(amber.sites.map(\.line)) == [34, 45])
    }

    /// `private typealias Parts = Tile; extension Parts { }` extends the cell: its label sits in its content
    /// view, on its background (read as another type, the label had no background).
    @Test func extensionsOfATypeAliasExtendTheType() throws {
        let theme = try Self.theme("TypeAliasExtension")
        #expect(theme.pairings.map(\.id) == ["uikit.white on Auction.grape"])
    }

    /// SwiftUI colors chosen on one condition (in one chain, or in a container and its child, `x == nil` and
    /// `x != nil` being the two arms of one choice) meet only within an arm.
    @Test func swiftUIColorsChosenOnOneConditionMeetWithinAnArm() throws {
        let theme = try Self.theme("SwiftUIArms")
        #expect(Set(theme.pairings.map(\.id)) == ["Shade.paper on Shade.violet", "Shade.ink on Shade.mist"])
        // `self.held || self.tapped` and `held || tapped` are one choice; a button style's `configuration.label`
        // and a view modifier's `content` inside a container are the styled text.
        let ink = try #require(theme.pairings.first { $0.id == "Shade.ink on Shade.mist" })
        #expect(Set(ink.sites.map(\.line)) == [15, 26, 42, 51])
        let paper = try #require(theme.pairings.first { $0.id == "Shade.paper on Shade.violet" })
        #expect(Set(paper.sites.map(\.line)) == [15, 26, 42])
    }

    /// `caption.backgroundColor = backgroundColor` (or `= header.backgroundColor`) copies what this body set
    /// earlier; it was "not declared in the files read".
    @Test func aColorCopiedFromAnotherViewIsTheOnesSetEarlier() throws {
        let theme = try Self.theme("CopiedBackground")
        // `header`, given no text color anywhere, is text in UIKit's label color on the lemon it copies.
        #expect(
            Set(theme.pairings.map(\.id)) == [
                "uikit.white on Stage.grape", "uikit.black on Stage.lemon", "ios.label on Stage.lemon",
            ])
    }

    /// A view a body creates in a local and does not add to a view (returned, put in a bar item) is not assumed
    /// to be in the controller's view: a white bar icon was paired with the view's light background (an
    /// invented failure on a held-out app). A local label the body adds to the view still is.
    @Test func localViewsNotAddedToAViewHaveNoAssumedContainer() throws {
        let theme = try Self.theme("LocalViews")
        #expect(theme.pairings.map(\.id) == ["Bar.slate on Bar.fog"])
        #expect(
            theme.warnings.contains {
                $0.location?.line == 22
                    && $0.message == "button tintColor not evaluated: no background of button or of a view holding it "
                        + "is set in this body"
            })
    }

    /// A controller shown in a navigation controller, with a fixed style, when the only navigation bar color of
    /// the app is the app-wide appearance proxy's: its status bar is over that color, and the pairing says so.
    @Test func fixedStatusBarOverTheAppWideBarColor() throws {
        let theme = try Self.theme("AppWideBar")
        let bar = try #require(theme.pairings.first { $0.role == .statusBar })
        #expect(bar.backgrounds == ["Chrome.navy"])
        #expect(bar.declaredStyle(for: Appearance(.light)) == .lightContent)
        #expect(bar.inference?.contains("app-wide UINavigationBar.appearance() bar color set in AppDelegate") == true)
    }

    /// A theme property that an extension of `UIView` gives every view (chosen at run time) ranges over the
    /// theme's instances, read with `guard let`, `self.palette ?? .sunrise` and `palette?.x` (held-out Rocket.Chat:
    /// "`theme` is not declared in the files read").
    @Test func aThemePropertyEveryViewInheritsRangesOverTheInstances() throws {
        let theme = try Self.theme("InheritedTheme")
        let ids = Set(theme.pairings.map(\.id))
        #expect(
            ids == [
                "Palette.sunrise.label on Palette.sunrise.surface",
                "Palette.midnight.label on Palette.midnight.surface", "Palette.sunrise.label on uikit.white",
            ])
        let sunrise = try #require(theme.pairings.first { $0.id == "Palette.sunrise.label on Palette.sunrise.surface" })
        #expect(Set(sunrise.sites.map(\.line)) == [33, 39, 44])
        #expect(sunrise.inference?.contains("`palette` as Palette.sunrise (one of 2 Palette instances)") == true)
        // `if palette == Palette.sunrise`: white under the note only in that reading.
        let note = theme.pairings.filter { $0.sites.contains { $0.line == 52 } }.map(\.id)
        #expect(
            Set(note) == ["Palette.sunrise.label on uikit.white", "Palette.midnight.label on Palette.midnight.surface"])
    }

    /// A palette's computed color chosen by a flag the files do not declare is a located warning, and the pairing
    /// that needs it says why it is not evaluated (held-out Element: the color vanished, and the note blamed
    /// the theme instance).
    @Test func aPalettesComputedColorThatCannotBeEvaluatedIsWarned() throws {
        let theme = try Self.theme("PaletteFlags")
        let warned = theme.warnings.filter {
            $0.severity == .warning && $0.message.hasPrefix("cannot evaluate the color")
        }
        #expect(warned.map { $0.location?.line ?? 0 }.sorted() == [10, 15])
        #expect(
            warned.contains {
                $0.message == "cannot evaluate the color PaperLook.header: `Features` is not declared in the files "
                    + "read; it is left unresolved"
            })
        #expect(
            theme.warnings.contains {
                $0.severity == .note
                    && $0.message.hasPrefix(
                        "pairing \"PaperLook.title on PaperLook.header\" not evaluated: the color "
                            + "PaperLook.header cannot be evaluated")
            })
        #expect(theme.unevaluatedPairings == 2)
    }

    /// A switch's `onTintColor` and `tintColor` are components over the cell that holds it as `accessoryView`;
    /// `setAttributedTitle` with a foreground attribute (in a local string) is the button's title color
    /// (held-out Firefox Focus and Element).
    @Test func switchTintsAndAttributedTitles() throws {
        let theme = try Self.theme("SwitchesAndAttributedTitles")
        var roles: [String: Role] = [:]
        for pairing in theme.pairings { roles[pairing.id] = pairing.role }
        #expect(roles == ["Tone.on on Tone.cell": .ui, "Tone.off on Tone.cell": .ui, "Tone.digit on Tone.key": .text])
    }
}
