import Foundation

/// `--format html`: one self-contained page a designer opens in a browser.
///
/// The page shows the colors themselves, because a designer judges a pairing by looking at it: for every
/// pairing, one card per appearance with the foreground drawn on its composited background at body size
/// (16px) and large size (24px bold), the value and verdict of every rule, and the suggested color drawn
/// beside the original. A summary at the top lists the inputs, rule sets, appearances and counts, and a
/// table of pairings by appearance with the failing pairings first; unpaired tokens, reader warnings and
/// the rules applied follow the pairings.
///
/// Safety and portability: the page fetches nothing (inline CSS, one small inline script, no fonts or
/// images), a Content-Security-Policy says so to the browser, every string from the input is escaped by
/// `HTMLMarkup.escape`, and input reaches the script only through `data-` attributes. Without script the
/// whole page is readable; with it, filters for failing results and for one appearance toggle classes.
/// The same report always gives the same bytes: no dates, no hashing order, no randomness.
package enum HTMLRenderer: ReportRenderer {
    package static let format = "html"

    package static func render(_ report: AuditReport, options: RenderOptions) -> String {
        render(report, onlyFailures: options.onlyFailures)
    }

    /// The page; with `onlyFailures` passing results are left out (the summary still counts them).
    package static func render(_ report: AuditReport, onlyFailures: Bool = false) -> String {
        var page = Page(report: report, onlyFailures: onlyFailures)
        page.write()
        return page.html
    }

    /// The sample text of every swatch: capitals and lowercase, round and straight strokes.
    static let sample = "Aa The quick brown fox"
    /// What a status bar shows, as text: the time, then signal, network and battery.
    /// ΔE_OK above which a suggestion is a large change, shown collapsed behind a smaller one (0.3 is about
    /// the distance from a cream background to a dark gray).
    static let largeChange = 0.3

    static let statusBarTime = "9:41"
    static let statusBarIcons = "●●●● 5G 100%"

    /// How far a redrawn suggestion's ratio may be from the value the audit computed before the swatch
    /// is called faithful: hex rounding moves a ratio by well under 1%, while drawing a suggestion over
    /// the wrong layers (which the report cannot reconstruct, see `SuggestionDrawing`) moves it more.
    static let redrawTolerance = 0.01
}

// MARK: - Grouping

extension HTMLRenderer {
    /// The results of one appearance of one pairing, every rule.
    struct Cell {
        var appearance: Appearance
        var results: [AuditResult]

        var failed: Bool { results.contains { $0.status == .fail } }
        var worst: Severity? { results.compactMap { $0.status == .fail ? $0.severity : nil }.max() }

        /// The result whose verdict heads the card and whose value the summary table shows: the worst
        /// failing one, else the first WCAG one.
        var primary: AuditResult {
            if let worst {
                return results.first { $0.status == .fail && $0.severity == worst }!
            }
            return drawn
        }

        /// The result whose colors the swatch shows: a WCAG one, because for an unknown backdrop APCA's
        /// colors are already flattened onto one backdrop, while WCAG's keep the translucent stack.
        var drawn: AuditResult { results.first { $0.metric != .apca } ?? results[0] }
    }

    /// One pairing of one input file, with its cells in appearance order.
    struct Group {
        /// 1-based position in report order; names the section (`pairing-3`), never input text.
        var number: Int
        var path: String
        var pairing: AuditResult.PairingSummary
        var cells: [Cell]

        var anchor: String { "pairing-\(number)" }
        var failed: Bool { cells.contains(where: \.failed) }
        var worst: Severity? { cells.compactMap(\.worst).max() }
        var isStatusBar: Bool { pairing.role == .statusBar }
        var hasUnknownBackdrop: Bool {
            cells.contains { $0.results.contains { $0.backdropRange != nil } }
        }
    }

    /// Groups results by input file and pairing in report order, then puts failing pairings first
    /// (keeping report order within each half), as a reader looks for what to fix first.
    static func groups(_ results: [AuditResult]) -> [Group] {
        // Results without a pairing (coverage) or an appearance have no swatch to draw.
        let drawable = results.filter { $0.pairing != nil && $0.appearance != nil }
        var groups: [Group] = []
        for group in drawable.groupedInOrder(by: { [$0.path, String($0.pairingIndex), $0.pairing?.id ?? ""] }) {
            guard let pairing = group[0].pairing else { continue }
            let cells = group.groupedInOrder(by: \.appearance).compactMap { results in
                results[0].appearance.map { Cell(appearance: $0, results: results) }
            }
            groups.append(
                Group(
                    number: groups.count + 1, path: group[0].path, pairing: pairing,
                    cells: cells.sorted { $0.appearance.order < $1.appearance.order }))
        }
        return groups.filter(\.failed) + groups.filter { !$0.failed }
    }
}

