import Foundation
import Testing

@testable import ContrastAudit

/// More shapes of real apps' code (held-out round 6, re-expressed in fixtures of our own): SwiftUI palettes
/// declared on `ShapeStyle`, helpers named like a color space, singletons whose initializer switches a mode,
/// colors with high-contrast variants left out, and views bound to a name inside `body`.
@Suite struct UsageShapesMoreTests {
    typealias RGB = UsageShapesTests.RGB

    /// Display P3 bytes in sRGB: both spaces share the transfer function, so decode, apply the linear
    /// P3 → sRGB matrix (published with CSS Color 4's conversion code) and encode again.
    static func displayP3(_ red: Double, _ green: Double, _ blue: Double) -> RGB {
        func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        let (r, g, b) = (decode(red / 255), decode(green / 255), decode(blue / 255))
        return (
            encode(1.2249401 * r - 0.2249404 * g),
            encode(-0.0420569 * r + 1.0420571 * g),
            encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
        )
    }

    @Test func aPaletteOnShapeStyleIsDeclaredOnColor() throws {
        let (theme, report) = try UsageShapesTests.audit("ShapeStylePalette")
        let paper = Self.displayP3(0xF6, 0xF2, 0xE8)
        try UsageShapesTests.check(
            ["Color.ink on Color.paper": (.text, UsageShapesTests.hex(0x222A33), paper)], theme, report,
            tolerance: 1e-5)  // the matrix above has 7 decimals
        let names = Set(theme.tokens.map(\.name))
        #expect(names.isSuperset(of: ["Color.ink", "Color.paper", "Color.wash"]))
        // Only `where Self == Color` moves the members; another constraint keeps the protocol's name.
        #expect(names.contains("ShapeStyle.stray") && !names.contains("Color.stray"))
        // `.displayP3` inside `func displayP3` is the color space: the color is read, not left unresolved.
        #expect(!theme.warnings.contains { $0.message.contains("cannot evaluate") })
    }

