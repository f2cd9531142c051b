/// The sweep report as one self-contained HTML page (`audit sweep --format html`): for every check a
/// hue × saturation heat map drawn as inline SVG, with the failing regions outlined and numbered, then
/// the regions, the worst picks with swatches, and the fixes. No scripts, fonts, images or links to
/// fetch, which a Content-Security-Policy tells the browser too; every text from the input is escaped.
package enum SweepHTMLRenderer {
    /// Nothing may be fetched and no script may run: the page is static.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

    /// Renders the page.
    package static func render(_ report: SweepReport) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="\(escape(contentSecurityPolicy))">
            <title>Sweep of \(escape(report.name))</title>
            <style>\(style)</style>
            </head>
            <body>
            <h1>Sweep of \(escape(report.path))</h1>

            """
        html += "<p>Generator “\(escape(report.name))”, rule sets \(escape(report.ruleSets.joined(separator: ", "))), "
        html += "appearances \(escape(report.appearances.map(\.name).joined(separator: ", "))).</p>\n<ul>\n"
        for input in report.inputs {
            var line =
                "input \(input.name) (default \(Wording.hsb(input.defaultPick))): hue every "
                + "\(Wording.degrees(report.step.hue)), saturation every \(Wording.percent(report.step.saturation / 100))"
            if input.grid.sweepsBrightness {
                line += ", brightness every \(Wording.percent(report.step.brightness / 100))"
            }
            line += ": \(input.grid.count) picks; \(input.brightnessNote)"
            html += "<li>\(escape(line))</li>\n"
        }
        html += "</ul>\n<p class=\"summary\">\(escape(SweepTextRenderer.summaryLine(report)))</p>\n"
        html += legend
        for (index, check) in report.checks.enumerated() {
            html += section(check, index: index, report: report)
        }
        if !report.skippedRules.isEmpty {
            html +=
                "<p class=\"note\">Not swept (no pick changes them; <code>audit check</code> reports them): "
                + "\(escape(report.skippedRules.joined(separator: ", ")))</p>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// Every string from the input goes through the report's one escaping function, which works on
    /// Unicode scalars (a quote followed by a combining mark is still a quote) and replaces controls.
    static func escape(_ text: String) -> String { HTMLMarkup.escape(text) }

    static let style = """
        body{font:14px/1.45 -apple-system,system-ui,sans-serif;margin:2em auto;max-width:1000px;padding:0 1em;color:#222}
        h1{font-size:1.4em}h2{font-size:1.15em;margin:1.6em 0 .3em}h3{font-size:1em;margin:.8em 0 .2em}
        .fail h2{color:#b71c1c}.pass h2{color:#1b5e20}.summary{font-weight:600}.note,.dim{color:#666}
        svg{display:block;max-width:100%;height:auto}svg text{font-size:11px;fill:#444}
        .region{fill:none;stroke:#000;stroke-width:1.5;stroke-dasharray:4 2}.label{font-weight:700;fill:#000}
        .pick{fill:none;stroke:#fff;stroke-width:2}.pick2{fill:none;stroke:#000;stroke-width:1}
        .f3{fill:#7f2704}.f2{fill:#d94801}.f1{fill:#fd8d3c}.f0{fill:#fdd0a2}
        .p0{fill:#c6dbef}.p1{fill:#6baed6}.p2{fill:#08519c}.h{fill:url(#fails-hatch)}
        .sw{display:inline-block;width:1.1em;height:1.1em;border:1px solid #0003;vertical-align:-.2em;margin-right:.2em}
        table{border-collapse:collapse}td,th{padding:.15em .6em;text-align:left}code{font-size:.95em}
        .legend span{margin-right:1em}
        """

    static var legend: String {
        let items: [(String, String)] = [
            ("f3", "fails by 2 or more"), ("f2", "fails by 1 to 2"), ("f1", "fails by 0.25 to 1"),
            ("f0", "fails by less than 0.25"), ("p0", "passes by less than 0.5"), ("p1", "passes by 0.5 to 2"),
            ("p2", "passes by 2 or more"),
        ]
        // Orange for failing, blue for passing: a diverging scale that protanopia, deuteranopia and
        // tritanopia keep apart (unlike red/green); failing cells are also hatched, so the verdict never
        // rests on hue alone. The hatch pattern is defined once and referenced by every map.
        var html =
            "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>"
            + "<pattern id=\"fails-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
            + "patternTransform=\"rotate(45)\"><rect width=\"2\" height=\"6\" fill=\"#000\" fill-opacity=\".35\"/>"
            + "</pattern></defs></svg>\n"
        html += "<p class=\"legend dim\">Heat maps: hue across, saturation up. Cells: "
        for (name, text) in items {
            let hatch = name.hasPrefix("f") ? "<rect class=\"h\" width=\"12\" height=\"12\"/>" : ""
            html +=
                "<span><svg width=\"12\" height=\"12\" style=\"display:inline\"><rect class=\"\(name)\" "
                + "width=\"12\" height=\"12\"/>\(hatch)</svg> \(text)</span>"
        }
        html +=
            " (ratio points; Lc points ÷ 15 for APCA). With a brightness axis a cell shows the share of brightness "
            + "values that fail: up to a third, two thirds, below all, all. Failing cells are orange and hatched, "
            + "passing ones blue. Dashed boxes are the numbered regions; "
            + "the ring is the default pick.</p>\n"
        return html
    }

    static func section(_ check: SweepReport.Check, index: Int, report: SweepReport) -> String {
        let failed = check.failing > 0
        var html = "<section class=\"\(failed ? "fail" : "pass")\" id=\"check-\(index)\">\n"
        html += "<h2>\(failed ? "✗" : "✓") \(escape(check.id))</h2>\n"
        var scope = Wording.sweepOutcome(check)
        if check.appearances.count < report.appearances.count {
            scope += " in \(check.appearances.map(\.name).joined(separator: ", "))"
        }
        html += "<p>\(escape(Wording.requirement(check))): \(escape(scope))</p>\n"
        guard let inputIndex = check.input, let map = check.heatMap else { return html + "</section>\n" }
        let input = report.inputs[inputIndex]
        html += svg(map, check: check, input: input, index: index)
        if !check.regions.isEmpty {
            html += "<h3>Where it fails</h3>\n<ol>\n"
            for region in check.regions {
                var line = "\(Wording.region(region, grid: input.grid)) (\(region.picks) picks"
                if let worst = region.worst {
                    line +=
                        ", worst \(Wording.value(worst.value, metric: check.requirement.metric)) at "
                        + Wording.pick(worst.pick, sweepsBrightness: input.grid.sweepsBrightness)
                }
                html += "<li>\(escape(line + ")"))</li>\n"
            }
            html += "</ol>\n"
            if check.uncovered > 0 {
                html += "<p class=\"dim\">\(escape(Wording.uncovered(check)))</p>\n"
            }
        }
        if !check.worst.isEmpty {
            html += "<h3>Worst picks</h3>\n<table>\n<tr><th>pick</th><th>colors</th><th>value</th></tr>\n"
            for worst in check.worst {
                html += "<tr><td>\(swatch(Color(hsb: worst.pick)))"
                html += "\(escape(Wording.pick(worst.pick, sweepsBrightness: input.grid.sweepsBrightness)))</td>"
                html += "<td>\(swatch(worst.foreground))\(swatch(worst.background))"
                html += "\(escape(worst.foreground.hex)) on \(escape(worst.background.hex))</td>"
                html += "<td>\(escape(Wording.value(worst.value, metric: check.requirement.metric)))</td></tr>\n"
            }
            html += "</table>\n"
        }
        if !check.regions.isEmpty {
            html += "<h3>Fixes</h3>\n<ul>\n"
            for (label, fix) in Wording.fixGroups(check) {
                guard let best = fix else {
                    html += "<li>\(label): \(Wording.noFix)</li>\n"
                    continue
                }
                html +=
                    "<li>\(label): <code>\(escape(Wording.fix(best)))</code>\(escape(Wording.fixesEveryPick(best, of: check, report: report))) "
                html += "<span class=\"dim\">(\(escape(best.constant.location.description)))</span><br>"
                html +=
                    "<span class=\"dim\">failing picks: \(escape(Wording.effects(best, report: report)))</span></li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    static func swatch(_ color: Color) -> String {
        "<span class=\"sw\" style=\"background:\(color.hex)\"></span>"
    }

    /// The cell class: by the share of brightness values failing when brightness is swept, else by margin.
    static func cellClass(margin: Float, share: Float, sweepsBrightness: Bool, metric: MetricID) -> String {
        if sweepsBrightness && share > 0 {
            if share >= 1 { return "f3" }
            if share > 2 / 3 { return "f2" }
            if share > 1 / 3 { return "f1" }
            return "f0"
        }
        let scaled = metric == .apca ? margin / 15 : margin
        if share > 0 || scaled < 0 {
            if scaled <= -2 { return "f3" }
            if scaled <= -1 { return "f2" }
            if scaled <= -0.25 { return "f1" }
            return "f0"
        }
        if scaled < 0.5 { return "p0" }
        if scaled < 2 { return "p1" }
        return "p2"
    }

    /// Where a heat map's cells go: the plot's offset, cell size and plot size, in SVG units.
    struct Frame {
        let left = 40
        let top = 8
        let cellWidth: Int
        let cellHeight: Int
        let width: Int
        let height: Int

        init(_ map: SweepReport.HeatMap) {
            cellWidth = max(1, 720 / map.hues)
            cellHeight = max(2, 240 / map.saturations)
            width = cellWidth * map.hues
            height = cellHeight * map.saturations
        }
    }

    /// The heat map: one rectangle per run of equal cells in a row, regions outlined, axes labelled.
    static func svg(
        _ map: SweepReport.HeatMap, check: SweepReport.Check, input: SweepReport.Input, index: Int
    )
        -> String
    {
        let frame = Frame(map)
        let (left, top, width, height) = (frame.left, frame.top, frame.width, frame.height)
        let totalWidth = left + width + 10
        let totalHeight = top + height + 40
        var svg = "<svg viewBox=\"0 0 \(totalWidth) \(totalHeight)\" width=\"\(totalWidth)\" height=\"\(totalHeight)\" "
        svg += "role=\"img\" aria-label=\"\(escape("heat map of \(check.id)"))\">\n"
        svg += "<defs><linearGradient id=\"hues-\(index)\">"
        for hue in stride(from: 0, through: 360, by: 60) {
            svg +=
                "<stop offset=\"\(hue * 100 / 360)%\" stop-color=\"\(Color(hsb: HSB(hue: Double(hue), saturation: 1, brightness: 1)).hex)\"/>"
        }
        svg += "</linearGradient></defs>\n"
        svg += cells(map, check: check, grid: input.grid, frame: frame)
        svg += regions(map, check: check, frame: frame)
        let pick = input.defaultPick
        let pickX = left + Int((pick.hue / 360 * Double(width)).rounded())
        let pickY = top + height - Int((pick.saturation * Double(height)).rounded())
        svg += "<circle class=\"pick\" cx=\"\(pickX)\" cy=\"\(pickY)\" r=\"5\"/>"
        svg += "<circle class=\"pick2\" cx=\"\(pickX)\" cy=\"\(pickY)\" r=\"6.5\"/>\n"
        svg +=
            "<rect x=\"\(left)\" y=\"\(top + height + 2)\" width=\"\(width)\" height=\"8\" fill=\"url(#hues-\(index))\"/>\n"
        for hue in stride(from: 0, to: 360, by: 60) {
            let x = left + hue * width / 360
            svg += "<text x=\"\(x)\" y=\"\(top + height + 24)\" text-anchor=\"middle\">\(hue)°</text>"
        }
        svg += "<text x=\"\(left + width / 2)\" y=\"\(top + height + 37)\" text-anchor=\"middle\">hue</text>\n"
        for percent in [0, 50, 100] {
            let y = top + height - percent * height / 100
            svg += "<text x=\"\(left - 4)\" y=\"\(y + 4)\" text-anchor=\"end\">\(percent)%</text>"
        }
        svg += "<text x=\"10\" y=\"\(top + height / 2)\" text-anchor=\"middle\" "
        svg += "transform=\"rotate(-90 10 \(top + height / 2))\">saturation</text>\n"
        return svg + "</svg>\n"
    }

    /// One rectangle per run of cells of the same class in a row; failing runs are hatched as well.
    static func cells(
        _ map: SweepReport.HeatMap, check: SweepReport.Check, grid: SweepGrid, frame: Frame
    ) -> String {
        var svg = ""
        for row in 0..<map.saturations {
            let y = frame.top + (map.saturations - 1 - row) * frame.cellHeight
            var start = 0
            var current = ""
            for column in 0...map.hues {
                var name = ""
                if column < map.hues {
                    let cell = row * map.hues + column
                    name = cellClass(
                        margin: map.minimumMargin[cell], share: map.failingShare[cell],
                        sweepsBrightness: grid.sweepsBrightness, metric: check.requirement.metric)
                }
                if name != current {
                    if !current.isEmpty {
                        let geometry =
                            "x=\"\(frame.left + start * frame.cellWidth)\" y=\"\(y)\" "
                            + "width=\"\((column - start) * frame.cellWidth)\" height=\"\(frame.cellHeight)\"/>"
                        svg += "<rect class=\"\(current)\" " + geometry
                        // Failing cells are hatched as well as colored.
                        if current.hasPrefix("f") { svg += "<rect class=\"h\" " + geometry }
                    }
                    start = column
                    current = name
                }
            }
            svg += "\n"
        }
        return svg
    }

    /// Each region's outline (in two pieces when it wraps around hue 360) and its number.
    static func regions(_ map: SweepReport.HeatMap, check: SweepReport.Check, frame: Frame) -> String {
        var svg = ""
        for (number, region) in check.regions.enumerated() {
            let box = region.box
            let y = frame.top + (map.saturations - 1 - box.saturation.upperBound) * frame.cellHeight
            let boxHeight = box.saturation.count * frame.cellHeight
            var pieces = [(box.hueStart, min(box.hueCount, map.hues - box.hueStart))]
            if box.hueStart + box.hueCount > map.hues { pieces.append((0, box.hueStart + box.hueCount - map.hues)) }
            for (start, count) in pieces {
                svg += "<rect class=\"region\" x=\"\(frame.left + start * frame.cellWidth)\" y=\"\(y)\" "
                svg += "width=\"\(count * frame.cellWidth)\" height=\"\(boxHeight)\"/>"
            }
            svg +=
                "<text class=\"label\" x=\"\(frame.left + pieces[0].0 * frame.cellWidth + 3)\" y=\"\(y + 12)\">\(number + 1)</text>\n"
        }
        return svg
    }
}
