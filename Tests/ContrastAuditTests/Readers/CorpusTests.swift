import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The real-world corpus (`../shared/corpus`, described by its `SOURCES.md`) read by the asset-catalog and
/// Android readers. Each source's counts are checked three ways: SOURCES.md's numbers, an independent scan
/// of the files with Foundation's parsers (`CorpusScan` below), and what the loader produces.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.skipNote), .tags(.slow)) struct CorpusTests {
    static let corpus = SharedData.corpus

    // MARK: - Asset catalogs

    /// One asset-catalog source, with the counts SOURCES.md reports.
    struct CatalogSource: CustomTestStringConvertible, Sendable {
        let folder: String
        let sets: Int
        /// Sets with a `luminosity: dark` slot that has a color.
        let dark: Int
        /// Sets that declare a dark slot with no color.
        var darkEmpty = 0
        var highContrast = 0
        /// Sets with at least one slot referring to a system color.
        var systemReferences = 0
        /// Sets with no color at all.
        var unassigned = 0
        var namespaceGroups = 0
        /// Not in SOURCES.md: `.xcassets` folders holding color sets, each one theme.
        let catalogs: Int
        /// Not in SOURCES.md: sets whose colors are all for idioms the default (`universal`, `iphone`) does
        /// not read; SOURCES.md counts them, the loader reads them only with `--idiom mac`.
        var otherIdiomOnly = 0
        /// How many of those have a dark color.
        var otherIdiomOnlyDark = 0
        var testDescription: String { folder }
    }

    static let catalogSources: [CatalogSource] = [
        .init(folder: "compound-design-tokens", sets: 309, dark: 309, highContrast: 309, catalogs: 1),
        .init(
            folder: "fluentui-apple", sets: 175, dark: 73, darkEmpty: 63, unassigned: 2, namespaceGroups: 5,
            catalogs: 6, otherIdiomOnly: 1, otherIdiomOnlyDark: 1),
        .init(folder: "brave-ios", sets: 55, dark: 51, unassigned: 1, catalogs: 5),
        .init(folder: "netnewswire", sets: 38, dark: 32, systemReferences: 5, catalogs: 3),
        .init(folder: "achnbrowserui", sets: 25, dark: 14, systemReferences: 1, catalogs: 4),
        .init(folder: "designresourceskit", sets: 18, dark: 18, catalogs: 1),
        .init(
            folder: "home-assistant-ios", sets: 12, dark: 6, systemReferences: 1, unassigned: 2, namespaceGroups: 1,
            catalogs: 4),
        .init(folder: "enchanted", sets: 8, dark: 7, systemReferences: 5, unassigned: 1, catalogs: 1),
        .init(
            folder: "rswift", sets: 11, dark: 3, systemReferences: 2, unassigned: 1, namespaceGroups: 1, catalogs: 7),
        .init(folder: "codeedit", sets: 7, dark: 6, unassigned: 1, catalogs: 1),
    ]

    @Test(arguments: catalogSources)
    func sourcesMdAgreesWithAnIndependentScan(_ source: CatalogSource) throws {
        let scan = try CorpusScan.catalogs(Self.corpus.appendingPathComponent(source.folder))
        #expect(scan.sets == source.sets)
        #expect(scan.dark == source.dark)
        #expect(scan.darkEmpty == source.darkEmpty)
        #expect(scan.highContrast == source.highContrast)
        #expect(scan.systemReferences == source.systemReferences)
        #expect(scan.unassigned == source.unassigned)
        #expect(scan.namespaceGroups == source.namespaceGroups)
        #expect(scan.catalogs == source.catalogs)
        #expect(scan.otherIdiomOnly == source.otherIdiomOnly)
        #expect(scan.otherIdiomOnlyDark == source.otherIdiomOnlyDark)
    }

    /// Counts taken from loaded themes, in SOURCES.md's terms.
    struct Loaded: Equatable, CustomStringConvertible {
        var themes = 0
        var tokens = 0
        var dark = 0
        var darkEmpty = 0
        var highContrast = 0
        var systemReferences = 0
        var unassigned = 0
        var namespaceGroups = 0

        /// Counts the asset catalogs among `themes` (a source like compound-design-tokens also holds design
        /// tokens, which their own tests count).
        init(_ loaded: [Theme]) {
            let themes = loaded.filter { $0.format == .assetCatalog }
            self.themes = themes.count
            var namespaces = Set<String>()
            for theme in themes {
                tokens += theme.tokens.count
                for token in theme.tokens {
                    if token.variants.contains(where: { $0.selector.luminosity == .dark }) { dark += 1 }
                    if token.hasHighContrastVariant { highContrast += 1 }
                    if token.variants.contains(where: { Self.isSystemReference($0.value) }) { systemReferences += 1 }
                    if let slash = token.name.lastIndex(of: "/") {
                        namespaces.insert(theme.path + ":" + token.name[..<slash])
                    }
                }
                darkEmpty += theme.warnings.filter { $0.message.contains("leaves its dark slot empty") }.count
                unassigned += theme.warnings.filter { $0.message.contains("has no color in any slot") }.count
            }
            namespaceGroups = namespaces.count
        }

        init(
            themes: Int, tokens: Int, dark: Int, darkEmpty: Int, highContrast: Int, systemReferences: Int,
            unassigned: Int, namespaceGroups: Int
        ) {
            (self.themes, self.tokens, self.dark, self.darkEmpty) = (themes, tokens, dark, darkEmpty)
            (self.highContrast, self.systemReferences) = (highContrast, systemReferences)
            (self.unassigned, self.namespaceGroups) = (unassigned, namespaceGroups)
        }

        static func isSystemReference(_ value: TokenValue) -> Bool {
            switch value {
            case .reference(let name, _): name.hasPrefix(SystemColors.iOSPrefix)
            case .unresolvable(let reason, _): reason.contains("refers to system color")
            case .literal: false
            }
        }

        var description: String {
            "themes \(themes), tokens \(tokens), dark \(dark), dark empty \(darkEmpty), HC \(highContrast), "
                + "sys ref \(systemReferences), unassigned \(unassigned), namespaces \(namespaceGroups)"
        }
    }

    @Test(arguments: catalogSources)
    func loaderReproducesTheCounts(_ source: CatalogSource) throws {
        let path = "corpus/" + source.folder
        // `--idiom mac` reads the mac-only set too, so every SOURCES.md count applies unchanged.
        let mac = Loaded(
            try ThemeLoader.load(paths: [path], base: SharedData.root, options: ReaderOptions(idiom: "mac")))
        #expect(
            mac
                == Loaded(
                    themes: source.catalogs, tokens: source.sets - source.unassigned, dark: source.dark,
                    darkEmpty: source.darkEmpty, highContrast: source.highContrast,
                    systemReferences: source.systemReferences, unassigned: source.unassigned,
                    namespaceGroups: source.namespaceGroups))
        // By default a set with entries for one idiom only is read with that idiom (issue 13), so the counts
        // are those of `--idiom mac`.
        let byDefault = Loaded(try ThemeLoader.load(paths: [path], base: SharedData.root))
        #expect(byDefault == mac)
        // Asking for iphone leaves the mac-only set out as a warning; its namespace group (AvatarView) has no
        // other set.
        let iphone = Loaded(
            try ThemeLoader.load(paths: [path], base: SharedData.root, options: ReaderOptions(idiom: "iphone")))
        #expect(
            iphone
                == Loaded(
                    themes: source.catalogs, tokens: source.sets - source.unassigned - source.otherIdiomOnly,
                    dark: source.dark - source.otherIdiomOnlyDark, darkEmpty: source.darkEmpty,
                    highContrast: source.highContrast, systemReferences: source.systemReferences,
                    unassigned: source.unassigned,
                    namespaceGroups: source.namespaceGroups - (source.otherIdiomOnly > 0 ? 1 : 0)))
    }

    /// Every slot of every color set, decoded independently from the file with `JSONSerialization`, equals the
    /// loaded variant; together with the totals this covers all four encodings as they occur in real files.
    @Test func everyLiteralMatchesAnIndependentDecode() throws {
        let themes = try ThemeLoader.load(
            paths: Self.catalogSources.map { "corpus/" + $0.folder }, base: SharedData.root,
            options: ReaderOptions(idiom: "mac"))
        var counts: [ColorSpace: Int] = [:]
        var references = 0
        var unresolvable = 0
        var checked = 0
        for theme in themes where theme.format == .assetCatalog {
            for token in theme.tokens {
                for variant in token.variants {
                    switch variant.value {
                    case .literal(let literal):
                        counts[literal.color.space, default: 0] += 1
                        let file = SharedData.root.appendingPathComponent(literal.location.path)
                        let expected = try CorpusScan.decode(file, selector: variant.selector)
                        #expect(expected.space == literal.color.space.rawValue, "\(literal.location)")
                        for (index, value) in expected.components.enumerated() {
                            #expect(abs(literal.color.components[index] - value) < 1e-9, "\(literal.location)")
                        }
                        #expect(abs(literal.color.alpha - expected.alpha) < 1e-9, "\(literal.location)")
                        checked += 1
                    case .reference: references += 1
                    case .unresolvable: unresolvable += 1
                    }
                }
            }
        }
        // SOURCES.md: srgb 1,723; display-p3 27; extended-srgb 12; extended-gray 2 and gray-gamma-22 2 (both gray).
        #expect(counts == [.sRGB: 1723, .displayP3: 27, .extendedSRGB: 12, .gray: 4])
        #expect(checked == 1766)
        // 21 system-reference slots: 19 in the iOS table, lightTextColor and the macOS quaternaryLabelColor not.
        #expect(references == 19)
        #expect(unresolvable == 2)
    }

    @Test func sourcesMdEncodingTotalsAgreeWithTheScan() throws {
        var total = CorpusScan.Encodings()
        for source in Self.catalogSources {
            let scan = try CorpusScan.catalogs(Self.corpus.appendingPathComponent(source.folder))
            total.add(scan.encodings)
        }
        #expect(total == CorpusScan.Encodings(floatString: 4023, hexString: 1170, byteString: 81, number: 16))
    }

    // MARK: - Android

    struct AndroidSource: CustomTestStringConvertible, Sendable {
        let folder: String
        /// SOURCES.md: files with colors and `<color>` elements.
        let files: Int
        let colors: Int
        /// SOURCES.md: "`values-night` overrides N of M", measured in the `res` folder `main`.
        let main: String
        let nightOverrides: Int
        let baseColors: Int
        /// Not in SOURCES.md: `res` folders (one theme each), color names, and values the loader cannot resolve.
        let resFolders: Int
        let tokens: Int
        let unresolvable: Int
        var testDescription: String { folder }
    }

    static let androidSources: [AndroidSource] = [
        // The three -v31 colors exist only as Material You dynamic colors (light and night): 6 unresolvable.
        .init(
            folder: "home-assistant-android", files: 5, colors: 71, main: "common/src/main/res", nightOverrides: 23,
            baseColors: 41, resFolders: 2, tokens: 45, unresolvable: 6),
        // mobile/ refers to five colors of the shared/ module (seven values): unresolvable within one res folder.
        .init(
            folder: "iosched", files: 5, colors: 41, main: "mobile/src/main/res", nightOverrides: 11, baseColors: 17,
            resFolders: 2, tokens: 28, unresolvable: 7),
        .init(
            folder: "wikipedia-android", files: 2, colors: 62, main: "app/src/main/res", nightOverrides: 8,
            baseColors: 54, resFolders: 1, tokens: 54, unresolvable: 0),
        .init(
            folder: "material-components-android", files: 2, colors: 249,
            main: "lib/java/com/google/android/material/color/res", nightOverrides: 0, baseColors: 249, resFolders: 1,
            tokens: 249, unresolvable: 0),
    ]

    @Test(arguments: androidSources)
    func androidCountsMatchSourcesMdAndTheScan(_ source: AndroidSource) throws {
        let scan = try CorpusScan.android(Self.corpus.appendingPathComponent(source.folder))
        #expect(scan.files == source.files)
        #expect(scan.colors == source.colors)

        let themes = try ThemeLoader.load(paths: ["corpus/" + source.folder], base: SharedData.root)
        #expect(themes.count == source.resFolders)
        #expect(themes.allSatisfy { $0.format == .androidXML && $0.pairings.isEmpty })
        let variants = themes.flatMap(\.tokens).flatMap(\.variants)
        // No color in the corpus is defined only at night, and no version shadows another: one variant per element.
        #expect(variants.count == source.colors)
        #expect(Set(variants.map(\.selectorLocation.path)).count == source.files)
        #expect(themes.map(\.tokens.count).reduce(0, +) == source.tokens)
        let unresolvable = variants.filter {
            if case .unresolvable = $0.value { return true }
            return false
        }
        #expect(unresolvable.count == source.unresolvable)
        #expect(themes.flatMap(\.warnings).count == source.unresolvable)

        let main = try #require(themes.first { $0.path == "corpus/\(source.folder)/\(source.main)" })
        let base = main.tokens.filter { $0.variant("any")?.selectorLocation.path.contains("/values/") == true }
        #expect(base.count == source.baseColors)
        #expect(base.filter { $0.variant("dark") != nil }.count == source.nightOverrides)
    }

    @Test func androidAliasesAndAlphaResolveAsGoogleWrote() throws {
        let themes = try ThemeLoader.load(paths: ["corpus/iosched/shared/src/main/res"], base: SharedData.root)
        let shared = try onlyTheme(themes)
        // `transparent = #0fff`: alpha first, so a fully transparent white.
        #expect(shared.token(named: "transparent")?.literal()?.bytes == [255, 255, 255, 0])
        let material = try onlyTheme(
            try ThemeLoader.load(
                paths: ["corpus/material-components-android/lib/java/com/google/android/material/color/res"],
                base: SharedData.root))
        let resolved = try ResolvedTheme(theme: material, appearances: Appearance.standard)
        let onPrimary = try #require(resolved.color("m3_sys_color_light_on_primary", in: appearance("light")))
        #expect(onPrimary.chain.first == "m3_sys_color_light_on_primary")
        #expect(onPrimary.chain.count >= 2)
        #expect(onPrimary.color.bytes == [255, 255, 255, 255])
    }

    // MARK: - The whole corpus through the command

    @Test func theWholeCorpusAuditsWithoutInputErrors() throws {
        var expectedInputs = 0
        for source in Self.catalogSources { expectedInputs += source.catalogs }
        for source in Self.androidSources { expectedInputs += source.resFolders }
        // The design-token sources: compound-design-tokens/tokens, designsystemet and figma-sds.
        expectedInputs += 3
        let themes = try ThemeLoader.load(paths: ["corpus"], base: SharedData.root)
        #expect(themes.count == expectedInputs)
        // The default pairing conventions find real failures (Snapshots/corpus/summary.txt): exit 1, not 2.
        let outcome = runAudit(["check", "corpus", "--format", "json"], directory: SharedData.root.path)
        #expect(outcome.exitCode == .failures, "\(outcome.stderr.prefix(2000))")
        #expect(!outcome.stderr.contains("error:"))
        let netnewswire = runAudit(["check", "corpus/netnewswire"], directory: SharedData.root.path)
        #expect(netnewswire.exitCode == .success)
        #expect(
            netnewswire.stdout.contains("corpus/netnewswire/iOS/Resources/Assets.xcassets  asset-catalog, 19 tokens"))
    }
}

