// Shared by every harness in Fuzz/Targets: compiled into each fuzz binary next to one target file.
import Foundation

@testable import ContrastAudit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the harnesses share: the repository's rule sets, a scratch folder for inputs that must be files,
/// and the text format that packs several files into one fuzz input.
enum FuzzSupport {
    /// The repository root (this file is Fuzz/Support/FuzzSupport.swift).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The repository's `Rules/` folder.
    static let rulesDirectory = repository.appendingPathComponent("Rules")

    /// Every rule set in `Rules/`, loaded once per process.
    static let ruleSets: [RuleSet] = {
        let library = RuleLibrary(directory: rulesDirectory)
        do {
            return try library.availableIDs().map { id throws(Diagnostic) in
                try library.load(id, base: repository)
            }
        } catch {
            fatalError("fuzz setup: cannot load Rules/: \(error)")
        }
    }()

    /// The default rule set plus the ones whose rules differ most (APCA, color vision).
    static func ruleSets(_ ids: [String]) -> [RuleSet] {
        ids.map { id in
            guard let found = ruleSets.first(where: { $0.id == id }) else {
                fatalError("fuzz setup: no rule set \(id)")
            }
            return found
        }
    }

    /// The pairing conventions of `Rules/pairings`, for formats that declare no pairings.
    static let conventions: PairingConventions = {
        do {
            return try RuleLibrary(directory: rulesDirectory).conventions()
        } catch {
            fatalError("fuzz setup: cannot load Rules/pairings: \(error)")
        }
    }()

    /// A small scheme for the targets that fuzz something applied to a theme (configuration, rule sets,
    /// baselines): every role, a translucent stack, an alias, a system color, a status bar.
    static let sampleScheme = """
        {
          "name": "Fuzz sample",
          "colors": {
            "background": { "light": "#F6F1E7", "dark": "#1B1B1D", "dark.elevated": "#2A2A2D" },
            "text": { "light": "#2B2118", "dark": "#F2EEE8", "high-contrast": "#000" },
            "text.secondary": { "light": "#6B6259", "dark": "#A8A29A" },
            "accent": "hsb(8, 80%, 90%)",
            "onAccent": "#FFFFFF",
            "card": { "any": "#FFFFFFCC", "dark": "#FFFFFF14" },
            "scrim": "#00000066",
            "link": "{accent}",
            "separator": "{ios.separator}",
            "error": "#D00", "success": "#0A0",
            "bar": "{uikit.gray}"
          },
          "pairings": [
            { "foreground": "text", "background": ["card", "background"], "role": "text" },
            { "foreground": "text.secondary", "background": "background", "role": "text" },
            { "foreground": "link", "background": "background", "role": "text" },
            { "foreground": "accent", "background": "background", "role": "ui" },
            { "foreground": "onAccent", "background": "accent", "role": "large-text" },
            { "foreground": "onAccent", "background": "scrim", "role": "text" },
            { "foreground": "separator", "background": "background", "role": "decorative" },
            { "distinguish": ["error", "success"] },
            { "statusBar": "bar" }
          ]
        }
        """

    /// `sampleScheme` read as the theme at `theme.json`.
    static let sampleTheme: Theme = {
        do {
            return try SchemeReader.read(Array(sampleScheme.utf8), path: "theme.json")
        } catch {
            fatalError("fuzz setup: the sample scheme does not read: \(error)")
        }
    }()

    /// A folder private to this process, emptied before each input that writes files.
    static let scratch: URL = {
        let url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("contrastaudit-fuzz-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            fatalError("fuzz setup: cannot create \(url.path): \(error)")
        }
        atexit { try? FileManager.default.removeItem(at: FuzzSupport.scratch) }
        return url
    }()