// MARK: - Drawing colors

extension HTMLRenderer {
    /// A foreground drawn on a background: hex colors that passed `HTMLMarkup.cssColor`.
    struct Drawing: Equatable {
        var foreground: String
        var background: String
        /// Whether the background is translucent and drawn over a checkerboard.
        var checkerboard: Bool
        /// The backdrop a translucent stack was flattened onto, when it was (the worst one).
        var backdrop: String? = nil
    }

    /// Parses a hex color from a result. The engine writes these itself, so a failure is a bug, shown
    /// on the page where the swatch would be instead of being hidden.
    static func color(_ hex: String) throws(ColorSyntaxError) -> Color {
        guard HTMLMarkup.cssColor(hex) != nil else {
            throw ColorSyntaxError(input: hex, reason: "expected #RRGGBB or #RRGGBBAA from the audit")
        }
        return try Color(parsing: hex)
    }

    /// The swatches of one result: the composited colors; for an unknown backdrop, the translucent
    /// stack over a checkerboard and then flattened onto the backdrop where contrast is lowest.
    static func drawings(_ result: AuditResult) throws(ColorSyntaxError) -> [Drawing] {
        guard let colors = result.colors else { return [] }
        let background = try color(colors.background)
        let foreground = try color(colors.foreground)
        guard !background.isOpaque, let range = result.backdropRange else {
            return [Drawing(foreground: foreground.hex, background: background.hex, checkerboard: false)]
        }
        let backdrop = try color(range.worstBackdrop)
        return [
            Drawing(foreground: colors.foreground, background: colors.background, checkerboard: true),
            onBackdrop(foreground: foreground, stack: background, backdrop: backdrop),
        ]
    }

    static func onBackdrop(foreground: Color, stack: Color, backdrop: Color) -> Drawing {
        let flattened = stack.composited(over: backdrop)
        return Drawing(
            foreground: foreground.composited(over: flattened).hex, background: flattened.hex, checkerboard: false,
            backdrop: backdrop.hex)
    }
}

// MARK: - Suggestions

extension HTMLRenderer {
    /// A suggestion applied to a result's colors, when that can be done faithfully from the report.
    ///
    /// The report carries the composited colors, not every layer: a new foreground can always be
    /// composited over the known background, and a new opaque nearest background simply replaces the
    /// stack; but a new translucent background layer needs the layers beneath it, and a translucent
    /// foreground must be composited again on a new background. So every redraw is checked: its ratio
    /// must match the value the audit computed for the suggestion (within `redrawTolerance`), otherwise
    /// the page shows the suggested color as a chip and says why, rather than a swatch that lies.
    enum SuggestionDrawing: Equatable {
        case drawn([Drawing], ratio: Double)
        case chipOnly(reason: String)
    }

    static func draw(
        _ suggestion: AuditResult.Suggestion, on result: AuditResult
    ) throws(ColorSyntaxError)
        -> SuggestionDrawing
    {
        guard let colors = result.colors else { return .chipOnly(reason: "the result has no colors") }
        let background = try color(colors.background)
        let foreground = try color(colors.foreground)
        let suggested = try color(suggestion.color)

        var drawings: [Drawing]
        var ratio: Double
        if let detail = result.statusBar {
            // A status bar: another style swaps the text; a new bar color may change the pick.
            var bar = background
            var text = foreground
            if suggestion.side == .style, let style = suggestion.style {
                text = style.textColor
            } else if suggestion.side == .background {
                bar = suggested
                text =
                    StatusBarPick(measure: detail.measure, threshold: detail.brightnessThreshold)
                    .style(for: suggested).textColor
            } else {
                text = suggested
            }
            guard bar.isOpaque else {
                return .chipOnly(reason: "a translucent bar color needs the layers beneath it, which the report omits")
            }
            drawings = [Drawing(foreground: text.hex, background: bar.hex, checkerboard: false)]
            ratio = WCAG2Contrast.ratio(text, bar)
        } else if !background.isOpaque, result.backdropRange != nil {
            // Unknown backdrop: the page can recompute the range exactly when it knows the whole stack.
            var stack = background
            var text = foreground
            if suggestion.side == .foreground {
                text = suggested
            } else if result.pairing?.backgrounds.count == 1 {
                stack = suggested
            } else {
                return .chipOnly(reason: "the layers beneath the suggested one are not in the report")
            }
            let newRange = BackdropRange.wcag2(foreground: text, over: [stack])
            ratio = newRange.min
            drawings = [
                Drawing(foreground: text.hex, background: stack.hex, checkerboard: true),
                onBackdrop(foreground: text, stack: stack, backdrop: newRange.worstBackdrop),
            ]
        } else {
            var text = foreground
            var surface = background
            if suggestion.side == .foreground {
                text = suggested.composited(over: background)
            } else if suggested.isOpaque {
                surface = suggested
            } else {
                return .chipOnly(reason: "the layers beneath the suggested one are not in the report")
            }
            drawings = [Drawing(foreground: text.hex, background: surface.hex, checkerboard: false)]
            ratio = WCAG2Contrast.ratio(text, surface)
        }
        if result.metric == .wcag2 || result.metric == nil {
            guard abs(ratio - suggestion.value) <= redrawTolerance * suggestion.value else {
                return .chipOnly(
                    reason: "drawn from the report's composited colors it would read \(Wording.ratio(ratio)), not the "
                        + "audited \(Wording.ratio(suggestion.value)) (the foreground is probably translucent, and the "
                        + "report carries only its composited color)")
            }
        }
        return .drawn(drawings, ratio: ratio)
    }
}