/// Counts the corpus with Foundation's own parsers, independently of the readers under test.
enum CorpusScan {
    struct Encodings: Equatable {
        var floatString = 0
        var hexString = 0
        var byteString = 0
        var number = 0

        mutating func add(_ other: Encodings) {
            floatString += other.floatString
            hexString += other.hexString
            byteString += other.byteString
            number += other.number
        }
    }

    struct Catalogs {
        var catalogs = 0
        var sets = 0
        var dark = 0
        var darkEmpty = 0
        var highContrast = 0
        var systemReferences = 0
        var unassigned = 0
        var namespaceGroups = 0
        var otherIdiomOnly = 0
        var otherIdiomOnlyDark = 0
        var encodings = Encodings()
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func appearances(_ entry: [String: Any]) -> [String: String] {
        var result: [String: String] = [:]
        for item in entry["appearances"] as? [[String: String]] ?? [] {
            result[item["appearance"] ?? ""] = item["value"]
        }
        return result
    }

    static func catalogs(_ folder: URL) throws -> Catalogs {
        var result = Catalogs()
        var catalogsWithSets = Set<String>()
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.lastPathComponent == "Contents.json" {
            let parent = url.deletingLastPathComponent()
            let document = try json(url)
            guard parent.pathExtension == "colorset" else {
                let properties = document["properties"] as? [String: Any]
                if properties?["provides-namespace"] as? Bool == true { result.namespaceGroups += 1 }
                continue
            }
            result.sets += 1
            if let catalog = parent.pathComponents.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
                catalogsWithSets.insert(parent.pathComponents[...catalog].joined(separator: "/"))
            }
            let entries = document["colors"] as? [[String: Any]] ?? []
            let colored = entries.filter { $0["color"] != nil }
            let darkEntries = entries.filter { appearances($0)["luminosity"] == "dark" }
            if darkEntries.contains(where: { $0["color"] != nil }) { result.dark += 1 }
            if darkEntries.contains(where: { $0["color"] == nil }) { result.darkEmpty += 1 }
            if colored.contains(where: { appearances($0)["contrast"] == "high" }) { result.highContrast += 1 }
            if colored.contains(where: { ($0["color"] as? [String: Any])?["reference"] != nil }) {
                result.systemReferences += 1
            }
            if colored.isEmpty { result.unassigned += 1 }
            let read = colored.filter { ["universal", "iphone"].contains($0["idiom"] as? String ?? "universal") }
            if !colored.isEmpty && read.isEmpty {
                result.otherIdiomOnly += 1
                if darkEntries.contains(where: { $0["color"] != nil }) { result.otherIdiomOnlyDark += 1 }
            }
            for entry in colored {
                let components = (entry["color"] as? [String: Any])?["components"] as? [String: Any] ?? [:]
                for key in ["red", "green", "blue", "white"] {
                    guard let value = components[key] else { continue }
                    if let text = value as? String {
                        if text.hasPrefix("0x") {
                            result.encodings.hexString += 1
                        } else if text.contains(".") {
                            result.encodings.floatString += 1
                        } else {
                            result.encodings.byteString += 1
                        }
                    } else {
                        result.encodings.number += 1
                    }
                }
            }
        }
        result.catalogs = catalogsWithSets.count
        return result
    }

