/// What every report renderer may need besides the report.
public struct RenderOptions: Sendable {
    /// Terminal colors for text output (`plain` for files and pipes).
    public var style: TerminalStyle
    /// Leave passing results out.
    public var onlyFailures: Bool
    /// The folder paths are made relative to (SARIF artifact locations, links).
    public var workingDirectory: String

    /// Creates options.
    public init(style: TerminalStyle = .plain, onlyFailures: Bool = false, workingDirectory: String = "") {
        self.style = style
        self.onlyFailures = onlyFailures
        self.workingDirectory = workingDirectory
    }
}

/// A report format: one renderer per file in `Report/`, all reading the same `AuditReport`.
public protocol ReportRenderer: Sendable {
    /// The `--format` name.
    static var format: String { get }
    /// The whole report as the text of one file.
    static func render(_ report: AuditReport, options: RenderOptions) -> String
}

/// The registry of report formats, written out by hand.
public enum ReportRenderers {
    /// Every renderer, in the order `--help` lists them.
    public static let all: [any ReportRenderer.Type] = [
        ReportTextRenderer.self, ReportJSONRenderer.self, ReportSARIFRenderer.self, ReportJUnitRenderer.self,
        ReportMarkdownRenderer.self, ReportGitHubRenderer.self, ReportXcodeRenderer.self, HTMLRenderer.self,
    ]

    /// The renderer for a `--format` name.
    public static func renderer(for format: String) -> (any ReportRenderer.Type)? {
        for renderer in all where renderer.format == format { return renderer }
        return nil
    }

    /// Every format name.
    public static var formats: [String] {
        var names: [String] = []
        for renderer in all { names.append(renderer.format) }
        return names
    }
}
