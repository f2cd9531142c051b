import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The real-world token sources of the corpus (../shared/corpus, see its SOURCES.md): each reads, its
/// numbers match, and `audit check` on it exits 0 or 1, never 2.
///
/// SOURCES.md counts the color tokens in the files (1,311 for compound-design-tokens, 652 for
/// designsystemet, 226 for figma-sds); those numbers are asserted as given. It gives no numbers for the
/// theme the reader builds (compound's four theme palettes share names, so its 1,311 file tokens are 378
/// theme tokens) nor for how many tokens differ in dark or high contrast. Those are computed here by a
/// separate, deliberately naive model of each format that uses Foundation's JSON parser and none of the
/// readers' code (`TokenOracle`), and asserted both against the reader and as fixed numbers, so a change
/// in either shows up.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.skipNote), .tags(.slow)) struct TokenCorpusTests {
    struct Source: CustomTestStringConvertible, Sendable {
        var name: String
        /// The input, relative to ../shared/corpus.
        var path: String
        var format: ThemeFormat
        /// Tokens in the theme.
        var tokens: Int
        /// Tokens whose dark color differs from their light color.
        var darkDiffers: Int
        /// Tokens whose high-contrast color differs from their normal-contrast color, light or dark.
        var highContrastDiffers: Int
        var testDescription: String { name }
    }

    static let sources: [Source] = [
        Source(
            name: "compound-design-tokens", path: "compound-design-tokens/tokens", format: .tokensStudio, tokens: 378,
            darkDiffers: 378, highContrastDiffers: 373),
        Source(
            name: "designsystemet", path: "designsystemet/design-tokens", format: .tokensStudio, tokens: 409,
            darkDiffers: 409, highContrastDiffers: 0),
        Source(
            name: "figma-sds", path: "figma-sds/scripts/tokens/tokens.json", format: .figmaVariables, tokens: 226,
            darkDiffers: 117, highContrastDiffers: 0),
    ]

    static func corpus(_ path: String) -> URL { SharedData.url("corpus/" + path) }

    @Test(arguments: sources)
    func readsWithTheExpectedNumbers(_ source: Source) throws {
        let themes = try ThemeLoader.load(paths: [source.path], base: Self.corpus(""))
        let theme = try #require(themes.first)
        #expect(themes.count == 1)
        #expect(theme.format == source.format)
        let resolved = try theme.resolvedForTest()
        func differs(_ token: String, _ a: String, _ b: String) -> Bool {
            resolved.hex(token, a) != resolved.hex(token, b)
        }
        let names = theme.tokens.map(\.name)
        let dark = names.filter { differs($0, "light", "dark") }.count
        let highContrast = names.filter {
            differs($0, "light", "light.high-contrast") || differs($0, "dark", "dark.high-contrast")
        }.count
        // Nothing in these sources varies by level.
        #expect(names.allSatisfy { !differs($0, "light", "light.elevated") && !differs($0, "dark", "dark.elevated") })

        let oracle = try TokenOracle.model(source.name, root: Self.corpus(""))
        #expect(Set(names) == Set(oracle.keys))
        var mismatches: [String] = []
        for name in names {
            for appearance in ["light", "dark", "light.high-contrast", "dark.high-contrast"] {
                let expected =
                    oracle[name]?[appearance] ?? oracle[name]?[appearance.hasPrefix("dark") ? "dark" : "light"]
                if resolved.hex(name, appearance) != expected {
                    mismatches.append(
                        "\(name) \(appearance): \(resolved.hex(name, appearance) ?? "nil") != \(expected ?? "nil")")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        let oracleDark = oracle.values.filter { $0["dark"] != $0["light"] }.count
        let oracleHighContrast = oracle.values.filter { values in
            (values["light.high-contrast"].map { $0 != values["light"] } ?? false)
                || (values["dark.high-contrast"].map { $0 != values["dark"] } ?? false)
        }.count

        #expect(names.count == source.tokens)
        #expect(dark == oracleDark)
        #expect(dark == source.darkDiffers)
        #expect(highContrast == oracleHighContrast)
        #expect(highContrast == source.highContrastDiffers)
        #expect(theme.definesHighContrast == (source.highContrastDiffers > 0))
    }

    @Test(arguments: sources)
    func checkNeverExitsWithInvalidInput(_ source: Source) {
        let outcome = runAudit(
            ["check", Self.corpus(source.path).path, "--format", "json"],
            directory: FileManager.default.temporaryDirectory.path)
        #expect(outcome.exitCode == .success || outcome.exitCode == .failures, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("\"schemaVersion\""))
    }

    /// SOURCES.md: "15 token files with 1,311 color tokens: 620 hex, 616 hsl/hsla, 75 aliases" (the 15 include
    /// `$themes.json` and `$metadata.json`).
    @Test func compoundFileCountsMatchSources() throws {
        let counts = try TokenOracle.fileCounts(Self.corpus("compound-design-tokens/tokens"), legacy: true)
        #expect(counts.files + 2 == 15)
        #expect(counts.colors == 1311)
        #expect(counts.hex == 620)
        #expect(counts.functions == 616)
        #expect(counts.aliases == 75)
    }

    /// SOURCES.md: "25 token files, 652 color tokens (262 literal, 390 alias)" (the 25 include `$themes.json`,
    /// `$metadata.json` and `$designsystemet.jsonc`).
    @Test func designsystemetFileCountsMatchSources() throws {
        let counts = try TokenOracle.fileCounts(Self.corpus("designsystemet/design-tokens"), legacy: false)
        #expect(counts.files + 3 == 25)
        #expect(counts.colors == 652)
        #expect(counts.hex + counts.functions == 262)
        #expect(counts.aliases == 390)
    }

    @Test func corpusWarningsAreTheExpectedOnes() throws {
        let designsystemet = try ThemeLoader.load(paths: ["designsystemet/design-tokens"], base: Self.corpus(""))
        #expect(
            designsystemet.first?.warnings.map(\.message) == [
                "group \"Color\" does not vary by appearance, so only its first theme, \"accent\", is audited; not audited: "
                    + "\"brand1\", \"brand2\", \"neutral\", \"info\", \"success\", \"warning\", \"danger\""
            ])
        let figma = try ThemeLoader.load(paths: ["figma-sds/scripts/tokens/tokens.json"], base: Self.corpus(""))
        let messages = figma.first?.warnings.map(\.message) ?? []
        #expect(messages.count == 2)
        #expect(
            messages.first?.hasPrefix(
                "mode \"brand_b_light\" of collection \"@color\" maps to the same appearance as \"sds_light\"") == true)
        #expect(
            messages.last
                == "alias \"{@color_primitives.Brand B.800}\" of token \"@color.background.brand.default\" in mode "
                + "\"brand_b_light\" names no token; did you mean \"@color_primitives.brand.800\"? (mode \"brand_b_light\" is not audited)"
        )
        let compound = try ThemeLoader.load(paths: ["compound-design-tokens/tokens"], base: Self.corpus(""))
        #expect(compound.first?.warnings.isEmpty == true)
    }
}