// MARK: - The page

extension HTMLRenderer {
    struct Page {
        let report: AuditReport
        let onlyFailures: Bool
        let groups: [Group]
        let coverage: [AuditResult]
        /// Rule anchors by rule set and id.
        let ruleAnchors: [String: String]
        let severalRuleSets: Bool
        var html = ""

        init(report: AuditReport, onlyFailures: Bool) {
            self.report = report
            self.onlyFailures = onlyFailures
            let results = report.results.filter { !onlyFailures || $0.status == .fail }
            groups = HTMLRenderer.groups(results)
            coverage = results.filter { $0.pairing == nil }
            var anchors: [String: String] = [:]
            for (position, rule) in report.rules.enumerated() {
                anchors[Self.ruleKey(rule.ruleSet, rule.id)] = "rule-\(position + 1)"
            }
            ruleAnchors = anchors
            severalRuleSets = Set(report.ruleSets).count > 1
        }

        static func ruleKey(_ ruleSet: String, _ id: String) -> String { ruleSet + "\u{1F}" + id }

        mutating func line(_ text: String) { html += text + "\n" }

        func e(_ text: String) -> String { HTMLMarkup.escape(text) }

        mutating func write() {
            line("<!DOCTYPE html>")
            line("<html lang=\"en\">")
            line("<head>")
            line("<meta charset=\"utf-8\">")
            line("<meta http-equiv=\"Content-Security-Policy\" content=\"\(e(HTMLMarkup.contentSecurityPolicy))\">")
            line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
            line("<meta name=\"color-scheme\" content=\"light dark\">")
            line("<meta name=\"generator\" content=\"audit \(e(ToolVersion.current))\">")
            let inputs = report.inputs.map(\.path).joined(separator: ", ")
            line("<title>Contrast audit\(inputs.isEmpty ? "" : ": " + e(inputs))</title>")
            line("<style>\n\(HTMLMarkup.styleSheet)\n</style>")
            line("</head>")
            line("<body>")
            line("<a class=\"skip\" href=\"#pairings\">Skip to the pairings</a>")
            line("<header class=\"page\">")
            line("<h1>Contrast audit</h1>")
            line("<p class=\"muted\">\(e(ReportTextRenderer.summaryLine(report))).</p>")
            line("</header>")
            line("<main>")
            writeSummary()
            writePairings()
            writeCoverage()
            writeWarnings()
            writeRules()
            line("</main>")
            line("<footer class=\"page\">")
            line(
                "<p>Made by audit \(e(ToolVersion.current)). Ratios are WCAG 2 contrast ratios, truncated "
                    + "(never rounded) to two decimals, so a shown value never suggests a pass the audit denied. "
                    + "Swatches show the opaque colors the audit compared, as sRGB hex.</p>")
            line("</footer>")
            line("<script>\(HTMLMarkup.script)</script>")
            line("</body>")
            line("</html>")
        }

        // MARK: Summary

