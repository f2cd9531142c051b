import Foundation

/// Turns paths from the command line or the configuration into themes: a file or folder that a reader
/// claims is read by it; any other folder is searched for inputs.
public enum ThemeLoader {
    /// Reads every theme under `paths` (relative to `base`); all errors are collected and thrown together.
    public static func load(
        paths: [String], base: URL, options: ReaderOptions = ReaderOptions()
    )
        throws(DiagnosticList) -> [Theme]
    {
        var themes: [Theme] = []
        var errors: [Diagnostic] = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                errors.append(
                    Diagnostic(
                        severity: .error, location: SourceLocation(path: path), message: "no such file or folder"))
                continue
            }
            do {
                let found = try loadInput(url, displayPath: path, isDirectory: isDirectory.boolValue, options: options)
                if found.isEmpty {
                    errors.append(
                        Diagnostic(
                            severity: .error, location: SourceLocation(path: path),
                            message: "no theme files found here; expected "
                                + ThemeReaders.formatList
                                + " (storyboards and xibs are read with the Swift or Objective-C files beside them)"))
                }
                themes += found
            } catch {
                errors += error.diagnostics
            }
        }
        // A problem with an option (an unknown --idiom) is found once per input; report it once.
        var unique: [Diagnostic] = []
        for error in errors where !unique.contains(error) { unique.append(error) }
        if !unique.isEmpty { throw DiagnosticList(unique) }
        return themes
    }

    /// One path given by the user: read by the reader that claims it (or the forced one); a folder no
    /// reader claims is searched.
    static func loadInput(
        _ url: URL, displayPath: String, isDirectory: Bool, options: ReaderOptions
    )
        throws(DiagnosticList) -> [Theme]
    {
        if let forced = options.forcedFormat {
            guard let reader = ThemeReaders.reader(for: forced) else {
                throw DiagnosticList([
                    Diagnostic(
                        severity: .error, location: SourceLocation(path: displayPath),
                        message: "no reader for format \(forced.name)")
                ])
            }
            let root = isDirectory ? nil : try parseJSONIfNeeded(url, displayPath: displayPath)
            return try readWhole(url, displayPath: displayPath, root: root, reader: reader, options: options)
        }
        let root = isDirectory ? nil : try parseJSONIfNeeded(url, displayPath: displayPath)
        for reader in ThemeReaders.all where reader.claims(url, isDirectory: isDirectory, root: root) == .yes {
            return try readWhole(url, displayPath: displayPath, root: root, reader: reader, options: options)
        }
        if let root, let match = FormatNearMiss.match(root) {
            // A misspelt key of a format: read as that format, whose key check names the key (DESIGN.md §11).
            if match.format == .schemeJSON {
                return try readWhole(
                    url, displayPath: displayPath, root: root, reader: SchemeJSONReader.self, options: options)
            }
            throw DiagnosticList([FormatNearMiss.error(match)])
        }
        if !isDirectory, InterfaceBuilderDocument.extensions.contains(url.pathExtension.lowercased()) {
            // A layout means little without the code that may recolor its views (CodeUsageInterfaceBuilder).
            throw DiagnosticList([
                Diagnostic(
                    severity: .error, location: SourceLocation(path: displayPath),
                    message: "a storyboard or xib is read with the code folder that holds it (its views' colors "
                        + "depend on that code); give the folder, e.g. \((displayPath as NSString).deletingLastPathComponent)"
                )
            ])
        }
        if !isDirectory {
            throw DiagnosticList([
                Diagnostic(
                    severity: .error, location: root?.location ?? SourceLocation(path: displayPath),
                    message: "not a recognized theme file; expected " + ThemeReaders.formatList
                        + "; use --input-format to force one")
            ])
        }
        return try searchFolder(url, displayPath: displayPath, options: options)
    }

    /// An input read whole by one reader; reading nothing from it is an error naming what the format expects.
    static func readWhole(
        _ url: URL, displayPath: String, root: JSONNode?, reader: any ThemeReader.Type, options: ReaderOptions
    ) throws(DiagnosticList) -> [Theme] {
        var themes = try reader.read(url, displayPath: displayPath, root: root, options: options)
        // Native schemes write selectors by hand, so a variant that can never apply is a mistake worth a
        // warning; asset catalogs' "Any, Light, Dark" keeps "Any" for older systems on purpose.
        for index in themes.indices where themes[index].format == .schemeJSON {
            themes[index].warnings += DeadVariants.warnings(in: themes[index])
        }
        if themes.isEmpty {
            throw DiagnosticList([
                Diagnostic(
                    severity: .error, location: SourceLocation(path: displayPath),
                    message: "no colors found in this \(reader.format.name) input "
                        + "(\(reader.format.inputDescription))")
            ])
        }
        return themes
    }

    /// A `.json` file parsed once for every reader's `claims`; other files are left to the readers.
    static func parseJSONIfNeeded(_ url: URL, displayPath: String) throws(DiagnosticList) -> JSONNode? {
        guard url.pathExtension.lowercased() == "json" || url.pathExtension.lowercased() == "jsonc" else { return nil }
        do {
            return try JSONParser.parse(contentsOf: url, displayPath: displayPath)
        } catch {
            throw DiagnosticList([error])
        }
    }

    /// Searches a folder: each entry a reader claims is read whole; other folders are searched further.
    /// Hidden entries, `.build` and `node_modules` are skipped; entries are visited in name order.
    ///
    /// An app's code is one theme even when it is spread over sibling folders (`App/Theme/Palette.swift`
    /// and `App/Screens/Card.swift`): when source files lie beneath two or more entries of the folder, the
    /// folder itself is read as one Swift or Objective-C input (its sources and asset catalogs together, so
    /// the views' names resolve to the palette's declarations), and the search goes on for the other formats
    /// only. Read folder by folder, the views had no colors of their own and were dropped without a word.
    static func searchFolder(
        _ url: URL, displayPath: String, options: ReaderOptions, skippingCode: Bool = false
    ) throws(DiagnosticList) -> [Theme] {
        if !skippingCode, let reader = CodeSourceInput.spreadReader(url) {
            var themes = try reader.read(url, displayPath: displayPath, root: nil, options: options)
            themes += try searchFolder(url, displayPath: displayPath, options: options, skippingCode: true)
            return themes
        }
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: url.path).sorted()
        } catch {
            throw DiagnosticList([
                Diagnostic(
                    severity: .error, location: SourceLocation(path: displayPath),
                    message: "cannot list this folder: \(error.localizedDescription)")
            ])
        }
        var themes: [Theme] = []
        var errors: [Diagnostic] = []
        for name in names where !name.hasPrefix(".") && name != "node_modules" {
            let child = url.appendingPathComponent(name)
            let childPath = displayPath.hasSuffix("/") ? displayPath + name : displayPath + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
            do {
                if isDirectory.boolValue {
                    // The code input read above took the sources and the asset catalogs beneath this folder.
                    if skippingCode && child.pathExtension.lowercased() == "xcassets" { continue }
                    var claimed = false
                    for reader in ThemeReaders.all where reader.claims(child, isDirectory: true, root: nil) == .yes {
                        if skippingCode && CodeSourceInput.isCodeReader(reader) { break }
                        themes += try reader.read(child, displayPath: childPath, root: nil, options: options)
                        claimed = true
                        break
                    }
                    if !claimed {
                        themes += try searchFolder(
                            child, displayPath: childPath, options: options, skippingCode: skippingCode)
                    }
                } else {
                    if skippingCode && CodeSourceInput.language(of: child) != nil { continue }
                    let root = try parseJSONIfNeeded(child, displayPath: childPath)
                    for reader in ThemeReaders.all where reader.claims(child, isDirectory: false, root: root) == .yes {
                        themes += try reader.read(child, displayPath: childPath, root: root, options: options)
                        break
                    }
                }
            } catch {
                errors += error.diagnostics
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return themes
    }
}
