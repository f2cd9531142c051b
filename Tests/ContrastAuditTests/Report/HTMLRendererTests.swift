import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The HTML report: golden files, no external references, hostile names escaped everywhere, the page
/// structure against the JSON report, suggestion swatches, the page's own contrast, and its CSP hash.
@Suite struct HTMLRendererTests {
    static let example = "Examples/catchup.json"
    static let showcase = "Tests/ContrastAuditTests/Fixtures/Check/showcase.json"
    static let hostile = "Tests/ContrastAuditTests/Fixtures/HTML/hostile.json"
    static let suggestions = "Tests/ContrastAuditTests/Fixtures/HTML/suggestions.json"

    /// `audit check ARGUMENTS --format html`, in process, from the package root.
    static func html(_ arguments: [String]) throws -> String {
        let outcome = runAudit(["check"] + arguments + ["--format", "html"], directory: Fixtures.packageRoot.path)
        try #require(outcome.exitCode != .invalidInput, "\(outcome.stderr)")
        return outcome.stdout
    }

    /// The report of one theme under `wcag2-aa`, built with the library as `audit check` builds it.
    static func report(_ path: String, appearances: AppearanceChoice = .automatic) throws -> AuditReport {
        let root = Fixtures.packageRoot
        let themes = try ThemeLoader.load(paths: [path], base: root)
        let ruleSet = try RuleLibrary(directory: root.appendingPathComponent("Rules")).load("wcag2-aa", base: root)
        return try AuditEngine.run(themes: themes, ruleSets: [ruleSet], appearances: appearances)
    }

    // MARK: Golden files

