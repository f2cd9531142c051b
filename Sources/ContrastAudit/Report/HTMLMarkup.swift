import Foundation

/// The pieces of HTML that `HTMLRenderer` builds its page from: escaping, the page chrome's palette and
/// style sheet, the filter script, and the Content-Security-Policy hash of that script.
///
/// Kept apart from the renderer so that the safety rules live in one small place: every string from the
/// input passes through `escape`, every color written into a `style` attribute through `cssColor`, and
/// nothing from the input ever reaches the style sheet or the script (both are constants).
enum HTMLMarkup {
    /// `text` with the five characters that can end a text run or an attribute value replaced by
    /// character references. Used for text and for (always double-quoted) attribute values alike, so a
    /// token named `<img src=x onerror=alert(1)>` or `" onmouseover="…` stays text wherever it lands.
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            // Controls other than tab and line breaks are not allowed in HTML text; show them as a
            // visible replacement instead of letting a browser drop or reinterpret them.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}": output += "\u{FFFD}"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    /// A color for a `style` attribute: `#RRGGBB` or `#RRGGBBAA` exactly as `Color.hex` writes it, or
    /// `nil` for anything else, so that only hex digits ever reach CSS.
    static func cssColor(_ hex: String) -> String? {
        let digits = hex.utf8.dropFirst()
        guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8,
            digits.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0) })
        else { return nil }
        return hex
    }
}

// MARK: - Page chrome

extension HTMLMarkup {
    /// The colors of the page around the swatches, for the light and the dark page. A test checks
    /// every text color against both surfaces with the WCAG 2 formula this package implements: the
    /// report about contrast must itself pass AA (4.5:1 for text, 3:1 for borders of controls).
    struct Palette: Sendable {
        var page: String
        var surface: String
        var text: String
        var muted: String
        var border: String
        var fail: String
        var pass: String
        var warning: String
        var focus: String

        /// Text colors and what they are for, checked against `page` and `surface`.
        var textColors: [(name: String, hex: String)] {
            [("text", text), ("muted", muted), ("fail", fail), ("pass", pass), ("warning", warning)]
        }

        /// Colors of non-text indicators (borders of controls and failing cards, the focus ring), 3:1.
        var indicatorColors: [(name: String, hex: String)] {
            [("border", border), ("fail", fail), ("focus", focus)]
        }
    }

    static let light = Palette(
        page: "#FFFFFF", surface: "#F3F3F5", text: "#1B1B1F", muted: "#4A4A52", border: "#7A7A84",
        fail: "#B3261E", pass: "#1E6B34", warning: "#8A4B00", focus: "#0B57D0")

    static let dark = Palette(
        page: "#121214", surface: "#1F1F23", text: "#ECECF1", muted: "#B4B4BE", border: "#8A8A94",
        fail: "#FF8A80", pass: "#7DD68F", warning: "#F2C46D", focus: "#8AB4F8")

    /// The checkerboard drawn behind a translucent stack whose backdrop is unknown: two light grays, the
    /// convention of image editors for "nothing here".
    static let checkerLight = "#FFFFFF"
    static let checkerDark = "#BDBDBD"

    static func variables(_ palette: Palette) -> String {
        "--page:\(palette.page);--surface:\(palette.surface);--text:\(palette.text);--muted:\(palette.muted);"
            + "--border:\(palette.border);--fail:\(palette.fail);--pass:\(palette.pass);"
            + "--warning:\(palette.warning);--focus:\(palette.focus);"
    }

