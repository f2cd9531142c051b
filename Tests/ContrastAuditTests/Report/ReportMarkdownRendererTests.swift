import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The Markdown report: tables keep their shape whatever the names, names cannot become markup, and
/// suggestions appear under the appearance they fix.
@Suite struct ReportMarkdownRendererTests {
    static let root = Fixtures.packageRoot.path

    /// The cells of a table row, split at `|` that is neither escaped nor inside a code span (GFM).
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var fence = 0
        var characters = Array(row)[...]
        while let character = characters.popFirst() {
            if character == "\\", let next = characters.first {
                current += String([character, next])
                characters = characters.dropFirst()
                continue
            }
            if character == "`" {
                var run = 1
                while characters.first == "`" {
                    run += 1
                    characters = characters.dropFirst()
                }
                fence = fence == 0 ? run : (fence == run ? 0 : fence)
                current += String(repeating: "`", count: run)
                continue
            }
            if character == "|" && fence == 0 {
                cells.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        cells.append(current)
        return Array(cells.dropFirst().dropLast())
    }

    @Test(arguments: ReportFormatSnapshotTests.inputs.map(\.arguments))
    func everyTableRowHasOneCellPerColumn(_ arguments: [String]) {
        let markdown = runAudit(["check"] + arguments + ["--format", "markdown"], directory: Self.root).stdout
        var columns: Int?
        var rows = 0
        for line in markdown.split(separator: "\n").map(String.init) {
            guard line.hasPrefix("|") else {
                columns = nil
                continue
            }
            let count = Self.cells(line).count
            if let columns {
                #expect(count == columns, "\(line)")
            } else {
                columns = count
            }
            rows += 1
        }
        #expect(rows > 0)
    }

    @Test func namesAreCodeSpansThatCannotBecomeMarkup() {
        let markdown = runAudit(
            ["check", ReportFormatSnapshotTests.markupNames, "--format", "markdown"], directory: Self.root
        ).stdout
        #expect(markdown.contains("#### `<img src=x onerror=alert(1)> on bg`"))
        // A name with backticks gets a longer fence and a space on each side.
        #expect(markdown.contains("#### ``a|b `tick` | \\|``"))
        // A line break in a name must not end the heading.
        #expect(markdown.contains("#### `50% & more, line break: ::error::x ]]> on bg`"))
        #expect(ReportMarkdownRenderer.code("a|b", inTable: true) == "`a\\|b`")
        #expect(ReportMarkdownRenderer.code("`x`") == "`` `x` ``")
        #expect(
            ReportMarkdownRenderer.text("*a* [b](c) <d> _e_ | & #") == "\\*a\\* \\[b\\](c) \\<d\\> \\_e\\_ \\| \\& \\#")
    }

    /// The hand-built report's one suggestion (body, in dark) sits in the dark column of body's table, and
    /// link's reason for having none under both of its columns.
    @Test func suggestionsAppearUnderTheAppearanceTheyFix() throws {
        let markdown = ReportMarkdownRenderer.render(ReportFixtures.mixed, options: RenderOptions())
        #expect(markdown.contains("| suggested |  | foreground `body` → `#7A7A7A` (4.61:1) |"))
        let reason = "no suggestion: no color on either side reaches 3:1"
        #expect(markdown.contains("| suggested | \(reason) | \(reason) |"))
        #expect(markdown.components(separatedBy: "| suggested |").count == 3, "one row per failing pairing")
    }

    /// Hand-built: one column per appearance plus the rule column, a ✅ or ❌ and the truncated ratio per cell.
    @Test func handBuiltTablesHaveOneColumnPerAppearance() throws {
        let markdown = ReportMarkdownRenderer.render(ReportFixtures.mixed, options: RenderOptions())
        #expect(markdown.contains("| rule | `light` | `dark` |"))
        #expect(markdown.contains("| `wcag2-aa/text-contrast` ≥ 4.5:1 | ✅ 12.63:1 | ❌ 4.49:1 |"))
        for line in markdown.split(separator: "\n") where line.hasPrefix("|") {
            #expect(Self.cells(String(line)).count == 3, "\(line)")
        }
        let hostile = ReportMarkdownRenderer.render(ReportFixtures.hostile, options: RenderOptions())
        for line in hostile.split(separator: "\n") where line.hasPrefix("|") {
            #expect(Self.cells(String(line)).count == 2, "\(line)")
        }
        // A name is a code span (a longer fence around its backticks), its line break a space.
        let name = ReportFixtures.hostileName.replacingOccurrences(of: "\n", with: " ")
        #expect(hostile.contains("#### ``\(name) on bg``"))
    }
}
