import Foundation

/// Turns a fix plan into byte edits of theme files: only the characters of the affected color values
/// change; a variant that did not exist is added to the token's value (a single value becomes a variant
/// object). Formats that cannot be edited in place are reported, not guessed at.
package enum FixEdits {
    /// The edits for one file, or why the file cannot be edited.
    package struct FileEdits: Sendable {
        package var path: String
        package var edits: [AuditResult.TextEdit]
        /// Set when the file's format has no in-place writer, or a fix cannot be expressed in it.
        package var problem: String?
        /// The fixes written by these edits (`token (selector)`), when the writer counts them itself: a fix
        /// in code can edit the file of the token's declaration rather than the literal's.
        package var written: [String]? = nil
        /// The fixes the writer refused (`token (selector)`): they are reported, not claimed as written.
        package var refused: [String] = []
    }

    /// The edits of every fix in `plan`, grouped by file in path order. `source` reads a file's bytes
    /// (the command line passes the real file system; tests pass fixtures).
    package static func edits(
        for plan: FixPlan, themes: [Theme], source: (String) throws(Diagnostic) -> [UInt8]
    )
        throws(Diagnostic) -> [FileEdits]
    {
        var byPath: [String: [JointFix]] = [:]
        for fix in plan.fixes { byPath[fix.path, default: []].append(fix) }
        var result: [FileEdits] = []
        for path in byPath.keys.sorted() {
            let fixes = byPath[path]!
            guard let theme = themes.first(where: { $0.path == path }) else { continue }
            switch theme.format {
            case .schemeJSON:
                result.append(
                    FileEdits(path: path, edits: try schemeEdits(fixes, theme: theme, bytes: try source(path))))
            case .assetCatalog:
                result += try AssetCatalogFixWriter.edits(fixes, source: source)
            case .swiftSource, .objcSource:
                // A folder of code reads the asset catalogs in it too: their colors are fixed in the catalog.
                let inCatalog = fixes.filter { $0.literal.location.path.hasSuffix("Contents.json") }
                result += try AssetCatalogFixWriter.edits(inCatalog, source: source)
                result += try CodeLiteralFixWriter.edits(
                    fixes.filter { !$0.literal.location.path.hasSuffix("Contents.json") }, theme: theme, source: source)
            default:
                result.append(
                    FileEdits(
                        path: path, edits: [],
                        problem:
                            "--fix cannot write \(theme.format.name) files yet; apply the listed changes by hand"))
            }
        }
        return result
    }

    /// Edits for a native scheme file.
    static func schemeEdits(
        _ fixes: [JointFix], theme: Theme, bytes: [UInt8]
    ) throws(Diagnostic) -> [AuditResult.TextEdit] {
        var edits: [AuditResult.TextEdit] = []
        var newVariants: [String: [JointFix]] = [:]
        for fix in fixes where fix.isNewVariant || fix.literal.byteRange == nil {
            newVariants[fix.token, default: []].append(fix)
        }
        // A single value that is both changed and given a new variant (`"accent": "hsb(...)"` fixed for every
        // appearance and again for dark) becomes one object holding the changed value: two edits of the same text
        // would overlap (found by the `fixes` fuzz target).
        var changedAny: [String: String] = [:]
        for fix in fixes where !fix.isNewVariant {
            guard let range = fix.literal.byteRange else { continue }
            if newVariants[fix.token] != nil, let token = theme.token(named: fix.token), token.isSingleValue,
                token.valueByteRange == range
            {
                changedAny[fix.token] = JSONOutput.quoted(fix.to.cssText)
                continue
            }
            edits.append(edit(bytes, path: fix.path, range: range, replacement: JSONOutput.quoted(fix.to.cssText)))
        }
        for tokenName in newVariants.keys.sorted() {
            guard let token = theme.token(named: tokenName), let range = token.valueByteRange else {
                throw Diagnostic(
                    severity: .error, location: SourceLocation(path: theme.path),
                    message: "cannot add a variant to token \"\(tokenName)\": its value is not where the file was read")
            }
            let added = newVariants[tokenName]!.sorted { $0.selector.description < $1.selector.description }
            let members = added.map {
                "\(JSONOutput.quoted($0.selector.description)): \(JSONOutput.quoted($0.to.cssText))"
            }
            if token.isSingleValue {
                // `"#123456"` becomes `{ "any": "#123456", "dark": "#654321" }`, keeping the old text; when the
                // new variants cover every appearance (`light` and `dark`), `any` would never apply: left out.
                let old = changedAny[tokenName] ?? String(decoding: bytes[range], as: UTF8.self)
                let anyIsDead = !DeadVariants.indices(among: [.any] + added.map(\.selector)).filter { $0 == 0 }.isEmpty
                let replacement =
                    anyIsDead
                    ? "{ " + members.joined(separator: ", ") + " }"
                    : "{ \"any\": \(old), " + members.joined(separator: ", ") + " }"
                edits.append(edit(bytes, path: theme.path, range: range, replacement: replacement))
            } else {
                // Inserted right after the object's `{`, so the rest of the object is untouched.
                let insertAt = range.lowerBound + 1
                edits.append(
                    edit(
                        bytes, path: theme.path, range: insertAt..<insertAt,
                        replacement: " " + members.joined(separator: ", ") + ","))
            }
        }
        return edits.sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound }
    }

    /// An edit with its line/column span computed from the file's bytes.
    static func edit(_ bytes: [UInt8], path: String, range: Range<Int>, replacement: String) -> AuditResult.TextEdit {
        AuditResult.TextEdit(
            path: path, byteRange: range, start: location(bytes, path: path, offset: range.lowerBound),
            end: location(bytes, path: path, offset: range.upperBound), replacement: replacement)
    }

    /// Line and column (Unicode scalars, 1-based) of a byte offset.
    static func location(_ bytes: [UInt8], path: String, offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var index = 0
        while index < offset && index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(path: path, line: line, column: column, offset: offset)
    }

    /// The file with the edits applied (they must not overlap).
    package static func apply(_ edits: [AuditResult.TextEdit], to bytes: [UInt8]) throws(Diagnostic) -> [UInt8] {
        var result = bytes
        var previousStart = Int.max
        for edit in edits.sorted(by: { $0.byteRange.lowerBound > $1.byteRange.lowerBound }) {
            guard edit.byteRange.upperBound <= previousStart, edit.byteRange.upperBound <= bytes.count else {
                throw Diagnostic(
                    severity: .error, location: edit.start,
                    message: "two fixes change overlapping text; nothing was written")
            }
            result.replaceSubrange(edit.byteRange, with: Array(edit.replacement.utf8))
            previousStart = edit.byteRange.lowerBound
        }
        return result
    }
}
