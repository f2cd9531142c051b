// Fuzz target `android`: Android resource files (Readers/XMLInputGate, then AndroidResourcesReader with
// FoundationXML). The input is `res/values/colors.xml`, or several files in the `=== path` format of
// FuzzSupport.files under `res/` (values-night, values-v31, ...).
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroid(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        try XMLInputGate.check(bytes, path: "colors.xml")
    } catch {
        FuzzSupport.require(error.location?.line ?? 0 > 0, "a gate error without a line: \(error)")
    }
    let files = FuzzSupport.files(bytes, defaultPath: "values/colors.xml")
    _ = FuzzSupport.writeTree(files.map { (path: "res/" + $0.path, bytes: $0.bytes) })
    FuzzSupport.loadAndAudit(["res"])
    if files.count == 1 {
        FuzzSupport.loadAndAudit(["res/" + files[0].path], options: ReaderOptions(forcedFormat: .androidXML))
    }
    return 0
}