    /// Empties the scratch folder and writes `files` (paths relative to it) into it. Plain POSIX calls:
    /// FileManager takes tens of milliseconds for the same work, which would dominate every run.
    static func writeTree(_ files: [(path: String, bytes: [UInt8])]) -> URL {
        removeContents(of: scratch.path)
        for file in files {
            let components = file.path.split(separator: "/").map(String.init)
            var folder = scratch.path
            for component in components.dropLast() {
                folder += "/" + component
                _ = mkdir(folder, 0o755)
            }
            let descriptor = open(folder + "/" + components.last!, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            // A path that is both a file and a folder in the input: the later one fails, as on disk.
            guard descriptor >= 0 else { continue }
            file.bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(descriptor)
        }
        return scratch
    }

    /// Deletes everything inside the folder at `path` (not following symbolic links).
    static func removeContents(of path: String) {
        guard let directory = opendir(path) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names {
            let child = path + "/" + name
            var info = stat()
            guard lstat(child, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                removeContents(of: child)
                rmdir(child)
            } else {
                unlink(child)
            }
        }
    }

    /// Splits an input into files. The format is made to be written by hand in seeds: each file starts with
    /// a line `=== relative/path`, and its contents run to the next such line. Bytes before the first header
    /// belong to `defaultPath`. Path components are restricted to `[A-Za-z0-9._$@ -]`, never `.` or `..`, so
    /// nothing is written outside the scratch folder; at most `limit` files are kept.
    static func files(_ bytes: [UInt8], defaultPath: String, limit: Int = 16) -> [(path: String, bytes: [UInt8])] {
        var result: [(path: String, bytes: [UInt8])] = []
        var path: String?
        var current: [UInt8] = []
        var lineStart = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
            let line = bytes[lineStart..<index]
            if line.starts(with: "=== ".utf8) {
                if path != nil || !current.isEmpty { result.append((path ?? defaultPath, current)) }
                path = sanitized(String(decoding: line.dropFirst(4), as: UTF8.self)) ?? "file"
                current = []
            } else {
                current += line
                if index < bytes.count { current.append(UInt8(ascii: "\n")) }
            }
            lineStart = index + 1
        }
        if path != nil || !current.isEmpty || result.isEmpty { result.append((path ?? defaultPath, current)) }
        // Later files with the same path replace earlier ones.
        var seen = Set<String>()
        var unique: [(path: String, bytes: [UInt8])] = []
        for file in result.reversed() where seen.insert(file.path).inserted { unique.append(file) }
        return Array(unique.reversed().prefix(limit))
    }

    /// A relative path made safe to write under the scratch folder, or nil when nothing is left of it.
    static func sanitized(_ path: String) -> String? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-$@ ")
        let components = path.split(separator: "/").map { String($0.filter(allowed.contains).prefix(40)) }
            .filter { !$0.isEmpty && $0 != "." && $0 != ".." }
        guard !components.isEmpty else { return nil }
        return components.prefix(6).joined(separator: "/")
    }

    /// Loads `paths` (relative to the scratch folder) as `audit check` does, adds the pairing conventions,
    /// and audits them; every error must be located at least at its file. Returns the themes and report.
    @discardableResult
    static func loadAndAudit(
        _ paths: [String], options: ReaderOptions = ReaderOptions(), ruleSets ids: [String] = ["wcag2-aa"]
    ) -> (themes: [Theme], report: AuditReport)? {
        var themes: [Theme]
        do {
            themes = try ThemeLoader.load(paths: paths, base: scratch, options: options)
        } catch {
            for diagnostic in error.diagnostics {
                note("rejected: \(diagnostic)")
                require(diagnostic.location != nil, "a reader error without a location: \(diagnostic)")
            }
            return nil
        }
        conventions.apply(to: &themes, mode: .auto)
        do {
            let report = try AuditEngine.run(themes: themes, ruleSets: ruleSets(ids))
            note(
                "read \(themes.map { "\($0.path) (\($0.format.name), \($0.tokens.count) tokens)" }), \(report.results.count) results"
            )
            for result in report.results {
                require((result.value ?? 0).isFinite, "a non-finite value in \(result.message)")
            }
            return (themes, report)
        } catch {
            for diagnostic in error.diagnostics {
                note("rejected: \(diagnostic)")
                require(diagnostic.location != nil, "a resolution error without a location: \(diagnostic)")
            }
            return nil
        }
    }

    /// Whether `FUZZ_VERBOSE` is set: harnesses then print why an input was rejected, to check seeds
    /// (`FUZZ_VERBOSE=1 Fuzz/.build/bin/NAME Fuzz/Seeds/NAME/*`).
    static let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil

    /// Prints `message` to standard error when `verbose`.
    static func note(_ message: @autoclosure () -> String) {
        if verbose { FileHandle.standardError.write(Data("fuzz: \(message())\n".utf8)) }
    }

    /// The input as text; invalid UTF-8 becomes U+FFFD, as everywhere text is decoded leniently.
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Stops the process with a message when an invariant of the code under test does not hold: libFuzzer
    /// saves the input as a crash.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            FileHandle.standardError.write(Data("fuzz invariant failed: \(message())\n".utf8))
            abort()
        }
    }

    /// Every renderer must produce the same text twice and JSON that parses; returns the JSON text.
    @discardableResult
    static func renderAll(_ report: AuditReport) -> String {
        var json = ""
        for renderer in ReportRenderers.all {
            let output = renderer.render(report, options: RenderOptions(workingDirectory: "/fuzz"))
            if renderer.format == "json" || renderer.format == "sarif" {
                do {
                    _ = try JSONParser.parse(Array(output.utf8), path: renderer.format, options: .strict)
                } catch {
                    require(false, "\(renderer.format) report is not JSON: \(error)")
                }
                if renderer.format == "json" { json = output }
            }
        }
        return json
    }
}
