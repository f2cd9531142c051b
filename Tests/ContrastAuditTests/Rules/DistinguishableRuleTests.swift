import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Kind `distinguishable`: the simulation against the reference vectors, the pairing syntax, and
/// `audit check --rules color-vision` end to end. (Its documented examples run in `RuleKindTests`.)
@Suite struct DistinguishableRuleTests {
    // MARK: - Simulation against reference/vectors.json

    /// `reference/vectors.json` of the shared folder (`$CONTRASTAUDIT_SHARED` or `../shared`; not committed:
    /// fetched material).
    static let sharedVectors = SharedData.url("reference/vectors.json")

    static let cvdEntries: [Vector] = {
        guard let data = try? Data(contentsOf: sharedVectors),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let list = object["cvd"] as? [[String: Any]]
        else { return [] }
        return list.map { Vector(fields: $0) }
    }()

    static let visions: [(key: String, vision: DistinguishableRule.Vision)] = [
        ("protan_machado", .protanopia), ("deutan_machado", .deuteranopia), ("tritan_machado", .tritanopia),
    ]

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: sharedVectors.path),
            "skipped: ../shared/reference/vectors.json is missing (color-vision simulation vectors)"))
    func thereAreSimulationVectors() {
        #expect(Self.cvdEntries.count >= 10)
    }

    /// The vectors apply the matrices to linear sRGB, clip, and measure ΔE_OK and the WCAG ratio on the
    /// clipped colors (their `description.cvd`); tolerances are theirs (`tolerances.cvd`, `delta_e_ok`).
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: sharedVectors.path),
            "skipped: ../shared/reference/vectors.json is missing (color-vision simulation vectors)"),
        arguments: cvdEntries)
    func simulationMatchesReferenceVectors(_ entry: Vector) throws {
        let fg = try Color(parsing: entry.string("fg"))
        let bg = try Color(parsing: entry.string("bg"))
        let simulations = entry.dictionary("simulations")
        for (key, vision) in Self.visions {
            let expected = try #require(simulations[key] as? [String: Any], "\(key)")
            func doubles(_ name: String) -> [Double] { (expected[name] as! [NSNumber]).map(\.doubleValue) }
            let matrix = try #require(vision.matrix)
            for (color, side) in [(fg, "fg"), (bg, "bg")] {
                let unclipped = matrix.apply(color.linearSRGB)
                let reference = doubles("\(side)_linear_unclipped")
                for channel in 0..<3 {
                    #expect(abs(unclipped[channel] - reference[channel]) <= 1e-6, "\(key) \(side) channel \(channel)")
                }
                let simulated = DistinguishableRule.simulate(color, vision)
                let referenceHex = try Color(parsing: expected["\(side)_hex"] as! String)
                let ours = simulated.sRGBComponents
                let theirs = referenceHex.sRGBComponents
                for channel in 0..<3 {
                    let difference = abs((ours[channel] * 255 + 0.5).rounded(.down) - theirs[channel] * 255)
                    #expect(difference <= 1, "\(key) \(side) hex \(simulated.hex) vs \(referenceHex.hex)")
                }
            }
            let a = DistinguishableRule.simulate(fg, vision)
            let b = DistinguishableRule.simulate(bg, vision)
            let deltaE = (expected["delta_e_ok"] as! NSNumber).doubleValue
            #expect(abs(DeltaE.ok(a, b) - deltaE) <= 1e-4, "\(key) ΔE_OK \(DeltaE.ok(a, b)) vs \(deltaE)")
            let ratio = (expected["wcag_ratio"] as! NSNumber).doubleValue
            #expect(abs(WCAG2Contrast.ratio(a, b) - ratio) <= 1e-3, "\(key) ratio")
        }
    }

    @Test func normalVisionLeavesColorsAlone() throws {
        let color = try Color(parsing: "color(display-p3 1 0 0)")
        #expect(DistinguishableRule.simulate(color, .normal) == color)
    }

    // MARK: - Pairing syntax

    @Test func distinguishPairingsGetTheirRoleAndDefaultID() throws {
        let theme = try SchemeReader.read(
            Array(
                ##"{"colors": {"a": "#FF0000", "b": "#00FF00"}, "pairings": [{"distinguish": ["a", "b"]}, {"distinguish": ["b", "a"], "id": "b/a"}]}"##
                    .utf8), path: "scheme.json")
        #expect(theme.pairings.map(\.id) == ["distinguish a from b", "b/a"])
        #expect(theme.pairings.allSatisfy { $0.role == .distinguish })
        #expect(theme.pairings[0].foreground == "a" && theme.pairings[0].backgrounds == ["b"])
    }

    struct BadPairing: CustomTestStringConvertible, Sendable {
        let name: String
        let pairing: String
        let message: String
        var testDescription: String { name }
    }

    static let badPairings: [BadPairing] = [
        .init(name: "one token", pairing: #"{"distinguish": ["a"]}"#, message: "found 1"),
        .init(name: "three tokens", pairing: #"{"distinguish": ["a", "b", "c"]}"#, message: "found 3"),
        .init(name: "the same token twice", pairing: #"{"distinguish": ["a", "a"]}"#, message: "names \"a\" twice"),
        .init(name: "unknown token", pairing: #"{"distinguish": ["a", "bb"]}"#, message: "unknown token \"bb\""),
        .init(
            name: "with a background", pairing: #"{"distinguish": ["a", "b"], "background": "c"}"#,
            message: "remove \"background\""),
        .init(
            name: "with another role", pairing: #"{"distinguish": ["a", "b"], "role": "ui"}"#,
            message: "has role \"distinguish\""),
        .init(
            name: "distinguish as a drawn role",
            pairing: #"{"foreground": "a", "background": "b", "role": "distinguish"}"#,
            message: "unknown role \"distinguish\""),
    ]

    @Test(arguments: badPairings)
    func badDistinguishPairingsAreLocatedErrors(_ bad: BadPairing) throws {
        let scheme =
            ##"{"colors": {"a": "#FF0000", "b": "#00FF00", "c": "#0000FF"}, "pairings": ["##
            + bad.pairing + "]}"
        do {
            _ = try SchemeReader.read(Array(scheme.utf8), path: "scheme.json")
            Issue.record("accepted \(bad.pairing)")
        } catch {
            #expect(error.message.contains(bad.message), "\(error.message)")
            #expect(error.location?.path == "scheme.json")
        }
    }

    @Test func contrastRulesCannotNameTheRole() throws {
        let node = try JSONParser.parse(
            Array(#"{"id": "x", "kind": "contrast", "roles": ["distinguish"], "minimum": 3}"#.utf8), path: "set.json")
        #expect(throws: Diagnostic.self) { try RuleKinds.make(try RuleConfiguration(node: node, ruleSet: "x")) }
    }

    // MARK: - audit check --rules color-vision

    static let fixture = "Tests/ContrastAuditTests/Fixtures/DistinguishableRule/status-colors.json"

    static func jsonResults(_ extra: [String] = []) throws -> [[String: Any]] {
        let outcome = runAudit(
            ["check", fixture, "--rules", "color-vision", "--format", "json"] + extra,
            directory: Fixtures.packageRoot.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        return try #require(report["results"] as? [[String: Any]])
    }

    @Test func checkReportsEachVisionAndFailsWhereColorsMerge() throws {
        let outcome = runAudit(
            ["check", Self.fixture, "--rules", "color-vision", "--format", "json"], directory: Fixtures.packageRoot.path
        )
        #expect(outcome.exitCode == .failures)
        let results = try Self.jsonResults()
        // Three distinguish pairings × four appearances, in pairing order, then appearance order; the
        // contrast pairing is not judged by this rule set.
        #expect(results.count == 12)
        let ids = results.map { ($0["pairing"] as? [String: Any])?["id"] as? String ?? "" }
        #expect(
            ids
                == Array(repeating: "distinguish error from success", count: 4)
                + Array(repeating: "info vs warning", count: 4)
                + Array(repeating: "distinguish selected from warning", count: 4))
        #expect(
            results.prefix(4).map { $0["appearance"] as? String } == [
                "light", "dark", "light.elevated", "dark.elevated",
            ])

        // Expected values computed independently (python: Machado matrices on linear sRGB, clipped,
        // Ottosson's OKLab): error/success light #D0312D/#3A9D23, smallest under deuteranopia.
        let light = results[0]
        #expect(light["status"] as? String == "fail")
        #expect(light["severity"] as? String == "error")
        #expect(light["metric"] as? String == "deltaE-ok")
        #expect(light["threshold"] as? Double == 0.1)
        let value = try #require(light["value"] as? Double)
        #expect(abs(value - 0.03747403525337911) < 1e-9)
        let simulations = try #require(light["simulations"] as? [[String: Any]])
        #expect(simulations.map { $0["vision"] as? String } == ["normal", "protanopia", "deuteranopia", "tritanopia"])
        let expected = [0.31864620286576606, 0.19566347203216727, 0.03747403525337911, 0.3302883157840268]
        for (simulation, deltaE) in zip(simulations, expected) {
            #expect(abs((simulation["deltaE"] as? Double ?? 0) - deltaE) < 1e-9)
        }
        let deuteranopia = try #require(simulations[2]["colors"] as? [String: String])
        #expect(deuteranopia == ["foreground": "#897B26", "background": "#958631"])
        // Dark: #FF453A/#32D74B, 0.0918 under deuteranopia, still below 0.1.
        #expect(abs((results[1]["value"] as? Double ?? 0) - 0.09177746334412361) < 1e-9)
        #expect(results[1]["status"] as? String == "fail")
        // Blue and orange: 0.292 at worst (protanopia), a pass without a severity.
        #expect(results[4]["status"] as? String == "pass")
        #expect(results[4]["severity"] == nil)
        #expect(abs((results[4]["value"] as? Double ?? 0) - 0.2920010527431138) < 1e-9)
        // A translucent color is not compared: a warning, no value.
        #expect(results[8]["status"] as? String == "fail")
        #expect(results[8]["severity"] as? String == "warning")
        #expect(results[8]["value"] == nil)
    }

    @Test func checkReportValidatesAgainstTheSchema() throws {
        for extra in [[], ["--only-failures"], ["--rules", "wcag2-aa"]] {
            let outcome = runAudit(
                ["check", Self.fixture, "--rules", "color-vision", "--format", "json"] + extra,
                directory: Fixtures.packageRoot.path)
            let instance = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
            let violations = try ReportSchemaTests.validator().validate(instance)
            #expect(violations.isEmpty, "\(extra): \(violations.prefix(5).map(\.description))")
        }
    }

    @Test func onlyFailuresKeepsTheFailingSimulations() throws {
        let results = try Self.jsonResults(["--only-failures"])
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0["status"] as? String == "fail" })
    }

    @Test func textReportListsTheSimulatedColors() {
        let outcome = runAudit(
            ["check", Self.fixture, "--rules", "color-vision", "--color", "never"], directory: Fixtures.packageRoot.path
        )
        #expect(outcome.stdout.contains("(distinguish, rule distinguishable-colors, minimum ΔE_OK 0.1)"))
        #expect(outcome.stdout.contains("deuteranopia: #897B26 vs #958631, ΔE_OK 0.037"))
        #expect(
            outcome.stdout.contains(
                "error: ΔE_OK 0.037 between error and success under deuteranopia (#897B26 vs #958631) is below 0.1 in light"
            ))
    }

    @Test(arguments: ["sarif", "junit", "markdown", "html", "github", "xcode"])
    func everyFormatReportsTheFailures(_ format: String) {
        let outcome = runAudit(
            ["check", Self.fixture, "--rules", "color-vision", "--format", format, "--only-failures"],
            directory: Fixtures.packageRoot.path)
        #expect(outcome.exitCode == .failures, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("between error and success under deuteranopia"))
    }

    @Test func aBaselineSilencesKnownFailures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("distinguish-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let written = runAudit(
            ["check", Self.fixture, "--rules", "color-vision", "--write-baseline", baseline],
            directory: Fixtures.packageRoot.path)
        #expect(written.exitCode != .invalidInput, "\(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: baseline))
        let checked = runAudit(
            ["check", Self.fixture, "--rules", "color-vision", "--baseline", baseline],
            directory: Fixtures.packageRoot.path)
        #expect(checked.exitCode == .success, "\(checked.stdout)\(checked.stderr)")
    }

    @Test func colorVisionIsNotInTheDefaultRuleSet() {
        let outcome = runAudit(["check", Self.fixture, "--format", "json"], directory: Fixtures.packageRoot.path)
        #expect(!outcome.stdout.contains("distinguishable"))
    }

    // MARK: - Live checks and generators use the same requirement

    @Test func liveCheckerJudgesDistinguishPairings() throws {
        let theme = try SchemeReader.read(
            Array(
                ##"{"colors": {"error": "#D0312D", "success": "#0072B2"}, "pairings": [{"distinguish": ["error", "success"]}]}"##
                    .utf8), path: "scheme.json")
        let library = RuleLibrary(directory: Fixtures.packageRoot.appendingPathComponent("Rules"))
        let ruleSet = try library.load("color-vision", base: Fixtures.packageRoot)
        let checker = try LiveChecker(scheme: theme, ruleSet: ruleSet, appearances: [Appearance.standard[0]])
        let success = try checker.slot("success")
        #expect(checker.check(success, try Color(parsing: "#0072B2")).passes)
        let merged = checker.check(success, try Color(parsing: "#3A9D23"))
        #expect(merged.failures.map { $0.metric } == [MetricID.deltaEOK])
        #expect(abs((merged.failures.first?.value ?? 0) - 0.03747403525337911) < 1e-9)
    }
}
