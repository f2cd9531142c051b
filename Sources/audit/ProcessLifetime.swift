import Foundation

/// Values kept until the process exits instead of being freed when a command is done with them. A large
/// audit holds hundreds of thousands of small allocations (results, suggestions, the search cache), and
/// freeing them one by one just before `exit` was a visible part of `audit check` on the 40,000-evaluation
/// benchmark theme (issue 15, `docs/benchmarks.md`). Only the latest values are kept, so a test process
/// that runs many commands holds one audit at a time.
enum ProcessLifetime {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `values` alive until the next call (or the end of the process), releasing what the last call kept.
    static func keep(_ values: Any...) {
        lock.lock()
        let released = kept
        kept = values
        lock.unlock()
        // Freed outside the lock (another thread may be waiting for it).
        _ = released
    }
}
