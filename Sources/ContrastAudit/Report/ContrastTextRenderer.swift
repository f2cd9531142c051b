/// The text output of `audit contrast`: what a person checking one pair wants to read.
package enum ContrastTextRenderer {
    /// One check as a block: the colors (with swatches on a terminal), the ratio truncated to two
    /// decimals, the verdict for each WCAG criterion, APCA marked advisory, and HSB brightness.
    package static func render(_ check: ContrastCheck, style: TerminalStyle) -> String {
        var lines: [String] = []
        let backgroundText = check.backgrounds.map(\.hex).joined(separator: " on ")
        if let (fg, bg) = check.composited {
            let fgNote = check.foreground.isOpaque ? "" : style.dim("  (\(check.foreground.hex) composited)")
            let bgNote =
                check.backgrounds.count == 1 && check.backgrounds[0].isOpaque
                ? "" : style.dim("  (\(backgroundText) composited)")
            lines.append("Foreground  \(style.swatch(fg))\(fg.hex)\(fgNote)")
            lines.append("Background  \(style.swatch(bg))\(bg.hex)\(bgNote)")
            if style.enabled {
                lines.append("Sample      " + style.sample("  The quick brown fox  ", foreground: fg, background: bg))
            }
        } else {
            lines.append("Foreground  \(check.foreground.hex)")
            lines.append("Background  \(backgroundText)  " + style.dim("(translucent, with nothing beneath it)"))
        }
        lines.append("")
        if let range = check.range {
            lines.append(
                "Contrast    \(style.bold(Wording.ratio(range.min))) to \(Wording.ratio(range.max)) "
                    + "over every opaque backdrop")
            lines.append(
                "            worst on a \(range.worstBackdrop.hex) backdrop, best on \(range.bestBackdrop.hex); "
                    + "verdicts use the worst case")
        } else {
            lines.append("Contrast    \(style.bold(Wording.ratio(check.ratio)))")
        }
        lines.append("")
        for criterion in WCAGCriterion.allCases {
            let name = Wording.pad(Wording.criterionName(criterion), 16)
            let minimum = Wording.pad(Wording.threshold(criterion.minimum), 7)
            let reference = Wording.pad(Wording.criterionReference(criterion), 10)
            var line = "  \(name)\(minimum)\(style.dim(reference))\(style.verdict(check.passes(criterion)))"
            if let range = check.range, !check.passes(criterion), range.max >= criterion.minimum {
                line += style.dim("  (passes on some backdrops)")
            }
            lines.append(line)
        }
        lines.append("")
        if let lc = check.apcaLc {
            lines.append(
                "APCA        Lc \(Wording.truncated(lc, decimals: 1))  "
                    + style.dim("advisory (WCAG 3 draft), not a conformance measure"))
        } else {
            lines.append("APCA        " + style.dim("not computed: the backdrop is unknown"))
        }
        if let brightness = check.brightness {
            lines.append(
                "Brightness  foreground \(Wording.truncated(brightness.foreground)), "
                    + "background \(Wording.truncated(brightness.background))  "
                    + style.dim("HSB; status-bar rule picks light content below 0.7"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Many checks as a table, one row each, for `--batch`.
    package static func renderTable(_ checks: [ContrastCheck], style: TerminalStyle) -> String {
        let headers = ["FOREGROUND", "BACKGROUND", "RATIO", "AA", "AA-LARGE", "AAA", "AAA-LARGE", "NON-TEXT"]
        var rows: [[String]] = []
        rows.reserveCapacity(checks.count)
        for check in checks {
            var ratio = Wording.ratio(check.ratio)
            if let range = check.range { ratio += "–" + Wording.ratio(range.max) }
            var row = [check.foreground.hex, check.backgrounds.map(\.hex).joined(separator: ","), ratio]
            row += WCAGCriterion.allCases.map { Wording.verdict(check.passes($0)) }
            rows.append(row)
        }
        var widths = headers.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String], colored: Bool) -> String {
            var text = ""
            for (index, cell) in cells.enumerated() {
                let padded = index == cells.count - 1 ? cell : Wording.pad(cell, widths[index] + 2)
                if colored && index >= 3 {
                    let trailing = String(padded.dropFirst(cell.count))
                    text += style.verdict(cell == "pass") + trailing
                } else {
                    text += padded
                }
            }
            return text
        }
        var output = line(headers, colored: false) + "\n"
        for row in rows {
            output += line(row, colored: true) + "\n"
        }
        return output
    }
}
