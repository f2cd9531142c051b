import Foundation

/// Objective-C source files (`.m`, `.h`), or a folder holding them, read as one theme: class methods of
/// `UIColor` categories and `#define`d colors become tokens (`UIColor.brandColor`, `BRAND_BLUE`).
package enum ObjCSourceReader: ThemeReader {
    package static let format = ThemeFormat.objcSource

    package static func claims(_ url: URL, isDirectory: Bool, root: JSONNode?) -> ReaderClaim {
        if isDirectory { return CodeSourceInput.folderHolds(url, CodeSourceInput.objectiveCExtensions) ? .yes : .no }
        return CodeSourceInput.objectiveCExtensions.contains(url.pathExtension.lowercased()) ? .yes : .no
    }

    package static func read(
        _ url: URL, displayPath: String, root: JSONNode?, options: ReaderOptions
    )
        throws(DiagnosticList) -> [Theme]
    {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        return try CodeSourceInput.read(
            url, displayPath: displayPath, isDirectory: isDirectory.boolValue, format: format, options: options)
    }
}
