import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Acceptance (b) of issue 7: on the default grid the sweep finds the bundled generator's known flaw.
/// Neutral always has brightness 0.6, so the 0.7 rule always picks white status-bar text, which is below
/// 4.5:1 for most picks: every low-saturation pick, and yellow through cyan at any saturation. The report
/// must show those regions and propose the constant change that fixes them.
@Suite(.tags(.slow)) struct SweepKnownFlawTests {
    @Test func statusBarFlawIsFoundAndFixed() throws {
        let generator = try SweepBruteForceTests.generator()
        let report = try Sweep.run(generator, ruleSets: [try SweepBruteForceTests.wcag2AA()])
        let grid = report.inputs[0].grid
        #expect(grid.count == 360 * 101, "the default grid: every degree and every percent, brightness not swept")
        let check = try #require(report.checks.first { $0.pairing.id == "status bar on neutral" })
        #expect(check.fraction > 0.5, "most picks fail: \(check.fraction)")
        #expect(check.failingSeverity == .error)

        // The region: yellow (60°) through cyan (180°) at every saturation...
        let band = check.regions.contains { region in
            region.box.saturation.count == grid.saturations.count && region.hue.from <= 60 && region.hue.to >= 180
                && region.hue.from < region.hue.to
        }
        #expect(band, "a region covers hue 60°–180° at any saturation: \(check.regions.map(\.hue))")
        // ...and every pick of low saturation at the other hues (regions are disjoint, issue 14: the band
        // already holds the low-saturation picks of its own hues).
        let bandBox = check.regions.first { $0.box.saturation.count == grid.saturations.count }?.box
        let lowSaturation = check.regions.first { region in
            region.saturation.from == 0 && region.saturation.to >= 0.2
                && region.box.hueCount + (bandBox?.hueCount ?? 0) == grid.hues.count
        }
        #expect(lowSaturation != nil, "a region covers the other hues at saturation 0–20% or more")
        // Regions never claim a passing pick.
        let failing = Set(
            (0..<grid.count).filter { index in
                let pick = grid.pick(index)
                let bar = SweepBruteForceTests.hsb(pick.hue, pick.saturation, 0.6)
                let text = max(bar.0, bar.1, bar.2) < 0.7 ? (1.0, 1.0, 1.0) : (0.0, 0.0, 0.0)
                return SweepBruteForceTests.ratio(text, bar) < 4.5
            })
        #expect(failing.count == check.failing)
        for region in check.regions {
            #expect(region.box.points(in: grid).allSatisfy(failing.contains))
        }

        // The fix: neutral's brightness down to where white text is readable on every bar (a gray of
        // brightness b has luminance lin(b); white text needs lin(b) <= 0.1833, so b <= 0.466).
        for region in check.regions {
            let fix = try #require(region.fixes.first)
            #expect(fix.constant.token == "neutral" && fix.constant.component == .brightness)
            #expect(fix.constant.value == 0.6)
            #expect(fix.value < 0.6)
            #expect(!fix.hasRegressions)
        }
        // The two big regions' fix makes every pick pass.
        for region in check.regions.prefix(2) {
            let fix = try #require(region.fixes.first)
            #expect(fix.value == 0.46)
            let own = try #require(fix.effects.first { report.checks[$0.check].pairing.id == "status bar on neutral" })
            #expect(own.before == check.failing && own.after == 0, "verified by sweeping again")
        }
        let text = SweepTextRenderer.render(report)
        #expect(text.contains("1. hue 44°–188°, any saturation"))
        #expect(text.contains("2. hue 189°–43°, saturation 0%–24%"))
        #expect(text.contains("regions 1, 2: neutral brightness 0.6 → 0.46 makes every pick pass"))
        #expect(text.contains("status bar on neutral · status-bar-text 62.70% → 0.00%"))
    }
}
