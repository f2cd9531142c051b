import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 12, two SwiftUI shapes found on held-out apps (fixtures of our own): a package's view given a color by
/// its own chain over a background the body shows, and a stack's foreground inherited by its children.
@Suite struct UsageShapesUndeclaredTests {
    typealias RGB = UsageShapesTests.RGB

    // The palette of Shapes/UndeclaredViews/Palette.swift, written again here from its numbers.
    static let ember: RGB = (0.8, 0.3, 0.2)
    static let chalk: RGB = (0.96, 0.96, 0.96)
    static let ink: RGB = (0.1, 0.15, 0.25)
    static let dune: RGB = (0.9, 0.85, 0.7)

    @Test func aPackageViewsColorIsCheckedAsGraphicsOverTheBackgroundAroundIt() throws {
        let (theme, report) = try UsageShapesTests.audit("UndeclaredViews")
        // The stack's ink inherited through a nested stack by a symbol and a text: the strictest role, text.
        try UsageShapesTests.check(
            [
                "Color.ember on Color.chalk": (.ui, Self.ember, Self.chalk),
                "Color.ink on Color.dune": (.text, Self.ink, Self.dune),
                "Color.ink on Color.chalk (disabled)": (.decorative, Self.ink, Self.chalk),
            ], theme, report)
        let pulse = try #require(theme.pairings.first { $0.id == "Color.ember on Color.chalk" })
        #expect(pulse.sites.map(\.line) == [10])
        #expect(
            pulse.inference?.contains("`PulseIndicator` (not declared in the files read) taken as graphics") == true)
        // The inference matters: the ratio passes 3:1 but not the 4.5:1 text would need, which the pairing says.
        let ratio = UsagePairingsTests.wcag(Self.ember, Self.chalk)
        #expect(ratio > 3 && ratio < 4.5)
        let results = report.results.filter { $0.pairing?.id == "Color.ember on Color.chalk" }
        #expect(!results.isEmpty && results.allSatisfy { $0.status == .pass })
        // The disabled look never fails: no role to infer, none said.
        let paused = try #require(theme.pairings.first { $0.id == "Color.ink on Color.chalk (disabled)" })
        #expect(paused.sites.map(\.line) == [54] && paused.inference == nil)
        let row = try #require(theme.pairings.first { $0.id == "Color.ink on Color.dune" })
        #expect(row.sites.map(\.line) == [29])
    }

    @Test func nothingIsPairedWhereTheViewOrItsBackgroundIsNotKnown() throws {
        let (theme, _) = try UsageShapesTests.audit("UndeclaredViews")
        // Dune is used three times over ink (a package container, a divider, an app view whose body draws no
        // dune) and once with no background: never paired; ember on a stack with no background: never paired.
        let ids = theme.pairings.map(\.id)
        #expect(!ids.contains { $0.hasPrefix("Color.dune") })
        #expect(!ids.contains { $0.hasSuffix("on Color.ink") })
        #expect(ids.filter { $0.hasPrefix("Color.ember") } == ["Color.ember on Color.chalk"])
        let notes = theme.warnings.filter { $0.severity == .note }.map {
            "\($0.location?.path.split(separator: "/").last ?? ""):\($0.location?.line ?? 0) \($0.message)"
        }
        #expect(
            notes.sorted() == [
                "Loading.swift:21 PulseIndicator not evaluated: it is not declared in the files read and no background "
                    + "is set around it in this body",
                "Loading.swift:33 Carousel not evaluated: it is not declared in the files read, so what it draws in "
                    + "that color is not known",
                "Rows.swift:13 HStack content not evaluated: no background is set around it in this body",
            ])
    }

    @Test func aStyleUsedWithNoColorDeclaredIsNotCalledNoColors() throws {
        let path = Fixtures.url("UsagePairings/Shapes/InheritedStyleOnly").path
        let outcome = runAudit(["check", path, "--quiet"])
        // Nothing was evaluated, so the audit is not a pass; the reason counts the use its note names.
        #expect(outcome.exitCode == .failures, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                "error: 0 tokens, 0 pairings evaluated: the inputs define no colors; 1 use of a color in their views "
                    + "is not evaluated (see the note)"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("no colors found"))
        let pairings = runAudit(["pairings", path])
        #expect(pairings.exitCode == .success, "\(pairings.stderr)")
        #expect(pairings.stderr.contains("Row.swift:13:10: note: HStack content not evaluated: no background"))
    }
}