    /// The color of the slot `selector` in a color set, decoded by the rules of research/formats.md §1.6.
    static func decode(
        _ url: URL, selector: AppearanceSelector
    ) throws -> (space: String, components: [Double], alpha: Double) {
        let entries = try json(url)["colors"] as? [[String: Any]] ?? []
        let entry = try #require(
            entries.first { entry in
                let traits = appearances(entry)
                return entry["color"] != nil && traits["luminosity"] == selector.luminosity?.rawValue
                    && traits["contrast"] == (selector.contrast == .high ? "high" : nil)
            })
        let color = try #require(entry["color"] as? [String: Any])
        let name = try #require(color["color-space"] as? String)
        let spaces = [
            "srgb": "srgb", "display-p3": "display-p3", "extended-srgb": "extended-srgb",
            "extended-linear-srgb": "srgb-linear", "gray-gamma-22": "gray", "extended-gray": "gray",
        ]
        let components = try #require(color["components"] as? [String: Any])
        func number(_ value: Any?) throws -> Double {
            if let text = value as? String {
                if text.hasPrefix("0x") { return Double(try #require(Int(text.dropFirst(2), radix: 16))) / 255 }
                if text.contains(".") { return try #require(Double(text)) }
                return try #require(Double(text)) / 255
            }
            let value = try #require(value as? NSNumber).doubleValue
            return value > 1 && !name.hasPrefix("extended") ? value / 255 : value
        }
        let keys = components["white"] != nil ? ["white", "white", "white"] : ["red", "green", "blue"]
        let alphaText = components["alpha"] as? String
        let alpha = try alphaText.map { text in try #require(Double(text)) } ?? number(components["alpha"] ?? 1)
        return (try #require(spaces[name]), try keys.map { try number(components[$0]) }, alpha)
    }

    struct Android {
        var files = 0
        var colors = 0
    }

    /// Files under `values*` folders and their `<color` elements, counted as text.
    static func android(_ folder: URL) throws -> Android {
        var result = Android()
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in walker
        where url.pathExtension == "xml" && url.deletingLastPathComponent().lastPathComponent.hasPrefix("values") {
            let text = try String(contentsOf: url, encoding: .utf8)
            let count = text.components(separatedBy: "<color name=").count - 1
            if count > 0 {
                result.files += 1
                result.colors += count
            }
        }
        return result
    }
}
