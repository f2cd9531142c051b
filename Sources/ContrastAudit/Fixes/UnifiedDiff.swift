/// A unified diff (`--- a/…`, `+++ b/…`, `@@` hunks with three lines of context) of a file before and
/// after byte edits, built from the edits themselves: they say exactly which lines changed, so no
/// general diff algorithm is needed and large files cost nothing extra.
package enum UnifiedDiff {
    static let context = 3

    /// The diff of `old` and `new` (the result of applying `edits` to `old`).
    package static func diff(path: String, old: [UInt8], edits: [AuditResult.TextEdit]) throws(Diagnostic) -> String {
        guard !edits.isEmpty else { return "" }
        let oldLines = lineStarts(old)
        // Changed regions in old line numbers (0-based, inclusive), merged when they share a line.
        var regions: [(first: Int, last: Int, edits: [AuditResult.TextEdit])] = []
        for edit in edits.sorted(by: { $0.byteRange.lowerBound < $1.byteRange.lowerBound }) {
            let first = line(containing: edit.byteRange.lowerBound, starts: oldLines)
            let last = line(containing: max(edit.byteRange.lowerBound, edit.byteRange.upperBound - 1), starts: oldLines)
            if let previous = regions.last, first <= previous.last {
                regions[regions.count - 1].last = max(previous.last, last)
                regions[regions.count - 1].edits.append(edit)
            } else {
                regions.append((first, last, [edit]))
            }
        }
        func text(_ line: Int) -> String {
            let end = line + 1 < oldLines.count ? oldLines[line + 1] : old.count
            var bytes = Array(old[oldLines[line]..<end])
            if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
        // Hunks: regions whose context overlaps are one hunk.
        var hunks: [[(first: Int, last: Int, edits: [AuditResult.TextEdit])]] = []
        for region in regions {
            if let last = hunks.last?.last, region.first - last.last <= 2 * context {
                hunks[hunks.count - 1].append(region)
            } else {
                hunks.append([region])
            }
        }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var lineShift = 0
        for hunk in hunks {
            let start = max(0, hunk.first!.first - context)
            let end = min(oldLines.count - 1, hunk.last!.last + context)
            var body: [String] = []
            var oldCount = 0
            var newCount = 0
            var cursor = start
            for region in hunk {
                while cursor < region.first {
                    body.append(" " + text(cursor))
                    oldCount += 1
                    newCount += 1
                    cursor += 1
                }
                let regionStart = oldLines[region.first]
                let regionEnd = region.last + 1 < oldLines.count ? oldLines[region.last + 1] : old.count
                let shifted = region.edits.map { edit -> AuditResult.TextEdit in
                    var copy = edit
                    copy.byteRange =
                        (edit.byteRange.lowerBound - regionStart)..<(edit.byteRange.upperBound - regionStart)
                    return copy
                }
                let replaced = try FixEdits.apply(shifted, to: Array(old[regionStart..<regionEnd]))
                var newText = String(decoding: replaced, as: UTF8.self)
                if newText.hasSuffix("\n") { newText.removeLast() }
                for line in region.first...region.last {
                    body.append("-" + text(line))
                    oldCount += 1
                }
                for line in newText.split(separator: "\n", omittingEmptySubsequences: false) {
                    body.append("+" + line)
                    newCount += 1
                }
                cursor = region.last + 1
            }
            while cursor <= end {
                body.append(" " + text(cursor))
                oldCount += 1
                newCount += 1
                cursor += 1
            }
            output += "@@ -\(start + 1),\(oldCount) +\(start + 1 + lineShift),\(newCount) @@\n"
            output += body.joined(separator: "\n") + "\n"
            lineShift += newCount - oldCount
        }
        return output
    }

    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && index + 1 < bytes.count {
            starts.append(index + 1)
        }
        return starts
    }

    static func line(containing offset: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
