import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Issue 14, "reports say the right thing": a status-bar style is its own kind of suggestion, the reason
/// there is no suggestion is in every format, a declared-style result shows what it judged, and a merged
/// diagnostic never suggests a change that makes another listed appearance worse.
@Suite struct FirstHourReportTests {
    static let root = Fixtures.packageRoot.path
    static let example = "Examples/catchup.json"
    static let translucent = "Tests/ContrastAuditTests/Fixtures/FirstHourReportTests/translucent-hint.json"
    /// Every format that renders results (`json` is checked field by field).
    static let formats = ["text", "html", "markdown", "xcode", "github", "junit", "sarif"]

    static func check(_ path: String, _ format: String) -> String {
        runAudit(["check", path, "--format", format], directory: root).stdout
    }

    static func results(_ path: String) throws -> [[String: Any]] {
        let data = Data(check(path, "json").utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["results"] as? [[String: Any]])
    }

    // MARK: Item 1: a status-bar style is not a color

    @Test func statusBarStyleSuggestionsAreTheirOwnKindInJSON() throws {
        let failing = try Self.results(Self.example).filter {
            $0["rule"] as? String == "status-bar-text" && $0["status"] as? String == "fail"
        }
        #expect(failing.count == 4)
        // The bar is hsb(32, 25%, 60%): brightness 0.6 exactly, so a threshold of 0.6 or lower picks dark content.
        for result in failing {
            let suggestions = try #require(result["suggestions"] as? [[String: Any]])
            let style = try #require(suggestions.first)
            #expect(style["side"] as? String == "style")
            #expect(style["style"] as? String == "dark-content")
            #expect(style["threshold"] as? Double == 0.6)
            #expect(style["color"] == nil, "a style suggestion must not read as a color to paint")
            #expect(style["token"] as? String == "neutral")
        }
    }

    @Test(arguments: formats)
    func statusBarStyleSuggestionSaysItIsAStyle(_ format: String) {
        let output = Self.check(Self.example, format)
        #expect(output.contains("no color change"), "\(format) shows the style suggestion as a color")
        #expect(output.contains("dark-content"))
        #expect(output.contains("0.6"), "\(format) lacks the threshold that would pick the style")
        #expect(!output.contains("Suggestion: foreground <code>neutral</code>"))
        #expect(!output.contains("foreground `neutral` → `#000000`"))
    }

    // MARK: Item 3: the reason there is no suggestion

    @Test(arguments: ["json"] + formats)
    func reasonForNoSuggestionIsInEveryFormat(_ format: String) {
        let output = Self.check(Self.translucent, format)
        #expect(output.contains("no foreground color reaches 3:1"), "\(format) drops the reason")
        #expect(output.contains("alpha 0.30"), "\(format) drops the reason")
    }

    // MARK: Item 4: a result shows the metric its rule judged

    @Test func declaredStyleResultsCarryNoRatioOrMinimum() throws {
        let declared = try Self.results(Self.example).filter { $0["rule"] as? String == "status-bar-declared-style" }
        #expect(declared.count == 4)
        for result in declared {
            #expect(result["status"] as? String == "pass")
            #expect(result["value"] == nil && result["threshold"] == nil && result["metric"] == nil)
            let message = try #require(result["message"] as? String)
            #expect(!message.contains(":1"), "a passing style check beside a failing ratio: \(message)")
            let bar = try #require(result["statusBar"] as? [String: Any])
            #expect(bar["declaredStyle"] as? String == bar["style"] as? String)
        }
    }

