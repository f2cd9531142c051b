/// SARIF 2.1.0 (OASIS), the format code-scanning services read (GitHub code scanning, Azure DevOps,
/// VS Code's SARIF viewer): one run whose driver lists every applied rule, and one result per failing
/// evaluation pointing at the color value in the theme file.
///
/// Decisions, each with its reason:
/// - **Rule ids** are `ruleSet/rule` (`wcag2-aa/text-contrast`): rule ids repeat across rule sets
///   (`wcag2-aa` and `wcag2-aaa` both have `text-contrast`), and SARIF needs one descriptor per id.
///   `ruleIndex` is the descriptor's position in `tool.driver.rules`.
/// - **Passes are not results.** SARIF allows `kind: "pass"` (§3.27.9), but code-scanning services
///   turn results into alerts and a theme audit has thousands of passing evaluations; what was
///   evaluated is still stated, by the rule descriptors and the counts in `run.properties.summary`.
///   Every result therefore has the default kind, `fail`, and a `level` from the rule's severity
///   (error → `error`, warning → `warning`, info → `note`).
/// - **Locations** are relative to the working folder (``RenderOptions/workingDirectory``: where audit ran,
///   or the configuration's folder when it lists the themes) with `uriBaseId` `%SRCROOT%` (the base GitHub's
///   own examples use), left undefined in `originalUriBaseIds` so the report holds no machine-specific
///   path (§3.14.14 lets a consumer supply it). A file outside the working folder gets an absolute
///   `file://` URI. Columns count Unicode scalars, declared by `columnKind: unicodeCodePoints`.
/// - **Fingerprints** (`partialFingerprints["contrastAudit/v1"]`) are ``ResultFingerprint``s: no line
///   numbers, so alerts survive unrelated edits.
/// - **Fixes** come from suggestions that carry a byte-range edit; both line/column and byte offsets of
///   the replaced region are given, because the former is what viewers show and the latter is exact.
/// - **Suggestions** without an edit (a status-bar style, a color in a format that cannot be edited in place)
///   and the reason a failure has none are in the result's `properties` (`suggestions` as sentences,
///   `suggestionReason`), so every suggestion the other formats show is in the log.
/// - **Baseline**: with `--baseline`, results carry `baselineState: "new"` (matched ones were removed
///   before rendering) and `run.properties.baseline` counts them and lists the fixed ones.
public enum ReportSARIFRenderer: ReportRenderer {
    public static let format = "sarif"

    /// The schema the output conforms to (the OASIS errata-01 URI, as in the schema's own `id`).
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// Where to learn about the tool (SARIF `toolComponent.informationUri`).
    public static let informationURI = "https://github.com/contrastaudit/ContrastAudit"

    /// The SARIF log as pretty-printed JSON with sorted keys.
    public static func render(_ report: AuditReport, options: RenderOptions) -> String {
        JSONOutput.encode(Log(report, options: options))
    }

    // MARK: - Model

    struct Log: Encodable {
        let schema = ReportSARIFRenderer.schemaURI
        let version = "2.1.0"
        let runs: [Run]

        init(_ report: AuditReport, options: RenderOptions) {
            runs = [Run(report, options: options)]
        }

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let columnKind = "unicodeCodePoints"
        let originalUriBaseIds: [String: BaseLocation]
        let invocations: [Invocation]
        let results: [Result]
        let properties: RunProperties

