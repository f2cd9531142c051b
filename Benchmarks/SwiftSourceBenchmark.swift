import ContrastAudit
import Foundation

/// Issues 11 and 12's target: reading and pairing 1,000 generated Swift files of 500 lines each (a color palette
/// through the app's own hex helper, literals, aliases, light/dark wrappers, and view code that sets a
/// background and a label's text color in 120 `if`s) in under a second, as one theme.
enum SwiftSourceBenchmark {
    /// One file of `lines` lines: half colors in the shapes apps use, half view code the reader skips.
    static func generatedFile(_ index: Int, lines: Int) -> String {
        var rng = SplitMix64(state: UInt64(index) + 7)
        func byte() -> UInt64 { rng.next() & 0xFF }
        var text = "// File \(index): generated for the Swift source benchmark.\nimport UIKit\n\n"
        if index == 0 {
            text += """
                extension UIColor {
                    convenience init(rgb: Int) {
                        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                                  blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
                    }
                }

                """
        }
        let colorLines = lines / 2 - 4
        text += "enum Palette\(index) {\n"
        for line in 0..<colorLines {
            switch line % 5 {
            case 0: text += "    static let c\(line) = UIColor(rgb: 0x\(String(rng.next() & 0xFFFFFF, radix: 16)))\n"
            case 1:
                text +=
                    "    static let c\(line) = UIColor(red: \(byte())/255, green: \(byte())/255, blue: \(byte())/255, alpha: 1)\n"
            case 2: text += "    static let c\(line) = c\(line - 2).withAlphaComponent(0.\(byte() % 10))\n"
            case 3:
                text += "    static let c\(line) = UIColor { $0.userInterfaceStyle == .dark ? c\(line - 3) : .white }\n"
            default: text += "    /// An alias.\n    static let c\(line) = Palette\(index).c\(line - 4)\n"
            }
        }
        // The view sets a background and adds the label, so the `if`s' text colors become usage pairings
        // (issue 12: reading and pairing).
        text += "}\n\nfinal class View\(index): UIView {\n    func layout() {\n"
        text += "        addSubview(label)\n        backgroundColor = Palette\(index).c1\n"
        // Counted as it grows (splitting the text at every step made writing the files take a minute).
        var lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        while lineCount < lines - 3 {
            text += "        let frame = CGRect(x: 0, y: bounds.height * 0.5, width: 100, height: 44) // layout\n"
            text += "        if frame.width > 10 { label.textColor = Palette\(index).c0; setNeedsLayout() }\n"
            lineCount += 2
        }
        return text + "    }\n}\n"
    }

    static func run() {
        let files = Harness.smoke ? 5 : 1_000
        let lines = Harness.smoke ? 60 : 500
        // `--keep-files DIR` writes the generated folder there and keeps it (to profile `audit check DIR`).
        let keepIndex = CommandLine.arguments.firstIndex(of: "--keep-files")
        let kept = keepIndex.flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }
        let folder =
            kept.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("swift-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
        for index in 0..<files {
            let text = generatedFile(index, lines: lines)
            try! Data(text.utf8).write(to: folder.appendingPathComponent("File\(index).swift"))
        }
        var tokens = 0
        var pairings = 0
        let seconds = Harness.median(runs: Harness.smoke ? 1 : 3) {
            let themes = try! ThemeLoader.load(paths: [folder.path], base: folder)
            tokens = themes.reduce(0) { $0 + $1.tokens.count }
            pairings = themes.reduce(0) { $0 + $1.pairings.count }
        }
        precondition(tokens > 0 && pairings > 0)
        Harness.report(
            "swift-source: \(files) files, \(tokens) tokens, \(pairings) pairings",
            Harness.milliseconds(seconds))
    }
}
