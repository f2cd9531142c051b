import Foundation

/// A rule set: a file in `Rules/` (or given with `--rules FILE`) that configures rules (DESIGN.md §7).
public struct RuleSet: Sendable {
    /// The rule set's id (`wcag2-aa`).
    public var id: String
    /// A one-line title.
    public var title: String
    /// What the rule set is for, as its file says.
    public var description: String?
    package var rules: [any Rule]
    /// The file it was read from.
    package var path: String

    static let keys = ["$schema", "id", "title", "description", "rules"]

    /// Reads a rule set; every rule is checked against its kind.
    package static func read(_ bytes: [UInt8], path: String) throws(Diagnostic) -> RuleSet {
        let root = try JSONParser.parse(bytes, path: path)
        _ = try root.objectMembers("a rule-set file")
        try root.checkKeys(keys, in: "a rule-set file")
        guard let idNode = root["id"] else { throw root.error("a rule-set file needs an \"id\"") }
        let id = try idNode.string("\"id\"")
        let title = try root["title"]?.string("\"title\"") ?? id
        let description = try root["description"]?.string("\"description\"")
        guard let rulesNode = root["rules"] else { throw root.error("rule set \"\(id)\" needs a \"rules\" array") }
        var rules: [any Rule] = []
        var seen: [String: SourceLocation] = [:]
        for element in try rulesNode.arrayElements("\"rules\"") {
            let rule = try RuleKinds.make(try RuleConfiguration(node: element, ruleSet: id))
            if let first = seen[rule.id] {
                throw element.error(
                    "rule set \"\(id)\" defines rule \"\(rule.id)\" twice (first at \(first.lineAndColumn))")
            }
            seen[rule.id] = element.location
            rules.append(rule)
        }
        return RuleSet(id: id, title: title, description: description, rules: rules, path: path)
    }
}

/// The folder of rule sets shipped with the tool (`Rules/` at the top of the package), and loading by
/// id or by file.
public struct RuleLibrary: Sendable {
    /// The folder holding `*.json` rule sets.
    public let directory: URL

    /// The id of the rule set used when none is given.
    public static let defaultRuleSet = "wcag2-aa"

    /// The environment variable that points at another rules folder.
    package static let environmentVariable = "CONTRASTAUDIT_RULES"

    /// Creates a library over a folder.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Finds the rules folder: `$CONTRASTAUDIT_RULES`; `Rules/` next to the executable (or in
    /// `../share/contrastaudit/Rules` for an installed copy); the package the executable was built in
    /// (walking up from it to a folder with `Package.swift` and `Rules/`, which covers `swift run` and a
    /// built binary started from anywhere); and the package this library was compiled from.
    package static func locate(executablePath: String?, variables: [String: String]) throws(Diagnostic) -> RuleLibrary {
        let manager = FileManager.default
        func isDirectory(_ url: URL) -> Bool {
            var flag: ObjCBool = false
            return manager.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
        }
        if let override = variables[environmentVariable], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            guard isDirectory(url) else {
                throw Diagnostic(
                    severity: .error, location: nil,
                    message:
                        "\(environmentVariable) is \"\(override)\", which is not a folder; expected the rules folder")
            }
            return RuleLibrary(directory: url)
        }
        var candidates: [URL] = []
        if let executablePath {
            let folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent("Rules"))
            candidates.append(folder.deletingLastPathComponent().appendingPathComponent("share/contrastaudit/Rules"))
            var ancestor = folder
            while ancestor.pathComponents.count > 1 {
                if manager.fileExists(atPath: ancestor.appendingPathComponent("Package.swift").path) {
                    candidates.append(ancestor.appendingPathComponent("Rules"))
                    break
                }
                ancestor.deleteLastPathComponent()
            }
        }
        // This file is Sources/ContrastAudit/Rules/RuleSet.swift in the package that built the library.
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("Rules"))
        for candidate in candidates
        where isDirectory(candidate)
            && manager.fileExists(atPath: candidate.appendingPathComponent("\(defaultRuleSet).json").path)
        {
            return RuleLibrary(directory: candidate.standardizedFileURL)
        }
        throw Diagnostic(
            severity: .error, location: nil,
            message: "cannot find the rules folder (looked in \(candidates.map(\.path).joined(separator: ", "))); "
                + "set \(environmentVariable) to the folder holding \(defaultRuleSet).json")
    }

    /// The ids of the rule sets in the folder, sorted.
    public func availableIDs() throws(Diagnostic) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw Diagnostic(
                severity: .error, location: SourceLocation(path: directory.path),
                message: "cannot list the rules folder: \(error.localizedDescription)")
        }
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Loads a rule set by id (`wcag2-aa`) or by file path (anything with `/` or ending in `.json`),
    /// resolving relative paths against `base`.
    public func load(_ reference: String, base: URL) throws(Diagnostic) -> RuleSet {
        if reference.contains("/") || reference.hasSuffix(".json") {
            let url =
                reference.hasPrefix("/") ? URL(fileURLWithPath: reference) : base.appendingPathComponent(reference)
            return try RuleSet.read(try SourceFile.read(at: url, displayPath: reference), path: reference)
        }
        let available = try availableIDs()
        guard available.contains(reference) else {
            throw Diagnostic(
                severity: .error, location: nil,
                message: "unknown rule set \"\(reference)\"; expected \(JSONNode.list(available)) or a rule-set file"
                    + DidYouMean.hint(for: reference, among: available))
        }
        let url = directory.appendingPathComponent("\(reference).json")
        let ruleSet = try RuleSet.read(
            try SourceFile.read(at: url, displayPath: url.path), path: "Rules/\(reference).json")
        if ruleSet.id != reference {
            throw Diagnostic(
                severity: .error, location: SourceLocation(path: url.path),
                message: "rule set file \(reference).json has id \"\(ruleSet.id)\"; the id must match the file name")
        }
        return ruleSet
    }
}
