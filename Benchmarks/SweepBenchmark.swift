import ContrastAudit
import Foundation

/// The full default sweep of `Examples/single-color-generator.json` (every degree of hue and every percent
/// of saturation, 36,360 picks × 4 checks), with and without the search for constant fixes, on every core.
enum SweepBenchmark {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/single-color-generator.json")

    static func run() {
        let bytes = [UInt8](FileManager.default.contents(atPath: example.path) ?? Data())
        let generator: Generator
        do {
            guard let found = try SchemeReader.readGenerator(bytes, path: "Examples/single-color-generator.json") else {
                preconditionFailure("the example has no generator")
            }
            generator = found
        } catch {
            preconditionFailure("cannot read the example: \(error.formatted)")
        }
        let step = Harness.smoke ? SweepStep(hue: 10, saturation: 10) : .default
        var picks = 0
        for (label, fixes) in [("sweep only", false), ("sweep and verified fixes", true)] {
            let seconds = Harness.median(runs: Harness.smoke ? 1 : 3) {
                do {
                    let report = try Sweep.run(
                        generator, ruleSets: [.wcag2AA], options: SweepOptions(step: step, searchFixes: fixes))
                    picks = report.inputs[0].grid.count
                    precondition(report.checks.contains { $0.failing > 0 })
                } catch {
                    preconditionFailure("sweep failed: \(error)")
                }
            }
            Harness.report(
                "sweep single-color generator, \(label)",
                "\(Harness.milliseconds(seconds))  (\(picks) picks × 4 checks, \(Int(Double(picks) / seconds)) picks/s)"
            )
        }
    }
}
