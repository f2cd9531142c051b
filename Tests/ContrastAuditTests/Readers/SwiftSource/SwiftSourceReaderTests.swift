import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The Swift and Objective-C readers on fixtures written in the shapes real apps use. Expected values are
/// computed here from the literals in the fixtures, never by the reader.
@Suite struct SwiftSourceReaderTests {
    /// `#RRGGBB[AA]` of sRGB components, rounded as DESIGN.md §9 says.
    static func hex(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> String {
        Color(red: red, green: green, blue: blue, alpha: alpha).hex
    }

    /// UIKit's `init(white:alpha:)` as iOS gives it in sRGB: red = green = blue = white.
    static func uikitWhite(_ white: Double) -> String { hex(white, white, white) }

    static func hex(byte value: Int) -> String {
        hex(Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
    }

    @Test func classicStyleSingletonHasFourHueColors() throws {
        let tokens = SwiftSourceFixtures.dump(try SwiftSourceFixtures.theme("Style.swift"))
        let expected: [String: (Double, Double, Double)] = [
            "Style.backgroundColor": (0.11, 0.06, 0.97), "Style.textColor": (0.08, 0.45, 0.17),
            "Style.accentColor": (0.02, 0.80, 0.90), "Style.barColor": (0.58, 0.70, 0.35),
        ]
        #expect(tokens.count == 4)
        for (name, (hue, saturation, brightness)) in expected {
            let color = Color(hsb: HSB(hue: hue * 360, saturation: saturation, brightness: brightness))
            #expect(tokens[name] == "any=" + color.hex, "\(name)")
        }
    }

    @Test func literalsArithmeticAndHelpers() throws {
        let tokens = SwiftSourceFixtures.dump(try SwiftSourceFixtures.theme("Palette.swift"))
        #expect(tokens["UIColor.ink"] == "any=" + Self.hex(byte: 0x1C1C1E))
        // rgba: alpha last.
        #expect(tokens["UIColor.overlay"] == "any=" + Self.hex(0x13 / 255.0, 0x05 / 255.0, 0x2A / 255.0, 0xB3 / 255.0))
        #expect(tokens["UIColor.brandBlue"] == "any=" + Self.hex(byte: 0x0A84FF))
        #expect(tokens["UIColor.literal"] == "any=" + Self.hex(28.0 / 255, 28.0 / 255, 0.5 * 0.8))
        #expect(tokens["UIColor.dimmed"] == "any=" + Self.hex(0, 0, 0, 0.5))
        #expect(tokens["UIColor.faint"] == "any=" + Self.hex(10 / 255.0, 132 / 255.0, 1, 0.25))
        #expect(tokens["UIColor.gray"] == "any=" + Self.uikitWhite(0.2))
        #expect(tokens["UIColor.lit"] == "any=" + Self.hex(0.2, 0.4, 0.6))
        #expect(tokens["UIColor.computed"] == "any={UIColor.brandBlue}")
        #expect(tokens["UIColor.background"] == "any={ios.systemBackground}")
        #expect(tokens["Theme.Colors.link"] == "any={UIColor.brandBlue}")
        #expect(tokens["Theme.Colors.text"] == "any={ios.label}")
        #expect(tokens["Theme.Colors.card"] == "any=" + Self.hex(10 / 255.0, 132 / 255.0, 1, 0.1))
        // The helper's own body decides: a five-digit string is scanned as the number it is.
        #expect(tokens["UIColor.mystery"] == "any=" + Self.hex(byte: 0x12345))
    }

    @Test func displayP3HelperStaysP3WithAlphaFirst() throws {
        let theme = try SwiftSourceFixtures.theme("Palette.swift")
        let token = try #require(theme.token(named: "UIColor.vivid"))
        guard case .literal(let literal) = token.variants[0].value else {
            Issue.record("not a literal")
            return
        }
        #expect(literal.color.space == .displayP3)
        #expect(literal.color.components == SIMD3(0xFF / 255.0, 0x22 / 255.0, 0))
        #expect(literal.color.alpha == 0xB3 / 255.0)
    }

    @Test func appearanceClosuresBecomeVariants() throws {
        let tokens = SwiftSourceFixtures.dump(try SwiftSourceFixtures.theme("Palette.swift"))
        #expect(tokens["UIColor.adaptive"] == "light=" + Self.hex(byte: 0x111111) + " dark={uikit.white}")
        let gray = Self.uikitWhite(0.3)
        #expect(
            tokens["UIColor.provider"]
                == "light.base={uikit.white} dark.base={uikit.black} light.elevated=\(gray) dark.elevated=\(gray)")
        #expect(tokens["UIColor.contrasty"] == "normal-contrast={uikit.darkGray} high-contrast={uikit.black}")
    }

    @Test func wrappersAreReadFromTheirDefinitions() throws {
        let tokens = SwiftSourceFixtures.dump(try SwiftSourceFixtures.theme("Wrappers.swift"))
        #expect(tokens["ButtonColors.background"] == "light={uikit.white} dark=" + Self.uikitWhite(0.1))
        // `first` serves dark mode in SwappedColor's definition, whatever its name suggests.
        #expect(tokens["ButtonColors.text"] == "light={uikit.black} dark={uikit.white}")
        #expect(
            tokens["ButtonColors.surface"]
                == "light.base={uikit.white} dark.base={uikit.black} light.elevated=\(Self.uikitWhite(0.95)) "
                + "dark.elevated=\(Self.uikitWhite(0.17))")
        #expect(tokens["Card.fill"] == "light={uikit.white} dark=" + Self.hex(0.2, 0.2, 0.2))
    }

