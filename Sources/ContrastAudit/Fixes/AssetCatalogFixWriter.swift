import Foundation

/// `--fix` for Xcode asset catalogs: rewrites only the components of the affected slot's `color` in its
/// `Contents.json`, in the file's own encoding (float strings keep their number of decimals, hex bytes
/// stay hex, byte strings stay bytes), and adds a luminosity or contrast slot when a fix needs a variant
/// the color set did not have. Asset catalogs cannot vary by interface level, so a fix that needs an
/// elevated-only color is reported instead of written.
enum AssetCatalogFixWriter {
    static func edits(
        _ fixes: [JointFix], source: (String) throws(Diagnostic) -> [UInt8]
    ) throws(Diagnostic)
        -> [FixEdits.FileEdits]
    {
        var byFile: [String: [JointFix]] = [:]
        for fix in fixes { byFile[fix.literal.location.path, default: []].append(fix) }
        var result: [FixEdits.FileEdits] = []
        for path in byFile.keys.sorted() {
            let bytes = try source(path)
            let root = try JSONParser.parse(bytes, path: path)
            var edits: [AuditResult.TextEdit] = []
            var problems: [String] = []
            for fix in byFile[path]! {
                guard let range = fix.literal.byteRange, let color = find(range, in: root),
                    let entry = entry(containing: range, in: root)
                else {
                    problems.append("cannot find the color of \"\(fix.token)\" in \(path)")
                    continue
                }
                if fix.selector.level != nil {
                    problems.append(
                        "\"\(fix.token)\" needs its own color at the \(fix.selector) level, which asset catalogs cannot express "
                            + "(suggested \(fix.to.reportText) for \(fix.appearances.map(\.name).joined(separator: ", ")))"
                    )
                    continue
                }
                let darker = WCAG2Contrast.luminance(fix.to) < WCAG2Contrast.luminance(fix.from)
                let replacements = componentEdits(color, bytes: bytes, path: path, to: fix.to, towardDarker: darker)
                if !fix.isNewVariant {
                    edits += replacements
                    continue
                }
                // A new slot: a copy of the entry's color with the new components, after the entry.
                let colorStart = color.byteRange.lowerBound
                let shifted = replacements.map { edit -> AuditResult.TextEdit in
                    var copy = edit
                    copy.byteRange = (edit.byteRange.lowerBound - colorStart)..<(edit.byteRange.upperBound - colorStart)
                    return copy
                }
                let colorText = String(
                    decoding: try FixEdits.apply(shifted, to: Array(bytes[color.byteRange])), as: UTF8.self)
                let indent = String(repeating: " ", count: max(0, entry.location.column - 1))
                var appearances: [String] = []
                if let luminosity = fix.selector.luminosity {
                    appearances.append(appearanceText("luminosity", luminosity.rawValue, indent: indent))
                }
                if fix.selector.contrast == .high {
                    appearances.append(appearanceText("contrast", "high", indent: indent))
                }
                let idiom = entry["idiom"]?.stringValue ?? "universal"
                let newEntry =
                    ",\n\(indent){\n\(indent)  \"appearances\" : [\n" + appearances.joined(separator: ",\n")
                    + "\n\(indent)  ],\n"
                    + "\(indent)  \"color\" : \(reindent(colorText, from: color.location.column - 1, to: indent.count + 2)),\n"
                    + "\(indent)  \"idiom\" : \(JSONOutput.quoted(idiom))\n\(indent)}"
                edits.append(
                    FixEdits.edit(
                        bytes, path: path, range: entry.byteRange.upperBound..<entry.byteRange.upperBound,
                        replacement: newEntry))
            }
            result.append(
                FixEdits.FileEdits(
                    path: path, edits: edits.sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound },
                    problem: problems.isEmpty ? nil : problems.joined(separator: "; ")))
        }
        return result
    }

    static func appearanceText(_ kind: String, _ value: String, indent: String) -> String {
        "\(indent)    {\n\(indent)      \"appearance\" : \"\(kind)\",\n\(indent)      \"value\" : \"\(value)\"\n\(indent)    }"
    }

    /// Moves the lines of a multi-line JSON object from one indentation to another.
    static func reindent(_ text: String, from old: Int, to new: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line in
            guard index > 0 else { return String(line) }
            let stripped = line.drop { $0 == " " }
            let kept = max(0, line.count - stripped.count - old)
            return String(repeating: " ", count: new + kept) + stripped
        }.joined(separator: "\n")
    }

    /// The node whose bytes are exactly `range`.
    static func find(_ range: Range<Int>, in node: JSONNode) -> JSONNode? {
        if node.byteRange == range { return node }
        for child in (node.members?.map(\.value) ?? node.elements ?? [])
        where child.byteRange.contains(range.lowerBound) {
            if let found = find(range, in: child) { return found }
        }
        return nil
    }

    /// The element of the `colors` array that contains `range`.
    static func entry(containing range: Range<Int>, in root: JSONNode) -> JSONNode? {
        root["colors"]?.elements?.first {
            $0.byteRange.lowerBound <= range.lowerBound && range.upperBound <= $0.byteRange.upperBound
        }
    }

    /// Edits of each channel of a `color` object to `to` (converted to the object's space), written like
    /// the value it replaces and rounded in the fix's direction so rounding never undoes it.
    static func componentEdits(
        _ color: JSONNode, bytes: [UInt8], path: String, to: Color, towardDarker: Bool
    )
        -> [AuditResult.TextEdit]
    {
        guard let components = color["components"], let spaceName = color["color-space"]?.stringValue,
            let space = ColorSpace(assetCatalogName: spaceName)
        else { return [] }
        let converted = to.converted(to: space).components
        let channels: [(String, Double)] =
            space.isGray
            ? [("white", converted.x)] : [("red", converted.x), ("green", converted.y), ("blue", converted.z)]
        var edits: [AuditResult.TextEdit] = []
        for (name, value) in channels {
            guard let node = components[name] else { continue }
            let text = encode(value, like: node, towardDarker: towardDarker)
            edits.append(FixEdits.edit(bytes, path: path, range: node.byteRange, replacement: text))
        }
        return edits
    }

    /// A component in the encoding of `node`.
    static func encode(_ value: Double, like node: JSONNode, towardDarker: Bool) -> String {
        let direction: FloatingPointRoundingRule = towardDarker ? .down : .up
        func byte() -> Int {
            // An 8-bit fix written in its own space lands on a whole byte up to floating-point error, and
            // rounding that in the fix's direction could lose a whole step; a value converted to another
            // space is rounded in the fix's direction so the rounding never undoes the fix.
            let scaled = value * 255
            let nearest = scaled.rounded()
            let rounded = abs(scaled - nearest) < 1e-6 ? nearest : scaled.rounded(direction)
            return min(255, max(0, Int(rounded)))
        }
        if let text = node.stringValue {
            if text.lowercased().hasPrefix("0x") {
                let uppercase =
                    text.dropFirst(2).contains { $0.isUppercase } || !text.dropFirst(2).contains { $0.isLowercase }
                let hex = String(byte(), radix: 16, uppercase: uppercase)
                return JSONOutput.quoted(String(text.prefix(2)) + (hex.count == 1 ? "0" + hex : hex))
            }
            if !text.contains(".") { return JSONOutput.quoted(String(byte())) }
            let decimals = text.split(separator: ".").last.map(\.count) ?? 3
            return JSONOutput.quoted(fixed(value, decimals: decimals, rule: direction))
        }
        return fixed(value, decimals: 10, rule: direction)
    }

    /// `value` with exactly `decimals` digits, rounded by `rule` (not to nearest: the direction of the
    /// fix keeps the rounded color at least as far from the failing side as the computed one).
    static func fixed(_ value: Double, decimals written: Int, rule: FloatingPointRoundingRule) -> String {
        // A component written with more decimals than a Double holds (the `fixes` fuzz target's
        // "0.6001111…", 35 of them) keeps 15: more would overflow the integer the digits are made from.
        let decimals = max(0, min(written, 15))
        let scale = pow(10, Double(decimals))
        let rounded = min(scale, max(0, (value * scale - (rule == .down ? 1e-9 : -1e-9)).rounded(rule)))
        var digits = String(Int64(rounded))
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        return digits
    }
}