        mutating func writeSummary() {
            line("<section aria-labelledby=\"summary-heading\">")
            line("<h2 id=\"summary-heading\">Summary</h2>")
            line("<dl class=\"facts\">")
            let inputs = report.inputs.map {
                "<code>\(e($0.path))</code> (\(e($0.format.name)), \(ReportTextRenderer.plural($0.tokens, "token")))"
            }
            line(
                "<dt>\(report.inputs.count == 1 ? "Input" : "Inputs")</dt><dd>\(inputs.joined(separator: "<br>"))</dd>")
            line(
                "<dt>Rule sets</dt><dd>\(report.ruleSets.map { "<code>\(e($0))</code>" }.joined(separator: ", "))</dd>")
            line("<dt>Appearances</dt><dd>\(report.appearances.map { e($0.name) }.joined(separator: ", "))</dd>")
            line("</dl>")
            let summary = report.summary
            line("<ul class=\"counts\" aria-label=\"Counts\">")
            line("<li><strong>\(summary.evaluations)</strong>evaluations</li>")
            line("<li><strong>\(summary.passed)</strong>passed</li>")
            line("<li class=\"verdict fail\"><strong>\(summary.errors)</strong>\(noun(summary.errors, "error"))</li>")
            line(
                "<li class=\"verdict warning\"><strong>\(summary.warnings)</strong>"
                    + "\(noun(summary.warnings, "warning"))</li>")
            line("<li class=\"verdict info\"><strong>\(summary.infos)</strong>\(noun(summary.infos, "note"))</li>")
            line("</ul>")
            if onlyFailures {
                line("<p>Passing results are left out (<code>--only-failures</code>); the counts include them.</p>")
            }
            writeFilters()
            writeMatrix()
            line("</section>")
        }

        func noun(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }

        mutating func writeFilters() {
            line("<form id=\"filters\" class=\"filters\" hidden aria-label=\"Filters\">")
            line("<label><input type=\"checkbox\" id=\"failing-only\" name=\"failing-only\"> Failing only</label>")
            line("<span class=\"field\"><label for=\"appearance-filter\">Appearance</label>")
            line("<select id=\"appearance-filter\" name=\"appearance\">")
            line("<option value=\"\">All appearances</option>")
            for appearance in report.appearances {
                line("<option value=\"\(e(appearance.name))\">\(e(appearance.name))</option>")
            }
            line("</select></span>")
            line("<p id=\"filter-status\" role=\"status\" class=\"muted\"></p>")
            line("</form>")
        }

        mutating func writeMatrix() {
            guard !groups.isEmpty else {
                line("<p>No pairings were evaluated.</p>")
                return
            }
            line("<div class=\"scroll\" role=\"region\" aria-labelledby=\"matrix-caption\" tabindex=\"0\">")
            line("<table class=\"matrix\">")
            line("<caption id=\"matrix-caption\">Pairings by appearance, failing first</caption>")
            var header = "<thead><tr><th scope=\"col\">Pairing</th>"
            for appearance in report.appearances {
                header +=
                    "<th scope=\"col\" data-appearance=\"\(e(appearance.name))\">\(breakable(appearance.name))</th>"
            }
            line(header + "</tr></thead>")
            line("<tbody>")
            for group in groups {
                var row = "<tr data-target=\"\(group.anchor)\"><th scope=\"row\">"
                row += "<a href=\"#\(group.anchor)\">\(e(group.pairing.id))</a> "
                row += "<span class=\"muted\">\(e(group.pairing.role.rawValue))</span></th>"
                for appearance in report.appearances {
                    row += "<td data-appearance=\"\(e(appearance.name))\">"
                    if let cell = group.cells.first(where: { $0.appearance == appearance }) {
                        let primary = cell.primary
                        row += verdict(primary) + " " + e(valueText(primary))
                    } else {
                        row += "<span class=\"muted\">not evaluated</span>"
                    }
                    row += "</td>"
                }
                line(row + "</tr>")
            }
            line("</tbody>")
            line("</table>")
            line("</div>")
        }

        // MARK: Pairings

        mutating func writePairings() {
            line("<section id=\"pairings\" aria-labelledby=\"pairings-heading\">")
            line("<h2 id=\"pairings-heading\">Pairings</h2>")
            if groups.isEmpty { line("<p>Nothing to show.</p>") }
            for group in groups { writeGroup(group) }
            line("</section>")
        }

        mutating func writeGroup(_ group: Group) {
            line(
                "<section class=\"pairing\" id=\"\(group.anchor)\" data-failing=\"\(group.failed)\" "
                    + severityAttribute(group.worst) + "aria-labelledby=\"\(group.anchor)-title\">")
            line("<header>")
            line("<h3 id=\"\(group.anchor)-title\">\(e(group.pairing.id))</h3>")
            line("<p class=\"muted\">\(describe(group))</p>")
            let failing = group.cells.filter(\.failed).count
            if let worst = group.worst {
                line(
                    "<p>\(verdictSpan(.fail, severity: worst, text: "fails")) in \(failing) of "
                        + "\(ReportTextRenderer.plural(group.cells.count, "appearance"))</p>")
            } else {
                line("<p>\(verdictSpan(.pass, severity: nil, text: "passes")) in every appearance shown</p>")
            }
            if group.hasUnknownBackdrop { line("<p class=\"note\">\(e(Wording.unknownBackdrop))</p>") }
            line("</header>")
            line("<ul class=\"cards\">")
            for cell in group.cells { writeCell(cell, in: group) }
            line("</ul>")
            line("</section>")
        }

