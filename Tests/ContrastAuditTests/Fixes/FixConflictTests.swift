import Foundation
import Testing

@testable import ContrastAudit

/// Issue 14 item 6: when no single color passes every pairing a token is in, the reason names both sides,
/// including a pairing that passes now but would fail once the failing one is fixed.
@Suite struct FixConflictTests {
    /// `brand` (#AAAAAA, luminance 0.40) carries fixed white text and sits on UIKit's fixed dark gray
    /// (#555555, luminance 0.091). White text at 4.5:1 needs luminance ≤ (1.05 / 4.5) − 0.05 ≈ 0.183;
    /// 3:1 on the gray needs luminance ≥ 3 × 0.141 − 0.05 ≈ 0.372. Only `brand` can change (the others
    /// are system colors), and no luminance satisfies both.
    static let scheme = """
        {"colors": {"brand": "#AAAAAA", "onBrand": "{uikit.white}", "panel": "{uikit.darkGray}"},
         "pairings": [{"foreground": "onBrand", "background": "brand", "role": "text"},
                      {"foreground": "brand", "background": "panel", "role": "ui"}]}
        """

    @Test func conflictNamesThePairingThatNeedsItDarkerAndTheOneThatNeedsItLighter() throws {
        let (plan, _) = try JointFixTests.plan(Self.scheme)
        #expect(!plan.allPass)
        let reasons = plan.stillFailing.compactMap(\.reason)
        let reason = try #require(reasons.first { $0.contains("no single color for \"brand\"") }, "\(reasons)")
        #expect(reason.contains("\"onBrand on brand\" (text-contrast) needs it darker"), "\(reason)")
        #expect(reason.contains("\"brand on panel\" (non-text-contrast) needs it lighter"), "\(reason)")
    }
}
