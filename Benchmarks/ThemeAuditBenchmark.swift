import ContrastAudit
import Foundation

/// The engine issue's target: a generated scheme of 1,000 tokens and 5,000 pairings across 8 appearances
/// (40,000 evaluations), audited in process and end to end through the release `audit` binary.
enum ThemeAuditBenchmark {
    /// A scheme with high-contrast variants (so all 8 appearances are evaluated) and an elevated one.
    static func generatedScheme(tokens tokenCount: Int, pairings pairingCount: Int) -> String {
        var rng = SplitMix64(state: 99)
        func hex() -> String { String(format: "#%06X", rng.next() & 0xFFFFFF) }
        var text = "{\n  \"name\": \"Generated\",\n  \"colors\": {\n"
        for index in 0..<tokenCount {
            let separator = index == tokenCount - 1 ? "" : ","
            text +=
                "    \"token\(index)\": { \"light\": \"\(hex())\", \"dark\": \"\(hex())\", "
                + "\"dark.elevated\": \"\(hex())\", \"high-contrast\": \"\(hex())\" }\(separator)\n"
        }
        text += "  },\n  \"pairings\": [\n"
        let roles = ["text", "text", "large-text", "ui"]
        for index in 0..<pairingCount {
            let separator = index == pairingCount - 1 ? "" : ","
            let fg = Int(rng.next() % UInt64(tokenCount))
            let bg = Int(rng.next() % UInt64(tokenCount))
            text +=
                "    { \"foreground\": \"token\(fg)\", \"background\": \"token\(bg)\", "
                + "\"role\": \"\(roles[index % roles.count])\" }\(separator)\n"
        }
        return text + "  ]\n}\n"
    }

    static func run() {
        let tokens = Harness.smoke ? 20 : 1_000
        let pairings = Harness.smoke ? 100 : 5_000
        let scheme = generatedScheme(tokens: tokens, pairings: pairings)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contrast-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("generated.json")
        try! Data(scheme.utf8).write(to: file)
        // `--keep-theme FILE` also writes the generated theme there (to profile `audit check FILE`).
        if let index = CommandLine.arguments.firstIndex(of: "--keep-theme"), index + 1 < CommandLine.arguments.count {
            try! Data(scheme.utf8).write(to: URL(fileURLWithPath: CommandLine.arguments[index + 1]))
        }

        var evaluations = 0
        for format in ["text", "json"] {
            let seconds = Harness.median(runs: Harness.smoke ? 1 : 5) {
                // The library's entry point and the renderer, as `audit check` runs them.
                let report = try! Auditor(
                    paths: [file.path], executablePath: Harness.auditBinary?.path
                ).audit()
                let renderer = ReportRenderers.renderer(for: format)!
                precondition(!renderer.render(report, options: RenderOptions(style: .plain)).isEmpty)
                evaluations = report.summary.evaluations
            }
            Harness.report("(b) theme audit in process, \(format)", Harness.milliseconds(seconds))
        }
        Harness.report("  (evaluations in the generated theme)", "\(evaluations)")
        guard let binary = Harness.auditBinary else {
            Harness.report("theme audit end to end", "skipped: build audit first (swift build -c release)")
            return
        }
        for format in ["text", "json"] {
            let seconds = Harness.median(runs: Harness.smoke ? 1 : 5) {
                let status = Harness.runProcess(
                    binary,
                    ["check", file.path, "--format", format, "--output", folder.appendingPathComponent("out").path])
                precondition(status == 1 || status == 0, "audit exited \(status)")
            }
            Harness.report("(b) theme audit end to end, \(format)", Harness.milliseconds(seconds))
        }
        // Joint fixes on the same random theme, where most colors fail and conflict (issue 15).
        let seconds = Harness.median(runs: Harness.smoke ? 1 : 3) {
            let status = Harness.runProcess(
                binary, ["check", file.path, "--fixes", "--output", folder.appendingPathComponent("out").path])
            precondition(status == 1 || status == 0, "audit exited \(status)")
        }
        Harness.report("(b) theme audit with --fixes end to end, text", Harness.milliseconds(seconds))
    }
}
