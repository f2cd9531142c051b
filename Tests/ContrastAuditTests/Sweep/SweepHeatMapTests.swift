import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 14 items 10 and 11: the sweep's regions partition the failing picks (their counts add up), and
/// its heat map does not rest on red versus green: failing cells are hatched as well as colored.
@Suite struct SweepHeatMapTests {
    static let root = Fixtures.packageRoot.path
    static let arguments = ["sweep", "Examples/single-color-generator.json", "--step", "10"]

    @Test func regionCountsAddUpToTheFailingPicks() throws {
        let outcome = runAudit(Self.arguments + ["--format", "json"], directory: Self.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let checks = try #require(object["checks"] as? [[String: Any]])
        var checked = 0
        for check in checks {
            guard let failing = check["failing"] as? Int, failing > 0 else { continue }
            let regions = check["regions"] as? [[String: Any]] ?? []
            let counted = regions.compactMap { $0["picks"] as? Int }.reduce(0, +)
            let uncovered = check["uncovered"] as? Int ?? 0
            #expect(counted + uncovered == failing, "\(check["id"] ?? "?"): \(counted) + \(uncovered)")
            checked += 1
        }
        #expect(checked >= 3)
    }

    @Test func failingCellsAreHatchedAndTheScaleIsNotRedGreen() throws {
        let html = runAudit(Self.arguments + ["--format", "html"], directory: Self.root).stdout
        // The old scale: reds for failing, greens for passing.
        for old in ["#c62828", "#ef5350", "#ffcdd2", "#c8e6c9", "#81c784", "#2e7d32"] {
            #expect(!html.contains(old), "\(old) is still used")
        }
        #expect(html.components(separatedBy: "id=\"fails-hatch\"").count == 2, "one hatch pattern")
        #expect(html.contains(".h{fill:url(#fails-hatch)}"))
        let rects = html.components(separatedBy: "<rect class=\"").dropFirst()
        var failing = 0
        var previous: (name: Substring, geometry: Substring)?
        for rect in rects {
            let name = rect.prefix { $0 != "\"" }
            let geometry = rect.drop { $0 != " " }.prefix { $0 != "/" }
            if let last = previous, last.name.hasPrefix("f") {
                #expect(name == "h" && geometry == last.geometry, "a failing cell without its hatch")
            }
            if name.hasPrefix("f") { failing += 1 }
            previous = (name, geometry)
        }
        #expect(failing > 0)
    }
}