        init(_ report: AuditReport, options: RenderOptions) {
            let rules = report.rules.map(Rule.init)
            var indexes: [String: Int] = [:]
            for (index, rule) in rules.enumerated() where indexes[rule.id] == nil { indexes[rule.id] = index }
            tool = Tool(driver: Driver(rules: rules))
            originalUriBaseIds = [Location.baseID: BaseLocation()]
            let notifications = report.warnings.map { Notification($0, workingDirectory: options.workingDirectory) }
            invocations = [Invocation(toolExecutionNotifications: notifications.isEmpty ? nil : notifications)]
            let contested = FailureGroups.contestedEdits(report.results)
            results = report.results.filter { $0.status == .fail }.map {
                Result(
                    $0, ruleIndex: indexes[Wording.ruleID(ruleSet: $0.ruleSet, rule: $0.rule)], report: report,
                    workingDirectory: options.workingDirectory, contested: contested)
            }
            properties = RunProperties(
                summary: report.summary, ruleSets: report.ruleSets, appearances: report.appearances.map(\.name),
                baseline: report.baseline.map(ReportJSONRenderer.BaselineModel.init))
        }
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name = "audit"
        let version = ToolVersion.current
        let semanticVersion = ToolVersion.current
        let informationUri = ReportSARIFRenderer.informationURI
        let rules: [Rule]
    }

    struct Text: Encodable {
        let text: String
    }

    struct HelpText: Encodable {
        let text: String
        let markdown: String
    }

    struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let help: HelpText
        let helpUri: String
        let defaultConfiguration: Configuration
        let properties: RuleProperties

        init(_ info: AuditReport.RuleInfo) {
            id = Wording.ruleID(ruleSet: info.ruleSet, rule: info.id)
            name = Self.pascalCase(info.id)
            shortDescription = Text(text: info.summary)
            fullDescription = Text(text: info.rationale)
            // The reference comes from the rule set and the URI from the rule kind, so neither names the other.
            help = HelpText(
                text: "\(info.summary) \(info.rationale) Checked: \(info.parameters). Reference: \(info.reference). "
                    + "More: \(info.helpURI)",
                markdown: "\(info.summary)\n\n\(info.rationale)\n\nChecked: `\(info.parameters)`.\n\n"
                    + "Reference: \(info.reference).\n\nMore: <\(info.helpURI)>")
            helpUri = info.helpURI
            defaultConfiguration = Configuration(level: Level(info.severity))
            properties = RuleProperties(
                ruleSet: info.ruleSet, kind: info.kind, parameters: info.parameters, reference: info.reference,
                tags: ["accessibility", "color-contrast", info.ruleSet])
        }

