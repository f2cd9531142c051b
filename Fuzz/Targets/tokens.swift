// Fuzz target `tokens`: design-token files with format detection (Readers/ThemeLoader and ThemeReaders):
// W3C DTCG (DesignTokensReader), Tokens Studio files and folders (TokensStudioReader), Figma variables
// (FigmaVariablesReader), and the near-miss detection of the native format. The input is one file
// (`tokens.json`) or several in the `=== path` format of FuzzSupport.files; each format is also forced.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let files = FuzzSupport.files(bytes, defaultPath: "tokens.json")
    _ = FuzzSupport.writeTree(files.map { (path: "in/" + $0.path, bytes: $0.bytes) })
    let modes = ["Dark": "dark", "Light HC": "light.high-contrast"]
    if files.count == 1 {
        let path = "in/" + files[0].path
        FuzzSupport.loadAndAudit([path], options: ReaderOptions(modes: modes))
        for format in [ThemeFormat.designTokens, .tokensStudio, .figmaVariables] {
            FuzzSupport.loadAndAudit([path], options: ReaderOptions(forcedFormat: format))
        }
    } else {
        FuzzSupport.loadAndAudit(["in"], options: ReaderOptions(modes: modes))
        FuzzSupport.loadAndAudit(["in"], options: ReaderOptions(forcedFormat: .tokensStudio))
    }
    return 0
}
