// Fuzz target `generator`: a scheme's `generator` object (Readers/GeneratorReader, Generator/), audited at
// its default pick, checked live at a few picks (Live/LiveChecker), and swept on a coarse grid (Sweep/,
// with region fixes) rendered as text, JSON and HTML.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let generator: Generator
    do {
        guard let found = try SchemeReader.readGenerator(bytes, path: "generator.json") else { return 0 }
        generator = found
    } catch {
        FuzzSupport.note("rejected: \(error)")
        FuzzSupport.require(error.location != nil, "a generator error without a location: \(error)")
        return 0
    }
    let ruleSets = FuzzSupport.ruleSets(["wcag2-aa"])
    if let theme = try? generator.theme() {
        _ = try? AuditEngine.run(themes: [theme], ruleSets: ruleSets)
    }
    if let checker = try? LiveChecker(generator: generator), let name = generator.inputs.first?.name,
        let slot = try? checker.slot(name)
    {
        for pick in [HSB(hue: 0, saturation: 0, brightness: 0), HSB(hue: 359.5, saturation: 1, brightness: 1)] {
            let result = checker.check(slot, hsb: pick)
            for failure in result.failures {
                FuzzSupport.require(failure.value.isFinite, "a non-finite live value")
            }
        }
    }
    // A small sweep: 8 hues, 3 saturations and 3 brightnesses.
    let options = SweepOptions(
        step: SweepStep(hue: 45, saturation: 50, brightness: 50), maximumRegions: 3, worstCount: 2)
    guard let report = try? Sweep.run(generator, ruleSets: ruleSets, options: options) else { return 0 }
    _ = SweepTextRenderer.render(report)
    _ = SweepHTMLRenderer.render(report)
    let json = SweepJSONRenderer.render(report)
    do {
        _ = try JSONParser.parse(Array(json.utf8), path: "sweep.json", options: .strict)
    } catch {
        FuzzSupport.require(false, "the sweep JSON does not parse: \(error)")
    }
    return 0
}
