import Foundation
import Testing

@testable import ContrastAudit

/// Views built with the app's own initializers (held-out round 8: a house label whose style enum picks its
/// color, a button whose style enum carries it as an associated value): read at each construction with its
/// arguments, defaults and `super.init` included.
@Suite struct UsageConstructionsTests {
    /// Audits one Swift file written by the test, beside copies of fixture files (`copying` names files of the
    /// Constructions fixture), in a folder of its own that is removed afterwards.
    static func auditSource(_ source: String, named name: String, copying: [String] = []) throws -> Theme {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = Fixtures.url("UsagePairings/Shapes/Constructions")
        for file in copying {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(file), to: directory.appendingPathComponent(file))
        }
        try source.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let outcome = try Auditor(paths: [directory.path], base: directory, conventions: .never).run()
        return try #require(outcome.themes.first)
    }

    static let ink = (0.1, 0.1, 0.12)
    static let muted = (0.4, 0.4, 0.45)
    static let accent = (0.1, 0.3, 0.7)
    static let alert = (0.8, 0.1, 0.1)
    static let card = (0.97, 0.96, 0.93)

    @Test func viewsTakeTheColorsTheirInitializersSetForEachConstruction() throws {
        let (theme, report) = try UsageShapesTests.audit("Constructions")
        try UsageShapesTests.check(
            [
                // heading and body (the enum's default ink), the InkLabel given Shade.ink, and the live label's
                // `level > 3` arm for a level known only at run time.
                "Shade.ink on Shade.card": (.text, Self.ink, Self.card),
                // fine (the enum's `.fine` arm), and a label whose body sets muted over its constructed ink.
                "Shade.muted on Shade.card": (.text, Self.muted, Self.card),
                // `ink:` passed (the `ink == nil` test decided by the construction), and the bare pill's title
                // over the clear pill on the card.
                "Shade.accent on Shade.card": (.text, Self.accent, Self.card),
                "Shade.alert on Shade.card": (.text, Self.alert, Self.card),
                // The filled pill, given its color and by its default argument.
                "uikit.white on Shade.accent": (.text, (1, 1, 1), Self.accent),
            ], theme, report)
        let pairings = Dictionary(uniqueKeysWithValues: theme.pairings.map { ($0.id, $0) })
        // Sites are the constructions (and the body's own assignment), in Card.swift, and `LiveLabel`'s own
        // assignment (Typography.swift:54), its class placed on the card by `addSubview(live)`.
        #expect(pairings["Shade.ink on Shade.card"]?.sites.map(\.line) == [5, 6, 10, 29, 54])
        #expect(pairings["Shade.muted on Shade.card"]?.sites.map(\.line) == [7, 24])
        #expect(pairings["Shade.accent on Shade.card"]?.sites.map(\.line) == [8, 13])
        #expect(pairings["uikit.white on Shade.accent"]?.sites.map(\.line) == [12, 14])
        let inference = try #require(pairings["uikit.white on Shade.accent"]?.inference)
        #expect(inference.contains("`Pill.init(look:)`") && inference.contains("construction's arguments"))
        // The initializers' own readings ("comes from `role`") are answered at the constructions.
        #expect(!theme.warnings.contains { $0.message.contains("known only at run time") })
    }

    @Test func aConstructionNoBodyPlacesOrColorsIsNotRead() throws {
        // Built, never added to a view nor colored: nothing says what it sits on.
        let theme = try Self.auditSource(
            """
            import UIKit

            final class Loose: UIView {
                private let stray = TextLabel(.heading)

                func configure(_ look: Pill.Look) {
                    stray.text = "x"
                    let pill = Pill(look: look)
                    addSubview(pill)
                }
            }
            """, named: "Loose.swift", copying: ["Typography.swift", "Pills.swift"])
        #expect(!theme.pairings.contains { $0.origin == .usage })
        // The pill's look is a parameter: its title is known only at run time, and said so.
        #expect(theme.warnings.contains { $0.message.contains("pill title color not evaluated") })
    }
}

