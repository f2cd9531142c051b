import Foundation

/// `--fix` for colors written in Swift and Objective-C code: rewrites only the numeric arguments of the
/// literal a fix changes, in the form they were written (`0.42` stays a decimal fraction, `107/255` keeps
/// `/255` with the new byte, a hex integer or `"#1C1C1E"` string given to the app's helper keeps its case and
/// digit count). Every candidate edit is checked by reading the edited files again: it is written only when
/// the changed variant then evaluates to the fix's 8-bit color and every other color of the theme is
/// unchanged; otherwise the fix is reported as not fixable in code, with why, never guessed.
enum CodeLiteralFixWriter {
    /// The source files of a code theme, by display path, with their bytes.
    struct Sources {
        var paths: [String]
        var bytes: [[UInt8]]

        func rebuild(_ theme: Theme) -> Theme? {
            let files = paths.indices.map { index in
                CodeDeclarationScanner.scan(bytes[index], language: CodeLiteralFixWriter.language(paths[index]))
            }
            return CodeThemeBuilder.build(
                files: files, paths: paths, name: theme.name, displayPath: theme.path, format: theme.format)
        }

        func applying(_ edits: [AuditResult.TextEdit]) throws(Diagnostic) -> Sources {
            var copy = self
            for index in paths.indices {
                let own = edits.filter { $0.path == paths[index] }
                if !own.isEmpty { copy.bytes[index] = try FixEdits.apply(own, to: bytes[index]) }
            }
            return copy
        }
    }

    static func language(_ path: String) -> CodeLanguage {
        CodeSourceInput.language(of: URL(fileURLWithPath: path)) ?? .swift
    }

    /// The edits of every fix of a Swift or Objective-C theme, grouped by source file.
    static func edits(
        _ fixes: [JointFix], theme: Theme, source: (String) throws(Diagnostic) -> [UInt8]
    ) throws(Diagnostic) -> [FixEdits.FileEdits] {
        var paths = Set(theme.tokens.map(\.location.path))
        for token in theme.tokens { for variant in token.variants { paths.insert(variant.value.location.path) } }
        let sorted = paths.filter { CodeSourceInput.language(of: URL(fileURLWithPath: $0)) != nil }.sorted()
        var sources = Sources(paths: sorted, bytes: [])
        for path in sorted { sources.bytes.append(try source(path)) }
        guard let baseline = sources.rebuild(theme) else { return [] }
        var accepted: [AuditResult.TextEdit] = []
        var acceptedFixes: [JointFix] = []
        var problems: [String: [String]] = [:]
        var refused: [String] = []
        var written: [String: [String]] = [:]
        for fix in fixes {
            let file = fix.literal.location.path
            switch edits(for: fix, sources: sources, baseline: baseline, theme: theme) {
            case .success(let found):
                accepted += found
                acceptedFixes.append(fix)
                for path in Set(found.map(\.path)) { written[path, default: []].append(Self.name(fix)) }
            case .failure(let reason):
                refused.append(Self.name(fix))
                problems[file, default: []].append(
                    "not fixable in code: \"\(fix.token)\" (\(fix.selector)): \(reason.message); "
                        + "suggested \(fix.to.reportText) for \(fix.appearances.map(\.name).joined(separator: ", "))")
            }
        }
        // The accepted edits together must still give every fixed color (two fixes could share a literal).
        if !accepted.isEmpty,
            !verifies(acceptedFixes, sources: try sources.applying(accepted), baseline: baseline, theme: theme)
        {
            for fix in acceptedFixes {
                problems[fix.literal.location.path, default: []].append(
                    "not fixable in code: \"\(fix.token)\" shares a literal with another fix; nothing was written")
            }
            accepted = []
            refused += acceptedFixes.map(Self.name)
            written = [:]
        }
        var result: [FixEdits.FileEdits] = []
        for path in Set(accepted.map(\.path)).union(problems.keys).sorted() {
            result.append(
                FixEdits.FileEdits(
                    path: path,
                    edits: accepted.filter { $0.path == path }.sorted {
                        $0.byteRange.lowerBound < $1.byteRange.lowerBound
                    },
                    problem: problems[path].map { $0.joined(separator: "; ") }, written: written[path] ?? [],
                    refused: refused))
        }
        return result
    }

