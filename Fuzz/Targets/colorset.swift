// Fuzz target `colorset`: one asset-catalog color set's Contents.json (Readers/AssetCatalogReader),
// read inside a catalog and as a color set given directly, with the idioms the command line accepts;
// then the conventions' pairings through the engine.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorSet(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The idiom comes from the input's length, so every idiom path is reached from any seed.
    let idioms: [String?] = [nil, "iphone", "ipad", "mac", "tv", "watch", "vision", "car"]
    let idiom = idioms[size % idioms.count]
    _ = FuzzSupport.writeTree([
        (
            "Colors.xcassets/ACBackground.colorset/Contents.json",
            Array(
                #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}]}"#
                    .utf8)
        ),
        ("Colors.xcassets/ACText.colorset/Contents.json", bytes),
    ])
    FuzzSupport.loadAndAudit(["Colors.xcassets"], options: ReaderOptions(idiom: idiom))
    FuzzSupport.loadAndAudit(["Colors.xcassets/ACText.colorset"], options: ReaderOptions(idiom: idiom))
    return 0
}
