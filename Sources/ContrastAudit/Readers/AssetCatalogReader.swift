import Foundation

/// Reads Xcode asset catalogs (`*.xcassets`): every color set (`NAME.colorset/Contents.json`, in any group)
/// becomes a token, its slots become variants (research/formats.md §1).
///
/// - Names: the folder name minus `.colorset`, prefixed by each enclosing group whose `Contents.json` says
///   `"provides-namespace": true` (`Domain/light`), as Xcode names the asset.
/// - Slots: `luminosity` `light`/`dark` and `contrast` `high` become selector traits; an entry without
///   `appearances` is the `any` slot. The resolver's most-specific-variant rule then reproduces Xcode's
///   fallback (Dark serves dark, Any serves what no other slot covers, Dark + high contrast before Dark).
///   Catalogs cannot express the elevated level, so every slot applies to base and elevated alike.
/// - Idioms: `universal` entries, overridden slot by slot by `iphone` entries (or by the idiom given with
///   `--idiom`); entries for other idioms are ignored.
/// - Gamut: an entry without `display-gamut` or with `sRGB` is preferred, because WCAG is defined on sRGB
///   and every device can show it; a `display-P3` entry is used only when a slot has nothing else.
/// - Components: float strings (`"0.500"`), hex bytes (`"0xC8"`), decimal byte strings (`"200"`, so `"1"`
///   is 1/255) and JSON numbers (0...1). A JSON number above 1 in a space that is not extended is read as
///   a byte with a warning, since that is what such files mean in practice. `alpha` is a float string or a
///   number; an integer alpha string (`"1"`) is a number, not a byte, because Xcode always writes alpha
///   as a float.
/// - System colors: `{"platform": "ios", "reference": "systemBackgroundColor"}` becomes `{ios.systemBackground}`;
///   a reference outside the built-in iOS table (a macOS color, `lightTextColor`) is unresolvable, with a
///   warning, and becomes an error only if a pairing needs it.
///
/// Empty slots, color sets with no color and duplicate names are warnings in `Theme.warnings`; malformed
/// files are errors at their `line:column` in the `Contents.json` concerned.
package enum AssetCatalogReader: ThemeReader {
    package static let format = ThemeFormat.assetCatalog

    /// The idioms `--idiom` accepts: the device families of Apple's asset catalog format.
    package static let idioms = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision"]

    /// System-color platforms whose references use the iOS (UIKit) colors; `XR` is visionOS in Xcode's picker.
    static let iOSPlatforms = ["ios", "universal", "xr", "tvos", "watchos"]

    /// The keys of a `colors` entry that this reader understands; any other key (`locale`, `width-class`,
    /// `subtype`, ...) marks a specialized entry that is not audited.
    static let entryKeys = ["idiom", "appearances", "color", "display-gamut"]

    package static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim {
        // A color set's own Contents.json given as the path (issue 13) is that color set.
        if !isDirectory {
            return isColorSetContents(url) ? .yes : .no
        }
        let suffix = url.pathExtension.lowercased()
        return suffix == "xcassets" || suffix == "colorset" ? .yes : .no
    }

    /// Whether `url` is the `Contents.json` of a `.colorset` folder.
    static func isColorSetContents(_ url: URL) -> Bool {
        url.lastPathComponent == "Contents.json"
            && url.deletingLastPathComponent().pathExtension.lowercased() == "colorset"
    }

    package static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    ) throws(DiagnosticList) -> [Theme] {
        let idioms = try idiomPreference(options.idiom)
        var scan = CatalogScan(idioms: idioms)
        scan.idiomGiven = options.idiom != nil
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if !isDirectory.boolValue {
            // A color set's own Contents.json, given directly or with --input-format.
            let folder = url.deletingLastPathComponent()
            guard url.lastPathComponent == "Contents.json", folder.pathExtension.lowercased() == "colorset" else {
                throw DiagnosticList([
                    Diagnostic(
                        severity: .error, location: SourceLocation(path: displayPath),
                        message: "an asset catalog is a folder ending in .xcassets (or a .colorset folder), "
                            + "found a file")
                ])
            }
            scan.readColorSet(
                folder, contentsPath: displayPath, namespace: [], root: root)
            return try scan.themes(name: colorSetName(folder.lastPathComponent), path: displayPath)
        }
        if url.pathExtension.lowercased() == "colorset" {
            scan.readColorSet(url, contentsPath: join(displayPath, "Contents.json"), namespace: [], root: nil)
        } else {
            scan.walk(url, displayPath: displayPath, namespace: [], isCatalog: true)
        }
        let name =
            url.pathExtension.lowercased() == "colorset" ? colorSetName(url.lastPathComponent) : url.lastPathComponent
        return try scan.themes(name: name, path: displayPath)
    }

    /// The idioms read, most preferred first: the one asked for, then `universal`.
    static func idiomPreference(_ idiom: String?) throws(DiagnosticList) -> [String] {
        guard let idiom else { return ["iphone", "universal"] }
        guard idioms.contains(idiom) else {
            throw DiagnosticList([
                Diagnostic(
                    severity: .error, location: nil,
                    message: "unknown idiom \(ColorSyntaxError.quote(idiom)) for --idiom; expected "
                        + idioms.joined(separator: ", ") + DidYouMean.hint(for: idiom, among: idioms))
            ])
        }
        return idiom == "universal" ? ["universal"] : [idiom, "universal"]
    }

    /// `Brand.colorset` → `Brand`.
    static func colorSetName(_ folderName: String) -> String {
        folderName.lowercased().hasSuffix(".colorset") ? String(folderName.dropLast(".colorset".count)) : folderName
    }

    static func join(_ path: String, _ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Walks one catalog, collecting tokens, warnings and errors (a malformed color set does not stop the
    /// others from being read, so one run reports every problem).
    struct CatalogScan {
        let idioms: [String]
        /// Whether `--idiom` chose the idioms; otherwise a set with entries for one other idiom only is read
        /// with that idiom.
        var idiomGiven = false
        var tokens: [Token] = []
        var warnings: [Diagnostic] = []
        var errors: [Diagnostic] = []
        /// Where each token name was first defined, for the duplicate warning.
        var firstDefinition: [String: String] = [:]

        init(idioms: [String]) {
            self.idioms = idioms
        }

        func themes(name: String, path: String) throws(DiagnosticList) -> [Theme] {
            if !errors.isEmpty { throw DiagnosticList(errors) }
            if tokens.isEmpty && warnings.isEmpty { return [] }
            return [
                Theme(name: name, path: path, format: .assetCatalog, tokens: tokens, pairings: [], warnings: warnings)
            ]
        }

        /// Reads the color sets in `folder`; group folders are searched, and a group's `Contents.json` is read
        /// only when the group has subfolders (image sets and other leaf assets never hold color sets).
        mutating func walk(_ folder: URL, displayPath: String, namespace: [String], isCatalog: Bool) {
            let entries: [(name: String, url: URL)]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                    .filter { !$0.hasPrefix(".") }
                    .map { (name: $0, url: folder.appendingPathComponent($0)) }
            } catch {
                errors.append(
                    Diagnostic(
                        severity: .error, location: SourceLocation(path: displayPath),
                        message: "cannot list this folder: \(error.localizedDescription)"))
                return
            }
            let folders = entries.filter { entry in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: entry.url.path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }
            if folders.isEmpty { return }
            var inner = namespace
            if !isCatalog && providesNamespace(folder, displayPath: displayPath) {
                inner.append(folder.lastPathComponent)
            }
            for entry in folders {
                let childPath = AssetCatalogReader.join(displayPath, entry.name)
                if entry.name.lowercased().hasSuffix(".colorset") {
                    readColorSet(
                        entry.url, contentsPath: AssetCatalogReader.join(childPath, "Contents.json"),
                        namespace: inner, root: nil)
                } else {
                    walk(entry.url, displayPath: childPath, namespace: inner, isCatalog: false)
                }
            }
        }

        /// Whether a group's `Contents.json` has `"properties": {"provides-namespace": true}`.
        mutating func providesNamespace(_ folder: URL, displayPath: String) -> Bool {
            let contents = folder.appendingPathComponent("Contents.json")
            guard FileManager.default.fileExists(atPath: contents.path) else { return false }
            let path = AssetCatalogReader.join(displayPath, "Contents.json")
            do {
                let root = try JSONParser.parse(contentsOf: contents, displayPath: path)
                _ = try root.objectMembers("a group's Contents.json")
                guard let properties = root["properties"] else { return false }
                _ = try properties.objectMembers("\"properties\"")
                guard let flag = properties["provides-namespace"] else { return false }
                return try flag.bool("\"provides-namespace\"")
            } catch {
                errors.append(error)
                return false
            }
        }

        /// Reads one color set into a token (or a warning when it has no color).
        mutating func readColorSet(_ folder: URL, contentsPath: String, namespace: [String], root: JSONNode?) {
            let setName = AssetCatalogReader.colorSetName(folder.lastPathComponent)
            let name = (namespace + [setName]).joined(separator: "/")
            var document = root
            if document == nil {
                let contents = folder.appendingPathComponent("Contents.json")
                guard FileManager.default.fileExists(atPath: contents.path) else {
                    warnings.append(
                        Diagnostic(
                            severity: .warning, location: SourceLocation(path: contentsPath),
                            message: "color set \"\(name)\" has no Contents.json; it is not audited"))
                    return
                }
                do {
                    document = try JSONParser.parse(contentsOf: contents, displayPath: contentsPath)
                } catch {
                    errors.append(error)
                    return
                }
            }
            guard let document else { return }
            do {
                let result = try AssetCatalogReader.readColorSet(
                    document, name: name, idioms: idioms, singleIdiomFallback: !idiomGiven)
                warnings += result.warnings
                guard let token = result.token else { return }
                if let first = firstDefinition[name] {
                    warnings.append(
                        Diagnostic(
                            severity: .warning, location: token.location,
                            message: "color set \"\(name)\" is defined twice, in \(first) and in \(contentsPath); "
                                + "the first is audited"))
                    return
                }
                firstDefinition[name] = contentsPath
                tokens.append(token)
            } catch {
                errors.append(error)
            }
        }
    }

    /// A color set's token and the warnings found while reading it.
    struct ColorSetResult {
        /// `nil` when the set has no color for the idioms read.
        var token: Token?
        var warnings: [Diagnostic]
    }

    /// One `colors` entry that applies to the idioms read.
    struct Entry {
        var node: JSONNode
        var selector: AppearanceSelector
        /// 0 for the preferred idiom, 1 for `universal`.
        var idiomRank: Int
        /// 0 without `display-gamut`, 1 for `sRGB`, 2 for `display-P3`.
        var gamutRank: Int
        var idiom: String
        var color: JSONNode?
    }

    /// Reads a parsed color set `Contents.json`; `name` is the asset name (with namespaces).
    ///
    /// With `singleIdiomFallback`, a set whose entries are all for one idiom outside `idioms` (a macOS
    /// catalog's `mac` entries) is read with that idiom, as Xcode would for that platform.
    static func readColorSet(
        _ root: JSONNode, name: String, idioms: [String], singleIdiomFallback: Bool = false
    ) throws(Diagnostic) -> ColorSetResult {
        _ = try root.objectMembers("a color set's Contents.json")
        var warnings: [Diagnostic] = []
        guard let colorsNode = root["colors"] else {
            warnings.append(
                Diagnostic(
                    severity: .warning, location: root.location,
                    message: "color set \"\(name)\" has no \"colors\" array; it is not audited"))
            return ColorSetResult(token: nil, warnings: warnings)
        }
        let (entries, otherIdioms) = try readEntries(colorsNode, name: name, idioms: idioms, warnings: &warnings)
        let (chosen, emptySlots) = chooseSlots(entries)
        let location = colorsNode.location
        if chosen.isEmpty {
            if singleIdiomFallback && entries.isEmpty && otherIdioms.count == 1 {
                return try readColorSet(root, name: name, idioms: otherIdioms)
            }
            let message: String
            if entries.isEmpty && !otherIdioms.isEmpty {
                message =
                    "color set \"\(name)\" has entries only for the \(otherIdioms.joined(separator: ", ")) "
                    + "idiom; it is not audited (use --idiom to read them)"
            } else {
                message = "color set \"\(name)\" has no color in any slot; it is not audited"
            }
            warnings.append(Diagnostic(severity: .warning, location: location, message: message))
            return ColorSetResult(token: nil, warnings: warnings)
        }

        var variants: [Variant] = []
        for (selector, entry) in chosen {
            let slot = slotName(selector, idiom: entry.idiom)
            let value = try readColor(entry.color!, name: name, slot: slot, warnings: &warnings)
            variants.append(
                Variant(
                    selector: selector, value: value,
                    selectorLocation: entry.node.member("appearances")?.keyLocation ?? entry.node.location))
        }
        let coveredByEmptyWarning = warnAboutEmptySlots(emptySlots, variants: variants, name: name, warnings: &warnings)
        let uncovered = Appearance.all.filter { appearance in
            !variants.contains { $0.selector.matches(appearance) }
        }
        if !uncovered.isEmpty {
            let reason = "color set \"\(name)\" has no color for \(uncovered.map(\.name).joined(separator: ", "))"
            if !coveredByEmptyWarning {
                warnings.append(
                    Diagnostic(
                        severity: .warning, location: location,
                        message: reason + "; a pairing that needs it there cannot be checked"))
            }
            variants.append(Variant(selector: .any, value: .unresolvable(reason: reason, location: location)))
        }
        return ColorSetResult(token: Token(name: name, variants: variants, location: location), warnings: warnings)
    }

    /// The `colors` entries for the idioms read, and the other idioms found (in file order).
    static func readEntries(
        _ colorsNode: JSONNode, name: String, idioms: [String], warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> (entries: [Entry], otherIdioms: [String]) {
        var entries: [Entry] = []
        var otherIdioms: [String] = []
        for element in try colorsNode.arrayElements("\"colors\" of color set \"\(name)\"") {
            _ = try element.objectMembers("each entry of \"colors\" in color set \"\(name)\"")
            var idiom = "universal"
            if let idiomNode = element["idiom"] { idiom = try idiomNode.string("\"idiom\"") }
            guard let idiomRank = idioms.firstIndex(of: idiom) else {
                if !otherIdioms.contains(idiom) { otherIdioms.append(idiom) }
                continue
            }
            if let special = element.members?.first(where: { !entryKeys.contains($0.key) }) {
                warnings.append(
                    Diagnostic(
                        severity: .warning, location: special.keyLocation,
                        message: "color set \"\(name)\" has an entry specialized by \"\(special.key)\"; "
                            + "only entries varying by appearance, idiom and gamut are audited"))
                continue
            }
            guard let selector = try readAppearances(element["appearances"], name: name, warnings: &warnings) else {
                continue
            }
            entries.append(
                Entry(
                    node: element, selector: selector, idiomRank: idiomRank,
                    gamutRank: try gamutRank(element["display-gamut"], name: name), idiom: idiom,
                    color: element["color"]))
        }
        return (entries, otherIdioms)
    }

    /// 0 without `display-gamut`, 1 for `sRGB`, 2 for `display-P3`.
    static func gamutRank(_ gamutNode: JSONNode?, name: String) throws(Diagnostic) -> Int {
        guard let gamutNode else { return 0 }
        let gamut = try gamutNode.string("\"display-gamut\"")
        switch gamut.lowercased() {
        case "srgb": return 1
        case "display-p3": return 2
        default:
            throw gamutNode.error(
                "unknown display gamut \(ColorSyntaxError.quote(gamut)) in color set \"\(name)\"; "
                    + "expected \"sRGB\" or \"display-P3\"")
        }
    }

    /// One entry per slot: the preferred idiom first, then the preferred gamut; empty entries only fill
    /// nothing, and a slot with only empty entries is listed apart (with its first entry).
    static func chooseSlots(
        _ entries: [Entry]
    ) -> (chosen: [(selector: AppearanceSelector, entry: Entry)], empty: [(selector: AppearanceSelector, entry: Entry)])
    {
        var slots: [AppearanceSelector] = []
        for entry in entries where !slots.contains(entry.selector) { slots.append(entry.selector) }
        var chosen: [(selector: AppearanceSelector, entry: Entry)] = []
        var emptySlots: [(selector: AppearanceSelector, entry: Entry)] = []
        for slot in slots {
            let candidates = entries.filter { $0.selector == slot }
            let filled = candidates.filter { $0.color != nil }.sorted {
                ($0.idiomRank, $0.gamutRank) < ($1.idiomRank, $1.gamutRank)
            }
            if let best = filled.first {
                chosen.append((slot, best))
            } else if let first = candidates.first {
                emptySlots.append((slot, first))
            }
        }
        return (chosen, emptySlots)
    }

    /// A warning for each slot left empty, saying which slot those appearances use instead; whether some
    /// empty slot leaves appearances with no value (then that warning already covers them).
    static func warnAboutEmptySlots(
        _ emptySlots: [(selector: AppearanceSelector, entry: Entry)], variants: [Variant], name: String,
        warnings: inout [Diagnostic]
    ) -> Bool {
        var coveredByEmptyWarning = false
        for (selector, entry) in emptySlots {
            let fallback = variants.filter { variant in
                variant.selector.precedence < selector.precedence && isSubset(variant.selector, of: selector)
            }.max { $0.selector.precedence < $1.selector.precedence }
            let consequence: String
            if let fallback {
                consequence = "those appearances use the \(fallback.selector) slot"
            } else {
                consequence = "those appearances have no value"
                coveredByEmptyWarning = true
            }
            warnings.append(
                Diagnostic(
                    severity: .warning, location: entry.node.location,
                    message: "color set \"\(name)\" leaves its \(slotName(selector, idiom: entry.idiom)) slot "
                        + "empty; \(consequence)"))
        }
        return coveredByEmptyWarning
    }

    /// Whether every trait of `lhs` is also in `rhs`.
    static func isSubset(_ lhs: AppearanceSelector, of rhs: AppearanceSelector) -> Bool {
        (lhs.luminosity == nil || lhs.luminosity == rhs.luminosity)
            && (lhs.contrast == nil || lhs.contrast == rhs.contrast)
            && (lhs.level == nil || lhs.level == rhs.level)
    }

    /// `dark`, `any`, `dark.high-contrast`, with the idiom when it is not `universal`.
    static func slotName(_ selector: AppearanceSelector, idiom: String) -> String {
        idiom == "universal" ? selector.description : "\(selector) (\(idiom))"
    }

    /// The selector of an entry's `appearances`; `nil` (with a warning) for an appearance this tool cannot
    /// represent, so that such an entry is skipped rather than mistaken for another slot.
    static func readAppearances(
        _ node: JSONNode?, name: String, warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> AppearanceSelector? {
        var selector = AppearanceSelector.any
        guard let node else { return selector }
        for element in try node.arrayElements("\"appearances\" in color set \"\(name)\"") {
            _ = try element.objectMembers("each entry of \"appearances\"")
            guard let kindNode = element["appearance"], let valueNode = element["value"] else {
                throw element.error(
                    "an appearance in color set \"\(name)\" needs \"appearance\" and \"value\", like "
                        + "{\"appearance\": \"luminosity\", \"value\": \"dark\"}")
            }
            let kind = try kindNode.string("\"appearance\"")
            let value = try valueNode.string("\"value\"")
            switch (kind, value) {
            case ("luminosity", "light") where selector.luminosity == nil:
                selector.luminosity = .light
            case ("luminosity", "dark") where selector.luminosity == nil:
                selector.luminosity = .dark
            case ("contrast", "high") where selector.contrast == nil:
                selector.contrast = .high
            default:
                warnings.append(
                    Diagnostic(
                        severity: .warning, location: element.location,
                        message: "color set \"\(name)\" has an entry for appearance \(kind) \(value), which is not "
                            + "audited; supported: luminosity light or dark, contrast high"))
                return nil
            }
        }
        return selector
    }

    /// A slot's `color`: components in a color space, or a reference to a system color.
    static func readColor(
        _ node: JSONNode, name: String, slot: String, warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> TokenValue {
        let what = "the color of color set \"\(name)\" (\(slot) slot)"
        _ = try node.objectMembers(what)
        if let referenceNode = node["reference"] {
            let reference = try referenceNode.string("\"reference\"")
            var platform = "ios"
            if let platformNode = node["platform"] { platform = try platformNode.string("\"platform\"") }
            var reason: String
            if iOSPlatforms.contains(platform.lowercased()) {
                if let builtIn = SystemColors.iOSReference(forSelector: reference) {
                    return .reference(name: builtIn, location: node.location)
                }
                reason =
                    "system color \(reference) (platform \(platform)), which is not in the built-in iOS color table"
            } else {
                reason = "system color \(reference) of platform \(platform); only iOS system colors are built in"
            }
            reason = "color set \"\(name)\" (\(slot) slot) refers to " + reason
            warnings.append(Diagnostic(severity: .warning, location: node.location, message: reason))
            return .unresolvable(reason: reason, location: node.location)
        }
        guard let spaceNode = node["color-space"] else {
            throw node.error(
                "\(what) has no \"color-space\"; expected one of \(JSONNode.list(ColorSpace.assetCatalogNames)) "
                    + "with \"components\", or a system color \"reference\"")
        }
        let spaceName = try spaceNode.string("\"color-space\"")
        guard let space = ColorSpace(assetCatalogName: spaceName) else {
            throw spaceNode.error(
                "unknown color space \(ColorSyntaxError.quote(spaceName)) in color set \"\(name)\"; expected "
                    + JSONNode.list(ColorSpace.assetCatalogNames)
                    + DidYouMean.hint(for: spaceName, among: ColorSpace.assetCatalogNames))
        }
        let extended = spaceName.hasPrefix("extended-")
        guard let componentsNode = node["components"] else {
            throw node.error("\(what) has no \"components\"")
        }
        let channels = space.isGray ? ["white"] : ["red", "green", "blue"]
        try componentsNode.checkKeys(channels + ["alpha"], in: "the components of a \(spaceName) color")
        var values: [Double] = []
        for channel in channels {
            guard let valueNode = componentsNode[channel] else {
                throw componentsNode.error(
                    "the components of color set \"\(name)\" (\(slot) slot) have no \"\(channel)\"; a \(spaceName) "
                        + "color needs \((channels + ["alpha"]).joined(separator: ", "))")
            }
            values.append(
                try component(
                    valueNode, channel: channel, name: name, space: spaceName, extended: extended,
                    warnings: &warnings))
        }
        var alpha = 1.0
        if let alphaNode = componentsNode["alpha"] {
            alpha = try alphaValue(alphaNode, name: name)
        }
        let components = space.isGray ? SIMD3(repeating: values[0]) : SIMD3(values[0], values[1], values[2])
        let color = Color(space: space, components: components, alpha: alpha)
        if let problem = color.representabilityProblem {
            throw componentsNode.error("\(what) is \(problem)")
        }
        return .literal(ColorLiteral(color: color, location: node.location, byteRange: node.byteRange, text: nil))
    }

    static let componentSyntax =
        "a number 0...1 like \"0.500\", a hex byte like \"0xC8\" or a byte 0...255 like \"200\""

    /// One color component in any of the four encodings.
    static func component(
        _ node: JSONNode, channel: String, name: String, space: String, extended: Bool,
        warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> Double {
        let value: Double
        if let number = node.doubleValue {
            if !extended && number > 1 && number <= 255 && number == number.rounded() {
                warnings.append(
                    Diagnostic(
                        severity: .warning, location: node.location,
                        message: "\(channel) of color set \"\(name)\" is the number \(format(number)), above 1; "
                            + "read as the byte \(format(number))/255 (write \"\(format(number))\" or a number 0...1)"))
                return number / 255
            }
            value = number
        } else if let text = node.stringValue {
            guard let parsed = parseComponent(text) else {
                throw node.error(
                    "invalid \(channel) component \(ColorSyntaxError.quote(text)) in color set \"\(name)\"; "
                        + "expected \(componentSyntax)")
            }
            if let byte = parsed.byte {
                guard byte <= 255 else {
                    throw node.error(
                        "\(channel) component \(ColorSyntaxError.quote(text)) in color set \"\(name)\" is above "
                            + "255; expected \(componentSyntax)")
                }
                return Double(byte) / 255
            }
            value = parsed.value
        } else {
            throw node.mismatch("the \(channel) component of color set \"\(name)\"", expected: "a string or a number")
        }
        if !extended && !(0...1).contains(value) {
            throw node.error(
                "\(channel) component \(format(value)) in color set \"\(name)\" is outside 0...1 for color space "
                    + "\(space); use an extended color space for values outside 0...1")
        }
        return value
    }

    /// `alpha`: a float string or a number, 0...1; an integer string is a number here (Xcode writes alpha as a
    /// float, so `"1"` means opaque), a hex byte is a byte.
    static func alphaValue(_ node: JSONNode, name: String) throws(Diagnostic) -> Double {
        var value: Double
        if let number = node.doubleValue {
            value = number
        } else if let text = node.stringValue {
            guard let parsed = parseComponent(text) else {
                throw node.error(
                    "invalid alpha \(ColorSyntaxError.quote(text)) in color set \"\(name)\"; expected a number "
                        + "0...1 like \"1.000\"")
            }
            value = parsed.value
            if text.lowercased().hasPrefix("0x"), let byte = parsed.byte { value = Double(byte) / 255 }
        } else {
            throw node.mismatch("the alpha of color set \"\(name)\"", expected: "a string or a number")
        }
        guard (0...1).contains(value) else {
            throw node.error("alpha \(format(value)) in color set \"\(name)\" is outside 0...1")
        }
        return value
    }

    /// A component string: `0x` hex (a byte), digits only (a byte), or a decimal number with a point or an
    /// exponent. `value` is the number as written (for alpha), `byte` is set for the byte forms.
    static func parseComponent(_ raw: String) -> (value: Double, byte: Int?)? {
        let text = raw.trimmingSpaces
        if text.lowercased().hasPrefix("0x") {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, digits.count <= 4, let byte = Int(digits, radix: 16),
                digits.allSatisfy(\.isHexDigit)
            else { return nil }
            return (Double(byte), byte)
        }
        if !text.isEmpty && text.count <= 6 && text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let byte = Int(text) else { return nil }
            return (Double(byte), byte)
        }
        // Only plain decimal notation: Double(String) would also take "nan", "inf" and hex floats.
        let allowed = Set("0123456789+-.eE")
        guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }), let value = Double(text), value.isFinite else {
            return nil
        }
        return (value, nil)
    }

    /// A number as messages show it: `200`, `1.5`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension ColorSpace {
    /// The `color-space` names Xcode writes in color sets, in the order messages list them.
    package static let assetCatalogNames = [
        "srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray",
    ]

    /// The space of an asset catalog `color-space` name: `gray-gamma-22` and `extended-gray` are both gray
    /// with a 2.2 curve, `extended-linear-srgb` is linear sRGB; `nil` for a name Xcode does not write.
    package init?(assetCatalogName name: String) {
        switch name {
        case "srgb": self = .sRGB
        case "display-p3": self = .displayP3
        case "extended-srgb": self = .extendedSRGB
        case "extended-linear-srgb": self = .linearSRGB
        case "gray-gamma-22", "extended-gray": self = .gray
        default: return nil
        }
    }
}

extension ThemeFormat {
    /// An Xcode .xcassets folder.
    public static let assetCatalog = ThemeFormat("asset-catalog", input: "an Xcode .xcassets folder")
}
