#!/usr/bin/env bash
# Renders HTML reports with headless Chromium, so a person can look at what a designer will see (issue 6):
# the bundled example, the showcase fixture (translucency, high contrast, status bars), the hostile-names
# fixture, and the test suite's golden page with suggestions. Not run in CI: it needs a browser. The
# pictures go under .build (ignored by git): look at them, do not commit them.
#
#   scripts/render-html-report.sh [OUTPUT_FOLDER]      (default: .build/html-report)
#
# Writes NAME.html and, for each, NAME-wide.png (1280 px), NAME-narrow.png (414 px, through a frame),
# NAME-dark.png (1280 px, dark page chrome) and NAME-filtered.png ("Failing only" and "dark" chosen in
# the page's filters, with what stayed visible in NAME.filters.txt), plus NAME.dom.html: the page after
# its script ran (the script must run under the page's Content-Security-Policy: the form loses `hidden`).
# Install the browser on Debian with: apt-get install -y chromium
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/html-report}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [[ -z "$browser" ]]; then
    echo "error: no chromium on PATH (Debian: apt-get install -y chromium)" >&2
    exit 2
fi

swift build --product audit >&2
audit="$(swift build --show-bin-path)/audit"

render() { # NAME THEME
    local name="$1" theme="$2" status=0
    # The audit exits 1 when the theme has failures; only 2 (bad input) is an error here.
    "$audit" check "$theme" --format html --output "$out/$name.html" || status=$?
    if [[ $status -gt 1 ]]; then
        echo "error: audit failed on $theme (exit $status)" >&2
        exit "$status"
    fi
    screenshots "$name"
}

screenshots() { # NAME: renders $out/NAME.html
    local name="$1"
    local flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
        --disable-background-networking --disable-component-update --disable-sync)
    "$browser" "${flags[@]}" --screenshot="$out/$name-wide.png" --window-size=1280,2400 \
        "file://$out/$name.html" 2>/dev/null
    # Headless Chromium never lays a window out narrower than 500 px (a 414 px screenshot would be a crop
    # of a 500 px page), so the narrow view frames the report in an iframe exactly 414 px wide.
    printf '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>%s at 414 px</title>
<body style="margin:0"><iframe src="%s.html" title="report" style="border:0;width:414px;height:2400px"></iframe>\n' \
        "$name" "$name" >"$out/$name-narrow-frame.html"
    "$browser" "${flags[@]}" --screenshot="$out/$name-narrow.png" --window-size=414,2400 \
        "file://$out/$name-narrow-frame.html" 2>/dev/null
    "$browser" "${flags[@]}" --force-dark-mode --blink-settings=preferredColorScheme=0 \
        --screenshot="$out/$name-dark.png" --window-size=1280,2400 "file://$out/$name.html" 2>/dev/null
    "$browser" "${flags[@]}" --dump-dom "file://$out/$name.html" >"$out/$name.dom.html" 2>/dev/null
    if grep -q '<form id="filters" class="filters" hidden' "$out/$name.dom.html"; then
        echo "error: the filter script did not run in $name.html (Content-Security-Policy hash?)" >&2
        exit 1
    fi
    filters "$name" "${flags[@]}"
    echo "$out/$name.html: $name-wide.png, $name-narrow.png, $name-dark.png, $name-filtered.png, $name.dom.html"
}

filters() { # NAME FLAGS...: ticks "Failing only", picks "dark", and reports what stays visible
    local name="$1"
    shift
    # A page of our own frames the report and drives its form, as a person would; reading the framed
    # page needs --allow-file-access-from-files (file: pages are otherwise separate origins).
    cat >"$out/$name-filter-frame.html" <<HTML
<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>$name filtered</title>
<body style="margin:0"><pre id="result">the filters did not run</pre>
<iframe id="report" src="$name.html" title="report" style="border:0;width:1280px;height:2300px"></iframe>
<script>
document.getElementById("report").addEventListener("load", function () {
  var doc = this.contentDocument, form = doc.getElementById("filters");
  form.elements["failing-only"].checked = true;
  form.elements["appearance"].value = "dark";
  form.dispatchEvent(new Event("change"));
  function shown(selector, text) {
    return Array.from(doc.querySelectorAll(selector)).filter(function (e) { return e.offsetParent !== null; }).map(text);
  }
  document.getElementById("result").textContent = [
    "failing only, dark: " + doc.getElementById("filter-status").textContent,
    "  pairings: " + shown("section.pairing", function (s) { return s.querySelector("h3").textContent; }).join(" | "),
    "  cards: " + shown("li.card", function (c) { return c.dataset.appearance; }).join(", "),
    "  table columns: " + shown("thead th[data-appearance]", function (c) { return c.dataset.appearance; }).join(", ")
  ].join("\\n");
});
</script>
HTML
    "$browser" "$@" --allow-file-access-from-files --dump-dom "file://$out/$name-filter-frame.html" 2>/dev/null |
        sed -n '/<pre id="result">/,/<\/pre>/p' | sed -e 's/.*<pre id="result">//' -e 's/<\/pre>.*//' |
        tee "$out/$name.filters.txt"
    "$browser" "$@" --allow-file-access-from-files --screenshot="$out/$name-filtered.png" --window-size=1280,2400 \
        "file://$out/$name-filter-frame.html" 2>/dev/null
}

render catchup Examples/catchup.json
render showcase Tests/ContrastAuditTests/Fixtures/Check/showcase.json
render hostile Tests/ContrastAuditTests/Fixtures/HTML/hostile.json
# The audit does not attach suggestions yet; the test suite's golden page has them (HTMLRendererTests).
cp Tests/ContrastAuditTests/Snapshots/html/suggestions.html "$out/suggestions.html"
screenshots suggestions