        /// `text-contrast` → `TextContrast`: SARIF's examples name rules in Pascal case.
        static func pascalCase(_ id: String) -> String {
            id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
                $0.prefix(1).uppercased() + $0.dropFirst()
            }
            .joined()
        }
    }

    struct Configuration: Encodable {
        let level: Level
    }

    struct RuleProperties: Encodable {
        let ruleSet: String
        let kind: String
        let parameters: String
        let reference: String
        let tags: [String]
    }

    enum Level: String, Encodable {
        case error, warning, note

        init(_ severity: Severity) {
            switch severity {
            case .error: self = .error
            case .warning: self = .warning
            case .info: self = .note
            }
        }
    }

    /// `%SRCROOT%`, described but without a URI: the consumer supplies the checkout folder.
    struct BaseLocation: Encodable {
        let description = Text(
            text: "the folder the audited paths are relative to: where audit ran, or the folder of the "
                + ".contrastaudit.json that lists the themes")
    }

    struct Invocation: Encodable {
        let executionSuccessful = true
        /// Reader warnings (left out when there are none).
        let toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        let level = "warning"
        let message: Text
        let locations: [Location]?

        init(_ diagnostic: Diagnostic, workingDirectory: String) {
            message = Text(text: diagnostic.message)
            locations = diagnostic.location.map { [Location($0, workingDirectory: workingDirectory)] }
        }
    }

    struct Location: Encodable {
        static let baseID = "%SRCROOT%"
        let physicalLocation: PhysicalLocation

        init(_ location: SourceLocation, workingDirectory: String) {
            physicalLocation = PhysicalLocation(
                artifactLocation: ArtifactLocation(location.path, workingDirectory: workingDirectory),
                region: location.hasPosition ? Region(startLine: location.line, startColumn: location.column) : nil)
        }
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?

        init(_ path: String, workingDirectory: String) {
            let (uri, isRelative) = ReportPath.uri(path, relativeTo: workingDirectory)
            self.uri = uri
            uriBaseId = isRelative ? Location.baseID : nil
        }
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int?
        var endColumn: Int?
        var byteOffset: Int?
        var byteLength: Int?
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: Level
        let message: Text
        let locations: [Location]
        let partialFingerprints: [String: String]
        let baselineState: String?
        let fixes: [Fix]?
        let properties: ResultProperties

        init(
            _ result: AuditResult, ruleIndex: Int?, report: AuditReport, workingDirectory: String,
            contested: Set<String> = []
        ) {
            ruleId = Wording.ruleID(ruleSet: result.ruleSet, rule: result.rule)
            self.ruleIndex = ruleIndex
            level = Level(result.severity ?? .error)
            message = Text(text: Wording.resultMessage(result))
            locations = [
                Location(result.location ?? SourceLocation(path: result.path), workingDirectory: workingDirectory)
            ]
            partialFingerprints = [
                ResultFingerprint.sarifKey: ResultFingerprint.of(result, relativeTo: workingDirectory)
            ]
            baselineState = report.baseline == nil ? nil : "new"
            let withEdits = result.suggestions.filter { suggestion in
                suggestion.edit.map { !contested.contains(FailureGroups.editKey($0)) } ?? false
            }
            fixes = withEdits.isEmpty ? nil : withEdits.map { Fix($0, metric: result.metric, workingDirectory) }
            properties = ResultProperties(result)
        }
    }

    struct ResultProperties: Encodable {
        let ruleSet: String
        let appearance: String?
        let pairing: String?
        let token: String?
        let foreground: String?
        let background: String?
        let metric: String?
        let value: Double?
        let threshold: Double?
        /// Every suggestion as a sentence (those with an edit are also `fixes`), including status-bar
        /// styles, which change no file.
        let suggestions: [String]?
        /// Why a failing result has no suggestion.
        let suggestionReason: String?

        init(_ result: AuditResult) {
            ruleSet = result.ruleSet
            appearance = result.appearance?.name
            pairing = result.pairing?.id
            token = result.token
            foreground = result.colors?.foreground
            background = result.colors?.background
            metric = result.metric?.rawValue
            value = result.value
            threshold = result.threshold
            suggestions =
                result.suggestions.isEmpty
                ? nil : result.suggestions.map { Wording.suggestion($0, metric: result.metric) }
            suggestionReason = result.suggestionReason
        }
    }

    struct Fix: Encodable {
        let description: Text
        let artifactChanges: [ArtifactChange]

        init(_ suggestion: AuditResult.Suggestion, metric: MetricID?, _ workingDirectory: String) {
            let edit = suggestion.edit!
            description = Text(text: Wording.suggestion(suggestion, metric: metric))
            artifactChanges = [
                ArtifactChange(
                    artifactLocation: ArtifactLocation(edit.path, workingDirectory: workingDirectory),
                    replacements: [
                        Replacement(
                            deletedRegion: Region(
                                startLine: edit.start.line, startColumn: edit.start.column, endLine: edit.end.line,
                                endColumn: edit.end.column, byteOffset: edit.byteRange.lowerBound,
                                byteLength: edit.byteRange.count),
                            insertedContent: Text(text: edit.replacement))
                    ])
            ]
        }
    }

    struct ArtifactChange: Encodable {
        let artifactLocation: ArtifactLocation
        let replacements: [Replacement]
    }

    struct Replacement: Encodable {
        let deletedRegion: Region
        let insertedContent: Text
    }

    struct RunProperties: Encodable {
        let summary: AuditReport.Summary
        let ruleSets: [String]
        let appearances: [String]
        /// The JSON report's `baseline` object, when `--baseline` was given.
        let baseline: ReportJSONRenderer.BaselineModel?
    }
}
