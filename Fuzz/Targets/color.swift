// Fuzz target `color`: the color syntax (Color/ColorParser) and what `audit contrast` does with a color:
// conversions, compositing, both metrics, hex and CSS text, and the contrast renderers.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = FuzzSupport.text(Array(UnsafeBufferPointer(start: data, count: size)))
    let color: Color
    do {
        color = try Color(parsing: text)
    } catch {
        FuzzSupport.note("rejected: \(error.message)")
        return 0
    }
    let components = color.linearSRGB
    FuzzSupport.require(
        components.x.isFinite && components.y.isFinite && components.z.isFinite && color.alpha.isFinite,
        "\(text) parsed to a non-finite color \(color.space) \(color.components) alpha \(color.alpha)")
    _ = color.hex
    _ = color.reportText
    // What the tool writes back must read again as a color.
    for written in [color.cssText, color.hex] {
        do {
            _ = try Color(parsing: written)
        } catch {
            FuzzSupport.require(false, "\(text) is written as \(written), which does not parse: \(error.message)")
        }
    }
    let checks = [
        ContrastCheck(foreground: color, backgrounds: [.white]),
        ContrastCheck(foreground: .black, backgrounds: [color]),
        ContrastCheck(foreground: color, backgrounds: [color, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)]),
    ]
    for check in checks {
        FuzzSupport.require(check.ratio.isFinite && check.ratio >= 1, "ratio \(check.ratio) for \(text)")
        let json = ContrastJSONRenderer.render(check)
        do {
            _ = try JSONParser.parse(Array(json.utf8), path: "json", options: .strict)
        } catch {
            FuzzSupport.require(false, "contrast JSON for \(text) does not parse: \(error)")
        }
        _ = ContrastTextRenderer.render(check, style: .plain)
    }
    return 0
}
