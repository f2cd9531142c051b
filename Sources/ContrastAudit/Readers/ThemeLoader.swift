import Foundation

/// Turns paths from the command line or the configuration into themes: a file is read by the reader for
/// its format, a folder is searched for theme files.
public enum ThemeLoader {
    /// Reads every theme under `paths` (relative to `base`); all errors are collected and thrown together.
    public static func load(paths: [String], base: URL) throws(DiagnosticList) -> [Theme] {
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
            if isDirectory.boolValue {
                do {
                    let found = try searchFolder(url, displayPath: path)
                    if found.isEmpty {
                        errors.append(
                            Diagnostic(
                                severity: .error, location: SourceLocation(path: path),
                                message:
                                    "no theme files in this folder; expected JSON files with a top-level \"colors\" object"
                            ))
                    }
                    themes += found
                } catch {
                    errors += error.diagnostics
                }
            } else {
                do {
                    themes.append(try readFile(url, displayPath: path))
                } catch {
                    errors.append(error)
                }
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return themes
    }

    /// Reads one file, choosing the reader by content.
    public static func readFile(_ url: URL, displayPath: String) throws(Diagnostic) -> Theme {
        let bytes = try SourceFile.read(at: url, displayPath: displayPath)
        let root = try JSONParser.parse(bytes, path: displayPath)
        guard SchemeReader.recognizes(root) else {
            throw root.error("not a theme file: expected a scheme with a top-level \"colors\" object")
        }
        return try SchemeReader.read(root, path: displayPath)
    }

    /// Every scheme file in a folder and its subfolders (hidden folders and `.build` skipped), in path order.
    static func searchFolder(_ url: URL, displayPath: String) throws(DiagnosticList) -> [Theme] {
        var files: [String] = []
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: url.path) else {
            throw DiagnosticList([
                Diagnostic(
                    severity: .error, location: SourceLocation(path: displayPath), message: "cannot list this folder")
            ])
        }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".json") { files.append(relative) }
        }
        var themes: [Theme] = []
        var errors: [Diagnostic] = []
        for relative in files.sorted() {
            let display = displayPath.hasSuffix("/") ? displayPath + relative : displayPath + "/" + relative
            let fileURL = url.appendingPathComponent(relative)
            do {
                let bytes = try SourceFile.read(at: fileURL, displayPath: display)
                let root = try JSONParser.parse(bytes, path: display)
                if SchemeReader.recognizes(root) { themes.append(try SchemeReader.read(root, path: display)) }
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return themes
    }
}
