// Fuzz target `config`: `.contrastaudit.json` (Audit/ConfigReader), then its pairings (patterns included)
// added to a sample theme (Audit/ConfiguredPairings) and audited with its settings.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let folder = FuzzSupport.writeTree([(".contrastaudit.json", bytes)])
    let config: AuditConfig
    do {
        config = try AuditConfig.read(
            folder.appendingPathComponent(".contrastaudit.json"), displayPath: ".contrastaudit.json")
    } catch {
        FuzzSupport.note("rejected: \(error)")
        FuzzSupport.require(error.location != nil, "a configuration error without a location: \(error)")
        return 0
    }
    var themes = [FuzzSupport.sampleTheme]
    do {
        try ConfiguredPairings.add(config, to: &themes)
    } catch {
        for diagnostic in error.diagnostics {
            FuzzSupport.require(diagnostic.location != nil, "a pairing error without a location: \(diagnostic)")
        }
        return 0
    }
    FuzzSupport.conventions.apply(to: &themes, mode: config.conventions ?? .auto)
    let choice = (try? AppearanceChoice(parsing: config.appearances ?? "auto")) ?? .automatic
    if let report = try? AuditEngine.run(
        themes: themes, ruleSets: FuzzSupport.ruleSets(["wcag2-aa"]), appearances: choice)
    {
        FuzzSupport.renderAll(report)
    }
    return 0
}
