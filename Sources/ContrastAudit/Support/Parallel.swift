import Dispatch
import Foundation

/// Order-preserving parallel work on every core (Dispatch's `concurrentPerform`). Results are stored
/// by index, so the output never depends on scheduling.
package enum Parallel {
    /// `transform(0) ... transform(count - 1)`, computed concurrently, in index order.
    package static func map<Output>(count: Int, _ transform: (Int) -> Output) -> [Output] {
        if count <= 1 { return (0..<count).map(transform) }
        var results = [Output?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each index is written by exactly one iteration and read only after all have finished.
            nonisolated(unsafe) let output = buffer
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let work = transform
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    output[index] = work(index)
                }
            }
        }
        return results.map { $0! }
    }

    /// `transform` over `items` in chunks on every core, in input order; small inputs run sequentially.
    package static func map<Input, Output>(
        _ items: [Input], minimumCount: Int = 2_000, _ transform: (Input) -> Output
    )
        -> [Output]
    {
        if items.count < minimumCount { return items.map(transform) }
        let chunkCount = ProcessInfo.processInfo.activeProcessorCount * 4
        let chunkSize = (items.count + chunkCount - 1) / chunkCount
        nonisolated(unsafe) let source = items
        return withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let work = transform
            return map(count: chunkCount) { chunk in
                let start = chunk * chunkSize
                let end = min(source.count, start + chunkSize)
                return start < end ? source[start..<end].map(work) : []
            }.flatMap { $0 }
        }
    }
}