    struct Golden: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let snapshot: String
        var testDescription: String { name }
    }

    static let goldens: [Golden] = [
        Golden(name: "bundled example", arguments: [example], snapshot: "html/catchup.html"),
        Golden(name: "showcase", arguments: [showcase], snapshot: "html/showcase.html"),
    ]

    @Test(arguments: goldens)
    func pageMatchesGoldenFile(_ golden: Golden) throws {
        try Snapshot.assertMatches(try Self.html(golden.arguments), named: golden.snapshot)
    }

    static let suggestionsSnapshot = "html/suggestions.html"

    @Test func suggestionsPageMatchesGoldenFile() throws {
        let report = try Self.reportWithSuggestions()
        try Snapshot.assertMatches(HTMLRenderer.render(report), named: Self.suggestionsSnapshot)
    }

    @Test func sameReportGivesSameBytes() throws {
        let first = try Self.html([Self.showcase])
        let second = try Self.html([Self.showcase])
        #expect(first == second)
        #expect(first.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
    }

    // MARK: Self-contained

    @Test(arguments: [example, showcase, hostile])
    func pageReferencesNothingOutsideItself(_ path: String) throws {
        let page = try Self.html([path])
        for scheme in ["http:", "https:", "ftp:", "file:", "javascript:", "//"] {
            // `//` would be a protocol-relative URL; the page has no comments and no URLs at all.
            #expect(!page.lowercased().contains(scheme), "the page contains \(scheme)")
        }
        #expect(!page.lowercased().contains("@import"))
        #expect(!page.lowercased().contains("url("), "CSS must not load anything, not even data: URLs")
        let tags = try HTMLTags.scan(page)
        for tag in tags {
            for (name, value) in tag.attributes {
                #expect(!name.hasPrefix("on"), "event handler \(name) on <\(tag.name)>")
                if name == "href" { #expect(value.hasPrefix("#"), "<\(tag.name) href=\"\(value)\">") }
                if name == "src" { #expect(value.hasPrefix("data:"), "<\(tag.name) src=\"\(value)\">") }
            }
        }
        let names = Set(tags.map(\.name))
        for forbidden in ["link", "img", "iframe", "object", "embed", "base", "audio", "video", "source", "svg"] {
            #expect(!names.contains(forbidden), "the page has a <\(forbidden)> element")
        }
        // The Content-Security-Policy tells the browser the same: fetch nothing, run only our script.
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;;"))
    }

    // MARK: Escaping

    static let hostileNames = [
        "<img src=x onerror=alert(1)>", "</style><script>alert(\"style\")</script>",
        "quote\"apostrophe'ampersand&amp;", "</script><script>alert(2)</script>", "<!-- comment -->",
        "<b onmouseover='alert(3)'>unpaired text</b>", "<script>alert('id')</script> & \"friends\"",
    ]

    @Test func hostileNamesRenderAsTextEverywhere() throws {
        let page = try Self.html([Self.hostile])
        for name in Self.hostileNames {
            #expect(!page.contains(name), "raw \(name)")
            #expect(page.contains(HTMLMarkup.escape(name)), "escaped \(name)")
        }
        // The names reach the headings, the table of pairings, the stacks, the messages and the unpaired list.
        #expect(page.contains("<h3 id=\"pairing-1-title\">\(HTMLMarkup.escape(Self.hostileNames[6]))</h3>"))
        #expect(page.contains("<code>\(HTMLMarkup.escape(Self.hostileNames[5]))</code>"))
        try Self.expectOnlyOurMarkup(page)
    }

    /// Hand-built: a name that is markup is text in the page, and only the renderer's markup is there.
    @Test func handBuiltHostileNameIsText() throws {
        let page = HTMLRenderer.render(ReportFixtures.hostile)
        #expect(!page.contains("<b>&"))
        #expect(page.contains(HTMLMarkup.escape(ReportFixtures.hostileName)))
        try Self.expectOnlyOurMarkup(page)
    }

    /// Hand-built: the page counts what the report holds and names every failing pairing.
    @Test func handBuiltReportSummaryAndPairings() throws {
        let page = HTMLRenderer.render(ReportFixtures.mixed)
        #expect(page.contains(HTMLMarkup.escape(ReportTextRenderer.summaryLine(ReportFixtures.mixed))))
        for name in ["body on surface", "link on surface", "accent"] { #expect(page.contains(name), "\(name)") }
        #expect(page.contains("4.49:1") && !page.contains("4.50:1"))
        #expect(HTMLRenderer.render(ReportFixtures.mixed) == page)
        try Self.expectOnlyOurMarkup(page)
    }

    @Test func hostilePathIsEscapedToo() throws {
        var report = ReportFixtures.hostile
        let path = "themes/<svg onload=alert(4)>&\"x'.json"
        report.inputs[0].path = path
        for index in report.results.indices {
            report.results[index].path = path
            report.results[index].location?.path = path
        }
        let page = HTMLRenderer.render(report)
        #expect(!page.contains(path))
        #expect(page.contains(HTMLMarkup.escape(path)))
        try Self.expectOnlyOurMarkup(page)
    }

    /// Every tag is one the renderer writes, with no event handlers, and the only script and style
    /// elements are the renderer's own, unchanged.
    static func expectOnlyOurMarkup(_ page: String) throws {
        let allowed: Set<String> = [
            "!doctype", "html", "head", "meta", "title", "style", "body", "a", "header", "main", "footer", "section",
            "h1", "h2", "h3", "h4", "h5", "p", "dl", "dt", "dd", "ul", "li", "br", "code", "span", "strong", "div",
            "table", "caption", "thead", "tbody", "tr", "th", "td", "form", "label", "input", "select", "option",
            "figure", "figcaption", "wbr", "script", "details", "summary",
        ]
        let tags = try HTMLTags.scan(page)
        for tag in tags {
            #expect(allowed.contains(tag.name), "unexpected <\(tag.name)>")
            for (name, _) in tag.attributes { #expect(!name.hasPrefix("on"), "\(name) on <\(tag.name)>") }
        }
        #expect(tags.filter { $0.name == "script" && !$0.closing }.count == 1)
        #expect(tags.filter { $0.name == "style" && !$0.closing }.count == 1)
        #expect(page.components(separatedBy: "<script>").count == 2)
        #expect(page.contains("<script>\(HTMLMarkup.script)</script>"))
        #expect(page.contains("<style>\n\(HTMLMarkup.styleSheet)\n</style>"))
    }

    struct EscapeCase: CustomTestStringConvertible, Sendable {
        let input: String
        let expected: String
        var testDescription: String { input.debugDescription }
    }

    @Test(arguments: [
        EscapeCase(input: "plain text", expected: "plain text"),
        EscapeCase(input: "<img src=x onerror=alert(1)>", expected: "&lt;img src=x onerror=alert(1)&gt;"),
        EscapeCase(input: "a & b", expected: "a &amp; b"),
        EscapeCase(input: "&amp;", expected: "&amp;amp;"),
        EscapeCase(input: "\"double\" 'single'", expected: "&quot;double&quot; &#39;single&#39;"),
        EscapeCase(input: "</script>", expected: "&lt;/script&gt;"),
        EscapeCase(input: "tab\tand\nline", expected: "tab\tand\nline"),
        EscapeCase(input: "nul\u{0}bell\u{7}", expected: "nul\u{FFFD}bell\u{FFFD}"),
        EscapeCase(input: "ΔE_OK ✓ 日本", expected: "ΔE_OK ✓ 日本"),
    ])
    func escapeReplacesMarkupCharacters(_ c: EscapeCase) {
        #expect(HTMLMarkup.escape(c.input) == c.expected)
    }

    @Test(arguments: [
        ("#A1B2C3", true), ("#A1B2C3D4", true), ("#a1b2c3", false), ("#FFF", false), ("red", false),
        ("#FFFFFF;background:url(x)", false), ("#FFFFF\"", false), ("", false),
    ])
    func onlyHexReachesCSS(_ input: String, _ accepted: Bool) {
        #expect((HTMLMarkup.cssColor(input) != nil) == accepted)
    }

    // MARK: Structure

    @Test(arguments: [example, showcase])
    func everyPairingAndAppearanceIsShownAndFailuresAreMarked(_ path: String) throws {
        let page = try Self.html([path])
        let outcome = runAudit(["check", path, "--format", "json"], directory: Fixtures.packageRoot.path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let appearances = try #require(json["appearances"] as? [String])
        let results = try #require(json["results"] as? [[String: Any]])

        // Expected, from the JSON report: pairings in report order, and which appearances fail.
        var order: [String] = []
        var failing: [String: Set<String>] = [:]
        var evaluated: [String: Set<String>] = [:]
        for result in results {
            guard let pairing = result["pairing"] as? [String: Any], let id = pairing["id"] as? String,
                let appearance = result["appearance"] as? String
            else { continue }
            if !order.contains(id) { order.append(id) }
            evaluated[id, default: []].insert(appearance)
            if result["status"] as? String == "fail" { failing[id, default: []].insert(appearance) }
        }
        let expectedOrder = order.filter { failing[$0] != nil } + order.filter { failing[$0] == nil }

        let sections = Self.pairingSections(page)
        #expect(sections.map(\.title) == expectedOrder.map(HTMLMarkup.escape))
        for section in sections {
            let id = try #require(expectedOrder.first { HTMLMarkup.escape($0) == section.title })
            #expect(section.failing == (failing[id] != nil), "\(id)")
            #expect(section.cards.map(\.appearance) == appearances.filter { evaluated[id]!.contains($0) }, "\(id)")
            for card in section.cards {
                #expect(card.failing == failing[id, default: []].contains(card.appearance), "\(id) \(card.appearance)")
            }
        }
        // The summary table: one row per pairing in the same order, one column per appearance.
        let rows = page.components(separatedBy: "<tr data-target=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(rows.map(String.init) == sections.map(\.anchor))
        let header = try #require(page.components(separatedBy: "<caption id=\"matrix-caption\">").last)
        for appearance in appearances {
            #expect(header.contains("<th scope=\"col\" data-appearance=\"\(appearance)\">"))
        }
        // Filters: a labelled checkbox and a labelled select with every appearance, hidden until script runs.
        #expect(page.contains("<form id=\"filters\" class=\"filters\" hidden aria-label=\"Filters\">"))
        #expect(
            page.contains("<label><input type=\"checkbox\" id=\"failing-only\" name=\"failing-only\"> Failing only"))
        #expect(page.contains("<label for=\"appearance-filter\">Appearance</label>"))
        for appearance in appearances {
            #expect(page.contains("<option value=\"\(appearance)\">\(appearance)</option>"))
        }
    }

    struct Section {
        var anchor: String
        var title: String
        var failing: Bool
        var cards: [(appearance: String, failing: Bool)]
    }

    /// The pairing sections of a page, read from its markup.
    static func pairingSections(_ page: String) -> [Section] {
        var sections: [Section] = []
        for chunk in page.components(separatedBy: "<section class=\"pairing\" id=\"").dropFirst() {
            let anchor = String(chunk.prefix { $0 != "\"" })
            let failing = chunk.hasPrefix(anchor + "\" data-failing=\"true\"")
            let heading = chunk.components(separatedBy: "<h3 id=\"\(anchor)-title\">").dropFirst().first ?? ""
            let title = heading.components(separatedBy: "</h3>").first ?? ""
            var cards: [(String, Bool)] = []
            for card in chunk.components(separatedBy: "<li class=\"card\" data-appearance=\"").dropFirst() {
                let appearance = String(card.prefix { $0 != "\"" })
                cards.append((appearance, card.hasPrefix(appearance + "\" data-failing=\"true\"")))
            }
            sections.append(Section(anchor: anchor, title: title, failing: failing, cards: cards))
        }
        return sections
    }

    @Test func onlyFailuresLeavesPassingPairingsOut() throws {
        let page = try Self.html([Self.example, "--only-failures"])
        let sections = Self.pairingSections(page)
        #expect(
            sections.map(\.title) == [
                "secondaryText on card on background", "link on background", "status bar on navigationBar",
            ])
        #expect(sections.allSatisfy { $0.cards.allSatisfy(\.failing) })
        #expect(page.contains("Passing results are left out"))
        #expect(page.contains("<strong>36</strong>evaluations"))
    }

    @Test func unknownBackdropIsDrawnOverACheckerboardAndTheWorstBackdrop() throws {
        let page = try Self.html([Self.showcase, "--appearances", "light"])
        let scrim = try #require(Self.pairingSections(page).first { $0.title == "onScrim on scrim" })
        let chunk = try #require(page.components(separatedBy: "id=\"\(scrim.anchor)\"").last)
        // The stack as declared, translucent, over the checkerboard; then flattened onto white, the worst backdrop.
        #expect(
            chunk.contains(
                "<div class=\"checker\"><div class=\"swatch\" style=\"color:#FFFFFF;background-color:#00000066\">"))
        #expect(chunk.contains("<div class=\"swatch\" style=\"color:#FFFFFF;background-color:#999999\">"))
        #expect(chunk.contains("On the worst backdrop <span class=\"hex\">#FFFFFF</span> (2.84:1)"))
        #expect(chunk.contains(HTMLMarkup.escape(Wording.unknownBackdrop)))
    }

    @Test func statusBarIsDrawnAsABarWithThePickedAndTheDeclaredText() throws {
        let page = try Self.html([Self.showcase, "--appearances", "light"])
        let bar = try #require(Self.pairingSections(page).first { $0.title == "status bar on bar" })
        let chunk = try #require(page.components(separatedBy: "id=\"\(bar.anchor)\"").last)
        // Brightness 0.98 picks black text (12.32:1); the app declares white text (1.70:1).
        #expect(chunk.contains("<div class=\"bar\" style=\"color:#000000;background-color:#FCBD00\"><span>9:41</span>"))
        #expect(chunk.contains("Picked by brightness 0.98 ≥ 0.7: dark-content (black text, 12.32:1)"))
        #expect(chunk.contains("<div class=\"bar\" style=\"color:#FFFFFF;background-color:#FCBD00\"><span>9:41</span>"))
        #expect(chunk.contains("Declared by the app: light-content (white text, 1.70:1)"))
    }

    // MARK: Suggestions

    /// The suggestions fixture's report for light and dark, with the suggestions `PairSuggester` finds
    /// attached to every failing result, and for the status bar the other style with a threshold.
    static func reportWithSuggestions() throws -> AuditReport {
        var report = withoutSuggestions(
            try report(suggestions, appearances: .list([Appearance(.light), Appearance(.dark)])))
        // The fixture's colors (the same in every appearance), to search from.
        let raw: [String: (foreground: String, backgrounds: [String])] = [
            "ink on paper": ("#949494", ["#FFFFFF"]),
            "fadedInk on stone": ("#FFFFFF99", ["#777777"]),
            "mist on veil on night": ("#8A8A8A", ["#FFFFFF40", "#2A2A2D"]),
            "onScrim on scrim": ("#CCCCCC", ["#00000080"]),
        ]
        for index in report.results.indices where report.results[index].status == .fail {
            let result = report.results[index]
            let pairing = try #require(result.pairing)
            if pairing.role == .statusBar {
                let detail = try #require(result.statusBar)
                report.results[index].suggestions = [
                    .init(
                        side: .foreground, token: pairing.backgrounds[0], color: detail.style.other.textColor.hex,
                        value: detail.otherStyleRatio, deltaE: 0, style: detail.style.other, threshold: 0.55)
                ]
                continue
            }
            let colors = try #require(raw[pairing.id])
            let found = PairSuggester.suggest(
                foreground: try Color(parsing: colors.foreground),
                backgrounds: try colors.backgrounds.map { try Color(parsing: $0) },
                target: SuggestionTarget(minimum: try #require(result.threshold)))
            for side in found.sides {
                guard let adjusted = side.adjusted, let value = side.value else { continue }
                report.results[index].suggestions.append(
                    .init(
                        side: side.side == .foreground ? .foreground : .background,
                        token: side.side == .foreground ? pairing.foreground! : pairing.backgrounds[0],
                        color: adjusted.color.hex, value: value, deltaE: adjusted.deltaE,
                        direction: adjusted.direction, chromaReduced: adjusted.chromaReduced))
            }
        }
        return report
    }

    /// What each suggestion must look like: drawn (exactly, checked against the audited value) or shown
    /// as a chip because the report lacks the layers to redraw it.
    @Test func suggestionsAreRedrawnOnlyWhenTheReportHasTheLayers() throws {
        let report = try Self.reportWithSuggestions()
        var outcomes: [String: [String]] = [:]
        for result in report.results where result.appearance == Appearance(.light) {
            for suggestion in result.suggestions {
                let drawing = try HTMLRenderer.draw(suggestion, on: result)
                let kind: String
                switch drawing {
                case .drawn(let drawings, let ratio):
                    kind = "drawn \(drawings.count)"
                    #expect(abs(ratio - suggestion.value) <= 0.01 * suggestion.value, "\(result.pairing!.id)")
                    #expect(drawings.allSatisfy { HTMLMarkup.cssColor($0.foreground) != nil })
                case .chipOnly: kind = "chip"
                }
                outcomes[result.pairing!.id, default: []].append("\(suggestion.side.rawValue) \(kind)")
            }
        }
        #expect(
            outcomes == [
                // Opaque: both sides redraw exactly.
                "ink on paper": ["foreground drawn 1", "background drawn 1"],
                // A translucent foreground would have to be composited again on a new background (and
                // white at its alpha is already as light as it gets).
                "fadedInk on stone": ["background chip"],
                // A new translucent veil needs the night beneath it, which the report does not carry.
                "mist on veil on night": ["foreground drawn 1", "background chip"],
                // Unknown backdrop: over the checkerboard and over the new worst backdrop; the scrim is
                // already black, so only the foreground can change.
                "onScrim on scrim": ["foreground drawn 2"],
                // The other style, drawn as a bar.
                "status bar on bar": ["foreground drawn 1"],
            ])
    }

    @Test func suggestionIsDrawnBesideTheOriginal() throws {
        let page = HTMLRenderer.render(try Self.reportWithSuggestions())
        let ink = try #require(page.components(separatedBy: "<h3 id=\"pairing-1-title\">ink on paper</h3>").last)
        let card = try #require(ink.components(separatedBy: "</li>").first)
        #expect(card.contains("<h5>Suggestion: foreground <code>ink</code> → "))
        #expect(card.contains("Now: <span class=\"hex\">#949494</span> on <span class=\"hex\">#FFFFFF</span>"))
        #expect(card.contains("Suggested: <span class=\"hex\">"))
        #expect(card.contains("ΔE_OK 0."))
        let faded = try #require(page.components(separatedBy: "fadedInk on stone</h3>").last)
        #expect(faded.contains("Shown as a color only: drawn from the report&#39;s composited colors it would read"))
    }

    // MARK: The page's own contrast

    @Test(arguments: [("light", HTMLMarkup.light), ("dark", HTMLMarkup.dark)])
    func pageChromeMeetsAA(_ name: String, _ palette: HTMLMarkup.Palette) throws {
        for surface in [palette.page, palette.surface] {
            let back = try Color(parsing: surface)
            for (role, hex) in palette.textColors {
                let ratio = WCAG2Contrast.ratio(try Color(parsing: hex), back)
                #expect(ratio >= 4.5, "\(name) \(role) \(hex) on \(surface): \(ratio)")
            }
            for (role, hex) in palette.indicatorColors {
                let ratio = WCAG2Contrast.ratio(try Color(parsing: hex), back)
                #expect(ratio >= 3, "\(name) \(role) \(hex) on \(surface): \(ratio)")
            }
        }
    }

    // MARK: Content-Security-Policy

    @Test(arguments: [
        ("", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="),
        ("abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE="),
        (String(repeating: "a", count: 1000), "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM="),
    ])
    func sha256MatchesFIPSVectors(_ input: String, _ base64: String) {
        #expect(HTMLMarkup.sha256Base64(input) == base64)
    }

    @Test func policyAllowsExactlyTheInlineScript() throws {
        let page = try Self.html([Self.example])
        let script = try #require(
            page.components(separatedBy: "<script>").last?.components(separatedBy: "</script>").first)
        #expect(page.contains("script-src &#39;sha256-\(HTMLMarkup.sha256Base64(script))&#39;"))
    }

    @Test func htmlIsRegisteredAfterJSON() throws {
        let formats = ReportRenderers.formats
        #expect(Set(formats).count == formats.count)
        let json = try #require(formats.firstIndex(of: "json"))
        let html = try #require(formats.firstIndex(of: "html"))
        #expect(json < html)
        let renderer = try #require(ReportRenderers.renderer(for: "html"))
        #expect(ObjectIdentifier(renderer) == ObjectIdentifier(HTMLRenderer.self))
    }
}

/// A small scanner for the tags of a page the renderer wrote: enough to list every element and its
/// attributes, and strict enough to fail on markup it does not expect (an unquoted attribute value, a
/// `<` that starts no tag), which is how an escaping mistake would show.
enum HTMLTags {
    struct Tag {
        var name: String
        var closing: Bool
        var attributes: [(name: String, value: String)]
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func scan(_ page: String) throws -> [Tag] {
        let chars = Array(page.unicodeScalars)
        var tags: [Tag] = []
        var i = 0
        func isNameChar(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "!"
        }
        while i < chars.count {
            guard chars[i] == "<" else {
                i += 1
                continue
            }
            i += 1
            var closing = false
            if i < chars.count && chars[i] == "/" {
                closing = true
                i += 1
            }
            var name = ""
            while i < chars.count && isNameChar(chars[i]) {
                name.unicodeScalars.append(chars[i])
                i += 1
            }
            guard !name.isEmpty else { throw Malformed(description: "a < that starts no tag at \(i)") }
            var attributes: [(String, String)] = []
            while i < chars.count && chars[i] != ">" {
                if chars[i] == " " || chars[i] == "\n" {
                    i += 1
                    continue
                }
                var attribute = ""
                while i < chars.count && !" =>".unicodeScalars.contains(chars[i]) {
                    attribute.unicodeScalars.append(chars[i])
                    i += 1
                }
                var value = ""
                if i < chars.count && chars[i] == "=" {
                    i += 1
                    guard i < chars.count && chars[i] == "\"" else {
                        throw Malformed(description: "unquoted value of \(attribute) on <\(name)>")
                    }
                    i += 1
                    while i < chars.count && chars[i] != "\"" {
                        guard chars[i] != "<" else { throw Malformed(description: "< in \(attribute) on <\(name)>") }
                        value.unicodeScalars.append(chars[i])
                        i += 1
                    }
                    i += 1
                }
                attributes.append((attribute.lowercased(), value))
            }
            i += 1
            let tag = Tag(name: name.lowercased(), closing: closing, attributes: attributes)
            tags.append(tag)
            // Raw text elements end only at their end tag.
            if !closing && (tag.name == "script" || tag.name == "style") {
                let end = "</\(tag.name)>"
                let rest = String(String.UnicodeScalarView(chars[i...]))
                guard let range = rest.range(of: end) else { throw Malformed(description: "unclosed <\(tag.name)>") }
                i += rest.unicodeScalars.distance(from: rest.unicodeScalars.startIndex, to: range.lowerBound)
            }
        }
        return tags
    }
}
