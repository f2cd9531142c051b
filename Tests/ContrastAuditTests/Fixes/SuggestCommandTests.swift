import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct SuggestCommandTests {
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let outcome = runAudit(["suggest"] + arguments + ["--format", "json"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    @Test func jsonFollowsTheContract() throws {
        let object = try Self.json(["#7A7A7A", "#777777"])
        #expect(object["foreground"] as? String == "#7A7A7A")
        #expect(object["backgrounds"] as? [String] == ["#777777"])
        #expect(object["metric"] as? String == "wcag2")
        #expect(object["target"] as? Double == 4.5)
        #expect(abs((object["value"] as! Double) - 1.0432576444355806) < 1e-9)
        let suggestions = try #require(object["suggestions"] as? [[String: Any]])
        #expect(suggestions.map { $0["side"] as? String } == ["foreground", "background"])
        let foreground = suggestions[0]
        // The reference answer for this pair (vectors.json adjust-000).
        #expect(foreground["color"] as? String == "#060606")
        #expect(foreground["direction"] as? String == "darker")
        #expect(foreground["chromaReduced"] as? Bool == false)
        for suggestion in suggestions {
            let color = try Color(parsing: suggestion["color"] as! String)
            let value =
                suggestion["side"] as? String == "foreground"
                ? WCAG2Contrast.ratio(color, try Color(parsing: "#777777"))
                : WCAG2Contrast.ratio(try Color(parsing: "#7A7A7A"), color)
            #expect(value >= 4.5)
            #expect(abs(value - (suggestion["value"] as! Double)) < 1e-9)
        }
        let best = try #require(object["best"] as? String)
        let smaller = suggestions.min { ($0["deltaE"] as! Double) < ($1["deltaE"] as! Double) }!
        #expect(best == smaller["side"] as? String)
    }

    @Test func sideTargetAndRule() throws {
        let foregroundOnly = try Self.json(["#FF0000", "#FFFFFF", "--side", "foreground", "--target", "7"])
        let suggestions = try #require(foregroundOnly["suggestions"] as? [[String: Any]])
        #expect(suggestions.count == 1)
        let color = try Color(parsing: suggestions[0]["color"] as! String)
        #expect(WCAG2Contrast.ratio(color, .white) >= 7)
        // Hue kept: still a red.
        let hue = try #require(color.okLCH.h)
        #expect(abs(hue - (try Color(parsing: "#FF0000")).okLCH.h!) < 1.5)
        let apca = try Self.json(["#888888", "#FFFFFF", "--rule", "apca-body-text"])
        #expect(apca["metric"] as? String == "apca")
        #expect(apca["target"] as? Double == 75)
        for suggestion in apca["suggestions"] as! [[String: Any]] where suggestion["color"] is String {
            #expect(abs(suggestion["value"] as! Double) >= 75)
        }
    }

    @Test func impossibleSidesSayWhy() throws {
        let object = try Self.json(["#FFFFFF33", "#777777", "--side", "foreground"])
        let side = try #require((object["suggestions"] as? [[String: Any]])?.first)
        #expect(side["color"] is NSNull)
        let reason = try #require(side["reason"] as? String)
        #expect(reason.contains("alpha 0.20"))
        #expect(object["best"] is NSNull)
        let text = runAudit(["suggest", "#FFFFFF33", "#777777"]).stdout
        #expect(text.contains("foreground none: no foreground color reaches 4.5:1"))
    }

    @Test func translucentForegroundKeepsItsAlpha() throws {
        let object = try Self.json(["#3C3C4399", "#FFFFFF", "--side", "foreground"])
        let color = try #require((object["suggestions"] as? [[String: Any]])?.first?["color"] as? String)
        #expect(color.count == 9 && color.hasSuffix("99"))
        let parsed = try Color(parsing: color)
        #expect(WCAG2Contrast.ratio(parsed.composited(over: .white), .white) >= 4.5)
    }

    @Test func badArguments() {
        for (arguments, message) in [
            (["suggest", "#000"], "expected at least one background"),
            (["suggest", "#000", "#fff", "--target", "30"], "invalid --target \"30\""),
            (["suggest", "#000", "#fff", "--rule", "text-contrats"], "unknown rule \"text-contrats\""),
            (["suggest", "#000", "#fff", "--side", "left"], "invalid value \"left\" for --side"),
            (["suggest", "#000", "#fff", "--target", "4.5", "--rule", "text-contrast"], "either --target or --rule"),
            (["suggest", "#GGG", "#fff"], "invalid color \"#GGG\""),
        ] {
            let outcome = runAudit(arguments)
            #expect(outcome.exitCode == .invalidInput)
            #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        }
    }

    /// Every suggestion in a check report, applied to its side, makes the pairing pass its rule.
    @Test func checkSuggestionsPassWhenApplied() throws {
        for path in ["Examples/catchup.json", "Tests/ContrastAuditTests/Fixtures/Check/showcase.json"] {
            let theme = try ThemeLoader.load(paths: [path], base: Fixtures.packageRoot)[0]
            let ruleSet = try RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules"))
                .load("wcag2-aa", base: Fixtures.packageRoot)
            let report = try AuditEngine.run(themes: [theme], ruleSets: [ruleSet])
            let resolved = try ResolvedTheme(theme: theme, appearances: report.appearances)
            var checked = 0
            for result in report.results where result.status == .fail && result.statusBar == nil {
                guard let pairing = theme.pairings.first(where: { $0.id == result.pairing?.id }),
                    let foregroundName = pairing.foreground, let appearance = result.appearance,
                    let threshold = result.threshold
                else { continue }
                #expect(!result.suggestions.isEmpty || result.suggestionReason != nil, "\(result.message)")
                for suggestion in result.suggestions {
                    var foreground = resolved.color(foregroundName, in: appearance)!.color
                    var layers = pairing.backgrounds.map { resolved.color($0, in: appearance)!.color }
                    let color = try Color(parsing: suggestion.color)
                    if suggestion.side == .foreground { foreground = color } else { layers[0] = color }
                    let value = SuggestionTarget(metric: result.metric ?? .wcag2, minimum: threshold)
                        .value(foreground: foreground, backgrounds: layers)
                    #expect(value >= threshold, "\(suggestion)")
                    checked += 1
                }
            }
            #expect(checked > 0)
        }
    }
}