    /// The whole style sheet: a constant apart from the palette, which is ours too. The swatches set
    /// their own colors inline, so `prefers-color-scheme` changes the chrome and never a swatch.
    static let styleSheet: String = """
        :root{color-scheme:light dark;\(variables(light))}
        @media (prefers-color-scheme:dark){:root{\(variables(dark))}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--page);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
        main,header.page,footer.page{max-width:1240px;margin:0 auto;padding:0 20px}
        header.page{padding-top:24px}
        h1{font-size:1.75rem;margin:0 0 8px}
        h2{font-size:1.35rem;margin:32px 0 12px;border-bottom:1px solid var(--border);padding-bottom:4px}
        h3{font-size:1.15rem;margin:0;overflow-wrap:anywhere}
        h4{font-size:1rem;margin:0 0 8px}
        a{color:var(--focus)}
        :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        .skip{position:absolute;left:-9999px}
        .skip:focus{left:8px;top:8px;background:var(--page);padding:4px 8px}
        .muted{color:var(--muted)}
        code,.hex{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:.9em;overflow-wrap:anywhere}
        dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
        dl.facts dt{font-weight:600}
        dl.facts dd{margin:0;overflow-wrap:anywhere}
        ul.counts{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:16px 0 0}
        ul.counts li{background:var(--surface);border:1px solid var(--border);border-radius:6px;padding:4px 10px}
        ul.counts strong{font-size:1.2rem;margin-right:4px}
        .scroll{overflow-x:auto}
        table{border-collapse:collapse}
        caption{text-align:left;font-weight:600;padding:4px 0}
        table.matrix{min-width:100%;margin-top:8px;font-size:.875rem}
        table.matrix th,table.matrix td{border:1px solid var(--border);padding:4px 8px;text-align:left;vertical-align:top}
        table.matrix thead th{background:var(--surface);font-size:.85rem}
        table.matrix tbody th{font-weight:normal;min-width:10em}
        table.rules{width:100%;font-size:.875rem;margin-top:8px}
        table.rules th,table.rules td{text-align:left;padding:1px 8px 1px 0;vertical-align:top}
        table.rules thead th{font-weight:600;color:var(--muted)}
        table.rules tbody th{font-weight:600;padding-top:4px}
        table.glossary th,table.glossary td{border:1px solid var(--border);padding:4px 8px;text-align:left;vertical-align:top;font-size:.9rem}
        code.id,td.id{white-space:nowrap;overflow-wrap:normal}
        h3.sub{margin-top:20px}
        dl.rationale dt{font-weight:600;margin-top:8px}
        dl.rationale dd{margin:0;max-width:70em}
        form.filters{display:flex;flex-wrap:wrap;align-items:center;gap:8px 24px;margin:16px 0;padding:10px 14px;background:var(--surface);border:1px solid var(--border);border-radius:8px}
        form.filters label,form.filters .field{display:inline-flex;align-items:center;gap:6px}
        form.filters p{margin:0}
        form.filters input,form.filters select{accent-color:var(--focus);font:inherit}
        form.filters select{padding:2px 6px;color:var(--text);background:var(--page);border:1px solid var(--border);border-radius:4px}
        .verdict{font-weight:700;white-space:nowrap}
        .verdict.fail{color:var(--fail)}
        .verdict.pass{color:var(--pass)}
        .verdict.warning,.verdict.info{color:var(--warning)}
        section.pairing{margin:0 0 28px;padding:14px;border:1px solid var(--border);border-radius:10px}
        section.pairing[data-failing="true"]{border-left:6px solid var(--fail)}
        section.pairing[data-severity="warning"],section.pairing[data-severity="info"]{border-left-color:var(--warning)}
        section.pairing>header p{margin:2px 0 0}
        ul.cards{list-style:none;margin:12px 0 0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(270px,1fr));gap:12px}
        li.card{background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:10px;min-width:0}
        li.card[data-failing="true"]{border:2px solid var(--fail)}
        li.card[data-severity="warning"],li.card[data-severity="info"]{border-color:var(--warning)}
        details.large{margin-top:10px;font-size:.85rem;color:var(--muted)}
        details.large summary{cursor:pointer}
        figure{margin:0 0 6px}
        figcaption{font-size:.8rem;color:var(--muted);margin-top:2px;overflow-wrap:anywhere}
        .swatch{border-radius:6px;padding:10px 12px;border:1px solid var(--border);overflow:hidden}
        .swatch p{margin:0;overflow-wrap:anywhere}
        .swatch .body{font-size:16px;line-height:1.4;font-weight:400}
        .swatch .large{font-size:24px;line-height:1.25;font-weight:700;margin-top:4px}
        .swatch .shapes{display:flex;gap:10px;align-items:center;margin-top:8px}
        .swatch .shapes span{display:inline-block;width:28px;height:20px;border:2px solid currentColor;border-radius:4px}
        .swatch .shapes span.dot{width:16px;height:16px;border-radius:50%;background:currentColor}
        .checker{background-color:\(checkerLight);background-image:conic-gradient(\(checkerDark) 25%,transparent 0 50%,\(checkerDark) 0 75%,transparent 0);background-size:16px 16px;border-radius:6px}
        .checker .swatch{border-color:transparent}
        .pair{display:grid;grid-template-columns:1fr 1fr;gap:6px}
        .bar{display:flex;justify-content:space-between;align-items:center;gap:8px;white-space:nowrap;overflow:hidden;height:44px;padding:0 16px;border-radius:6px;border:1px solid var(--border);font-size:15px;font-weight:600;letter-spacing:.02em}
        .bar .icons{font-size:12px;font-weight:700;letter-spacing:.08em}
        .suggestion{margin-top:10px;padding-top:8px;border-top:1px dashed var(--border)}
        .suggestion h5{font-size:.875rem;margin:0 0 6px}
        .chip{display:inline-block;width:1.1em;height:1.1em;vertical-align:-.2em;border:1px solid var(--border);border-radius:3px;margin-right:4px;overflow:hidden;background-color:\(checkerLight);background-image:conic-gradient(\(checkerDark) 25%,transparent 0 50%,\(checkerDark) 0 75%,transparent 0);background-size:8px 8px}
        .chip span{display:block;width:100%;height:100%}
        .stack{display:grid;gap:6px}
        p.message{font-size:.85rem;margin:6px 0 0;overflow-wrap:anywhere}
        p.note{font-size:.85rem;margin:6px 0 0}
        .filtered{display:none!important}
        footer.page{padding-bottom:32px;margin-top:32px;font-size:.875rem;color:var(--muted)}
        @media (max-width:600px){main,header.page,footer.page{padding:0 10px}section.pairing{padding:10px}ul.cards{grid-template-columns:1fr}}
        """