    static func name(_ fix: JointFix) -> String { "\(fix.token) (\(fix.selector))" }

    /// The first candidate rewrite of the fix's literal that the reader confirms.
    static func edits(
        for fix: JointFix, sources: Sources, baseline: Theme, theme: Theme
    ) -> Result<[AuditResult.TextEdit], CodeLiteralSites.Refusal> {
        if fix.isNewVariant {
            return .failure(
                .init(
                    message:
                        "it needs its own color for \(fix.selector), but its value is one literal for those appearances; "
                        + "write a dynamic color by hand"))
        }
        guard let file = sources.paths.firstIndex(of: fix.literal.location.path),
            let token = theme.token(named: fix.token)
        else { return .failure(.init(message: "its literal is not in a source file that was read")) }
        var candidates: [[AuditResult.TextEdit]] = []
        var reason = "its arguments are not written as numbers"
        switch CodeLiteralSites.callCandidate(
            bytes: sources.bytes[file], language: language(sources.paths[file]), path: sources.paths[file],
            literalOffset: fix.literal.location.offset, to: fix.to,
            towardDarker: WCAG2Contrast.luminance(fix.to) < WCAG2Contrast.luminance(fix.from))
        {
        case .success(let edits): candidates += edits
        case .failure(let refusal): reason = refusal.message
        }
        // A helper's argument (`UIColor(rgb: 0x1C1C1E)`) is in the token's declaration, not where the helper's
        // body makes the color.
        if let own = sources.paths.firstIndex(of: token.location.path) {
            candidates += CodeLiteralSites.hexCandidates(
                bytes: sources.bytes[own], language: language(sources.paths[own]), path: sources.paths[own],
                declaration: declarationRange(token, theme: theme), to: fix.to)
        }
        for candidate in candidates {
            if let edited = try? sources.applying(candidate),
                verifies([fix], sources: edited, baseline: baseline, theme: theme)
            {
                return .success(candidate)
            }
            reason = "the rewritten arguments do not evaluate to the new color"
        }
        return .failure(.init(message: reason))
    }

    /// Where the token's declaration is: from its name to the next token declared after it in the file.
    static func declarationRange(_ token: Token, theme: Theme) -> Range<Int> {
        let start = token.location.offset
        let next = theme.tokens.lazy.filter { $0.location.path == token.location.path }.map(\.location.offset)
            .filter { $0 > start }.min()
        return start..<(next ?? Int.max)
    }

    /// Whether the edited sources give each fix's color in its variant and every other color unchanged.
    static func verifies(_ fixes: [JointFix], sources: Sources, baseline: Theme, theme: Theme) -> Bool {
        guard let again = sources.rebuild(theme), again.tokens.map(\.name) == baseline.tokens.map(\.name) else {
            return false
        }
        for (old, new) in zip(baseline.tokens, again.tokens) {
            guard old.variants.map(\.selector) == new.variants.map(\.selector) else { return false }
            for (before, after) in zip(old.variants, new.variants) {
                if let fix = fixes.first(where: { $0.token == old.name && $0.selector == before.selector }) {
                    guard case .literal(let literal) = after.value, literal.color.rgba8 == fix.to.rgba8 else {
                        return false
                    }
                } else if signature(before.value) != signature(after.value) {
                    return false
                }
            }
        }
        return true
    }

    /// A variant's value without its location (edits move the text after them).
    static func signature(_ value: TokenValue) -> String {
        switch value {
        case .literal(let literal): "\(literal.color)"
        case .reference(let name, _): "{\(name)}"
        case .unresolvable(let reason, _): "?\(reason)"
        }
    }
}