    @Test func swiftUIPairBridgedThroughAProviderProperty() throws {
        let tokens = SwiftSourceFixtures.dump(try SwiftSourceFixtures.theme("Wrappers.swift"))
        #expect(tokens["Palette.textPrimary"] == "light=\(Self.hex(0, 0, 0, 0.84)) dark=\(Self.hex(1, 1, 1, 0.84))")
        // Arguments of type Color read `.red` as SwiftUI's red, the adaptive system red.
        #expect(tokens["Palette.accent"] == "light={ios.systemRed} dark={Palette.hex474747}")
        #expect(tokens["Palette.fixed"] == "any={ios.systemBlue}")
        #expect(tokens["Palette.hex474747"] == "any=" + Self.hex(byte: 0x474747))
    }

    @Test func swiftUIColors() throws {
        let theme = try SwiftSourceFixtures.theme("Wrappers.swift")
        let tokens = SwiftSourceFixtures.dump(theme)
        #expect(tokens["Color.sunrise"] == "any=" + Self.hex(1, 0.5, 0.25, 0.9))
        #expect(tokens["Color.canvas"] == "any={ios.secondarySystemBackground}")
        #expect(tokens["Color.bridged"] == "any={ios.systemGreen}")
        #expect(tokens["Color.fixedRed"] == "any={ios.systemRed}")
        #expect(tokens["Color.hued"] == "any=" + Color(hsb: HSB(hue: 180, saturation: 0.5, brightness: 0.5)).hex)
        let deep = try #require(theme.token(named: "Color.deepP3"))
        guard case .literal(let literal) = deep.variants[0].value else {
            Issue.record("not a literal")
            return
        }
        #expect(literal.color == Color(space: .displayP3, components: SIMD3(0.9, 0.2, 0.1)))
        // `.opacity` of a system color: its value in each appearance, at half its alpha.
        let tint = try #require(theme.token(named: "Color.tint"))
        #expect(tint.variants.count == 8)
        for variant in tint.variants {
            guard case .literal(let literal) = variant.value else { continue }
            let appearance = Appearance(
                variant.selector.luminosity ?? .light, variant.selector.level ?? .base,
                variant.selector.contrast ?? .normal)
            let blue = try #require(SystemColors.color("ios.systemBlue", in: appearance))
            #expect(literal.color == blue.withAlpha(blue.alpha * 0.5))
        }
    }