/// A hex helper that validates with `NSRegularExpression` (held-out round 8): run with Foundation's engine on
/// the literal, except a pattern with a quantified group, which could backtrack for exponential time.
@Suite struct RegexHexHelperTests {
    @Test func aRegexValidatedHexHelperIsRunOnItsLiteral() throws {
        let (theme, report) = try UsageShapesTests.audit("RegexHex")
        try UsageShapesTests.check(
            ["UIColor.deep on UIColor.pale": (.text, UsageShapesTests.hex(0x1E3A5F), UsageShapesTests.hex(0xF4EEDD))],
            theme, report)
        let unresolved = Set(
            theme.tokens.filter { token in
                token.variants.contains { if case .unresolvable = $0.value { true } else { false } }
            }.map(\.name))
        // Five digits fail the pattern (the initializer returns nil); `(..){3}` is not run.
        #expect(unresolved == ["UIColor.short", "UIColor.paired"])
        #expect(
            theme.warnings.contains {
                $0.message.contains("UIColor.paired: a regular expression with a quantified group")
            })
    }

    @Test func rangesOutsideAStringAreUnresolvedNotATrap() throws {
        // Offsets that `Int(_:)` cannot hold, negative, fractional and past the end.
        let theme = try UsageConstructionsTests.auditSource(
            """
            import UIKit
            extension UIColor {
                convenience init?(code: String, at: Double, length: Double) {
                    let pattern = try! NSRegularExpression(pattern: "^#?([0-9a-f]{6})$")
                    guard let found = pattern.firstMatch(in: code, range: NSRange(location: at, length: length)),
                        let digits = Range(found.range(at: at), in: code)
                    else { return nil }
                    var value: UInt64 = 0
                    guard Scanner(string: String(code[digits])).scanHexInt64(&value) else { return nil }
                    self.init(white: CGFloat(value & 0xFF) / 255, alpha: 1)
                }
                static let huge = UIColor(code: "#abcdef", at: 1e300, length: 1)!
                static let negative = UIColor(code: "#abcdef", at: -1, length: 7)!
                static let fraction = UIColor(code: "#abcdef", at: 0.5, length: 7)!
                static let past = UIColor(code: "#abcdef", at: 0, length: 70)!
            }
            """, named: "Palette.swift")
        for name in ["huge", "negative", "fraction", "past"] {
            let token = try #require(theme.tokens.first { $0.name == "UIColor." + name })
            #expect(token.variants.allSatisfy { if case .unresolvable = $0.value { true } else { false } }, "\(name)")
        }
    }

    @Test func onlyPatternsWithoutAQuantifiedGroupAreRun() {
        #expect(CodeEvaluator.isSafePattern("^\\#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$"))
        #expect(CodeEvaluator.isSafePattern("^(#)?[0-9A-F]+$"))
        #expect(!CodeEvaluator.isSafePattern("^(a+)+$"))
        #expect(!CodeEvaluator.isSafePattern("(x|xy)*z"))
        #expect(!CodeEvaluator.isSafePattern("^(ab){2,}$"))
        // An escaped parenthesis is a character, not a group.
        #expect(CodeEvaluator.isSafePattern("\\)+"))
        #expect(!CodeEvaluator.isSafePattern(String(repeating: "a", count: CodeEvaluator.regexPatternLimit + 1)))
    }
}

/// Two locals of one name in two blocks are two views (a silent wrong background before).
@Suite struct RedeclaredLocalsTests {
    @Test func aSecondLocalOfOneNameIsAnotherView() throws {
        let (theme, report) = try UsageShapesTests.audit("Redeclared")
        try UsageShapesTests.check(
            [
                "Tone.ink on Tone.wash": (.text, (0.1, 0.1, 0.1), (0.85, 0.9, 1)),
                "Tone.link on Tone.paper": (.text, (0.2, 0.3, 0.8), (0.98, 0.98, 0.98)),
            ], theme, report)
        #expect(!theme.warnings.contains { $0.message.contains("@") })
        #expect(UIKitUsageWalker.localName("wrapper@812.layer") == "wrapper.layer")
        #expect(UIKitUsageWalker.localName("the image icon@2x.png of wrapper@12") == "the image icon@2x.png of wrapper")
    }
}

/// A look an enum computes per case and a view reads into a local (`let look = mood.look`; held-out round 7,
/// Bitkey): the body is read once per case, never with the variable's stored value.
@Suite struct CaseThemesTests {
    @Test func aLookComputedPerCaseIsReadPerCase() throws {
        let (theme, report) = try UsageShapesTests.audit("CaseThemes")
        try UsageShapesTests.check(
            [
                "Hue.calmInk on Hue.calmWash": (.text, (0.05, 0.3, 0.45), (0.9, 0.96, 0.98)),
                "Hue.loudInk on Hue.loudWash": (.text, (0.55, 0.25, 0.0), (1.0, 0.95, 0.88)),
                "Hue.rowInk on Hue.rowFill": (.text, (0.15, 0.15, 0.15), (0.93, 0.93, 0.93)),
                // The row's `state` starts as `.normal`; its alert look is read too, not the stored value twice.
                "Hue.rowAlertInk on Hue.rowFill": (.text, (0.6, 0, 0), (0.93, 0.93, 0.93)),
            ], theme, report)
        let alert = try #require(theme.pairings.first { $0.id == "Hue.rowAlertInk on Hue.rowFill" })
        #expect(alert.inference?.contains("`state` as RowState.alert") == true)
    }
}

