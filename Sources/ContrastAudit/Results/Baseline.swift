import Foundation

/// A baseline: the failures a team has accepted for now, so the gate can be adopted on an existing theme
/// today and still catch every new failure (`--write-baseline FILE`, then `--baseline FILE`).
///
/// The file is small, sorted and meant to be committed and reviewed:
/// ```json
/// {
///   "version": 1,
///   "tool": "audit 0.1.0",
///   "failures": [
///     { "fingerprint": "3f1c…(64 hex digits)", "ruleSet": "wcag2-aa", "rule": "text-contrast",
///       "path": "Examples/catchup.json", "pairing": "link on background", "token": null,
///       "appearance": "light", "severity": "error", "message": "contrast 3.53:1 is below 4.5:1 in light" }
///   ]
/// }
/// ```
/// Failures are matched by `fingerprint` alone (a ``ResultFingerprint`` with the theme path relative to
/// the baseline file's folder, `../` included, so the file works from any working folder and in any
/// checkout); the other fields say what
/// the fingerprint stands for, for people reading the file and for the list of fixed failures. Line
/// numbers, colors and values are not part of the identity: editing elsewhere in the theme, or making a
/// failing color a little better without passing, keeps the failure matched.
///
/// Applying a baseline removes the failures it matches from the report before anything is rendered, so
/// every format, the summary and the exit code see only new failures; ``BaselineComparison`` says how
/// many were removed and which baseline entries no longer fail (fixed).
package struct Baseline: Sendable, Hashable {
    /// One accepted failure.
    package struct Entry: Sendable, Hashable, Codable {
        package var fingerprint: String
        package var ruleSet: String
        package var rule: String
        /// The theme file, relative to the baseline file's folder (`../Theme.json` when outside it).
        package var path: String
        package var pairing: String?
        package var token: String?
        package var appearance: String?
        package var severity: Severity?
        package var message: String?

        enum CodingKeys: String, CodingKey {
            case fingerprint, ruleSet, rule, path, pairing, token, appearance, severity, message
        }

        /// Encodes the shape the JSON report documents.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fingerprint, forKey: .fingerprint)
            try container.encode(ruleSet, forKey: .ruleSet)
            try container.encode(rule, forKey: .rule)
            try container.encode(path, forKey: .path)
            // Written as null rather than left out, so every entry has the same shape.
            try container.encode(pairing, forKey: .pairing)
            try container.encode(token, forKey: .token)
            try container.encode(appearance, forKey: .appearance)
            try container.encodeIfPresent(severity, forKey: .severity)
            try container.encodeIfPresent(message, forKey: .message)
        }
    }

    /// The file format's version.
    package static let version = 1

    /// In report order, one entry per fingerprint.
    package var entries: [Entry]

    /// Creates a baseline.
    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The failing results of `report`, with theme paths relative to `folder` (the baseline file's); the
    /// report's relative paths are relative to `base`.
    package init(failuresOf report: AuditReport, relativeTo folder: String, base: String) {
        var seen = Set<String>()
        var entries: [Entry] = []
        for result in report.results where result.status == .fail {
            let fingerprint = ResultFingerprint.of(result, relativeTo: folder, base: base)
            guard seen.insert(fingerprint).inserted else { continue }
            entries.append(
                Entry(
                    fingerprint: fingerprint, ruleSet: result.ruleSet, rule: result.rule,
                    path: ReportPath.relative(result.path, to: folder, base: base, parents: true),
                    pairing: result.pairing?.id,
                    token: result.token, appearance: result.appearance?.name, severity: result.severity,
                    message: result.message))
        }
        self.entries = entries
    }

    /// The file's text.
    package func encoded() -> String {
        JSONOutput.encode(File(version: Self.version, tool: "audit \(ToolVersion.current)", failures: entries))
    }

    struct File: Encodable {
        let version: Int
        let tool: String
        let failures: [Entry]
    }

    /// `report` without the failures this baseline matches (fingerprints relative to `folder`, the
    /// baseline file's; the report's relative paths are relative to `base`), with
    /// ``AuditReport/baseline`` describing the comparison; `path` is the baseline file as given.
    package func apply(to report: AuditReport, relativeTo folder: String, base: String, path: String) -> AuditReport {
        let accepted = Set(entries.map(\.fingerprint))
        var matched = Set<String>()
        var kept: [AuditResult] = []
        var unchanged = 0
        var new = 0
        for result in report.results {
            guard result.status == .fail else {
                kept.append(result)
                continue
            }
            let fingerprint = ResultFingerprint.of(result, relativeTo: folder, base: base)
            if accepted.contains(fingerprint) {
                matched.insert(fingerprint)
                unchanged += 1
            } else {
                kept.append(result)
                new += 1
            }
        }
        var filtered = report
        filtered.results = kept
        filtered.baseline = BaselineComparison(
            path: path, new: new, unchanged: unchanged, fixed: entries.filter { !matched.contains($0.fingerprint) })
        return filtered
    }

    // MARK: - Reading

    /// Reads a baseline file; anything malformed is an error at its `path:line:column`.
    package static func read(_ url: URL, displayPath: String) throws(Diagnostic) -> Baseline {
        let root = try JSONParser.parse(contentsOf: url, displayPath: displayPath)
        _ = try root.objectMembers("a baseline file")
        try root.checkKeys(["version", "tool", "failures"], in: "a baseline file")
        guard let versionNode = root["version"] else {
            throw root.error("a baseline file needs \"version\": \(version)")
        }
        let found = try versionNode.number("\"version\"")
        guard found == Double(version) else {
            throw versionNode.error(
                "unsupported baseline version \(Wording.number(found)); expected \(version) "
                    + "(write a new one with --write-baseline)")
        }
        if let tool = root["tool"] { _ = try tool.string("\"tool\"") }
        guard let failures = root["failures"] else {
            throw root.error("a baseline file needs \"failures\", an array (empty when nothing fails)")
        }
        var entries: [Entry] = []
        for element in try failures.arrayElements("\"failures\"") {
            entries.append(try entry(element))
        }
        return Baseline(entries: entries)
    }

    static func entry(_ node: JSONNode) throws(Diagnostic) -> Entry {
        _ = try node.objectMembers("a baseline entry")
        try node.checkKeys(
            ["fingerprint", "ruleSet", "rule", "path", "pairing", "token", "appearance", "severity", "message"],
            in: "a baseline entry")
        func required(_ key: String) throws(Diagnostic) -> (String, JSONNode) {
            guard let value = node[key] else { throw node.error("a baseline entry needs \"\(key)\"") }
            return (try value.string("\"\(key)\""), value)
        }
        func optional(_ key: String) throws(Diagnostic) -> String? {
            guard let value = node[key], !value.isNull else { return nil }
            return try value.string("\"\(key)\"")
        }
        let (fingerprint, fingerprintNode) = try required("fingerprint")
        guard fingerprint.utf8.count == 64, fingerprint.utf8.allSatisfy({ isLowercaseHex($0) }) else {
            throw fingerprintNode.error(
                "\"fingerprint\" must be 64 lowercase hex digits (a SHA-256), found \(ColorSyntaxError.quote(fingerprint))"
            )
        }
        var severity: Severity?
        if let node = node["severity"], !node.isNull {
            let text = try node.string("\"severity\"")
            guard let value = Severity(rawValue: text) else {
                throw node.error(
                    "unknown \"severity\" \(ColorSyntaxError.quote(text)); expected \"error\", \"warning\" or \"info\"")
            }
            severity = value
        }
        return Entry(
            fingerprint: fingerprint, ruleSet: try required("ruleSet").0, rule: try required("rule").0,
            path: try required("path").0, pairing: try optional("pairing"), token: try optional("token"),
            appearance: try optional("appearance"), severity: severity, message: try optional("message"))
    }

    static func isLowercaseHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}

/// What applying a baseline did, for the reports: how many failures are new, how many the baseline
/// accepted (and were removed), and which accepted failures no longer occur.
package struct BaselineComparison: Sendable, Hashable {
    /// The baseline file as given.
    package var path: String
    /// Failures not in the baseline: the only ones reported, counted and able to fail the run.
    package var new: Int
    /// Failures the baseline matched, removed from the report.
    package var unchanged: Int
    /// Baseline entries that matched no failure: fixed (or no longer audited), in baseline order.
    package var fixed: [Baseline.Entry]
}
