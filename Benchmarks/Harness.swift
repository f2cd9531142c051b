import Foundation

/// Timing helpers: wall-clock medians over repeated runs, printed as plain lines.
enum Harness {
    static let smoke = CommandLine.arguments.contains("--smoke")

    /// Seconds taken by `body`.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The median of `runs` timings of `body` (one warm-up run first).
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var samples: [Double] = []
        for _ in 0..<max(1, runs) { samples.append(try time(body)) }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func report(_ name: String, _ value: String) {
        print(name.padding(toLength: 58, withPad: " ", startingAt: 0) + value)
    }

    /// The `audit` executable built next to this benchmark (same configuration), if it exists.
    static let auditBinary: URL? = {
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidate = own.deletingLastPathComponent().appendingPathComponent("audit")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }()

    /// Runs a process to completion with its output discarded; returns its exit status. Uses
    /// `posix_spawn` directly: Foundation's `Process` added tens of milliseconds per launch here, which
    /// would swamp the wall times being measured.
    static func runProcess(_ executable: URL, _ arguments: [String], stdout: String = "/dev/null") -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        guard spawned == 0 else {
            preconditionFailure("cannot run \(executable.path): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, written out: Swift does not import the macros.
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}

/// A seeded generator so every run measures the same inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
