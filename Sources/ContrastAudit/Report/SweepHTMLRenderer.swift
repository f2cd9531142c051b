/// Placeholder.
public enum SweepHTMLRenderer {
    public static func render(_ report: SweepReport) -> String { "" }
}
