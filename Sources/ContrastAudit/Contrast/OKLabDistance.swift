/// ΔE_OK: the Euclidean distance between two colors in OKLab (0 to about 1), which tracks how different two
/// colors look. Not a contrast: rules of kind `distinguishable` use it to require that two colors that
/// carry different meanings (error and success) stay apart, also as people with color-vision deficiencies
/// see them.
public struct OKLabDistance: ContrastMetric {
    package static let id = MetricID.deltaEOK
    package static let summary = "ΔE_OK, the distance between two colors in OKLab (0 to about 1)"

    package init() {}

    package func contrast(foreground: Color, background: Color) -> Double {
        DeltaE.ok(foreground, background)
    }

    package func passes(_ value: Double, minimum: Double) -> Bool {
        value >= minimum
    }
}