    @Test func objectiveCCategoryAndDefines() throws {
        let tokens = SwiftSourceFixtures.dump(try SwiftSourceFixtures.theme("Brand.m"))
        #expect(tokens["BRAND_BLUE"] == "any=" + Self.hex(0, 122.0 / 255, 1))
        #expect(tokens["BRAND_TEXT"] == "any=" + Self.uikitWhite(0.13))
        #expect(tokens["LINK_COLOR"] == "any={BRAND_BLUE}")
        #expect(tokens["UIColor.brand_tintColor"] == "any=" + Self.hex(244.0 / 255, 0.5, 0.25))
        #expect(
            tokens["UIColor.brand_hueColor"]
                == "any=" + Color(hsb: HSB(hue: 0.611 * 360, saturation: 0.75, brightness: 0.8)).hex)
        #expect(tokens["UIColor.brand_grayColor"] == "any=" + Self.hex(byte: 0x565656))
        #expect(tokens["UIColor.brand_linkColor"] == "any={UIColor.brand_tintColor}")
        #expect(tokens["UIColor.brand_whiteColor"] == "any={uikit.white}")
        // C integer division: 128/255 is 0.
        #expect(tokens["UIColor.brand_integerDivision"] == "any=" + Self.hex(0, 0, 0))
        // A function-like macro and a method with parameters are not colors by themselves; a call of the macro
        // is its body with the argument (held-out round 19: Kodi's `RGBA(20, 178, 231, 1.0)`).
        #expect(tokens["RGBHEX"] == nil)
        #expect(tokens["UIColor.brand_macroColor"] == "any=" + Self.hex(byte: 0x336699))
        // `if (@available(iOS 13.0, *))`: a current system takes the first branch.
        #expect(tokens["UIColor.brand_availableColor"] == "any={ios.systemGray2}")
        #expect(tokens["UIColor.brand_colorWithHex"] == nil)
    }

    @Test func runtimeColorsAreUnresolvedWithALocatedWarning() throws {
        let theme = try SwiftSourceFixtures.theme("Palette.swift")
        let token = try #require(theme.token(named: "UIColor.fromServer"))
        guard case .unresolvable(let reason, let location) = token.variants[0].value else {
            Issue.record("expected unresolvable, got \(token.variants)")
            return
        }
        #expect(reason.contains("UserDefaults"))
        #expect(location.line == 62)
        #expect(location.column == 16)
        #expect(theme.warnings.contains { $0.location?.line == 62 && $0.message.contains("UIColor.fromServer") })
        #expect(theme.warnings.count == 1)
    }

    @Test func locationsAreExact() throws {
        let theme = try SwiftSourceFixtures.theme("Palette.swift")
        let token = try #require(theme.token(named: "UIColor.ink"))
        #expect(token.location.line == 38)
        #expect(token.location.column == 16)
        guard case .literal(let literal) = token.variants[0].value else { return }
        // The literal is located at the helper's call, where the app writes the color (and where a report
        // points), not at the helper's `self.init(red:...)` (line 13) that builds it.
        #expect(literal.location.line == 38)
        #expect(literal.location.column == 29)  // the call's `(`, as for colors built in place
    }

    /// A color passed through a helper keeps the place it is written; one the helper builds is at the call.
    @Test func passedThroughColorsKeepTheirPlace() throws {
        let text = """
            extension UIColor {
                static func same(_ c: UIColor) -> UIColor { c }
                static let a = UIColor.same(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
                static func gray(_ v: CGFloat) -> UIColor { UIColor(red: v, green: v, blue: v, alpha: 1) }
                static let b = UIColor.gray(0.5)
            }
            """
        let theme = try #require(SwiftSourceReader.read(text: text, path: "t.swift", language: .swift))
        for (name, line, column) in [("UIColor.a", 3, 40), ("UIColor.b", 5, 32)] {
            let token = try #require(theme.token(named: name))
            guard case .literal(let literal) = token.variants[0].value else {
                Issue.record("\(name) is not a literal")
                continue
            }
            #expect(literal.location.line == line && literal.location.column == column, "\(name): \(literal.location)")
        }
    }

    /// A helper called again with the same arguments gives the same color (its result is remembered), and one
    /// whose result depends on the appearance is run again for each (never remembered from one appearance).
    @Test func helperResultsAreRememberedOnlyWhenPure() throws {
        let text = """
            extension UIColor {
                convenience init(rgb: Int) {
                    self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                              blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
                }
                static func tone(_ level: Int) -> UIColor {
                    UIColor { $0.userInterfaceStyle == .dark ? UIColor(rgb: level) : UIColor(rgb: 0xFFFFFF - level) }
                }
                static let a = UIColor(rgb: 0x1C2B3A)
                static let b = UIColor(rgb: 0x1C2B3A)
                static let c = UIColor(rgb: 0x3A2B1C)
                static let d = UIColor.tone(0x102030)
                static let e = UIColor.tone(0x102030)
            }
            """
        let theme = try #require(SwiftSourceReader.read(text: text, path: "t.swift", language: .swift))
        let tokens = SwiftSourceFixtures.dump(theme)
        #expect(tokens["UIColor.a"] == "any=" + Self.hex(byte: 0x1C2B3A))
        #expect(tokens["UIColor.b"] == "any=" + Self.hex(byte: 0x1C2B3A))
        #expect(tokens["UIColor.c"] == "any=" + Self.hex(byte: 0x3A2B1C))
        let dynamic = "light=" + Self.hex(byte: 0xFFFFFF - 0x102030) + " dark=" + Self.hex(byte: 0x102030)
        #expect(tokens["UIColor.d"] == dynamic)
        #expect(tokens["UIColor.e"] == dynamic)
    }
}

