import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 13 item 6: an audit that evaluated no pairing is not a pass. It exits 1 with an error saying how
/// many tokens there were and why nothing was evaluated, unless `--allow-empty` is given.
@Suite struct EmptyAuditTests {
    /// Colors named for their hue: no convention recognizes a role, and nothing is declared.
    static let hues = """
        { "color": { "amber": { "$type": "color", "$value": "#FFBF00" },
                     "steel": { "$type": "color", "$value": "#4682B4" } } }
        """

    /// Every color is computed by an expression the tool cannot evaluate (a reference inside a color function).
    static let computed = """
        { "color": {
            "base": { "$type": "color", "$value": "rgba({color.text}, 0.5)" },
            "text": { "$type": "color", "$value": "rgba({color.base}, 0.8)" } } }
        """

    @Test func nothingEvaluatedExitsOneAndSaysWhy() throws {
        let tree = try TemporaryTree(["tokens.json": Self.hues])
        let outcome = tree.run(["check", "tokens.json", "--quiet"])
        #expect(outcome.exitCode == .failures)
        #expect(
            outcome.stderr.contains("error: 2 tokens, 0 pairings evaluated: no pairing is declared"),
            "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--allow-empty"))
    }

    @Test func allowEmptyAcceptsIt() throws {
        let tree = try TemporaryTree(["tokens.json": Self.hues])
        let outcome = tree.run(["check", "tokens.json", "--quiet", "--allow-empty"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("0 pairings evaluated"))
    }

    @Test func anAuditWithPairingsIsNotEmpty() throws {
        let tree = try TemporaryTree([
            "tokens.json": """
            { "color": { "text": { "primary": { "$type": "color", "$value": "#111111" } },
                         "bg": { "canvas": { "$type": "color", "$value": "#FFFFFF" } } } }
            """
        ])
        let outcome = tree.run(["check", "tokens.json", "--quiet"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("0 pairings evaluated"))
    }

    /// Held-out round 16 (SwissCovid): a palette built with a package's initializer that is not among the inputs.
    /// The summary names the reason most colors cannot be evaluated (it only counted them).
    @Test func theCommonReasonColorsCannotBeEvaluatedIsNamed() throws {
        let tree = try TemporaryTree([
            "Palette.swift": """
            import UIKit

            extension UIColor {
                static let brandRed = UIColor(pkg_hexString: "#e20008")!
                static let brandText = UIColor(pkg_hexString: "#202020")!
                static let brandPaper = UIColor(pkg_hexString: "#fafafa")!
                static let ink = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            }
            """
        ])
        let outcome = tree.run(["check", "Palette.swift", "--quiet"])
        #expect(outcome.exitCode == .failures, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                "(3 cannot be evaluated; the most common reason, for 3: calls `UIColor(pkg_hexString:)`, which the "
                    + "reader does not know)"), "\(outcome.stderr)")
    }

    @Test func everyColorComputedSaysSo() throws {
        let tree = try TemporaryTree(["tokens.json": Self.computed])
        let outcome = tree.run(["check", "tokens.json", "--quiet"])
        #expect(outcome.exitCode == .failures, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains("2 tokens, 0 pairings evaluated: every color is computed by an expression"),
            "\(outcome.stderr)")
    }

    /// Colors declared, none paired, and uses in views that could not be evaluated: the message says so.
    @Test func unevaluatedUsesAreCountedInTheMessage() throws {
        let code = """
            import SwiftUI
            extension Color {
                static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
                static let mist = Color(red: 0.9, green: 0.9, blue: 0.9)
            }
            struct Row: View {
                var body: some View { Text("Hi").foregroundColor(.ink) }
            }
            """
        let tree = try TemporaryTree(["App/Row.swift": code, "App/Other.swift": "import SwiftUI\n"])
        let outcome = tree.run(["check", "App", "--quiet"])
        #expect(outcome.exitCode == .failures, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                "no pairing is declared, configured or recognized from the token names; 1 use of a color in the "
                    + "views is not evaluated (see the note)"), "\(outcome.stderr)")
    }

    /// The library says the same: `Auditor.Outcome.empty`.
    @Test func theAuditorReportsAnEmptyAudit() throws {
        let tree = try TemporaryTree(["tokens.json": Self.hues])
        let outcome = try Auditor(paths: ["tokens.json"], base: tree.url).run()
        let empty = try #require(outcome.empty)
        #expect(empty.tokens == 2)
        #expect(empty.pairings == 0)
        #expect(empty.message.hasPrefix("2 tokens, 0 pairings evaluated: "))
    }
}
