import Testing

@testable import ContrastAudit
@testable import audit

/// The registry is how library users find a metric by the identifier a rule file or report names.
@Suite struct MetricRegistryTests {
    @Test func everyIdentifierHasExactlyOneMetricUnderItsOwnKey() {
        let pairKeys = Set(Metrics.contrastMetrics.keys)
        let colorKeys = Set(Metrics.colorMetrics.keys)
        #expect(pairKeys.isDisjoint(with: colorKeys))
        #expect(pairKeys.union(colorKeys) == Set(MetricID.allCases))
        for (key, metric) in Metrics.contrastMetrics {
            #expect(type(of: metric).id == key)
            #expect(!type(of: metric).summary.isEmpty)
        }
        for (key, metric) in Metrics.colorMetrics {
            #expect(type(of: metric).id == key)
            #expect(!type(of: metric).summary.isEmpty)
        }
    }

    @Test func registeredMetricsAgreeWithTheDirectFormulas() throws {
        let text = try Color(parsing: "#767676")
        let background = Color.white
        let wcag = try #require(Metrics.contrastMetrics[.wcag2])
        let apca = try #require(Metrics.contrastMetrics[.apca])
        let brightness = try #require(Metrics.colorMetrics[.hsbBrightness])
        #expect(wcag.contrast(foreground: text, background: background) == WCAG2Contrast.ratio(text, background))
        #expect(
            apca.contrast(foreground: text, background: background)
                == APCAContrast.lc(text: text, background: background))
        #expect(brightness.measure(text) == HSBBrightness.brightness(text))
        // WCAG passes at the threshold itself; APCA compares magnitudes, so dark-on-light and light-on-dark
        // text with the same |Lc| pass alike.
        #expect(wcag.passes(4.5, minimum: 4.5))
        #expect(!wcag.passes(4.499_999, minimum: 4.5))
        #expect(apca.passes(-60, minimum: 60))
        #expect(!apca.passes(-59.9, minimum: 60))
    }
}
