import Foundation

/// Byte offsets of lines in a file, to turn libxml2's line and column (counted in characters) into offsets
/// and back, the way `SourceLocation` counts them.
struct XMLSourceMap {
    let bytes: [UInt8]
    /// The offset of the first byte of each line (index 0 is line 1); a leading byte order mark is skipped.
    let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var index = starts[0]
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// The offset of the character at `line:column`, or `nil` past the end of the line.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        var offset = lineStarts[line - 1]
        var remaining = column - 1
        while remaining > 0 {
            guard offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D else { return nil }
            offset += 1
            while offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset < bytes.count ? offset : nil
    }

    /// The `<` that opens the tag whose `>` is at `tagEnd`.
    func tagStart(before tagEnd: Int) -> Int? {
        guard bytes[tagEnd] == UInt8(ascii: ">") else { return nil }
        var index = tagEnd
        while index > 0 {
            index -= 1
            if bytes[index] == UInt8(ascii: "<") { return index }
        }
        return nil
    }

    /// The bytes of an element's text after its start tag, without surrounding white space.
    func valueRange(after tagEnd: Int) -> Range<Int>? {
        guard bytes[tagEnd] == UInt8(ascii: ">") else { return nil }
        var start = tagEnd + 1
        while start < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "<") { end += 1 }
        while end > start && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    /// The location of a byte offset: its line, and its column in characters.
    func location(path: String, offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            index += 1
            while index < offset && bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return SourceLocation(path: path, line: low + 1, column: column, offset: offset)
    }
}
