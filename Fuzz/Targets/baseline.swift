// Fuzz target `baseline`: baseline files (Results/Baseline) read and applied to the report of a sample
// theme, then rendered in every format.
import Foundation

@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let folder = FuzzSupport.writeTree([("baseline.json", bytes)])
    let baseline: Baseline
    do {
        baseline = try Baseline.read(folder.appendingPathComponent("baseline.json"), displayPath: "baseline.json")
    } catch {
        FuzzSupport.note("rejected: \(error)")
        FuzzSupport.require(error.location != nil, "a baseline error without a location: \(error)")
        return 0
    }
    let applied = baseline.apply(to: report, relativeTo: "/fuzz", base: "/fuzz", path: "baseline.json")
    FuzzSupport.renderAll(applied)
    return 0
}

/// The sample theme's report, computed once.
private let report: AuditReport = {
    do {
        return try AuditEngine.run(themes: [FuzzSupport.sampleTheme], ruleSets: FuzzSupport.ruleSets(["wcag2-aa"]))
    } catch {
        fatalError("fuzz setup: the sample theme does not audit: \(error)")
    }
}()