/// Held-out round 9: a border color with no width drew nothing (an invented pairing), a view's own `textColor`
/// property is not UIKit's, `UIStackView(arrangedSubviews:)` holds its views, `groupTableViewBackground` is
/// the system grouped background it was deprecated for.
@Suite struct BordersAndStacksTests {
    @Test func bordersNeedAWidthAndStacksHoldTheirViews() throws {
        let (theme, report) = try UsageShapesTests.audit("BordersAndStacks")
        let field = (0.96, 0.96, 0.96)
        try UsageShapesTests.check(
            [
                "Kit.edge on Kit.field": (.ui, (0.55, 0.55, 0.55), field),
                "Kit.caption on Kit.field": (.text, (0.35, 0.35, 0.35), field),
                // systemGroupedBackground in light: 242, 242, 247 (Apple's published value).
                "Kit.caption on ios.systemGroupedBackground": (
                    .text, (0.35, 0.35, 0.35), (242.0 / 255, 242.0 / 255, 247.0 / 255)
                ),
            ], theme, report)
        let notes = theme.warnings.map(\.message)
        #expect(notes.contains { $0.hasPrefix("cancel layer.borderColor not evaluated: its layer.borderWidth is 0") })
        #expect(notes.contains { $0.hasPrefix("more layer.borderColor not evaluated: no layer.borderWidth is set") })
        // A width set by a document's runtime attributes is not ruled out (round 24's OnionBrowser).
        #expect(notes.contains { $0.hasSuffix("no border is drawn unless a storyboard or xib sets a width)") })
        // A width the style computes: `.thin` draws (a site at its construction), `.none` does not.
        #expect(notes.contains { $0.hasPrefix("plain layer.borderColor not evaluated: its layer.borderWidth is 0") })
        let edge = try #require(theme.pairings.first { $0.id == "Kit.edge on Kit.field" })
        #expect(edge.sites.map(\.line) == [21, 60])
        // The own `textColor` (set to yellow) is no text color of the view.
        #expect(!theme.pairings.contains { $0.foreground?.contains("yellow") == true })
        #expect(!notes.contains { $0.hasPrefix("self textColor") })
    }
}

