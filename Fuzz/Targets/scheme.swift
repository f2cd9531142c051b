// Fuzz target `scheme`: the native scheme pipeline, bytes to results: Readers/SchemeReader, variant and
// alias resolution in every appearance, and Rules/AuditEngine under every rule set in Rules/ with
// suggestions.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScheme(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let theme: Theme
    do {
        theme = try SchemeReader.read(bytes, path: "theme.json")
    } catch {
        FuzzSupport.note("rejected: \(error)")
        FuzzSupport.require(error.location != nil, "a scheme error without a location: \(error)")
        return 0
    }
    for choice in [AppearanceChoice.automatic, .list(Appearance.all)] {
        do {
            let report = try AuditEngine.run(themes: [theme], ruleSets: FuzzSupport.ruleSets, appearances: choice)
            for result in report.results {
                FuzzSupport.require(
                    (result.value ?? 0).isFinite && (result.margin ?? 0).isFinite,
                    "a non-finite value in \(result.message)")
                for suggestion in result.suggestions {
                    FuzzSupport.require(suggestion.value.isFinite, "a non-finite suggestion for \(result.message)")
                }
            }
        } catch {
            for diagnostic in error.diagnostics {
                FuzzSupport.require(
                    diagnostic.location != nil, "a resolution error without a location: \(diagnostic)")
            }
        }
    }
    return 0
}
