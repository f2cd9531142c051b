import Foundation

/// What the Swift and Objective-C readers share: finding the source files of an input (one file, or a folder
/// read together as one theme with the asset catalogs in it), scanning them in parallel and building the theme.
enum CodeSourceInput {
    static let swiftExtensions: Set<String> = ["swift"]
    static let objectiveCExtensions: Set<String> = ["m", "h", "mm"]
    static let skippedFolders: Set<String> = [".build", "node_modules", "Pods", "Carthage", "DerivedData"]

    static func language(of url: URL) -> CodeLanguage? {
        let suffix = url.pathExtension.lowercased()
        if swiftExtensions.contains(suffix) { return .swift }
        if objectiveCExtensions.contains(suffix) { return .objectiveC }
        return nil
    }

    /// Whether a folder directly holds a source file of `extensions`. A package manifest does not count: it
    /// holds no colors, and a package's root (with its theme files beneath) must stay an ordinary folder.
    static func folderHolds(_ url: URL, _ extensions: Set<String>) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return false }
        return names.contains {
            !$0.hasPrefix(".") && !isManifest($0) && extensions.contains(($0 as NSString).pathExtension.lowercased())
        }
    }

    /// The code reader for a folder whose source files lie beneath two or more of its entries, or beneath one
    /// with an asset catalog beneath another (the views' `UIColor(named:)` must find it), which
    /// `ThemeLoader.searchFolder` reads as one input; Swift when any file is Swift; `nil` otherwise.
    static func spreadReader(_ url: URL) -> (any ThemeReader.Type)? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return nil }
        var holdingSources = 0
        var holdingCatalogs = 0
        var languages: Set<CodeLanguage> = []
        for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) && name != "node_modules" {
            let child = url.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            if child.pathExtension.lowercased() == "xcassets" {
                holdingCatalogs += 1
                continue
            }
            let found = contents(child)
            if !found.languages.isEmpty {
                holdingSources += 1
            } else if found.catalog {
                holdingCatalogs += 1
            }
            languages.formUnion(found.languages)
        }
        guard holdingSources >= 2 || (holdingSources == 1 && holdingCatalogs >= 1) else { return nil }
        return languages.contains(.swift) ? SwiftSourceReader.self : ObjCSourceReader.self
    }

    /// The languages of the source files beneath a folder, and whether an asset catalog is beneath it
    /// (manifests, hidden entries and build folders skipped, as `collect` skips them).
    private static func contents(_ url: URL, depth: Int = 0) -> (languages: Set<CodeLanguage>, catalog: Bool) {
        guard depth < 32, let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            return ([], false)
        }
        var languages: Set<CodeLanguage> = []
        var catalog = false
        for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let child = url.appendingPathComponent(name)
            if let language = language(of: child), !isManifest(name) {
                languages.insert(language)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            if child.pathExtension.lowercased() == "xcassets" {
                catalog = true
                continue
            }
            let inner = contents(child, depth: depth + 1)
            languages.formUnion(inner.languages)
            catalog = catalog || inner.catalog
        }
        return (languages, catalog)
    }

    /// Whether a reader is one of the two code readers.
    static func isCodeReader(_ reader: any ThemeReader.Type) -> Bool {
        reader.format == .swiftSource || reader.format == .objcSource
    }

    /// `Package.swift` and its versioned variants (`Package@swift-5.9.swift`).
    static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// Whether a Swift or Objective-C reader claims an input: a file with one of `extensions`, or a folder
    /// that directly holds one.
    static func claim(_ url: URL, isDirectory: Bool, extensions: Set<String>) -> ReaderClaim {
        if isDirectory { return folderHolds(url, extensions) ? .yes : .no }
        return extensions.contains(url.pathExtension.lowercased()) ? .yes : .no
    }

    /// Reads a file or a folder as one theme.
    static func read(
        _ url: URL, displayPath: String, format: ThemeFormat, options: ReaderOptions
    ) throws(DiagnosticList) -> [Theme] {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        return try read(
            url, displayPath: displayPath, isDirectory: isDirectory.boolValue, format: format, options: options)
    }

    /// Reads an input as one theme.
    static func read(
        _ url: URL, displayPath: String, isDirectory: Bool, format: ThemeFormat, options: ReaderOptions
    ) throws(DiagnosticList) -> [Theme] {
        var sources: [(url: URL, path: String)] = []
        var catalogs: [(url: URL, path: String)] = []
        var layouts: [(url: URL, path: String)] = []
        if isDirectory {
            collect(url, displayPath: displayPath, sources: &sources, catalogs: &catalogs, layouts: &layouts)
        } else {
            sources = [(url, displayPath)]
        }
        // Each file is read and scanned on whichever core is free; a file that cannot be read is an error,
        // reported in path order.
        let scanned = Parallel.map(count: sources.count) { index -> Result<CodeFile, Diagnostic> in
            do throws(Diagnostic) {
                let bytes = try SourceFile.read(at: sources[index].url, displayPath: sources[index].path)
                return .success(
                    CodeDeclarationScanner.scan(bytes, language: language(of: sources[index].url) ?? .swift))
            } catch {
                return .failure(error)
            }
        }
        var files: [CodeFile] = []
        var errors: [Diagnostic] = []
        for result in consume scanned {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): errors.append(error)
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        var catalogThemes: [Theme] = []
        for catalog in catalogs {
            catalogThemes += try AssetCatalogReader.read(
                catalog.url, displayPath: catalog.path, root: nil, options: options)
        }
        let catalogTokens = catalogThemes.flatMap(\.tokens)
        let assetTokens = Set(catalogTokens.map(\.name))
        let interface = try readLayouts(layouts, sources: sources, assetTokens: assetTokens)
        let name = url.deletingPathExtension().lastPathComponent
        let built = CodeThemeBuilder.build(
            files: files, paths: sources.map(\.path), name: name, displayPath: displayPath, format: format,
            assetTokens: assetTokens,
            assetColors: Dictionary(catalogTokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            interface: interface)
        release(&files)
        guard var theme = built else { return catalogThemes }
        if !catalogTokens.isEmpty {
            let names = Set(theme.tokens.map(\.name))
            theme.tokens = catalogTokens.filter { !names.contains($0.name) } + theme.tokens
            theme.warnings = catalogThemes.flatMap(\.warnings) + theme.warnings
        }
        return [theme]
    }

    /// Reads the Interface Builder documents of a folder (CodeUsageInterfaceBuilder.swift), with what the
    /// sources do to the views they lay out; a malformed document is an error at its location.
    private static func readLayouts(
        _ layouts: [(url: URL, path: String)], sources: [(url: URL, path: String)], assetTokens: Set<String>
    ) throws(DiagnosticList) -> InterfaceBuilderUsage? {
        guard !layouts.isEmpty else { return nil }
        var documents: [InterfaceBuilderDocument] = []
        var errors: [Diagnostic] = []
        for layout in layouts {
            do throws(Diagnostic) {
                let bytes = try SourceFile.read(at: layout.url, displayPath: layout.path)
                documents.append(try InterfaceBuilderDocument.parse(bytes, path: layout.path))
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        var texts: [(bytes: [UInt8], path: String, language: CodeLanguage)] = []
        for source in sources {
            do throws(Diagnostic) {
                let bytes = try SourceFile.read(at: source.url, displayPath: source.path)
                texts.append((bytes, source.path, language(of: source.url) ?? .swift))
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        let interest = InterfaceBuilderUsage.interest(documents)
        let code = InterfaceBuilderCodeMentions(sources: texts, names: interest.names, classes: interest.classes)
        return InterfaceBuilderUsage.read(documents, assetTokens: assetTokens, code: code)
    }

    /// Frees the files' syntax trees on every core, file by file (on one core, freeing them was about a tenth
    /// of a large folder's time). Synchronous: nothing is left in flight when the reader returns.
    private static func release(_ files: inout [CodeFile]) {
        guard files.count > 1 else { return }
        files.withUnsafeMutableBufferPointer { buffer in
            // Each element is replaced by exactly one iteration.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: slots.count) { index in
                slots[index] = CodeFile(language: slots[index].language)
            }
        }
    }

    /// Source files, asset catalogs and Interface Builder documents under a folder, in path order; hidden
    /// entries and build folders skipped.
    private static func collect(
        _ url: URL, displayPath: String, sources: inout [(url: URL, path: String)],
        catalogs: inout [(url: URL, path: String)], layouts: inout [(url: URL, path: String)], depth: Int = 0
    ) {
        guard depth < 32, let names = try? FileManager.default.contentsOfDirectory(atPath: url.path).sorted() else {
            return
        }
        for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let child = url.appendingPathComponent(name)
            let childPath = displayPath.hasSuffix("/") ? displayPath + name : displayPath + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if child.pathExtension.lowercased() == "xcassets" {
                    catalogs.append((child, childPath))
                } else {
                    collect(
                        child, displayPath: childPath, sources: &sources, catalogs: &catalogs, layouts: &layouts,
                        depth: depth + 1)
                }
            } else if language(of: child) != nil, !isManifest(name) {
                sources.append((child, childPath))
            } else if InterfaceBuilderDocument.extensions.contains(child.pathExtension.lowercased()) {
                layouts.append((child, childPath))
            }
        }
    }
}