/// Held-out round 9 (Jami): an `init(red: Int, ...)` overload calling UIKit's `init(red:green:blue:alpha:)`
/// was read as calling itself, and `scanner.currentIndex = hex.dropFirst().startIndex` scanned the `#` (a silent
/// #000000).
@Suite struct HexOverloadsTests {
    @Test func integerOverloadsAndScannerIndexesGiveTheWrittenColors() throws {
        let (theme, report) = try UsageShapesTests.audit("HexOverloads")
        try UsageShapesTests.check(
            ["UIColor.night on UIColor.mist": (.text, UsageShapesTests.hex(0x1B2430), UsageShapesTests.hex(0xE4E9F0))],
            theme, report)
        let coral = try #require(theme.tokens.first { $0.name == "UIColor.coral" })
        guard case .literal(let literal)? = coral.variants.first?.value else {
            Issue.record("UIColor.coral is not a literal: \(String(describing: coral.variants.first?.value))")
            return
        }
        let expected = [245.0, 110, 88].map { $0 / 255 }
        let components = [literal.color.components.x, literal.color.components.y, literal.color.components.z]
        for (value, want) in zip(components, expected) { #expect(abs(value - want) < 1e-9) }
        #expect(!theme.warnings.contains { $0.message.contains("nests too deeply") })
        let slate = try #require(theme.tokens.first { $0.name == "UIColor.slate" })
        guard case .literal(let gray)? = slate.variants.first?.value else {
            Issue.record("UIColor.slate is not a literal")
            return
        }
        #expect(abs(gray.color.components.x - 64.0 / 255) < 1e-9)
    }
}

/// Held-out round 9 (Jami): a view method without arguments (`info()`) is placed where `body` calls it.
@Suite struct ViewMethodsTests {
    @Test func aViewMethodSitsOnItsCallersBackground() throws {
        let (theme, report) = try UsageShapesTests.audit("ViewMethods")
        try UsageShapesTests.check(
            [
                "uikit.white on Signal.alarm": (.text, (1, 1, 1), (0.75, 0.1, 0.1)),
                // The banner's symbol beside the method's text: the same colors, judged as a symbol.
                "uikit.white on Signal.alarm (non-text)": (.ui, (1, 1, 1), (0.75, 0.1, 0.1)),
                // The symbol in the method with an `@escaping` parameter.
                "Signal.alarm on uikit.white": (.ui, (0.75, 0.1, 0.1), (1, 1, 1)),
                // A section's header passed as an argument, over the stack's background.
                "uikit.black on uikit.white": (.text, (0, 0, 0), (1, 1, 1)),
                // The section's unstyled text: the system's label color (black in light) over the same background.
                "ios.label on uikit.white": (.text, (0, 0, 0), (1, 1, 1)),
                // `ToggleRow(text:isOn:) { ... }`: a capitalized `@ViewBuilder` method given a trailing closure.
                "Panel.ink on Panel.fill": (.text, (0.3, 0.3, 0.35), (0.96, 0.95, 0.9)),
            ], theme, report)
        // `self = Self(UIColor { ... })` in an initializer taking an `@escaping` closure: light black, dark white.
        let ink = try #require(theme.tokens.first { $0.name == "Color.adaptiveInk" })
        #expect(ink.variants.count == 2)
        #expect(!ink.variants.contains { if case .unresolvable = $0.value { true } else { false } })
        let pairing = try #require(theme.pairings.first { $0.id == "uikit.white on Signal.alarm" })
        #expect(pairing.sites.map(\.line) == [22])
        let symbol = try #require(theme.pairings.first { $0.id == "uikit.white on Signal.alarm (non-text)" })
        #expect(symbol.sites.map(\.line) == [14])
        #expect(!theme.warnings.contains { $0.message.contains("no background is set around it") })
    }
}

/// Held-out round 9 (Trust): a view model passed as a parameter whose color getters read nothing of the
/// instance gives the same colors for every instance; a getter that reads its state stays unknown.
@Suite struct ViewModelParametersTests {
    @Test func instanceIndependentGettersOfAParameterAreTheTypesColors() throws {
        let (theme, report) = try UsageShapesTests.audit("ViewModels")
        try UsageShapesTests.check(
            ["RowModel.ink on RowModel.fill": (.text, (0.2, 0.2, 0.2), (0.97, 0.97, 0.97))], theme, report)
        #expect(
            theme.warnings.contains {
                $0.message == "badgeLabel textColor not evaluated: the color comes from `model`, known only at run time"
            })
    }
}

/// A pairing merged from sites read different ways says each way (held-out round 9: a title from
/// `Button.init` and one from `ExternalLinkButton.init` credited to the first alone).
@Suite struct MergedInferenceTests {
    @Test func everyWayASiteWasReadIsSaid() throws {
        let (theme, _) = try UsageShapesTests.audit("Constructions")
        let ink = try #require(theme.pairings.first { $0.id == "Shade.ink on Shade.card" })
        let inference = try #require(ink.inference)
        // TextLabel's, LiveLabel's and InkLabel's constructions, all over the card, and LiveLabel as placed on it:
        // the first two, and a count.
        #expect(inference.contains("`TextLabel.init(_:ink:lines:)`") && inference.contains("`LiveLabel.init(level:)`"))
        #expect(inference.hasSuffix("(and 2 more)"))
    }
}

/// An enum's color property read as a token of the type says why it has no value: it depends on the case.
@Suite struct EnumPropertyTokensTests {
    @Test func aSwitchOnSelfReadOnTheTypeNamesTheEnum() throws {
        let theme = try UsageConstructionsTests.auditSource(
            """
            import UIKit
            class Chip: UIButton {
                enum Style {
                    case solid(UIColor)
                    case plain(UIColor)
                    var fill: UIColor {
                        switch self {
                        case let .solid(color): return color
                        case .plain: return .clear
                        }
                    }
                    // A property every case shares makes the enum's properties tokens of the type.
                    var pressed: UIColor {
                        return UIColor.black.withAlphaComponent(0.2)
                    }
                }
            }
            """, named: "Chip.swift")
        #expect(
            theme.warnings.contains {
                $0.message.contains("Chip.Style.fill: depends on which case of `Chip.Style` it is read on")
            })
    }
}
