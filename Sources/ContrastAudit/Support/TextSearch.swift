import Foundation

/// Substring tests on the reader's hot paths (type names, parameter types) without bridging to `NSString`:
/// ASCII text is searched byte by byte, which gives the same answer as Foundation; any other text is left to
/// Foundation, so the results never differ.
extension String {
    /// Whether `needle` occurs in the string (Foundation's `contains`).
    package func containsText(_ needle: String) -> Bool {
        let answer: Bool?? = utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { pin in Self.asciiSearch(haystack, pin) } ?? nil
        }
        if let known = answer ?? nil { return known }
        return contains(needle)
    }

    /// The string without any `target` (Foundation's `replacingOccurrences(of:with: "")`); the string
    /// itself when it has none.
    package func removingText(_ target: String) -> String {
        guard containsText(target) else { return self }
        return replacingOccurrences(of: target, with: "")
    }

    /// Whether `pin` occurs in `haystack`; `nil` when either is empty or not ASCII (Foundation decides then).
    private static func asciiSearch(
        _ haystack: UnsafeBufferPointer<UInt8>, _ pin: UnsafeBufferPointer<UInt8>
    )
        -> Bool?
    {
        guard let first = pin.first, haystack.allSatisfy({ $0 < 0x80 }), pin.allSatisfy({ $0 < 0x80 }) else {
            return nil
        }
        guard pin.count <= haystack.count else { return false }
        var start = 0
        while start + pin.count <= haystack.count {
            if haystack[start] == first {
                var matched = 1
                while matched < pin.count && haystack[start + matched] == pin[matched] { matched += 1 }
                if matched == pin.count { return true }
            }
            start += 1
        }
        return false
    }
}
