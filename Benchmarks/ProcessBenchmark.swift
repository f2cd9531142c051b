import Foundation

/// (f) Process wall time, median of 20 runs: `audit --version` and `audit check Examples/catchup.json`,
/// against a C program that only prints a line (the floor for starting any process here).
enum ProcessBenchmark {
    static func run() {
        guard let audit = Harness.auditBinary else {
            Harness.report("(f) process wall time", "skipped: build audit first (swift build -c release)")
            return
        }
        let runs = Harness.smoke ? 3 : 20
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/catchup.json").path
        var floor: Double?
        if let binary = CReference.binary {
            floor = median(runs) { _ = Harness.runProcess(binary, ["version"]) }
            Harness.report("(f) C program printing a line (process floor)", Harness.milliseconds(floor!))
        }
        for (name, arguments) in [
            ("audit --version", ["--version"]), ("audit check Examples/catchup.json", ["check", example]),
        ] {
            let seconds = median(runs) { _ = Harness.runProcess(audit, arguments) }
            var line = Harness.milliseconds(seconds)
            if let floor { line += String(format: "  (%.1f× the C process floor)", seconds / floor) }
            Harness.report("(f) \(name), median of \(runs)", line)
        }
    }

    static func median(_ runs: Int, _ body: () -> Void) -> Double {
        var samples = (0..<runs).map { _ in Harness.time(body) }
        samples.sort()
        return samples[samples.count / 2]
    }
}
