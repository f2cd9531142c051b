import Foundation

/// Options that readers of other formats need from the command line and the configuration.
public struct ReaderOptions: Sendable, Hashable {
    /// Asset-catalog idiom to read (`universal`/`iphone` by default).
    public var idiom: String?
    /// Design-token themes or modes mapped to appearance selectors (`"Dark HC": "dark.high-contrast"`),
    /// from the configuration; names not listed are mapped by the reader's defaults.
    public var modes: [String: String]
    /// A format forced with `--input-format`.
    public var forcedFormat: ThemeFormat?

    /// Creates options.
    public init(idiom: String? = nil, modes: [String: String] = [:], forcedFormat: ThemeFormat? = nil) {
        self.idiom = idiom
        self.modes = modes
        self.forcedFormat = forcedFormat
    }
}

/// How a reader answers "is this yours?" for a path.
package enum ReaderClaim: Sendable, Hashable {
    /// Not this format.
    case no
    /// This file or folder is one input of this format; a folder is not searched further.
    case yes
}

/// A reader of one theme format. Readers are listed by hand in `ThemeReaders.all`; format detection
/// asks each in turn.
package protocol ThemeReader: Sendable {
    /// The format read.
    static var format: ThemeFormat { get }
    /// Whether `url` (a file, or a folder the search reached) is an input of this format. `root` is the
    /// parsed JSON of a `.json` file, parsed once for every reader.
    static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim
    /// Reads the themes in `url`; `displayPath` is how reports name it.
    static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    ) throws(DiagnosticList)
        -> [Theme]
}

extension ThemeReader {
    /// The JSON document of a file input: `root` when format detection already parsed it, so a file is
    /// parsed once, otherwise the file parsed now.
    static func jsonDocument(_ url: URL, displayPath: String, root: JSONNode?) throws(DiagnosticList) -> JSONNode {
        if let root { return root }
        do {
            return try JSONParser.parse(contentsOf: url, displayPath: displayPath)
        } catch {
            throw DiagnosticList([error])
        }
    }
}

/// The native scheme format (`scheme-json`) in the reader registry, named after its format like every
/// `ThemeReader`; the parsing itself is ``SchemeReader``'s, which also reads a scheme's generator.
package enum SchemeJSONReader: ThemeReader {
    package static let format = ThemeFormat.schemeJSON

    package static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim {
        // A color set's Contents.json also has a top-level "colors"; it belongs to the asset-catalog reader.
        guard !isDirectory, let root, !AssetCatalogReader.isColorSetContents(url) else { return .no }
        return SchemeReader.recognizes(root) ? .yes : .no
    }

    package static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    )
        throws(DiagnosticList) -> [Theme]
    {
        var parsed = root
        if parsed == nil {
            do {
                let bytes = try SourceFile.read(at: url, displayPath: displayPath)
                parsed = try JSONParser.parse(bytes, path: displayPath)
            } catch {
                throw DiagnosticList([error])
            }
        }
        return [try SchemeReader.readAll(parsed!, path: displayPath)]
    }
}

/// The registry of readers, in detection order (more specific formats first).
package enum ThemeReaders {
    /// Every reader. The token readers come after the native scheme (a Figma export and a Tokens Studio
    /// file are DTCG-like JSON too, so they are asked before the generic DTCG reader); asset catalogs and
    /// Android resources claim folders or XML files, which no JSON reader claims.
    package static let all: [any ThemeReader.Type] = [
        SchemeJSONReader.self,
        FigmaVariablesReader.self,
        TokensStudioReader.self,
        DesignTokensReader.self,
        AssetCatalogReader.self,
        AndroidResourcesReader.self,
        SwiftSourceReader.self,
        ObjCSourceReader.self,
    ]

    /// The reader for a format.
    package static func reader(for format: ThemeFormat) -> (any ThemeReader.Type)? {
        for reader in all where reader.format == format { return reader }
        return nil
    }

    /// Every format a reader reads, in detection order.
    package static var formats: [ThemeFormat] {
        var formats: [ThemeFormat] = []
        for reader in all where !formats.contains(reader.format) { formats.append(reader.format) }
        return formats
    }

    /// The readable format named `name` (`asset-catalog`), if there is one.
    package static func format(named name: String) -> ThemeFormat? {
        formats.first { $0.name == name }
    }

    /// The readable formats with what each expects, for messages about input nobody claims:
    /// `scheme-json (a JSON file with a "colors" object), asset-catalog (…) or android-xml (…)`.
    package static var formatList: String {
        let items = all.map { "\($0.format.name) (\($0.format.inputDescription))" }
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}

extension ThemeFormat {
    // The code formats' readers (`SwiftSourceReader`, `ObjCSourceReader`) share `CodeSourceInput`; their
    // formats are declared here until those files declare them.

    /// A `.swift` file or a folder of them.
    public static let swiftSource = ThemeFormat("swift-source", input: "a .swift file or a folder of them")
    /// An Objective-C `.m` or `.h` file or a folder of them.
    public static let objcSource = ThemeFormat(
        "objc-source", input: "an Objective-C .m or .h file or a folder of them")
}
