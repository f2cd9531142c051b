/// `audit pairings`: every pairing the conventions infer, with the convention and the name words that made
/// it, its role, and why, so a team can review them once and freeze them with `--write-config`.
///
/// Text: one block per input (sorted by path), then one entry per pairing. JSON: `{"inputs": [{"path",
/// "format", "tokens", "declared", "pairings": [{"foreground", "backgrounds", "role", "convention", "words":
/// {"foreground", "background"}, "why", "notes"}]}]}`.
package enum PairingListing {
    /// One input and what the conventions infer for it.
    package typealias Entry = (theme: Theme, proposal: PairingConventions.Proposal)

    /// The text listing.
    package static func text(_ entries: [Entry]) -> String {
        var lines: [String] = []
        for (theme, proposal) in entries {
            let count = proposal.explanations.count
            var header =
                "\(theme.path)  \(theme.format.name), \(theme.tokens.count) tokens: "
                + "\(count) inferred \(count == 1 ? "pairing" : "pairings")"
            let usage = theme.pairings.filter { $0.origin == .usage }
            let written = theme.pairings.count - usage.count
            if written > 0 { header += ", \(written) declared or configured" }
            if !usage.isEmpty { header += ", \(usage.count) from code usage" }
            lines.append(header)
            for pairing in usage {
                lines.append("")
                lines.append("  \(pairing.id)  (\(pairing.role.rawValue), \(usageWording(pairing)))")
            }
            for explanation in proposal.explanations {
                let pairing = explanation.pairing
                lines.append("")
                lines.append(
                    "  \(pairing.id)  (\(pairing.role.rawValue), inferred by convention \(explanation.convention))")
                lines.append(
                    "    words: \(explanation.foregroundWords.joined(separator: " "))"
                        + (explanation.backgroundWords.isEmpty
                            ? "" : " | " + explanation.backgroundWords.joined(separator: " ")))
                for note in explanation.notes { lines.append("    " + note) }
                lines.append("    why: " + explanation.why)
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `inferred from code at A, B and 3 more`.
    static func usageWording(_ pairing: Pairing) -> String {
        let more = pairing.siteCount - pairing.sites.count
        return "inferred from code at " + pairing.sites.map(\.description).joined(separator: ", ")
            + (more > 0 ? " and \(more) more" : "") + (pairing.inference.map { ", with " + $0 } ?? "")
    }

    /// The JSON listing.
    package static func json(_ entries: [Entry]) -> String {
        JSONOutput.encode(Model(inputs: entries.map(Input.init)))
    }

    private struct Model: Encodable, Sendable {
        let inputs: [Input]
    }

    private struct Input: Encodable, Sendable {
        let path: String
        let format: String
        let tokens: Int
        let declared: Int
        let pairings: [Inferred]
        /// Pairings inferred from how the code uses its colors (present for code inputs only).
        let usage: [Used]?

        init(_ entry: Entry) {
            path = entry.theme.path
            format = entry.theme.format.name
            tokens = entry.theme.tokens.count
            let used = entry.theme.pairings.filter { $0.origin == .usage }
            declared = entry.theme.pairings.count - used.count
            pairings = entry.proposal.explanations.map(Inferred.init)
            usage = used.isEmpty ? nil : used.map(Used.init)
        }
    }

    private struct Used: Encodable, Sendable {
        let foreground: String?
        let backgrounds: [String]
        let role: String
        let sites: [String]
        let siteCount: Int
        /// The theme instance a body read through a theme parameter was read with (absent otherwise).
        let because: String?

        init(_ pairing: Pairing) {
            foreground = pairing.foreground
            backgrounds = pairing.backgrounds
            role = pairing.role.rawValue
            sites = pairing.sites.map(\.description)
            siteCount = pairing.siteCount
            because = pairing.inference
        }
    }

    private struct Words: Encodable, Sendable {
        let foreground: [String]
        let background: [String]
    }

    private struct Inferred: Encodable, Sendable {
        let foreground: String?
        let backgrounds: [String]
        let role: String
        let convention: String
        let words: Words
        let why: String
        let notes: [String]

        init(_ explanation: PairingConventions.Explanation) {
            foreground = explanation.pairing.foreground
            backgrounds = explanation.pairing.backgrounds
            role = explanation.pairing.role.rawValue
            convention = explanation.convention
            words = Words(foreground: explanation.foregroundWords, background: explanation.backgroundWords)
            why = explanation.why
            notes = explanation.notes
        }
    }
}