        /// `data-severity="warning" ` for a failing group, so warnings are styled as warnings, not errors.
        func severityAttribute(_ worst: Severity?) -> String {
            worst.map { "data-severity=\"\($0.rawValue)\" " } ?? ""
        }

        /// `text · foreground link on background · Examples/catchup.json`.
        func describe(_ group: Group) -> String {
            let pairing = group.pairing
            var parts: [String] = [e(pairing.role.rawValue)]
            let stack = pairing.backgrounds.map { "<code>\(e($0))</code>" }.joined(separator: " on ")
            if let foreground = pairing.foreground {
                parts.append("foreground <code>\(e(foreground))</code> on \(stack)")
            } else {
                parts.append("status bar on \(stack)")
            }
            if let provenance = pairing.provenance {
                parts.append(e(provenance))
            }
            parts.append("<code>\(e(group.path))</code>")
            return parts.joined(separator: " · ")
        }

        mutating func writeCell(_ cell: Cell, in group: Group) {
            let name = e(cell.appearance.name)
            line(
                "<li class=\"card\" data-appearance=\"\(name)\" data-failing=\"\(cell.failed)\""
                    + (cell.worst.map { " data-severity=\"\($0.rawValue)\"" } ?? "") + ">")
            let primary = cell.primary
            line("<h4>\(name) \(verdict(primary))</h4>")
            if group.isStatusBar {
                writeStatusBar(cell)
            } else {
                writeSwatches(cell.drawn, role: group.pairing.role)
            }
            writeRuleTable(cell)
            for result in cell.results where result.status == .fail {
                line("<p class=\"message\">\(e(result.message))\(at(result.location, in: group.path))</p>")
            }
            for result in cell.results where result.simulations != nil {
                writeSimulations(result.simulations ?? [])
            }
            var shown: [AuditResult.Suggestion] = []
            for result in cell.results where result.status == .fail {
                let smallest = result.suggestions.filter { $0.side != .style }.map(\.deltaE).min() ?? 0
                for suggestion in result.suggestions where !shown.contains(suggestion) {
                    shown.append(suggestion)
                    // A large change (a cream background turned almost black) stays behind the smaller one.
                    let large =
                        suggestion.side != .style && suggestion.deltaE > HTMLRenderer.largeChange
                        && suggestion.deltaE > smallest
                    if large {
                        line(
                            "<details class=\"large\"><summary>A larger change (\(e(Wording.deltaE(suggestion.deltaE)))): "
                                + "\(e(suggestion.side.rawValue)) <code>\(e(suggestion.token))</code></summary>")
                    }
                    writeSuggestion(suggestion, on: result, role: group.pairing.role)
                    if large { line("</details>") }
                }
                if let reason = result.suggestionReason {
                    line("<p class=\"note\">No suggestion: \(e(reason)).</p>")
                }
            }
            line("</li>")
        }

        /// The two colors as seen under each simulated vision, as chips with their ΔE_OK.
        mutating func writeSimulations(_ simulations: [AuditResult.Simulation]) {
            line("<ul class=\"message\">")
            for simulation in simulations {
                let chips = [simulation.colors.foreground, simulation.colors.background].compactMap(HTMLMarkup.cssColor)
                    .map { "<span class=\"chip\"><span style=\"\(e("background-color:\($0)"))\"></span></span>" }
                line("<li>\(chips.joined())\(e(Wording.simulation(simulation)))</li>")
            }
            line("</ul>")
        }

        /// The swatches of a result; `label` starts each caption (`Now` beside a suggestion).
        mutating func writeSwatches(_ result: AuditResult, role: Role, compact: Bool = false, label: String? = nil) {
            do {
                for drawing in try HTMLRenderer.drawings(result) {
                    let worst = result.backdropRange.map { Wording.ratio($0.min) }
                    line(
                        figure(
                            drawing, role: role,
                            caption: caption(drawing, label: label, ratio: worst, compact: compact),
                            compact: compact))
                }
            } catch {
                line("<p class=\"note\">Cannot draw this swatch: \(e(error.message))</p>")
            }
        }

