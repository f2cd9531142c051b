// Fuzz target `catalog`: whole asset catalogs (Readers/AssetCatalogReader): color sets, groups,
// namespaces, stray files. The input is several files in the `=== path` format of FuzzSupport.files,
// written under `Assets.xcassets/`; format detection finds the catalog in the folder.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let files = FuzzSupport.files(bytes, defaultPath: "Contents.json").map {
        (path: "Assets.xcassets/" + $0.path, bytes: $0.bytes)
    }
    _ = FuzzSupport.writeTree(files)
    FuzzSupport.loadAndAudit(["Assets.xcassets"])
    // The folder holding the catalog, as `audit check .` finds it.
    FuzzSupport.loadAndAudit(["."])
    return 0
}
