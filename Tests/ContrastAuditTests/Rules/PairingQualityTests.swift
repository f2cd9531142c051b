import Foundation
import Testing

@testable import ContrastAudit

/// Issue 13's acceptance, measured on the real corpus (`../shared/corpus`): of the pairings the shipped
/// conventions infer, at least 95% are real (precision), and at least 80% of the obvious semantic pairings
/// are found (recall).
///
/// Both are judged against data written by a person, not by the code: `Fixtures/PairingQualityTests/labels.tsv`
/// labels every inferred pairing real or not (a new inferred pairing fails the test until it is labeled), and
/// `expected.tsv` lists the pairings a designer would name from the tokens before looking at what is
/// inferred. The measured numbers are kept in `Snapshots/corpus/pairing-quality.txt`.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.skipNote), .tags(.slow)) struct PairingQualityTests {
    static let snapshot = "corpus/pairing-quality.txt"

    struct Pair: Hashable, Comparable {
        var source: String
        var foreground: String
        var background: String

        static func < (lhs: Pair, rhs: Pair) -> Bool {
            (lhs.source, lhs.foreground, lhs.background) < (rhs.source, rhs.foreground, rhs.background)
        }

        var line: String { "\(source)\t\(foreground)\t\(background)" }
    }

    /// Tab-separated rows of a fixture, `#` lines left out.
    static func rows(_ name: String) throws -> [[String]] {
        let text = String(decoding: try Fixtures.data("PairingQualityTests/" + name), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// What the shipped conventions infer on every source: the pairings as named in reports, and the pairs
    /// of written token names they cover (a merged palette token covers its light and its dark token).
    static func inferred() throws -> (pairs: Set<Pair>, covered: Set<Pair>) {
        var pairs = Set<Pair>()
        var covered = Set<Pair>()
        for source in CorpusConventionTests.sources {
            var themes = try ThemeLoader.load(paths: ["corpus/" + source], base: SharedData.root)
            let read = themes.map { Set($0.tokens.map(\.name)) }
            CorpusConventionTests.conventions.apply(to: &themes, mode: .auto)
            for (theme, names) in zip(themes, read) {
                /// The token names as written: a merged token's light and dark tokens, or the name itself.
                func written(_ name: String) -> [String] {
                    guard !names.contains(name), let token = theme.token(named: name) else { return [name] }
                    return token.variants.compactMap { variant -> String? in
                        if case .reference(let target, _) = variant.value { return target }
                        return nil
                    }
                }
                for pairing in theme.pairings {
                    guard case .convention = pairing.origin, let foreground = pairing.foreground,
                        let background = pairing.backgrounds.first
                    else { continue }
                    pairs.insert(Pair(source: source, foreground: foreground, background: background))
                    let fronts = written(foreground)
                    let backs = written(background)
                    for (index, front) in fronts.enumerated() {
                        let back = backs.count == fronts.count ? backs[index] : backs[0]
                        covered.insert(Pair(source: source, foreground: front, background: back))
                    }
                    for back in backs where fronts.count == 1 {
                        covered.insert(Pair(source: source, foreground: fronts[0], background: back))
                    }
                }
            }
        }
        return (pairs, covered)
    }

    @Test func precisionAndRecallOnTheCorpus() throws {
        var labels: [Pair: Bool] = [:]
        for row in try Self.rows("labels.tsv") {
            try #require(row.count >= 4, "a label row needs source, foreground, background, label: \(row)")
            try #require(["real", "not-real"].contains(row[3]), "unknown label \(row[3])")
            labels[Pair(source: row[0], foreground: row[1], background: row[2])] = row[3] == "real"
        }
        let expected = try Self.rows("expected.tsv").map { Pair(source: $0[0], foreground: $0[1], background: $0[2]) }
        let (inferred, covered) = try Self.inferred()

        let unlabeled = inferred.filter { labels[$0] == nil }.sorted()
        #expect(
            unlabeled.isEmpty,
            "label these inferred pairings in labels.tsv:\n\(unlabeled.map(\.line).joined(separator: "\n"))")
        let labeled = inferred.filter { labels[$0] != nil }
        let real = labeled.filter { labels[$0] == true }
        let precision = Double(real.count) / Double(max(labeled.count, 1))
        let found = expected.filter { covered.contains($0) }
        let recall = Double(found.count) / Double(max(expected.count, 1))
        #expect(precision >= 0.95, "precision \(precision)")
        #expect(recall >= 0.80, "recall \(recall)")

        func percent(_ value: Double) -> String { Wording.truncated(value * 100, decimals: 1) + "%" }
        var text = """
            # Pairings inferred by the shipped conventions on ../shared/corpus, judged against
            # Fixtures/PairingQualityTests/labels.tsv (precision) and expected.tsv (recall).

            inferred \(inferred.count), labeled real \(real.count), not real \(labeled.count - real.count)
            precision \(percent(precision))
            obvious pairings \(expected.count), found \(found.count)
            recall \(percent(recall))

            ## inferred but not real
            """
        for pair in labeled.filter({ labels[$0] == false }).sorted() { text += "\n" + pair.line }
        text += "\n\n## obvious but not inferred"
        for pair in expected.filter({ !covered.contains($0) }).sorted() { text += "\n" + pair.line }
        try Snapshot.assertMatches(text + "\n", named: Self.snapshot)
    }
}