        /// `#FFFFFF on #999999`, after what the swatch stands for: `Over a checkerboard (unknown backdrop)`,
        /// `On the worst backdrop #FFFFFF (2.84:1)`; in compact captions beside a suggestion, a short form.
        func caption(_ drawing: Drawing, label: String?, ratio: String?, compact: Bool) -> String {
            var context: String?
            if drawing.checkerboard {
                context = compact ? "over a checkerboard" : "Over a checkerboard (unknown backdrop)"
            } else if let backdrop = drawing.backdrop {
                context =
                    compact
                    ? "worst backdrop"
                    : "On the worst backdrop <span class=\"hex\">\(e(backdrop))</span>"
                        + (ratio.map { " (\(e($0)))" } ?? "")
            }
            let prefix = [label.map(e), context].compactMap { $0 }.joined(separator: ", ")
            return (prefix.isEmpty ? "" : prefix + ": ") + "<span class=\"hex\">\(e(drawing.foreground))</span> on "
                + "<span class=\"hex\">\(e(drawing.background))</span>"
        }

        func figure(_ drawing: Drawing, role: Role, caption: String, compact: Bool) -> String {
            let style = "color:\(drawing.foreground);background-color:\(drawing.background)"
            var swatch = "<div class=\"swatch\" style=\"\(e(style))\">"
            if compact {
                swatch += "<p class=\"large\">Aa</p><p class=\"body\">The quick brown fox</p>"
            } else {
                swatch +=
                    "<p class=\"body\">\(e(HTMLRenderer.sample))</p><p class=\"large\">\(e(HTMLRenderer.sample))</p>"
            }
            if role == .ui {
                swatch += "<p class=\"shapes\" aria-hidden=\"true\"><span></span><span class=\"dot\"></span></p>"
            }
            swatch += "</div>"
            if drawing.checkerboard { swatch = "<div class=\"checker\">\(swatch)</div>" }
            return "<figure>\(swatch)<figcaption>\(caption)</figcaption></figure>"
        }

        mutating func writeStatusBar(_ cell: Cell) {
            let primary = cell.primary
            guard let detail = primary.statusBar, let colors = primary.colors else { return }
            // The ratio of each style's text, from the results themselves, so that no ratio on the page
            // is recomputed from rounded hex and shown differently from the audit's.
            var ratios: [StatusBarStyle: Double] = [detail.style.other: detail.otherStyleRatio]
            for result in cell.results {
                guard let value = result.value, let text = result.colors?.foreground else { continue }
                for style in StatusBarStyle.allCases where style.textColor.hex == text { ratios[style] = value }
            }
            let comparison = detail.style == .lightContent ? "&lt;" : "≥"
            line(
                bar(
                    style: detail.style, barHex: colors.background, ratio: ratios[detail.style],
                    caption:
                        "Picked by \(e(detail.measure.phrase)) \(e(Wording.truncated(detail.measured))) \(comparison) "
                        + "\(e(Wording.number(detail.brightnessThreshold))): \(e(detail.style.rawValue))"))
            if let declared = detail.declaredStyle, declared != detail.style {
                line(
                    bar(
                        style: declared, barHex: colors.background, ratio: ratios[declared],
                        caption: "Declared by the app: \(e(declared.rawValue))"))
            }
            line("<dl class=\"facts\">")
            line("<dt>Bar</dt><dd><span class=\"hex\">\(e(colors.background))</span></dd>")
            line("<dt>Brightness</dt><dd>\(e(Wording.truncated(detail.brightness))) (HSB)</dd>")
            line("<dt>Luminance rule</dt><dd>\(e(detail.luminanceStyle.rawValue))</dd>")
            line("<dt>Declared</dt><dd>\(e(detail.declaredStyle?.rawValue ?? "none"))</dd>")
            line("</dl>")
        }

        func bar(style: StatusBarStyle, barHex: String, ratio: Double?, caption: String) -> String {
            let text = style.textColor.hex
            guard let background = HTMLMarkup.cssColor(barHex) else {
                return "<p class=\"note\">Cannot draw the bar color \(e(barHex))</p>"
            }
            let ratioText = ratio.map { ", " + e(Wording.ratio($0)) } ?? ""
            return "<figure><div class=\"bar\" style=\"\(e("color:\(text);background-color:\(background)"))\">"
                + "<span>\(e(HTMLRenderer.statusBarTime))</span>"
                + "<span class=\"icons\">\(e(HTMLRenderer.statusBarIcons))</span></div>"
                + "<figcaption>\(caption) (\(e(Wording.statusBarText(style)))\(ratioText))</figcaption></figure>"
        }