/// Inputs: a folder read as one theme, format detection and forcing, the command line.
@Suite struct SwiftSourceInputTests {
    @Test func folderIsOneThemeWithNamesAcrossFiles() throws {
        let theme = try SwiftSourceFixtures.theme("App")
        #expect(theme.format == .swiftSource)
        let tokens = SwiftSourceFixtures.dump(theme)
        #expect(tokens["AppTheme.link"] == "any={UIColor.brandBlue}")
        #expect(tokens["AppTheme.background"] == "any={UIColor.paper}")
        #expect(
            tokens["AppTheme.pressed"] == "any="
                + SwiftSourceReaderTests.hex(0x1A / 255.0, 0x73 / 255.0, 0xE8 / 255.0, 0.6))
        #expect(tokens["AppTheme.chrome"] == "light={UIColor.paper} dark=" + SwiftSourceReaderTests.hex(byte: 0x202124))
        #expect(tokens["UIColor.brandBlue"] == "any=" + SwiftSourceReaderTests.hex(byte: 0x1A73E8))
        // Every token resolves in every appearance.
        let resolved = try ResolvedTheme(theme: theme, appearances: Appearance.all)
        for token in theme.tokens {
            for appearance in Appearance.all { #expect(resolved.color(token.name, in: appearance) != nil) }
        }
    }

    @Test func hexStringLengthsDecideTheForm() throws {
        let tokens = SwiftSourceFixtures.dump(try SwiftSourceFixtures.theme("Palette.swift"))
        #expect(tokens["Generated.short"] == "any=" + SwiftSourceReaderTests.hex(1, 8 / 15.0, 0))
        #expect(
            tokens["Generated.withAlpha"] == "any="
                + SwiftSourceReaderTests.hex(0x11 / 255.0, 0x22 / 255.0, 0x33 / 255.0, 0x80 / 255.0))
        #expect(tokens["Generated.full"] == "any=" + SwiftSourceReaderTests.hex(byte: 0xABCDEF))
    }

    @Test func commandLineListsTokensOfASwiftFile() {
        let path = Fixtures.url("SwiftSourceReader/Palette.swift").path
        let outcome = runAudit(["check", path, "--list-tokens"], directory: Fixtures.root.path)
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("UIColor.brandBlue"))
        #expect(outcome.stdout.contains("swift-source"))
    }

    @Test func forcedFormatReadsAnyExtension() throws {
        let tree = try TemporaryTree([
            "colors.txt": "extension UIColor { static let x = UIColor(white: 1, alpha: 1) }\n"
        ])
        let themes = try tree.load(["colors.txt"], options: ReaderOptions(forcedFormat: .swiftSource))
        #expect(themes.first?.token(named: "UIColor.x") != nil)
    }

    @Test func aFileWithoutColorsIsAnError() throws {
        let tree = try TemporaryTree(["Empty.swift": "struct Nothing { let x = 1 }\n"])
        #expect(throws: DiagnosticList.self) { try tree.load(["Empty.swift"]) }
    }

    /// A package's root holds `Package.swift`, which has no colors: the root stays an ordinary folder, so the
    /// theme files beneath it are found (the SwiftPM plugin audits `.` this way), while a sources folder
    /// beneath is still read as code.
    @Test func aPackageManifestDoesNotMakeTheRootACodeInput() throws {
        let tree = try TemporaryTree([
            "Package.swift":
                "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"A\")\n",
            "Theme/theme.json": ##"{ "colors": { "text": "#777777", "background": "#FFFFFF" }, "##
                + ##""pairings": [{ "foreground": "text", "background": "background" }] }"##,
            "Sources/App/Colors.swift": "extension UIColor { static let brand = UIColor(white: 0.2, alpha: 1) }\n",
        ])
        let themes = try tree.load(["."])
        #expect(themes.map(\.format).sorted { $0.name < $1.name } == [.schemeJSON, .swiftSource])
        #expect(themes.first { $0.format == .swiftSource }?.token(named: "UIColor.brand") != nil)
        #expect(themes.first { $0.format == .schemeJSON }?.token(named: "text") != nil)
    }
}
