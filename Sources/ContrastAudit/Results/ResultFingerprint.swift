/// The identity of a result across runs: what SARIF's `partialFingerprints` and baseline files hold.
///
/// It hashes `AuditResult.fingerprintKey` (rule set, rule, theme file, pairing id or token, appearance:
/// never line numbers, colors or values) with the theme path made relative to a folder, so adding a
/// token above a failing one, reformatting the file or changing a color keeps the fingerprint, and so
/// does running from another folder or naming the file `./Theme.json` instead of `Theme.json`.
package enum ResultFingerprint {
    /// The version of the recipe; SARIF names the fingerprint `contrastAudit/v1` after it.
    package static let version = 1

    /// The SARIF `partialFingerprints` key.
    package static let sarifKey = "contrastAudit/v\(version)"

    /// 64 lowercase hex digits: SHA-256 of the result's key with its path relative to `folder` (a
    /// relative theme path is first resolved against `base`, the folder paths were given relative to;
    /// by default `folder` itself). A theme outside `folder` is named with `..` segments, never by an
    /// absolute path, so the fingerprint does not depend on where the checkout is.
    package static func of(_ result: AuditResult, relativeTo folder: String, base: String? = nil) -> String {
        var keyed = result
        keyed.path = ReportPath.relative(result.path, to: folder, base: base, parents: true)
        return SHA256.hex(keyed.fingerprintKey)
    }
}
