import Foundation

/// `.contrastaudit.json`: the themes, rule sets, appearances and extra pairings of a project, so CI and
/// developers run the same audit with a bare `audit`.
public struct AuditConfig: Sendable {
    /// The file name looked for in the current folder and its parents.
    public static let fileName = ".contrastaudit.json"

    /// The file, as given or found.
    package var path: String
    /// The folder relative paths in the file are resolved against.
    package var directory: URL
    /// Theme files or folders (relative to `directory`).
    public var themes: [String] = []
    /// Rule-set ids or files.
    public var rules: [String] = []
    /// `standard`, `all`, or appearance names.
    package var appearances: String?
    /// `error`, `warning` or `never`.
    package var failOn: String?
    /// Design-token themes or modes mapped to appearance selectors (`"Dark HC": "dark.high-contrast"`).
    package var modes: [String: String] = [:]
    /// Pairings to add, each with the theme (path or name) it is limited to, if any. Token names may hold `*`
    /// wildcards (``TokenGlob``), expanded against each theme's tokens.
    package var pairings: [(theme: String?, pairing: Pairing)] = []
    /// When pairing conventions apply: `auto`, `always` or `never`.
    package var conventions: ConventionMode?

    static let keys = ["$schema", "themes", "rules", "appearances", "failOn", "modes", "pairings", "conventions"]

    /// Looks for the file in `start` and its parents.
    public static func discover(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads a configuration file.
    public static func read(_ url: URL, displayPath: String) throws(Diagnostic) -> AuditConfig {
        let root = try JSONParser.parse(contentsOf: url, displayPath: displayPath)
        _ = try root.objectMembers("a configuration file")
        try root.checkKeys(keys, in: "\(fileName)")
        var config = AuditConfig(path: displayPath, directory: url.deletingLastPathComponent())
        if let themes = root["themes"] { config.themes = try themes.stringList("\"themes\"").map(\.0) }
        if let rules = root["rules"] { config.rules = try rules.stringList("\"rules\"").map(\.0) }
        if let appearances = root["appearances"] {
            if appearances.stringValue != nil {
                config.appearances = try appearances.string("\"appearances\"")
            } else {
                let names = try appearances.stringList("\"appearances\"")
                // Each entry on its own first, so an unknown name is reported at that entry, not at the list.
                for (name, element) in names {
                    do {
                        _ = try AppearanceChoice(parsing: name)
                    } catch {
                        throw element.error(error.message)
                    }
                }
                config.appearances = names.map(\.0).joined(separator: ",")
            }
            do {
                _ = try AppearanceChoice(parsing: config.appearances!)
            } catch {
                throw appearances.error(error.message)
            }
        }
        if let failOn = root["failOn"] {
            let text = try failOn.string("\"failOn\"")
            guard ["error", "warning", "never"].contains(text) else {
                throw failOn.error(
                    "unknown \"failOn\" \(ColorSyntaxError.quote(text)); expected \"error\", \"warning\" or \"never\"")
            }
            config.failOn = text
        }
        if let conventions = root["conventions"] {
            let text = try conventions.string("\"conventions\"")
            guard let mode = ConventionMode(rawValue: text) else {
                let names = ConventionMode.allCases.map(\.rawValue)
                throw conventions.error(
                    "unknown \"conventions\" \(ColorSyntaxError.quote(text)); expected \(JSONNode.list(names))"
                        + DidYouMean.hint(for: text, among: names))
            }
            config.conventions = mode
        }
        if let modes = root["modes"] {
            for member in try modes.objectMembers("\"modes\"") {
                let text = try member.value.string("the appearance for mode \"\(member.key)\"")
                do {
                    _ = try AppearanceSelector(parsing: text)
                } catch {
                    throw member.value.error(error.message)
                }
                config.modes[member.key] = text
            }
        }
        if let pairings = root["pairings"] {
            for element in try pairings.arrayElements("\"pairings\"") {
                var theme: String?
                var node = element
                if let themeNode = element["theme"] {
                    theme = try themeNode.string("\"theme\"")
                    // The reader knows nothing of "theme"; hand it the entry without that key.
                    if case .object(let members) = element.value {
                        node.value = .object(members.filter { $0.key != "theme" })
                    }
                }
                config.pairings.append((theme, try SchemeReader.readPairing(node, tokens: nil, origin: .config)))
            }
        }
        return config
    }
}
