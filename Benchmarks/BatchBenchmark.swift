import ContrastAudit
import Foundation

/// `audit contrast --batch` over 100,000 random lines (text and JSON): parsing, evaluation and rendering in
/// process, then the whole command as a process so everything counts.
enum BatchBenchmark {
    static func run() {
        let lineCount = Harness.smoke ? 1_000 : 100_000
        var rng = SplitMix64(state: 11)
        var text = ""
        text.reserveCapacity(lineCount * 20)
        for index in 0..<lineCount {
            let fg = String(format: "#%06X", rng.next() & 0xFFFFFF)
            let bg = String(format: "#%06X", rng.next() & 0xFFFFFF)
            // One line in ten has a translucent bottom layer, which takes the exact backdrop search.
            text += index % 10 == 0 ? "\(fg) \(bg)80\n" : "\(fg) \(bg)\n"
        }
        let input = Array(text.utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let evaluate = Harness.median(runs: Harness.smoke ? 1 : 5) {
            var passing = 0
            for line in lines {
                let colors = line.map { try! Color(parsing: $0) }
                let check = ContrastCheck(foreground: colors[0], backgrounds: Array(colors.dropFirst()))
                if check.passes(.aa) { passing += 1 }
            }
            precondition(passing > 0)
        }
        Harness.report("parse and evaluate only, \(lineCount) pairs", Harness.milliseconds(evaluate))
        let checks = lines.map { line in
            let colors = line.map { try! Color(parsing: $0) }
            return ContrastCheck(foreground: colors[0], backgrounds: Array(colors.dropFirst()))
        }
        let renderJSON = Harness.median(runs: Harness.smoke ? 1 : 5) {
            precondition(!ContrastJSONRenderer.renderBatch(checks).isEmpty)
        }
        Harness.report("render JSON only, \(lineCount) results", Harness.milliseconds(renderJSON))
        let renderText = Harness.median(runs: Harness.smoke ? 1 : 5) {
            precondition(!ContrastTextRenderer.renderTable(checks, style: .plain).isEmpty)
        }
        Harness.report("render text table only, \(lineCount) results", Harness.milliseconds(renderText))
        // The whole command, as a separate process: the command line lives in the `audit` executable.
        guard let binary = Harness.auditBinary else {
            Harness.report("contrast --batch", "skipped: build audit first (swift build -c release)")
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("contrast-batch-\(getpid()).txt")
        try! Data(input).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var jsonSeconds = 0.0
        for format in ["text", "json"] {
            let seconds = Harness.median(runs: Harness.smoke ? 1 : 5) {
                let status = Harness.runProcess(binary, ["contrast", "--batch", file.path, "--format", format])
                precondition(status == 0 || status == 1, "audit exited \(status)")
            }
            if format == "json" { jsonSeconds = seconds }
            Harness.report(
                "contrast --batch, \(lineCount) lines, \(format)",
                "\(Harness.milliseconds(seconds))  (\(Int(Double(lineCount) / seconds)) lines/s)")
        }
        compareWithC(input: file, lines: lineCount, binary: binary, swiftSeconds: jsonSeconds)
    }

    /// The C reference's `batchjson` mode (same parsing, arithmetic and JSON bytes) as a whole process, like
    /// the command above; the two outputs must be byte-identical.
    static func compareWithC(input: URL, lines: Int, binary: URL, swiftSeconds: Double) {
        guard let reference = CReference.binary else { return }
        let folder = input.deletingLastPathComponent()
        let ours = folder.appendingPathComponent("contrast-batch-\(getpid())-audit.json")
        let theirs = folder.appendingPathComponent("contrast-batch-\(getpid())-c.json")
        defer {
            try? FileManager.default.removeItem(at: ours)
            try? FileManager.default.removeItem(at: theirs)
        }
        _ = Harness.runProcess(binary, ["contrast", "--batch", input.path, "--format", "json"], stdout: ours.path)
        let seconds = Harness.median(runs: Harness.smoke ? 1 : 5) {
            let status = Harness.runProcess(reference, ["batchjson", input.path, theirs.path])
            precondition(status == 0, "the C reference exited \(status)")
        }
        let same = (try? Data(contentsOf: ours)) == (try? Data(contentsOf: theirs))
        precondition(same, "the C reference's JSON differs from audit's: compare \(ours.path) and \(theirs.path)")
        Harness.report(
            "  C reference, the same JSON (byte-identical)",
            "\(Harness.milliseconds(seconds))  (\(Int(Double(lines) / seconds)) lines/s): audit runs at "
                + CReference.speed(swift: swiftSeconds, c: seconds))
    }
}