/// A naive, independent model of the three corpus sources: token name → appearance name → hex, using
/// Foundation's JSON parser, no code of the readers, and only what each source actually uses.
enum TokenOracle {
    typealias Model = [String: [String: String]]

    static func json(_ url: URL) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    }

    /// Flattens a token tree: name → (value, type), types inherited from groups.
    static func flatten(
        _ node: [String: Any], prefix: String, type: String?, legacy: Bool, into result: inout [String: (Any, String?)]
    ) {
        let groupType = node["$type"] as? String ?? type
        for (key, child) in node where !key.hasPrefix("$") {
            guard let object = child as? [String: Any] else { continue }
            let name = prefix.isEmpty ? key : prefix + "." + key
            if let value = object[legacy ? "value" : "$value"] {
                result[name] = (value, object[legacy ? "type" : "$type"] as? String ?? groupType)
            } else {
                flatten(object, prefix: name, type: groupType, legacy: legacy, into: &result)
            }
        }
    }

    /// Follows `{alias}` strings through `tokens` (with `normalize` applied to names) to a color's hex.
    static func hex(_ name: String, _ tokens: [String: Any], normalize: (String) -> String = { $0 }) -> String? {
        var current = name
        for _ in 0..<20 {
            guard let value = tokens[normalize(current)] as? String else { return nil }
            if value.hasPrefix("{") && value.hasSuffix("}") {
                current = String(value.dropFirst().dropLast())
                continue
            }
            return (try? Color(parsing: value))?.hex
        }
        return nil
    }

    static func model(_ source: String, root: URL) throws -> Model {
        switch source {
        case "compound-design-tokens":
            try studio(root.appendingPathComponent("compound-design-tokens/tokens"), legacy: true)
        case "designsystemet": try studio(root.appendingPathComponent("designsystemet/design-tokens"), legacy: false)
        default: try figma(root.appendingPathComponent("figma-sds/scripts/tokens/tokens.json"))
        }
    }

    /// Tokens Studio: the themes named after appearances; every other group contributes its first theme.
    static func studio(_ folder: URL, legacy: Bool) throws -> Model {
        let themes = try json(folder.appendingPathComponent("$themes.json")) as! [[String: Any]]
        let order =
            (try json(folder.appendingPathComponent("$metadata.json")) as! [String: Any])["tokenSetOrder"] as! [String]
        let appearances = [
            "Light": "light", "Dark": "dark", "Light HC": "light.high-contrast", "Dark HC": "dark.high-contrast",
        ]
        var firstOfGroup: [String: [String: Any]] = [:]
        for theme in themes {
            if let group = theme["group"] as? String, group != "Color scheme", firstOfGroup[group] == nil {
                firstOfGroup[group] = theme
            }
        }
        var model: Model = [:]
        for theme in themes {
            guard let appearance = appearances[theme["name"] as! String] else { continue }
            var selected: [String: String] = [:]
            for chosen in [theme] + firstOfGroup.values.map({ $0 }) {
                for (set, status) in chosen["selectedTokenSets"] as! [String: String] where status != "disabled" {
                    if selected[set] != "enabled" { selected[set] = status }
                }
            }
            var merged: [String: (Any, String?)] = [:]
            var enabled = Set<String>()
            for set in order where selected[set] != nil {
                var flat: [String: (Any, String?)] = [:]
                let tree = try json(folder.appendingPathComponent(set + ".json")) as! [String: Any]
                flatten(tree, prefix: "", type: nil, legacy: legacy, into: &flat)
                for (name, entry) in flat {
                    merged[name] = entry
                    if selected[set] == "enabled" { enabled.insert(name) } else { enabled.remove(name) }
                }
            }
            let values = merged.mapValues(\.0)
            for (name, entry) in merged where entry.1 == "color" && enabled.contains(name) {
                model[name, default: [:]][appearance] = hex(name, values)
            }
        }
        return model
    }

    /// figma/sds: `@color` has modes sds_light and sds_dark; the primitives have one mode. Aliases use
    /// display names: lowercase them and turn spaces into hyphens.
    static func figma(_ file: URL) throws -> Model {
        let root = try json(file) as! [String: Any]
        var tokens: [String: (Any, String?)] = [:]
        var light: [String: Any] = [:]
        var dark: [String: Any] = [:]
        func walk(_ node: [String: Any], _ prefix: String) {
            for (key, child) in node where !key.hasPrefix("$") {
                guard let object = child as? [String: Any] else { continue }
                let name = prefix + "." + key
                if let value = object["$value"] {
                    tokens[name] = (value, object["$type"] as? String)
                    let modes =
                        ((object["$extensions"] as? [String: Any])?["com.figma.sds"] as? [String: Any])?["modes"]
                        as? [String: Any]
                    light[name.lowercased()] = modes?["sds_light"] ?? value
                    dark[name.lowercased()] = modes?["sds_dark"] ?? value
                } else {
                    walk(object, name)
                }
            }
        }
        for (collection, node) in root { walk(node as! [String: Any], collection) }
        let normalize = { (name: String) in name.lowercased().replacingOccurrences(of: " ", with: "-") }
        var model: Model = [:]
        for (name, entry) in tokens where entry.1 == "color" {
            model[name] = [
                "light": hex(name, light, normalize: normalize) ?? "",
                "dark": hex(name, dark, normalize: normalize) ?? "",
            ]
        }
        return model
    }

    struct FileCounts {
        var files = 0
        var colors = 0
        var hex = 0
        var functions = 0
        var aliases = 0
    }

    /// Counts the color tokens in every token file of a folder, by the form of their value.
    static func fileCounts(_ folder: URL, legacy: Bool) throws -> FileCounts {
        var counts = FileCounts()
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".json"), !relative.split(separator: "/").last!.hasPrefix("$") else { continue }
            counts.files += 1
            var flat: [String: (Any, String?)] = [:]
            flatten(
                try json(folder.appendingPathComponent(relative)) as! [String: Any], prefix: "", type: nil,
                legacy: legacy, into: &flat)
            for (value, type) in flat.values where type == "color" {
                counts.colors += 1
                let text = value as? String ?? ""
                if text.hasPrefix("#") {
                    counts.hex += 1
                } else if text.hasPrefix("{") {
                    counts.aliases += 1
                } else {
                    counts.functions += 1
                }
            }
        }
        return counts
    }
}