    /// The filters, in a few lines: the form stays hidden until the script runs (so a reader without
    /// script sees everything and no dead controls), then each change toggles the `filtered` class.
    /// Input reaches it only through `data-` attributes, read with DOM APIs; it contains no `<`, so no
    /// string in it can end the element.
    static let script: String = """
        (function(){
        var form=document.getElementById("filters");
        var status=document.getElementById("filter-status");
        form.hidden=false;
        function apply(){
        var failing=form.elements["failing-only"].checked;
        var appearance=form.elements["appearance"].value;
        document.querySelectorAll("[data-appearance]").forEach(function(el){
        var off=(appearance!==""&&el.dataset.appearance!==appearance)||(failing&&el.dataset.failing==="false");
        el.classList.toggle("filtered",off);
        });
        var shown=0,total=0;
        document.querySelectorAll("section.pairing").forEach(function(section){
        var cards=section.querySelectorAll("li.card:not(.filtered)").length;
        var off=cards===0||(failing&&section.dataset.failing==="false");
        section.classList.toggle("filtered",off);
        total+=1;if(!off){shown+=1;}
        });
        document.querySelectorAll("tr[data-target]").forEach(function(row){
        row.classList.toggle("filtered",document.getElementById(row.dataset.target).classList.contains("filtered"));
        });
        status.textContent="Showing "+shown+" of "+total+" pairings.";
        }
        form.addEventListener("change",apply);
        form.addEventListener("submit",function(event){event.preventDefault();});
        apply();
        })();
        """

    /// The page's Content-Security-Policy: nothing may be fetched, and the only script that may run is
    /// the one above (by its hash), so even a markup mistake could not load or run anything.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-\(sha256Base64(script))'; "
        + "base-uri 'none'; form-action 'none'"
}

// MARK: - SHA-256

extension HTMLMarkup {
    /// SHA-256 of the UTF-8 bytes of `text`, in base64, as CSP's `'sha256-…'` source wants.
    static func sha256Base64(_ text: String) -> String {
        Data(SHA256.digest(Array(text.utf8))).base64EncodedString()
    }
}
