// Fuzz target `batch`: `audit contrast --batch` input (Sources/audit/BatchParser), every line checked and
// rendered as a text table and as JSON, which must parse.
@testable import ContrastAudit
@testable import audit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatch(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines: [BatchParser.Line]
    do {
        lines = try BatchParser.parse(bytes, path: "<stdin>")
    } catch {
        FuzzSupport.note("rejected: \(error)")
        FuzzSupport.require(error.location?.line ?? 0 > 0, "a batch error without a line: \(error)")
        return 0
    }
    let checks = lines.map { ContrastCheck(foreground: $0.colors[0], backgrounds: Array($0.colors.dropFirst())) }
    for check in checks {
        FuzzSupport.require(check.ratio.isFinite, "a non-finite ratio")
    }
    _ = ContrastTextRenderer.renderTable(checks, style: .plain)
    let json = ContrastJSONRenderer.renderBatch(checks)
    do {
        _ = try JSONParser.parse(Array(json.utf8), path: "batch.json", options: .strict)
    } catch {
        FuzzSupport.require(false, "the batch JSON does not parse: \(error)")
    }
    return 0
}