        /// One row group per rule: the rule's name on its own line (names like `status-bar-declared-style`
        /// are wider than a card's column), then its value, minimum and verdict.
        mutating func writeRuleTable(_ cell: Cell) {
            line("<table class=\"rules\">")
            line(
                "<thead><tr><th scope=\"col\">Value</th><th scope=\"col\">Minimum</th><th scope=\"col\">Verdict</th>"
                    + "</tr></thead>")
            for result in cell.results {
                var name = e(result.rule)
                if let anchor = ruleAnchors[Self.ruleKey(result.ruleSet, result.rule)] {
                    name = "<a href=\"#\(anchor)\">\(name)</a>"
                }
                if severalRuleSets { name += " <span class=\"muted\">(\(e(result.ruleSet)))</span>" }
                let minimum =
                    result.threshold.map { Wording.minimum($0, metric: result.metric) }
                    ?? Wording.judgedRequirement(result) ?? ""
                line(
                    "<tbody><tr><th scope=\"rowgroup\" colspan=\"3\">\(name)</th></tr>"
                        + "<tr><td>\(e(valueText(result)))</td><td>\(e(minimum))</td><td>\(verdict(result))</td></tr></tbody>"
                )
            }
            line("</table>")
        }

        mutating func writeSuggestion(_ suggestion: AuditResult.Suggestion, on result: AuditResult, role: Role) {
            line("<div class=\"suggestion\">")
            var title: String
            if suggestion.side == .style, let style = suggestion.style {
                // A style, not a color: the bar keeps its color and the text changes.
                title = "Suggestion: status-bar style <code>\(e(style.rawValue))</code> (no color change)"
            } else {
                title = "Suggestion: \(e(suggestion.side.rawValue)) <code>\(e(suggestion.token))</code> → "
                if let chip = HTMLMarkup.cssColor(suggestion.color) {
                    // Over a small checkerboard, so that a translucent color looks translucent.
                    title += "<span class=\"chip\"><span style=\"\(e("background-color:\(chip)"))\"></span></span>"
                }
                title += "<span class=\"hex\">\(e(suggestion.color))</span>"
                if let style = suggestion.style { title += ", then the brightness rule picks \(e(style.rawValue))" }
            }
            line("<h5>\(title)</h5>")
            do {
                switch try HTMLRenderer.draw(suggestion, on: result) {
                case .drawn(let drawings, _):
                    if let detail = result.statusBar, let colors = result.colors {
                        // Bars need the full width for their time and icons: one above the other.
                        let now =
                            StatusBarStyle.allCases.first { $0.textColor.hex == colors.foreground } ?? detail.style
                        line("<div class=\"stack\">")
                        line(bar(style: now, barHex: colors.background, ratio: result.value, caption: "Now"))
                        for drawing in drawings {
                            let style =
                                StatusBarStyle.allCases.first { $0.textColor.hex == drawing.foreground } ?? now
                            line(
                                bar(
                                    style: style, barHex: drawing.background, ratio: suggestion.value,
                                    caption: "Suggested"))
                        }
                    } else {
                        line("<div class=\"pair\">")
                        writeSwatches(result, role: role, compact: true, label: "Now")
                        for drawing in drawings {
                            line(
                                figure(
                                    drawing, role: role,
                                    caption: caption(drawing, label: "Suggested", ratio: nil, compact: true),
                                    compact: true))
                        }
                    }
                    line("</div>")
                case .chipOnly(let reason):
                    line("<p class=\"note\">Shown as a color only: \(e(reason)).</p>")
                }
            } catch {
                line("<p class=\"note\">Cannot draw this suggestion: \(e(error.message))</p>")
            }
            var facts = ["\(e(Wording.measured(suggestion.value, metric: result.metric))) with the suggestion"]
            if suggestion.side != .style { facts.append(e(Wording.deltaE(suggestion.deltaE))) }
            if let direction = suggestion.direction { facts.append(e(direction.rawValue)) }
            if suggestion.chromaReduced == true { facts.append("chroma reduced to stay in sRGB") }
            if suggestion.side == .style, let style = suggestion.style {
                if let threshold = suggestion.threshold {
                    let comparison = style == .darkContent ? "or lower" : "or higher"
                    facts.append("a brightness threshold of \(e(Wording.number(threshold))) \(comparison) picks it")
                } else {
                    facts.append("declare it: the brightness rule already picks it")
                }
            }
            line("<p class=\"note\">\(facts.joined(separator: " · "))</p>")
            line("</div>")
        }

        // MARK: Other sections

        mutating func writeCoverage() {
            guard !coverage.isEmpty else { return }
            line("<section aria-labelledby=\"coverage-heading\">")
            line("<h2 id=\"coverage-heading\">Unpaired tokens</h2>")
            line("<ul>")
            for result in coverage {
                let location = result.location.map { " <code>\(e($0.description))</code>" } ?? ""
                line(
                    "<li><code>\(e(result.token ?? ""))</code> \(verdict(result)) \(e(result.message))\(location)</li>")
            }
            line("</ul>")
            line("</section>")
        }