    @Test func colorsAMethodSetsAgainAreNotReadAtTheirStoredValues() throws {
        let (theme, report) = try UsageShapesTests.audit("ModeSwitch")
        // `Tint.accent` and `Tint.rule` are never set again: a constant pairing (0, 0.4, 0.8) on lightGray (2/3).
        try UsageShapesTests.check(
            [
                "Tint.accent on Tint.rule": (.text, (0, 0.4, 0.8), (2.0 / 3, 2.0 / 3, 2.0 / 3)),
                "DayMood.ink on DayMood.page": (.text, (0, 0, 0), (1, 1, 1)),
            ], theme, report)
        let unresolved = Set(
            theme.tokens.filter { token in
                token.variants.contains { if case .unresolvable = $0.value { true } else { false } }
            }.map(\.name))
        // The singleton's colors that `applyMode()` sets, and a static one a static function sets.
        #expect(
            unresolved == [
                "Tint.ink", "Tint.sheet", "Brand.primary", "Brand.highlight", "Wrapped.stray.light",
                "DarkMood.page", "NightMood.page",
            ])
        // NightMood's page is the dark protocol's default, which cannot be run: the pairing says so.
        #expect(
            theme.warnings.contains {
                $0.message.hasPrefix(
                    "pairing \"NightMood.ink on NightMood.page\" not evaluated: the color NightMood.page")
            })
        let highlight = try #require(theme.warnings.first { $0.message.contains("color Brand.highlight:") })
        #expect(highlight.message.contains("the observer of `level` (Tint.swift:45)"))
        let ink = try #require(theme.warnings.first { $0.message.contains("color Tint.ink:") })
        #expect(ink.message.contains("`applyMode()` (Tint.swift:19)"))
        // A struct's stored value is the constant instance's; a cell's own state is no theme color.
        #expect(theme.tokens.contains { $0.name == "Look.paper" })
        #expect(!theme.tokens.contains { $0.name.hasSuffix("emphasis") })
        // The pairing that needs the mode's colors is named, not checked at the stored defaults.
        let note = try #require(theme.warnings.first { $0.message.contains("\"Tint.ink on Tint.sheet\"") })
        #expect(note.location?.line == 65)
        #expect(!report.results.contains { $0.pairing?.id == "Tint.ink on Tint.sheet" })
    }

    @Test func increasedContrastValuesLeftOutKeepTheNormalOnes() throws {
        let (theme, report) = try UsageShapesTests.audit("ContrastVariants")
        let hex = { (value: Int) in UsageShapesTests.hex(value) }
        // ink gives all four values (through `x != nil ? UIColor(code: x!) : nil`); paper only day and night,
        // so the `where nightBold != nil` cases do not apply and its high-contrast values are the normal ones.
        let expected: [(Appearance, RGB, RGB)] = [
            (Appearance(.light), hex(0x55555A), hex(0xFFFFFF)),
            (Appearance(.dark), hex(0xA0A0A8), hex(0x1C1C1E)),
            (Appearance(.light, .base, .high), hex(0x222226), hex(0xFFFFFF)),
            (Appearance(.dark, .base, .high), hex(0xE0E0E8), hex(0x1C1C1E)),
        ]
        let pairing = try #require(theme.pairings.first { $0.id == "Deck.ink on Deck.paper" })
        #expect(pairing.origin == .usage)
        for (appearance, foreground, background) in expected {
            let value = report.results.first { $0.pairing?.id == pairing.id && $0.appearance == appearance }?.value
            #expect(abs((value ?? 0) - UsagePairingsTests.wcag(foreground, background)) < 1e-9, "\(appearance)")
        }
        // Made translucent at the site, all four values stay, each over white.
        let hint = try #require(theme.pairings.first { $0.id.hasPrefix("Deck.ink.withAlphaComponent(0.5) on") })
        for (appearance, foreground, _) in expected {
            let over = (
                0.5 * foreground.0 + 0.5, 0.5 * foreground.1 + 0.5, 0.5 * foreground.2 + 0.5
            )
            let value = report.results.first { $0.pairing?.id == hint.id && $0.appearance == appearance }?.value
            #expect(abs((value ?? 0) - UsagePairingsTests.wcag(over, (1, 1, 1))) < 1e-9, "\(appearance)")
        }
        #expect(
            !theme.warnings.contains { $0.message.contains("cannot evaluate") || $0.message.contains("not follow") })
    }

    @Test func aStyleFunctionGivesTheFillAtRestAndAnUnplacedLabelIsNamed() throws {
        let (theme, report) = try UsageShapesTests.audit("StyleFunctions")
        // `fill(pressed: false)` returns the reef color itself, not its pressed opacity.
        // TideStyle's function given enabled, not pressed, not hovered: white. Badge is built nowhere in the
        // files read: its initializer's default tint, said so.
        try UsageShapesTests.check(
            [
                "uikit.white on Color.reef": (.text, (1, 1, 1), (0, 0.45, 0.55)),
                "Color.slate on uikit.white": (.text, (0.2, 0.2, 0.25), (1, 1, 1)),
                // A package's view given a color over the stack's white: graphics, the inference said.
                "Color.reef on uikit.white": (.ui, (0, 0.45, 0.55), (1, 1, 1)),
            ], theme, report)
        let reef = try #require(theme.pairings.first { $0.id == "uikit.white on Color.reef" })
        #expect(reef.sites.map(\.line).sorted() == [12, 15])
        #expect(reef.inference?.contains("the default of its initializer") == true)
        let notes = theme.warnings.filter { $0.message.hasPrefix("configuration.label not evaluated") }
        #expect(notes.map { $0.location?.line } == [28])
        #expect(notes.first?.message.hasSuffix("no background is set around it in this body") == true)
        // Header's stack sets a color nothing in the files read gives: one note at the modifier, none per child.
        let header = theme.warnings.filter { $0.location?.path.hasSuffix("Header.swift") == true }
        #expect(header.map { $0.location?.line } == [15, 25])
        #expect(header.first?.message.hasPrefix("VStack content not evaluated: the color") == true)
        #expect(header.last?.message.hasPrefix("face content not evaluated: the color") == true)
        // A colored template image gets the note a symbol gets; an image the code does not color, none.
        let coach = theme.warnings.filter { $0.location?.path.hasSuffix("Coach.swift") == true }
        #expect(coach.map { $0.location?.line } == [9])
        #expect(coach.first?.message == "Image not evaluated: no background is set around it in this body")
        // Content of a container the files do not declare: named, never paired with the background around it.
        let dependency = theme.warnings.filter { $0.location?.path.hasSuffix("Dependency.swift") == true }
        // A stack whose color falls on nothing in its body: one note; a package view given a color is paired.
        #expect(dependency.map { $0.location?.line } == [8, 32])
        let dots = try #require(theme.pairings.first { $0.id == "Color.reef on uikit.white" })
        #expect(dots.sites.map(\.line) == [19])
        #expect(dots.inference?.hasPrefix("`DotsIndicator` (not declared in the files read) taken as graphics") == true)
        #expect(dependency.last?.message == "HStack content not evaluated: no background is set around it in this body")
        #expect(
            dependency.first?.message.contains("whatever `FancyScrollView` (not declared in the files read)") == true)
    }

    @Test func colorsComputedFromOneFlagArePairedArmByArm() throws {
        let (theme, report) = try UsageShapesTests.audit("ChoiceProperties")
        let (pick, paper, mute): (RGB, RGB, RGB) = ((0.1, 0.3, 0.7), (0.97, 0.97, 0.97), (0.5, 0.5, 0.5))
        // Selected: white on pick; not selected: pick on paper (Chip) and mute on paper (Toggle2). Never the
        // selected text on the plain fill or the other way round.
        try UsageShapesTests.check(
            [
                "uikit.white on Color.pick": (.text, (1, 1, 1), pick),
                "Color.pick on Color.paper": (.text, pick, paper),
                "Color.mute on Color.paper": (.text, mute, paper),
            ], theme, report)
        // LevelBadge's three levels (a switch over an enum in both properties) fall on the same three pairs:
        // fault white on pick, info pick on paper, warn mute on paper, never a level's text on another's fill.
        let lines = { (id: String) in theme.pairings.first { $0.id == id }?.sites.map(\.line).sorted() }
        // LevelTag: the stack's fill case is the inner text's case (no white on paper, no pick on pick).
        #expect(lines("uikit.white on Color.pick") == [16, 38, 64, 91])
        #expect(lines("Color.pick on Color.paper") == [16, 64, 91])
        #expect(lines("Color.mute on Color.paper") == [38, 64])
        // A case reading says which case it is.
        let warn = try #require(theme.pairings.first { $0.id == "Color.mute on Color.paper" })
        #expect(warn.inference?.contains("`level` as .warn (one of 3 cases of its `switch`)") == true)
    }

    @Test func anObservableThemeFromTheEnvironmentIsReadOncePerScheme() throws {
        let (theme, report) = try UsageShapesTests.audit("ObservableTheme")
        let day: (ink: RGB, paper: RGB, accent: RGB) = ((0.1, 0.1, 0.1), (0.96, 0.96, 0.94), (0, 0.35, 0.7))
        let dusk: (ink: RGB, paper: RGB, accent: RGB) = ((0.9, 0.9, 0.88), (0.16, 0.16, 0.2), (0.45, 0.7, 1))
        // `skin.ink` passes on the scheme picked at run time: one reading per scheme, never one scheme's text
        // on the other's background.
        try UsageShapesTests.check(
            [
                "Scheme.day.ink on Scheme.day.paper": (.text, day.ink, day.paper),
                "Scheme.dusk.ink on Scheme.dusk.paper": (.text, dusk.ink, dusk.paper),
                "Scheme.day.paper on Scheme.day.accent": (.text, day.paper, day.accent),
                "Scheme.day.accent on Scheme.day.paper": (.text, day.accent, day.paper),
                "Scheme.dusk.paper on Scheme.dusk.accent": (.text, dusk.paper, dusk.accent),
                "Scheme.dusk.accent on Scheme.dusk.paper": (.text, dusk.accent, dusk.paper),
            ], theme, report)
        let dayBanner = try #require(theme.pairings.first { $0.id == "Scheme.day.ink on Scheme.day.paper" })
        #expect(dayBanner.inference?.contains("`Skin.scheme` as Scheme.day (one of 2 Scheme instances)") == true)
        // The holder is no color of its own: no warning about `Skin.shared`, `Skin.ink` or `Skin.paper`.
        #expect(!theme.warnings.contains { $0.message.contains("Skin.") })
    }

    @Test func commonHelperShapesAreEvaluated() throws {
        let (theme, report) = try UsageShapesTests.audit("HelperShapes")
        let tokens = SwiftSourceFixtures.dump(theme)
        // "fdf7b2" is RGB; "65444444" is ARGB, alpha 0x65 first (the helper's own byte order).
        #expect(tokens["Shades.paper"] == "any=#FDF7B2")
        #expect(tokens["Shades.veil"] == "any=#44444465")
        // (51, 55, 58) passed for `(red:green:blue:)`; 0.5 alpha is 127.5 of 255, written as 0x80.
        #expect(tokens["Shades.slate"] == "any=#33373A")
        #expect(tokens["Shades.slateHalf"] == "any=#33373A80")
        #expect(tokens["Shades.body"] == "light={uikit.darkText} dark={uikit.lightText}")
        #expect(tokens["Shades.stray"] == "any=unresolvable")
        #expect(theme.warnings.contains { $0.message.contains("Shades.stray: `.fooText` is not declared") })
        // `Signal.alarm.uiColor` runs the enum's switch with `self` the case.
        #expect(tokens["Banner.alarmFill"] == "any=#FF3B30")
        #expect(tokens["Banner.calmFill"] == "any=#34C759")
        // `let pick: (Bool) -> (value: UIColor, alpha: CGFloat) = { ... (day, 0.5) }`: the declared labels.
        #expect(tokens["Picked.ink"] == "light=#00000080 dark=#FFFFFF")
        // NoticeView's label: no container in the code, a clear view, a colored plate beside it.
        #expect(
            theme.warnings.contains {
                $0.location?.path.hasSuffix("Notice.swift") == true && $0.location?.line == 12
                    && $0.message.hasSuffix("`backgroundView` beside it has a background")
            })
        let legacy = try #require(SystemColors.color("uikit.lightText", in: Appearance(.light)))
        #expect(legacy.alpha == 0.6 && legacy.components == SIMD3(1, 1, 1))
        // The cell's private scheme instance is read at the site, an `extension UIColor` notwithstanding.
        try UsageShapesTests.check(
            [
                "uikit.black on #FFCC00": (.text, (0, 0, 0), (1, 0.8, 0)),
                "Shades.slate on Banner.alarmFill": (
                    .text, (51.0 / 255, 55.0 / 255, 58.0 / 255), (1, 59.0 / 255, 48.0 / 255)
                ),
            ], theme, report)
    }

    @Test func aTableOfPairsReadThroughACaseMethodAndBarImages() throws {
        let (theme, report) = try UsageShapesTests.audit("SchemeTables")
        let ink = (51.0 / 255, 55.0 / 255, 58.0 / 255)
        let night = (30.0 / 255, 32.0 / 255, 33.0 / 255)
        // `variant: .light` given (line 69): the table's light pair, through `named.pair()` run on the case; the
        // body's `variant` parameter (line 62) is read once per case of its two-case enum.
        try UsageShapesTests.check(
            [
                "UIColor.ink on uikit.white": (.text, ink, (1, 1, 1)),
                "uikit.white on UIColor.night": (.text, (1, 1, 1), night),
            ], theme, report)
        let light = try #require(theme.pairings.first { $0.id == "UIColor.ink on uikit.white" })
        // ToggleCell's `variant` variable is read per case too (line 102), its title on the container it is added
        // to with `[title].forEach(top.addSubview)`; its optional `mode` is named, not taken at `.dark`.
        #expect(light.sites.map(\.line).sorted() == [62, 69, 102])
        #expect(
            theme.warnings.contains {
                $0.location?.line == 103 && $0.message.hasSuffix("depends on `mode`, known only at run time")
            })
        // SheetViewController's fixed style is over a bar that shows an image: named, not checked over `.ink`.
        #expect(
            theme.warnings.contains {
                $0.location?.line == 108 && $0.message.contains("shows an image set with setBackgroundImage")
            })
        #expect(!theme.pairings.contains { $0.role == .statusBar })
        let dark = try #require(theme.pairings.first { $0.id == "uikit.white on UIColor.night" })
        #expect(
            dark.inference?.contains("`variant` as ColorSchemeVariant.dark (one of 2 ColorSchemeVariant cases)") == true
        )
        // The bar shows its image: its tint is not checked against the bar tint color it covers.
        #expect(
            theme.warnings.contains { $0.location?.line == 79 && $0.message.contains("setBackgroundImage(_:for:)") })
        // Neither the enum-typed `variant` nor the singleton is a color.
        #expect(Set(theme.tokens.map(\.name)) == ["UIColor.ink", "UIColor.night"])
        #expect(!theme.warnings.contains { $0.message.contains("cannot evaluate") })
    }

    @Test func translucentViewsAndHierarchicalStylesAreNamedNotPaired() throws {
        let (theme, report) = try UsageShapesTests.audit("Opacity")
        let fillOn = (0.0, 0.38, 0.8)
        // SubmitStyle enabled and at rest, and the row's text; nothing of FadedStyle (half opacity), of the
        // disabled look, or of the icon styled `.secondary` inside the row's own style.
        try UsageShapesTests.check(
            [
                "uikit.white on Color.fillOn": (.text, (1, 1, 1), fillOn),
                "Color.onFill on Color.fillOn": (.text, (1, 1, 1), fillOn),
            ], theme, report)
        let notes = theme.warnings.map { ($0.location?.line ?? 0, $0.message) }.sorted { $0.0 < $1.0 }
        #expect(notes.map(\.0) == [16, 28, 41])
        #expect(notes.first?.1.hasSuffix("drawn at opacity 0.5 over what is beneath it") == true)
        #expect(notes.dropFirst().first?.1.contains("not evaluated in its disabled look") == true)
        #expect(notes.last?.1.contains("the secondary level of the foreground style set at 44:10") == true)
        #expect(!theme.pairings.contains { $0.id.hasPrefix("ios.secondaryLabel") })
    }
}