    @Test func declaredStyleRowsShowTheStylesNotARatio() throws {
        let markdown = Self.check(Self.example, "markdown")
        let row = try #require(
            markdown.split(separator: "\n").first { $0.contains("status-bar-declared-style") && $0.hasPrefix("|") })
        #expect(row.contains("declared light-content"))
        #expect(!row.contains(":1"))
        let html = Self.check(Self.example, "html")
        let tables = html.components(separatedBy: "status-bar-declared-style</a>").dropFirst()
        #expect(!tables.isEmpty)
        for table in tables {
            let body = String(table.prefix { $0 != "\n" })
            #expect(body.contains("declared light-content"))
            #expect(body.contains("the pick, light-content"))
            #expect(!body.contains(":1"))
        }
    }

    // MARK: Item 2: merged diagnostics

    /// WCAG 2.2 contrast of two opaque `#RRGGBB` colors, computed here from the formula (DESIGN.md §9).
    static func ratio(_ a: String, _ b: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let digits = Array(hex.dropFirst())
            let channels = (0..<3).map { index -> Double in
                let value = Double(Int(String(digits[index * 2..<index * 2 + 2]), radix: 16)!) / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// `link on background` fails in all four appearances; the text and github formats merge them into one
    /// entry. Every foreground suggestion on it, applied to the appearances it is offered for (all of them
    /// when unscoped), must pass there and make no listed appearance worse.
    @Test(arguments: ["text", "github"])
    func mergedSuggestionsNeverMakeAListedAppearanceWorse(_ format: String) throws {
        let link = try Self.results(Self.example).filter {
            ($0["pairing"] as? [String: Any])?["id"] as? String == "link on background"
        }
        var backgrounds: [String: String] = [:]
        var foreground = ""
        for result in link {
            let colors = try #require(result["colors"] as? [String: String])
            backgrounds[try #require(result["appearance"] as? String)] = colors["background"]
            foreground = colors["foreground"] ?? ""
        }
        #expect(backgrounds.count == 4)
        var output = Self.check(Self.example, format)
        output = output.replacingOccurrences(of: "%0A", with: "\n")
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let marker = ": change foreground \"accent\" to "
        var checked = 0
        for line in lines where line.hasPrefix("suggest") {
            guard let range = line.range(of: marker) else { continue }
            let head = line[..<range.lowerBound]
            let scope =
                head.hasPrefix("suggest for ")
                ? head.dropFirst("suggest for ".count).components(separatedBy: ", ") : Array(backgrounds.keys)
            let color = String(line[range.upperBound...].prefix(7))
            for name in scope {
                let background = try #require(backgrounds[name], "unknown appearance \(name)")
                #expect(Self.ratio(color, background) >= 4.5, "\(line) fails in \(name)")
            }
            for (name, background) in backgrounds where scope.contains(name) {
                #expect(Self.ratio(color, background) >= Self.ratio(foreground, background), "\(line) worsens \(name)")
            }
            checked += 1
        }
        #expect(checked >= 2, "expected a foreground suggestion for the darker and one for the lighter direction")
        #expect(lines.contains { $0.contains("note: foreground \"accent\" is suggested darker for light") })
    }

    /// SARIF offers edits as fixes one result at a time: `accent` is one value for every appearance, so a
    /// fix writing the darker color light needs (or the lighter one dark needs) must not be offered.
    @Test func sarifOffersNoFixThatAnotherAppearanceNeedsTheOtherWay() throws {
        let data = Data(Self.check(Self.example, "sarif").utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        var regions: [String: Set<String>] = [:]
        for result in results {
            for fix in result["fixes"] as? [[String: Any]] ?? [] {
                for change in fix["artifactChanges"] as? [[String: Any]] ?? [] {
                    for replacement in change["replacements"] as? [[String: Any]] ?? [] {
                        let region = replacement["deletedRegion"] as? [String: Any] ?? [:]
                        let key = "\(region["byteOffset"] ?? "?")+\(region["byteLength"] ?? "?")"
                        let text = (replacement["insertedContent"] as? [String: Any])?["text"] as? String ?? ""
                        regions[key, default: []].insert(text)
                    }
                }
            }
        }
        #expect(!regions.isEmpty, "the other fixes are still offered")
        for (region, texts) in regions {
            #expect(texts.count == 1, "different colors offered for the same bytes \(region): \(texts)")
        }
    }

    // MARK: Item 12: HTML polish

    static let showcase = "Tests/ContrastAuditTests/Fixtures/Check/showcase.json"

    /// A failing section or card whose worst failure is a warning is marked as one, and the page styles
    /// that mark with the warning color, not the error red.
    @Test func htmlStylesWarningsAsWarnings() throws {
        let html = Self.check(Self.showcase, "html")
        let json = try Self.results(Self.showcase)
        #expect(json.contains { $0["status"] as? String == "fail" && $0["severity"] as? String == "warning" })
        #expect(html.contains("data-severity=\"warning\""))
        #expect(html.contains("section.pairing[data-severity=\"warning\"]"))
        #expect(html.contains("li.card[data-severity=\"warning\"]"))
    }

    @Test func htmlRangesDoNotWrapMidValue() {
        let html = Self.check(Self.showcase, "html")
        #expect(html.contains("2.84:1\u{2060}–\u{2060}21.00:1"))
        #expect(!html.contains("2.84:1–21.00:1"))
    }

    /// `link on background` in light: darkening `accent` is ΔE_OK 0.058, turning the cream background almost
    /// black 0.754: the large change is collapsed behind the small one.
    @Test func htmlLargeChangesStayBehindTheSmallerOne() throws {
        let html = Self.check(Self.example, "html")
        let large = try #require(html.range(of: "<details class=\"large\"><summary>A larger change (ΔE_OK 0.754)"))
        let after = html[large.upperBound...]
        let end = try #require(after.range(of: "</details>"))
        #expect(after[..<end.lowerBound].contains("#191710"))
        let small = try #require(html.range(of: "#D03118"))
        #expect(small.lowerBound < large.lowerBound, "the smaller change comes first")
    }
}