        mutating func writeWarnings() {
            guard !report.warnings.isEmpty else { return }
            line("<section aria-labelledby=\"warnings-heading\">")
            line("<h2 id=\"warnings-heading\">Reader warnings</h2>")
            line("<ul>")
            for warning in report.warnings { line("<li><code>\(e(warning.formatted))</code></li>") }
            line("</ul>")
            line("</section>")
        }

        /// The rules applied, then why each kind of rule exists (once per kind: rules of one kind share
        /// their rationale, and repeating it per rule buries the table).
        mutating func writeRules() {
            guard !report.rules.isEmpty else { return }
            line("<section aria-labelledby=\"rules-heading\">")
            line("<h2 id=\"rules-heading\">Rules</h2>")
            line("<div class=\"scroll\" role=\"region\" aria-labelledby=\"rules-caption\" tabindex=\"0\">")
            line("<table class=\"glossary\">")
            line("<caption id=\"rules-caption\">The rules applied, in rule-set order</caption>")
            line(
                "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Rule set</th><th scope=\"col\">Severity</th>"
                    + "<th scope=\"col\">Checks</th><th scope=\"col\">Reference</th><th scope=\"col\">Summary</th></tr>"
                    + "</thead>")
            line("<tbody>")
            for rule in report.rules {
                let anchor = ruleAnchors[Self.ruleKey(rule.ruleSet, rule.id)] ?? ""
                line(
                    "<tr id=\"\(anchor)\"><th scope=\"row\"><code class=\"id\">\(e(rule.id))</code></th>"
                        + "<td class=\"id\">\(e(rule.ruleSet))</td><td>\(e(rule.severity.rawValue))</td><td>\(e(rule.parameters))</td>"
                        + "<td>\(e(rule.reference))</td><td>\(e(rule.summary))</td></tr>")
            }
            line("</tbody>")
            line("</table>")
            line("</div>")
            var kinds: [String] = []
            for rule in report.rules where !kinds.contains(rule.kind) && !rule.rationale.isEmpty {
                kinds.append(rule.kind)
            }
            if !kinds.isEmpty {
                line("<h3 class=\"sub\">Why these rules</h3>")
                line("<dl class=\"rationale\">")
                for kind in kinds {
                    let rationale = report.rules.first { $0.kind == kind }!.rationale
                    line("<dt><code>\(e(kind))</code> rules</dt><dd>\(e(rationale))</dd>")
                }
                line("</dl>")
            }
            line("</section>")
        }

        // MARK: Values and verdicts

        /// ` (line 12, column 22)`: where to change the color; the file is named in the section header,
        /// so only a location in another file (a configuration file) names its path.
        func at(_ location: SourceLocation?, in path: String) -> String {
            guard let location, location.line > 0 else { return "" }
            let file = location.path == path ? "" : "<code>\(e(location.path))</code>, "
            return " <span class=\"muted\">(\(file)line \(location.line), column \(location.column))</span>"
        }

        /// An appearance name that may wrap after its dots in narrow table headers.
        func breakable(_ name: String) -> String {
            e(name).replacingOccurrences(of: ".", with: ".<wbr>")
        }

        /// `4.43:1`, `Lc 52.1`, or `2.84:1–21.00:1` over unknown backdrops.
        func valueText(_ result: AuditResult) -> String {
            guard let value = result.value else { return Wording.judgedValue(result) ?? "" }
            if let range = result.backdropRange, result.metric != .apca {
                // Word joiners around the dash: a range never wraps in the middle.
                return Wording.ratioRange(range.min, range.max).replacingOccurrences(of: "–", with: "\u{2060}–\u{2060}")
            }
            return Wording.measured(value, metric: result.metric)
        }

        /// `✓ pass`, `✓ exempt` for decorative pairings, `✓ not drawn` for a use site whose color is fully
        /// transparent in that appearance, or `✗` and the severity of a failure.
        func verdict(_ result: AuditResult) -> String {
            if Wording.isNotDrawn(result) { return verdictSpan(.pass, severity: nil, text: "not drawn") }
            if result.status == .pass {
                return verdictSpan(.pass, severity: nil, text: result.pairing?.role == .decorative ? "exempt" : "pass")
            }
            let severity = result.severity ?? .error
            return verdictSpan(.fail, severity: severity, text: severity.rawValue)
        }

        func verdictSpan(_ status: AuditResult.Status, severity: Severity?, text: String) -> String {
            guard status == .fail else { return "<span class=\"verdict pass\">✓ \(e(text))</span>" }
            let kind =
                switch severity ?? .error {
                case .error: "fail"
                case .warning: "warning"
                case .info: "info"
                }
            return "<span class=\"verdict \(kind)\">✗ \(e(text))</span>"
        }
    }
}
