import Foundation

/// What a command built and no longer needs once its output is written, kept until the process ends rather
/// than freed just before it exits: freeing the quarter of a million tokens of a large code folder one by one
/// took about a tenth of a second on one core, after the listing was complete. Only the latest value is kept,
/// so running many commands in one process (the tests, the fuzzer) does not grow memory.
enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var latest: Any?

    /// Keeps `value` (and frees the one kept before).
    static func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        latest = value
    }
}
