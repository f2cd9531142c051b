import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct ContrastCommandTests {
    struct BadInput: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        var stdin: [UInt8] = []
        /// A fragment the message must contain: it names the input or the expected syntax.
        let message: String
        var testDescription: String { name }
    }

    static let tenMegabyteLine = [UInt8](repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024) + [10]

    static let badInputs: [BadInput] = [
        .init(name: "no colors", arguments: ["contrast"], message: "expected a foreground color"),
        .init(name: "one color", arguments: ["contrast", "#FFFFFF"], message: "after the foreground \"#FFFFFF\""),
        .init(
            name: "empty color", arguments: ["contrast", "", "#FFF"],
            message: "foreground: invalid color \"\": empty color"),
        .init(
            name: "blank color", arguments: ["contrast", "#000", "   "], message: "background: invalid color \"   \""),
        .init(
            name: "#GGG", arguments: ["contrast", "#GGG", "#FFF"],
            message: "invalid color \"#GGG\": expected hex digits"),
        .init(
            name: "#12345", arguments: ["contrast", "#12345", "#FFF"],
            message: "expected 3, 4, 6 or 8 hex digits, found 5"),
        .init(name: "#1234567", arguments: ["contrast", "#000", "#1234567"], message: "found 7"),
        .init(name: "bare #", arguments: ["contrast", "#", "#FFF"], message: "found 0"),
        .init(
            name: "hex without #", arguments: ["contrast", "FFFFFF", "#000"], message: "unknown color name \"FFFFFF\""),
        .init(
            name: "rgb out of range", arguments: ["contrast", "rgb(300 0 0)", "#FFF"],
            message: "red 300 is out of range; expected 0...255"),
        .init(
            name: "rgb negative", arguments: ["contrast", "rgb(-1, 0, 0)", "#FFF"], message: "red -1 is out of range"),
        .init(
            name: "rgb two values", arguments: ["contrast", "rgb(1 2)", "#FFF"], message: "expected 3 values, found 2"),
        .init(name: "rgb unclosed", arguments: ["contrast", "rgb(1 2 3", "#FFF"], message: "missing \")\""),
        .init(name: "rgb mixed separators", arguments: ["contrast", "rgb(1, 2 3)", "#FFF"], message: "missing \",\""),
        .init(name: "rgb empty slot", arguments: ["contrast", "rgb(1,,3)", "#FFF"], message: "unexpected \",\""),
        .init(
            name: "rgba alpha out of range", arguments: ["contrast", "rgba(0, 0, 0, 2)", "#FFF"],
            message: "alpha 2 is out of range"),
        .init(
            name: "NaN channel", arguments: ["contrast", "rgb(NaN 0 0)", "#FFF"],
            message: "red is \"nan\"; expected a number"),
        .init(name: "NaN name", arguments: ["contrast", "NaN", "#FFF"], message: "unknown color name \"NaN\""),
        .init(name: "infinite number", arguments: ["contrast", "rgb(1e999 0 0)", "#FFF"], message: "out of range"),
        .init(
            name: "unknown color space", arguments: ["contrast", "color(foo 1 2 3)", "#FFF"],
            message: "unknown color space \"foo\""),
        .init(
            name: "color() missing value", arguments: ["contrast", "color(srgb 1 2)", "#FFF"],
            message: "expected a color space and 3 values"),
        .init(
            name: "hsl saturation over 100%", arguments: ["contrast", "hsl(0 120% 50%)", "#FFF"],
            message: "saturation 120% is out of range"),
        .init(
            name: "hsb brightness over 1", arguments: ["contrast", "hsb(10, 80%, 2)", "#FFF"],
            message: "brightness 2 is out of range"),
        .init(
            name: "hue with bad unit", arguments: ["contrast", "hsl(10px 50% 50%)", "#FFF"],
            message: "hue has unknown unit \"px\""),
        .init(
            name: "hue that overflows in degrees", arguments: ["contrast", "hsl(1e307turn 50% 50%)", "#FFF"],
            message: "hue 1e+307turn is out of range"),
        .init(
            name: "oklch hue that overflows in degrees", arguments: ["contrast", "oklch(0.5 0.1 1e307turn)", "#FFF"],
            message: "is out of range; expected a finite angle"),
        .init(
            name: "oklch lightness over 1", arguments: ["contrast", "oklch(1.5 0.1 20)", "#FFF"],
            message: "lightness 1.5 is out of range"),
        .init(
            name: "oklch negative chroma", arguments: ["contrast", "oklch(0.5 -0.1 20)", "#FFF"],
            message: "chroma -0.1 is out of range"),
        .init(
            name: "unknown function", arguments: ["contrast", "cmyk(0 0 0 0)", "#FFF"],
            message: "unknown color function \"cmyk()\""),
        .init(
            name: "two slashes", arguments: ["contrast", "rgb(0 0 0 / 1 / 1)", "#FFF"], message: "more than one \"/\""),
        .init(
            name: "alpha without slash", arguments: ["contrast", "rgb(0 0 0 1)", "#FFF"],
            message: "expected \"/\" before the alpha"),
        .init(name: "stray character", arguments: ["contrast", "rgb(0 0 0;)", "#FFF"], message: "unexpected \";\""),
        .init(
            name: "unknown option", arguments: ["contrast", "#000", "#FFF", "--fromat", "json"],
            message: "unknown option \"--fromat\""),
        .init(
            name: "bad format", arguments: ["contrast", "#000", "#FFF", "--format", "xml"],
            message: "invalid value \"xml\" for --format; expected text or json"),
        .init(
            name: "format without value", arguments: ["contrast", "#000", "#FFF", "--format"],
            message: "option --format needs a value"),
        .init(
            name: "batch and colors", arguments: ["contrast", "--batch", "-", "#000", "#FFF"],
            message: "remove the colors"),
        .init(
            name: "missing batch file", arguments: ["contrast", "--batch", "/nonexistent/pairs.txt"],
            message: "/nonexistent/pairs.txt: error: no such file"),
        .init(
            name: "batch line with one color", arguments: ["contrast", "--batch", "-"],
            stdin: Array("#000 #FFF\n#123456\n".utf8), message: "<stdin>:2:1: error: line has one color"),
        .init(
            name: "batch bad color position", arguments: ["contrast", "--batch", "-"],
            stdin: Array("#000   #FFG\n".utf8), message: "<stdin>:1:8: error: invalid color \"#FFG\""),
        .init(
            name: "batch invalid UTF-8", arguments: ["contrast", "--batch", "-"],
            stdin: Array("#000 #FFF\n#000 \u{E9}".utf8) + [0xFF], message: "<stdin>:2:7: error: invalid UTF-8 byte 0xFF"
        ),
        .init(
            name: "batch 10 MB line", arguments: ["contrast", "--batch", "-"], stdin: tenMegabyteLine,
            message: "<stdin>:1:1: error: line is 10485760 bytes long; the limit is 65536 bytes"),
        .init(name: "unknown command", arguments: ["contrats"], message: "unknown command or path \"contrats\""),
    ]

    @Test(arguments: badInputs)
    func badInputExitsTwoAndNamesTheInput(_ input: BadInput) {
        let outcome = runAudit(input.arguments, stdin: input.stdin)
        #expect(outcome.exitCode == .invalidInput)
        #expect(outcome.stdout.isEmpty, "no partial output")
        #expect(outcome.stderr.contains(input.message), "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.count < 2_000, "the message stays short even for huge input")
    }

    @Test func badInputTableIsLargeEnough() {
        #expect(Self.badInputs.count >= 30)
    }

    @Test func textOutputShowsEverythingAPersonNeeds() {
        let outcome = runAudit(["contrast", "#767676", "#FFFFFF"])
        #expect(outcome.exitCode == .success)
        let text = outcome.stdout
        #expect(text.contains("#767676"))
        #expect(text.contains("#FFFFFF"))
        #expect(text.contains("4.54:1"))
        #expect(text.contains("AA normal text  4.5:1  SC 1.4.3  pass"))
        #expect(text.contains("AAA normal text 7:1    SC 1.4.6  fail"))
        #expect(text.contains("Lc 71.5"))
        #expect(text.contains("advisory"))
        #expect(text.contains("foreground 0.46, background 1.00"))
        #expect(!text.contains("\u{1B}["), "no escape sequences when not a terminal")
    }

    @Test func swatchesOnlyOnATerminalWithoutNoColor() {
        let terminal = runAudit(["contrast", "#767676", "#FFFFFF"], terminal: true)
        #expect(terminal.stdout.contains("\u{1B}[48;2;118;118;118m"))
        let noColor = runAudit(["contrast", "#767676", "#FFFFFF"], terminal: true, variables: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
        let never = runAudit(["contrast", "#767676", "#FFFFFF", "--color", "never"], terminal: true)
        #expect(!never.stdout.contains("\u{1B}["))
        let always = runAudit(["contrast", "#767676", "#FFFFFF", "--color", "always"])
        #expect(always.stdout.contains("\u{1B}[48;2;"))
    }

    @Test func ratioIsTruncatedNotRounded() {
        // #777777 on white is 4.478...: a rounding display would claim 4.48.
        let outcome = runAudit(["contrast", "#777777", "#FFFFFF"])
        #expect(outcome.stdout.contains("4.47:1"))
        #expect(!outcome.stdout.contains("4.48"))
    }

    @Test func jsonMatchesTheDesignContract() throws {
        let outcome = runAudit(["contrast", "#3C3C4399", "#FFFFFF", "--format", "json"])
        #expect(outcome.exitCode == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["foreground"] as? String == "#3C3C4399")
        #expect(object["backgrounds"] as? [String] == ["#FFFFFF"])
        let composited = try #require(object["composited"] as? [String: String])
        #expect(composited == ["foreground": "#8A8A8E", "background": "#FFFFFF"])
        let wcag = try #require(object["wcag2"] as? [String: Any])
        let ratio = try #require(wcag["ratio"] as? Double)
        #expect(abs(ratio - 3.4381996219180686) <= 1e-12)
        let passes = try #require(wcag["passes"] as? [String: Bool])
        #expect(passes == ["aa": false, "aaLarge": true, "aaa": false, "aaaLarge": false, "nonText": true])
        let apca = try #require(object["apca"] as? [String: Double])
        #expect(abs(apca["lc"]! - 61.93242057840972) <= 1e-6)
        let brightness = try #require(object["brightness"] as? [String: Double])
        #expect(abs(brightness["foreground"]! - 0.5576470588235294) <= 1e-12)
        #expect(brightness["background"] == 1)
    }

    @Test func jsonForAnUnknownBackdropHasARange() throws {
        let outcome = runAudit(["contrast", "#FFFFFF", "#00000066", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["composited"] is NSNull)
        let wcag = try #require(object["wcag2"] as? [String: Any])
        let range = try #require(wcag["range"] as? [String: Any])
        let minimum = try #require(range["min"] as? Double)
        #expect(try #require(wcag["ratio"] as? Double) == minimum)
        #expect(try #require(range["max"] as? Double) > minimum)
    }

    @Test func batchKeepsInputOrderAndSkipsComments() throws {
        let input = "# header\n#000 #FFF\n\n  rgb(255, 255, 255), #000  # white on black\r\n#767676,#FFFFFF\n"
        let outcome = runAudit(["contrast", "--batch", "-", "--format", "json"], stdin: Array(input.utf8))
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["foreground"] as? String } == ["#000000", "#FFFFFF", "#767676"])
        let text = runAudit(["contrast", "--batch", "-"], stdin: Array(input.utf8)).stdout
        let rows = text.split(separator: "\n")
        #expect(rows.count == 4)
        #expect(rows[3].hasPrefix("#767676"))
        #expect(rows[3].contains("4.54:1"))
    }

    @Test func batchFromAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("#000 #FFF\n".utf8).write(to: folder.appendingPathComponent("pairs.txt"))
        let outcome = runAudit(["contrast", "--batch", "pairs.txt"], directory: folder.path)
        #expect(outcome.exitCode == .success)
        #expect(outcome.stdout.contains("21.00:1"))
    }

    @Test func versionAndHelp() {
        #expect(runAudit(["--version"]).stdout == "audit \(AuditCommandLine.version)\n")
        #expect(runAudit(["contrast", "--help"]).stdout.contains("usage: audit contrast FG BG"))
        #expect(runAudit(["help", "contrast"]).stdout.contains("--batch FILE|-"))
    }
}
