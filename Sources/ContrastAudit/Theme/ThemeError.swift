/// Errors found while resolving a theme's tokens per appearance. Each names the file position, the
/// token and the value, and becomes a `Diagnostic` (exit code 2).
package enum ThemeError: Error, Sendable, Hashable {
    /// A reference `{name}` to a token the theme does not define.
    case unknownToken(name: String, referencedBy: String, location: SourceLocation, suggestion: String?)
    /// A reference to a built-in color that does not exist (`{ios.labl}`).
    case unknownBuiltIn(name: String, location: SourceLocation, suggestion: String?)
    /// A token with no variant for some evaluated appearances, listed once per token in canonical order.
    case noApplicableVariant(token: String, appearances: [Appearance], location: SourceLocation, selectors: [String])
    /// References that lead back to where they started.
    case cycle(chain: [String], location: SourceLocation)
    /// A value the format cannot resolve statically (a dynamic color), needed by a pairing.
    case unresolvable(token: String, reason: String, location: SourceLocation)
    /// A pairing naming a token the theme does not define.
    case unknownPairingToken(name: String, pairing: String, location: SourceLocation, suggestion: String?)

    /// The position the error is reported at.
    package var location: SourceLocation {
        switch self {
        case .unknownToken(_, _, let location, _), .unknownBuiltIn(_, let location, _),
            .noApplicableVariant(_, _, let location, _), .cycle(_, let location), .unresolvable(_, _, let location),
            .unknownPairingToken(_, _, let location, _):
            location
        }
    }

    /// What is wrong and what was expected.
    package var message: String {
        func hint(_ suggestion: String?) -> String { suggestion.map { "; did you mean \"\($0)\"?" } ?? "" }
        switch self {
        case .unknownToken(let name, let referencedBy, _, let suggestion):
            return "token \"\(referencedBy)\" refers to unknown token \"\(name)\"\(hint(suggestion))"
        case .unknownBuiltIn(let name, _, let suggestion):
            return "unknown built-in color \"\(name)\"; expected {ios.NAME} with an iOS system color or "
                + "{uikit.NAME} with a UIKit fixed color\(hint(suggestion))"
        case .noApplicableVariant(let token, let appearances, _, let selectors):
            var luminosities: [String] = []
            for appearance in appearances where !luminosities.contains(appearance.luminosity.rawValue) {
                luminosities.append(appearance.luminosity.rawValue)
            }
            let fix =
                luminosities.count == 1
                ? "add an \"any\" or \"\(luminosities[0])\" variant"
                : "add an \"any\" variant, or \(luminosities.map { "\"\($0)\"" }.joined(separator: " and ")) variants"
            return "token \"\(token)\" has no value for appearance\(appearances.count == 1 ? "" : "s") "
                + "\(appearances.map(\.name).joined(separator: ", ")) (its variants: \(selectors.joined(separator: ", "))); "
                + fix
        case .cycle(let chain, _):
            return "reference cycle: \(chain.joined(separator: " -> "))"
        case .unresolvable(let token, let reason, _):
            return "token \"\(token)\" cannot be resolved: \(reason)"
        case .unknownPairingToken(let name, let pairing, _, let suggestion):
            return "pairing \"\(pairing)\" names unknown token \"\(name)\"\(hint(suggestion))"
        }
    }

    /// The error as a diagnostic.
    package var diagnostic: Diagnostic {
        Diagnostic(severity: .error, location: location, message: message)
    }
}
