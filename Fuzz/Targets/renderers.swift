// Fuzz target `renderers`: a report from a fuzzed scheme through every report renderer (Report/), with
// and without only failures and terminal colors, plus the baseline written from it. The JSON and SARIF
// reports must parse; every renderer must give the same text twice.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let theme = try? SchemeReader.read(bytes, path: "dir/theme.json"),
        let report = try? AuditEngine.run(
            themes: [theme], ruleSets: FuzzSupport.ruleSets(["wcag2-aa", "apca-advisory", "color-vision"]))
    else { return 0 }
    FuzzSupport.renderAll(report)
    // The variants the command line can ask for.
    let options = [
        RenderOptions(
            style: .resolve(mode: "always", isTerminal: true, variables: [:]), onlyFailures: true,
            workingDirectory: "/fuzz"),
        RenderOptions(style: .plain, onlyFailures: false, workingDirectory: ""),
    ]
    for renderer in ReportRenderers.all {
        for option in options {
            let first = renderer.render(report, options: option)
            FuzzSupport.require(
                first == renderer.render(report, options: option), "\(renderer.format) output is not deterministic")
        }
    }
    let baseline = Baseline(failuresOf: report, relativeTo: "/fuzz", base: "/fuzz")
    _ = baseline.encoded()
    let applied = baseline.apply(to: report, relativeTo: "/fuzz", base: "/fuzz", path: "baseline.json")
    FuzzSupport.require(
        !applied.results.contains { $0.status == .fail && $0.severity == .error },
        "a baseline of a report does not cover its own failures")
    FuzzSupport.renderAll(applied)
    return 0
}
