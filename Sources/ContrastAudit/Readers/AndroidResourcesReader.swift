import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads Android color resources: every `<color name="…">` (and `<item type="color">`) in the `values*/*.xml`
/// files of a `res` folder, or in one such file given directly (research/formats.md §3).
///
/// - Qualifiers: `values` is `any`, `values-night` is `dark`, `values-notnight` is `light`. Android has no
///   contrast qualifier (its contrast setting works at run time), so no high-contrast variant is ever read.
///   Folders with other qualifiers (`-land`, `-sw600dp`, a locale) describe devices rather than appearances:
///   their colors are not audited, with a warning.
/// - Versions (`-v23`, `-v31`): a current device uses the highest version, so that value is audited; but a
///   versioned value that cannot be resolved statically (a Material You dynamic color such as
///   `@android:color/system_accent1_600`, or a theme attribute) gives way to the next static fallback, with a
///   warning. With no fallback the value stays unresolvable.
/// - Values: `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` with **alpha first** (Android's order, not CSS's);
///   `@color/NAME` is a reference; `@android:color/white`, `black` and `transparent` are the framework's
///   fixed `#FFFFFFFF`, `#FF000000` and `#00000000`; other framework colors, other packages' colors and
///   `?attr/…` are unresolvable, with a warning, and become errors only if a pairing needs them.
/// - A color defined only in `values-night` (or only in `values-notnight`) has no value in the other mode:
///   that mode is unresolvable, with a warning.
package enum AndroidResourcesReader: ThemeReader {
    package static let format = ThemeFormat.androidXML

    /// The framework colors with fixed values, from AOSP `core/res/res/values/colors.xml`.
    static let frameworkColors: [String: Color] = [
        "white": Color(red8: 255, green8: 255, blue8: 255, alpha8: 255),
        "black": Color(red8: 0, green8: 0, blue8: 0, alpha8: 255),
        "transparent": Color(red8: 0, green8: 0, blue8: 0, alpha8: 0),
    ]

    static let valueSyntax =
        "#RGB, #ARGB, #RRGGBB or #AARRGGBB (alpha first), @color/NAME, @android:color/NAME or ?attr/NAME"

    package static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim {
        if !isDirectory {
            let folder = url.deletingLastPathComponent().lastPathComponent
            return url.pathExtension.lowercased() == "xml" && qualifiers(ofFolder: folder) != nil ? .yes : .no
        }
        if qualifiers(ofFolder: url.lastPathComponent) != nil {
            return mayHoldColors(url) ? .yes : .no
        }
        for folder in valuesFolders(url) where mayHoldColors(folder.url) { return .yes }
        return .no
    }

    /// Whether a `values*` folder has an XML file that mentions a color, or one that cannot be read or is too
    /// large (so that reading it reports the problem instead of skipping the folder silently).
    ///
    /// Files are read with `SourceFile`, as the reader reads them: bounded in size, and not with
    /// `FileManager.contents(atPath:)`, whose buffer LeakSanitizer reported as leaked (issue 15's fuzzing).
    static func mayHoldColors(_ folder: URL) -> Bool {
        for file in xmlFiles(folder) {
            guard let bytes = try? SourceFile.read(at: file, displayPath: file.path) else { return true }
            let data = Data(bytes)
            if data.range(of: Data("<color".utf8)) != nil || data.range(of: Data("\"color\"".utf8)) != nil {
                return true
            }
        }
        return false
    }

    /// The entries of a folder in name order; an unreadable folder has none (for `claims`, which only asks
    /// whether the folder is Android's; `read` lists with `list(_:displayPath:)` and reports failures).
    static func entriesIfReadable(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The entries of a folder in name order, or an error naming it.
    static func list(_ folder: URL, displayPath: String) throws(Diagnostic) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw Diagnostic(
                severity: .error, location: SourceLocation(path: displayPath),
                message: "cannot list this folder: \(error.localizedDescription)")
        }
    }

    /// The `values*` subfolders among a `res` folder's entries, in name order (`values` first).
    static func valuesFolders(_ folder: URL, names: [String]? = nil) -> [(name: String, url: URL)] {
        (names ?? entriesIfReadable(folder)).filter { qualifiers(ofFolder: $0) != nil }.compactMap { name in
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { return nil }
            return (name, url)
        }
    }

    /// The `.xml` files among a folder's entries, in name order.
    static func xmlFiles(_ folder: URL, names: [String]? = nil) -> [URL] {
        (names ?? entriesIfReadable(folder)).filter { $0.lowercased().hasSuffix(".xml") && !$0.hasPrefix(".") }
            .map { folder.appendingPathComponent($0) }
    }

    /// The qualifiers of a resource folder name.
    struct Qualifiers: Hashable {
        /// `true` for `night`, `false` for `notnight`, `nil` for neither.
        var night: Bool?
        /// The platform version (`-v31`), 0 without one.
        var version = 0
        /// Qualifiers that do not select an appearance (`land`, `sw600dp`, `en`).
        var others: [String] = []

        /// The variant the folder's colors become.
        var selector: AppearanceSelector {
            switch night {
            case true?: AppearanceSelector(luminosity: .dark)
            case false?: AppearanceSelector(luminosity: .light)
            case nil: .any
            }
        }
    }

    /// The qualifiers of `values` or `values-…`, or `nil` for any other folder name.
    static func qualifiers(ofFolder name: String) -> Qualifiers? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "values" else { return nil }
        var result = Qualifiers()
        for part in parts.dropFirst() {
            let lower = part.lowercased()
            if lower == "night" && result.night == nil {
                result.night = true
            } else if lower == "notnight" && result.night == nil {
                result.night = false
            } else if lower.hasPrefix("v"), lower.count > 1, let version = Int(lower.dropFirst()), result.version == 0 {
                result.version = version
            } else {
                result.others.append(part)
            }
        }
        return result
    }

    package static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    ) throws(DiagnosticList) -> [Theme] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw DiagnosticList([
                Diagnostic(severity: .error, location: SourceLocation(path: displayPath), message: "no such file")
            ])
        }
        var resources = ResourceSet(resFolder: nil)
        do throws(Diagnostic) {
            if !isDirectory.boolValue {
                let folder = url.deletingLastPathComponent()
                resources.resFolder = folder.deletingLastPathComponent()
                resources.readFile(url, displayPath: displayPath, folderName: folder.lastPathComponent)
            } else if qualifiers(ofFolder: url.lastPathComponent) != nil {
                resources.resFolder = url.deletingLastPathComponent()
                for file in xmlFiles(url, names: try list(url, displayPath: displayPath)) {
                    resources.readFile(
                        file, displayPath: AssetCatalogReader.join(displayPath, file.lastPathComponent),
                        folderName: url.lastPathComponent)
                }
            } else {
                resources.resFolder = url
                for folder in valuesFolders(url, names: try list(url, displayPath: displayPath)) {
                    let folderPath = AssetCatalogReader.join(displayPath, folder.name)
                    for file in xmlFiles(folder.url, names: try list(folder.url, displayPath: folderPath)) {
                        resources.readFile(
                            file, displayPath: AssetCatalogReader.join(folderPath, file.lastPathComponent),
                            folderName: folder.name)
                    }
                }
            }
        } catch {
            resources.errors.append(error)
        }
        if !resources.errors.isEmpty { throw DiagnosticList(resources.errors) }
        let tokens = resources.tokens()
        if tokens.isEmpty && resources.warnings.isEmpty { return [] }
        return [
            Theme(
                name: themeName(displayPath), path: displayPath, format: .androidXML, tokens: tokens, pairings: [],
                warnings: resources.warnings)
        ]
    }

    /// The module a `res` folder belongs to: `common/src/main/res` → `common`; otherwise the last folder name.
    static func themeName(_ displayPath: String) -> String {
        var parts = displayPath.split(separator: "/").map(String.init).filter { $0 != "." }
        if let last = parts.last, last.lowercased().hasSuffix(".xml") { parts.removeLast() }
        if let last = parts.last, qualifiers(ofFolder: last) != nil { parts.removeLast() }
        if parts.count >= 4, parts[parts.count - 3] == "src" {
            let sourceSet = parts[parts.count - 2]
            return sourceSet == "main" ? parts[parts.count - 4] : "\(parts[parts.count - 4]) (\(sourceSet))"
        }
        return parts.last ?? displayPath
    }

    /// A value as written, classified.
    enum RawValue: Hashable {
        case hex(Color)
        /// `@color/NAME`.
        case local(String)
        /// `@android:color/NAME`.
        case framework(String)
        /// `@PACKAGE:color/NAME`.
        case package(String, String)
        /// `?attr/NAME`, `?android:attr/NAME`.
        case attribute

        /// Whether a device computes the value at run time (from the wallpaper or the theme), so that a
        /// static fallback is better evidence of what the app shows.
        var isDynamic: Bool {
            switch self {
            case .framework(let name): AndroidResourcesReader.frameworkColors[name] == nil
            case .attribute: true
            case .hex, .local, .package: false
            }
        }
    }

    /// One `<color>` definition.
    struct Definition {
        var name: String
        var raw: RawValue
        /// The value as written, trimmed.
        var text: String
        var location: SourceLocation
        var byteRange: Range<Int>?
        var qualifiers: Qualifiers
        var folder: String
    }

    /// The definitions of every file read, turned into tokens once all are known (references may point
    /// forward and into other files).
    struct ResourceSet {
        var resFolder: URL?
        var definitions: [String: [Definition]] = [:]
        var order: [String] = []
        var warnings: [Diagnostic] = []
        var errors: [Diagnostic] = []

        /// Reads one file; a file outside a `values*` folder (given with `--input-format`) counts as `values`.
        mutating func readFile(_ url: URL, displayPath: String, folderName: String) {
            let qualifiers = AndroidResourcesReader.qualifiers(ofFolder: folderName) ?? Qualifiers()
            let folderName = AndroidResourcesReader.qualifiers(ofFolder: folderName) == nil ? "values" : folderName
            let bytes: [UInt8]
            do {
                bytes = try SourceFile.read(at: url, displayPath: displayPath)
            } catch {
                errors.append(error)
                return
            }
            let found: [Definition]
            do {
                found = try AndroidResourcesReader.parse(
                    bytes, path: displayPath, qualifiers: qualifiers, folder: folderName)
            } catch {
                errors += error.diagnostics
                return
            }
            if found.isEmpty { return }
            if !qualifiers.others.isEmpty {
                warnings.append(
                    Diagnostic(
                        severity: .warning, location: SourceLocation(path: displayPath),
                        message: "colors in \(folderName) are not audited: qualifier "
                            + qualifiers.others.map { "\"\($0)\"" }.joined(separator: ", ")
                            + " does not select an appearance; only night, notnight and version qualifiers are read"
                    ))
                return
            }
            for definition in found {
                if let same = definitions[definition.name]?.first(where: { $0.qualifiers == qualifiers }) {
                    errors.append(
                        Diagnostic(
                            severity: .error, location: definition.location,
                            message: "color \"\(definition.name)\" is defined twice in \(folderName) (first at "
                                + "\(same.location)); Android rejects duplicate resources"))
                    continue
                }
                if definitions[definition.name] == nil { order.append(definition.name) }
                definitions[definition.name, default: []].append(definition)
            }
        }

        /// One token per color name, with a variant per night qualifier.
        mutating func tokens() -> [Token] {
            var tokens: [Token] = []
            for name in order {
                guard let all = definitions[name] else { continue }
                var variants: [Variant] = []
                for night in [nil, false, true] as [Bool?] {
                    let group = all.filter { $0.qualifiers.night == night }
                        .sorted { $0.qualifiers.version > $1.qualifiers.version }
                    guard let highest = group.first else { continue }
                    let chosen = group.first { !$0.raw.isDynamic } ?? highest
                    for skipped in group where skipped.qualifiers.version > chosen.qualifiers.version {
                        warnings.append(
                            Diagnostic(
                                severity: .warning, location: skipped.location,
                                message: "color \"\(name)\" in \(skipped.folder) is \(skipped.text), "
                                    + AndroidResourcesReader.dynamicKind(skipped.raw)
                                    + "; auditing the fallback \(chosen.text) from \(chosen.location) instead"))
                    }
                    variants.append(
                        Variant(
                            selector: chosen.qualifiers.selector, value: value(chosen),
                            selectorLocation: chosen.location))
                }
                let nights = Set(all.map(\.qualifiers.night))
                if !nights.contains(nil) && nights.count < 2, let first = all.first {
                    let mode = first.qualifiers.night == true ? "light" : "dark"
                    let reason =
                        "color \"\(name)\" is defined only in \(first.folder), so it has no value in \(mode) mode"
                    warnings.append(Diagnostic(severity: .warning, location: first.location, message: reason))
                    variants.append(
                        Variant(selector: .any, value: .unresolvable(reason: reason, location: first.location)))
                }
                tokens.append(Token(name: name, variants: variants, location: all[0].location))
            }
            return tokens
        }

        /// The token value of a definition; unresolvable values come with a warning.
        mutating func value(_ definition: Definition) -> TokenValue {
            let reason: String
            switch definition.raw {
            case .hex(let color):
                return .literal(
                    ColorLiteral(
                        color: color, location: definition.location, byteRange: definition.byteRange,
                        text: definition.text))
            case .framework(let name):
                if let color = AndroidResourcesReader.frameworkColors[name] {
                    return .literal(
                        ColorLiteral(
                            color: color, location: definition.location, byteRange: definition.byteRange,
                            text: definition.text))
                }
                reason = AndroidResourcesReader.dynamicKind(definition.raw)
            case .local(let target):
                if definitions[target] != nil {
                    return .reference(name: target, location: definition.location)
                }
                let stateList = resFolder?.appendingPathComponent("color").appendingPathComponent(target + ".xml")
                if let stateList, FileManager.default.fileExists(atPath: stateList.path) {
                    reason = "a color state list (color/\(target).xml), which is not read"
                } else {
                    reason = "which is not defined in this res folder (another module or a library may define it)"
                }
            case .package(let package, _):
                reason = "a color of package \(package), which is not read"
            case .attribute:
                reason = AndroidResourcesReader.dynamicKind(definition.raw)
            }
            let message = "color \"\(definition.name)\" is \(definition.text), \(reason)"
            warnings.append(Diagnostic(severity: .warning, location: definition.location, message: message))
            return .unresolvable(reason: message, location: definition.location)
        }
    }

    /// Why a dynamic value cannot be resolved, for messages.
    static func dynamicKind(_ raw: RawValue) -> String {
        switch raw {
        case .framework(let name) where name.hasPrefix("system_"):
            "a dynamic color that follows the wallpaper (Android 12+) and cannot be resolved statically"
        case .framework:
            "a framework color whose value is not built in (only white, black and transparent are)"
        case .attribute:
            "a theme attribute, which the theme resolves at run time"
        default:
            "a value that cannot be resolved statically"
        }
    }

    /// Parses one values XML file into color definitions; malformed XML and invalid values are errors at
    /// their line and column.
    static func parse(
        _ bytes: [UInt8], path: String, qualifiers: Qualifiers, folder: String
    ) throws(DiagnosticList) -> [Definition] {
        do {
            try XMLInputGate.check(bytes, path: path)
        } catch {
            throw DiagnosticList([error])
        }
        let delegate = ColorElementCollector()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        _ = parser.parse()
        if let failure = delegate.failure {
            throw DiagnosticList([
                Diagnostic(
                    severity: .error,
                    location: SourceLocation(
                        path: path, line: max(failure.line, 1), column: max(failure.column, 1),
                        offset: 0),
                    message: xmlErrorMessage(failure.code))
            ])
        }
        let map = XMLSourceMap(bytes: bytes)
        var definitions: [Definition] = []
        var errors: [Diagnostic] = []
        for element in delegate.elements {
            let tagEnd = map.offset(line: element.line, column: element.column)
            let tagStart = tagEnd.flatMap { map.tagStart(before: $0) }
            let elementLocation =
                tagStart.map { map.location(path: path, offset: $0) }
                ?? SourceLocation(path: path, line: element.line, column: element.column, offset: 0)
            guard let name = element.name, !name.isEmpty else {
                errors.append(
                    Diagnostic(
                        severity: .error, location: elementLocation,
                        message: "<\(element.tag)> has no \"name\" attribute; expected "
                            + "<color name=\"NAME\">#RRGGBB</color>"))
                continue
            }
            let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            var location = elementLocation
            var byteRange: Range<Int>?
            if let tagEnd, let range = map.valueRange(after: tagEnd) {
                location = map.location(path: path, offset: range.lowerBound)
                if String(decoding: bytes[range], as: UTF8.self) == text { byteRange = range }
            }
            do {
                let raw = try parseValue(text, name: name)
                definitions.append(
                    Definition(
                        name: name, raw: raw, text: text, location: location, byteRange: byteRange,
                        qualifiers: qualifiers, folder: folder))
            } catch {
                errors.append(Diagnostic(severity: .error, location: location, message: error.message))
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return definitions
    }

    /// An invalid value: what was wrong, lowercase.
    struct ValueError: Error {
        var message: String
    }

    /// Classifies a value and decodes Android hex.
    static func parseValue(_ text: String, name: String) throws(ValueError) -> RawValue {
        if text.isEmpty {
            throw ValueError(message: "color \"\(name)\" has no value; expected \(valueSyntax)")
        }
        if text.hasPrefix("#") {
            return .hex(try decodeHex(text, name: name))
        }
        if text.hasPrefix("?") {
            return .attribute
        }
        if text.hasPrefix("@") {
            var body = text.dropFirst()
            if body.hasPrefix("*") { body = body.dropFirst() }
            var package: String?
            if let colon = body.firstIndex(of: ":"), let slash = body.firstIndex(of: "/"), colon < slash {
                package = String(body[..<colon])
                body = body[body.index(after: colon)...]
            }
            let parts = body.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == "color", !parts[1].isEmpty,
                parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            {
                let target = String(parts[1])
                switch package {
                case nil: return .local(target)
                case "android": return .framework(target)
                case let other?: return .package(other, target)
                }
            }
            if parts.count == 2, parts[0] != "color" {
                throw ValueError(
                    message: "color \"\(name)\" refers to \(ColorSyntaxError.quote(text)), which is not a color "
                        + "resource; expected \(valueSyntax)")
            }
        }
        throw ValueError(
            message: "invalid color \(ColorSyntaxError.quote(text)) for \"\(name)\"; expected \(valueSyntax)")
    }

    /// `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB`, alpha first.
    static func decodeHex(_ text: String, name: String) throws(ValueError) -> Color {
        let digits = Array(text.dropFirst())
        if let bad = digits.first(where: { !$0.isHexDigit || !$0.isASCII }) {
            throw ValueError(
                message:
                    "invalid color \(ColorSyntaxError.quote(text)) for \"\(name)\": \(ColorSyntaxError.quote(String(bad))) "
                    + "is not a hex digit; expected #RGB, #ARGB, #RRGGBB or #AARRGGBB (alpha first)")
        }
        let values = digits.map { UInt8($0.hexDigitValue!) }
        switch values.count {
        case 3, 4:
            let expanded = values.map { $0 * 17 }
            let alpha = values.count == 4 ? expanded[0] : 255
            let rgb = Array(expanded.suffix(3))
            return Color(red8: rgb[0], green8: rgb[1], blue8: rgb[2], alpha8: alpha)
        case 6, 8:
            var bytes: [UInt8] = []
            for index in stride(from: 0, to: values.count, by: 2) {
                bytes.append(values[index] * 16 + values[index + 1])
            }
            let alpha = bytes.count == 4 ? bytes[0] : 255
            let rgb = Array(bytes.suffix(3))
            return Color(red8: rgb[0], green8: rgb[1], blue8: rgb[2], alpha8: alpha)
        default:
            throw ValueError(
                message: "invalid color \(ColorSyntaxError.quote(text)) for \"\(name)\": expected #RGB, #ARGB, "
                    + "#RRGGBB or #AARRGGBB (alpha first), found \(values.count) hex digits")
        }
    }

    /// libxml2's error codes (`xmlParserErrors`) as messages; the code is kept for anything else.
    static func xmlErrorMessage(_ code: Int) -> String { "malformed XML: " + xmlErrorDetail(code) }

    /// What a libxml2 error number means, for any XML file's message.
    static func xmlErrorDetail(_ code: Int) -> String {
        let detail: String
        switch code {
        case 4: detail = "expected a start tag like <resources>"
        case 5: detail = "the file ends inside an element or has content after the root element"
        case 9: detail = "invalid character"
        case 26: detail = "undeclared entity; only &amp; &lt; &gt; &quot; &apos; and character references exist"
        case 39, 40: detail = "an attribute value must be in quotes"
        // Numbers as libxml2's `xmlParserErrors` (xmlerror.h) gives them.
        case 41: detail = "an attribute has no value; expected name=\"value\""
        case 42: detail = "an attribute is given twice"
        case 43, 44: detail = "a quoted value is not started or not closed"
        case 45: detail = "a comment is not closed"
        case 68: detail = "expected a name"
        case 73: detail = "expected \">\""
        case 76: detail = "the closing tag does not match the open element"
        case 77: detail = "a tag is not finished"
        default: detail = "libxml2 error \(code)"
        }
        return detail
    }
}

/// Collects the `<color>` and `<item type="color">` children of a `<resources>` root, with where each
/// start tag ends (libxml2 reports the line and column of its `>`), and the first parse error.
private final class ColorElementCollector: NSObject, XMLParserDelegate {
    struct Element {
        var tag: String
        var name: String?
        /// Line and column of the start tag's `>`.
        var line: Int
        var column: Int
        var text = ""
    }

    var elements: [Element] = []
    var failure: (code: Int, line: Int, column: Int)?
    private var depth = 0
    private var inResources = false
    private var current: Element?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        if depth == 1 {
            inResources = elementName == "resources"
        } else if depth == 2 && inResources
            && (elementName == "color" || (elementName == "item" && attributes["type"] == "color"))
        {
            current = Element(
                tag: elementName, name: attributes["name"], line: parser.lineNumber, column: parser.columnNumber)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if depth == 2 { current?.text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if depth == 2 { current?.text += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if depth == 2, let element = current {
            elements.append(element)
            current = nil
        }
        depth -= 1
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        failure = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber)
        parser.abortParsing()
    }
}

extension ThemeFormat {
    /// An Android res folder or a values*/*.xml file.
    public static let androidXML = ThemeFormat("android-xml", input: "an Android res folder or a values*/*.xml file")
}
