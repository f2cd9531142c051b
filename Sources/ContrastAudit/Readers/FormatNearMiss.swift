/// Format detection's second look at a JSON file that no reader claims: a top-level key one or two typos
/// away from a key that identifies a format (`"colours"` for `"colors"`) means the user wrote that format
/// and misspelt it, so the file is read as that format and the error lands on the key, with a hint, instead
/// of "not a recognized theme file" at 1:1.
///
/// Only plain edit distance counts here (not `DidYouMean`'s prefix rule, which would take a token group
/// named `colorScheme` for a misspelt `colors`), and only for keys that identify a format on their own;
/// formats whose top-level keys are the user's group names cannot be near-missed.
enum FormatNearMiss {
    /// A misspelt key and the format key it is close to.
    struct Match: Sendable, Hashable {
        var member: JSONMember
        var intended: String
        var format: ThemeFormat
    }

    /// Keys that identify a format, in detection order.
    static let identifyingKeys: [(format: ThemeFormat, keys: [String])] = [
        (.schemeJSON, ["colors", "generator", "pairings"]),
        (.tokensStudio, ["$themes", "$metadata"]),
    ]

    /// The first top-level key of `root` that is a near miss of an identifying key, or `nil`.
    static func match(_ root: JSONNode) -> Match? {
        guard let members = root.members else { return nil }
        for member in members {
            let key = Array(member.key.lowercased())
            let limit = max(1, min(2, key.count / 3))
            for (format, keys) in identifyingKeys {
                for intended in keys where intended != member.key {
                    let distance = DidYouMean.optimalStringAlignmentDistance(key, Array(intended))
                    if distance <= limit { return Match(member: member, intended: intended, format: format) }
                }
            }
        }
        return nil
    }

    /// The error for a match whose format's reader does not check its top-level keys itself.
    static func error(_ match: Match) -> Diagnostic {
        Diagnostic(
            severity: .error, location: match.member.keyLocation,
            message: "unknown key \(ColorSyntaxError.quote(match.member.key)) in a \(match.format.name) file; "
                + "did you mean \"\(match.intended)\"?")
    }
}
