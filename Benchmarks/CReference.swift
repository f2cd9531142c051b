import Foundation

/// The C reference (`Benchmarks/reference.c`), built with `cc -O2` in the same run and asked to do the
/// same arithmetic on the same inputs, so benchmarks can report their speed relative to C.
enum CReference {
    struct Run {
        var seconds: Double
        var checksum: Double
        var count: Int
    }

    /// The compiled reference, or `nil` (with the reason printed once) when no C compiler is available.
    static let binary: URL? = {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("reference.c")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("contrast-reference-\(getpid())")
        let status = Harness.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["cc", "-O2", "-o", output.path, source.path, "-lm"])
        guard status == 0 else {
            print("C reference: not built (cc exited \(status)); ratios to C are skipped")
            return nil
        }
        return output
    }()

    /// Runs a mode of the reference and reads its `seconds checksum count` line.
    static func run(_ arguments: [String]) -> Run? {
        guard let binary else { return nil }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            print("C reference: cannot run (\(error))")
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count == 3, let seconds = Double(fields[0]),
            let checksum = Double(fields[1]), let count = Int(fields[2])
        else { return nil }
        return Run(seconds: seconds, checksum: checksum, count: count)
    }

    /// The best of `runs` runs (the reference's own timing excludes process start-up and input generation).
    static func best(_ arguments: [String], runs: Int) -> Run? {
        var best: Run?
        for _ in 0..<max(1, runs) {
            guard let run = run(arguments) else { return nil }
            if best == nil || run.seconds < best!.seconds { best = run }
        }
        return best
    }

    /// `0.87× C` (above 1: faster than C).
    static func speed(swift: Double, c: Double) -> String {
        String(format: "%.2f× the C speed", c / swift)
    }

    static func remove() {
        if let binary { try? FileManager.default.removeItem(at: binary) }
    }
}
