// Fuzz target `interfacebuilder`: storyboards and xibs read with the code of a folder
// (Readers/InterfaceBuilderDocument through XMLInputGate and FoundationXML, InterfaceBuilderColors,
// InterfaceBuilderCodeMentions, CodeUsageInterfaceBuilder). The input is `App/Main.storyboard`, or several
// files in the `=== path` format of FuzzSupport.files under `App/` (xibs, Swift owners, catalog color sets).
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try InterfaceBuilderDocument.parse(bytes, path: "Main.storyboard")
    } catch {
        FuzzSupport.require(error.location?.line ?? 0 > 0, "a document error without a line: \(error)")
    }
    var files = FuzzSupport.files(bytes, defaultPath: "Main.storyboard").map {
        (path: "App/" + $0.path, bytes: $0.bytes)
    }
    // The folder is read as code only when it holds a source file.
    if !files.contains(where: { $0.path.hasSuffix(".swift") || $0.path.hasSuffix(".m") }) {
        files.append((path: "App/View.swift", bytes: Array("import UIKit\nfinal class View: UIView {}\n".utf8)))
    }
    _ = FuzzSupport.writeTree(files)
    FuzzSupport.loadAndAudit(["App"])
    return 0
}
