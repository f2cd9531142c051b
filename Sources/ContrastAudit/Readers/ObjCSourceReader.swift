import Foundation

/// Objective-C source files (`.m`, `.h`), or a folder holding them, read as one theme: class methods of
/// `UIColor` categories and `#define`d colors become tokens (`UIColor.brandColor`, `BRAND_BLUE`).
package enum ObjCSourceReader: ThemeReader {
    package static let format = ThemeFormat.objcSource

    package static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim {
        CodeSourceInput.claim(url, isDirectory: isDirectory, extensions: CodeSourceInput.objectiveCExtensions)
    }

    package static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    )
        throws(DiagnosticList) -> [Theme]
    {
        try CodeSourceInput.read(url, displayPath: displayPath, format: format, options: options)
    }
}
