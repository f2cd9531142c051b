/// The version of ContrastAudit, which reports, baselines and `audit --version` carry.
public enum ToolVersion {
    /// The semantic version.
    public static let current = "0.1.0"
}
