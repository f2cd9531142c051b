/// Failing results grouped by the place to fix them, for formats that show one entry per place: the
/// same rule failing on the same pairing (or token) at the same color value, typically in several
/// appearances. The first result of a group speaks for it; the others only add their appearance.
enum FailureGroups {
    /// Groups in report order; each group in report order.
    static func byPlace(_ results: [AuditResult]) -> [[AuditResult]] {
        results.filter { $0.status == .fail }.groupedInOrder { result in
            [
                result.path, result.ruleSet, result.rule, result.pairing?.id ?? "", result.token ?? "",
                result.location?.description ?? "", "\(result.location?.offset ?? -1)",
            ]
        }
    }

    /// The group's message: the first result's, then the other appearances.
    static func message(_ group: [AuditResult]) -> String {
        group[0].message + Wording.alsoIn(group.dropFirst().compactMap { $0.appearance?.name })
    }

    /// The suggestion lines of a group shown as one entry (one failure in several appearances), never one
    /// that would make another listed appearance worse: appearances whose results suggest the same changes
    /// share a line (`suggest: …` when that is all of them, else `suggest for light, light.elevated: …`),
    /// the reason there is none follows the same way (`no suggestion: …`), and a token suggested darker for
    /// some appearances and lighter for others gets a `note:` to write each change to its own variant.
    static func suggestionLines(_ group: [AuditResult]) -> [String] {
        let subgroups = suggestionSubgroups(group)
        var lines: [String] = []
        for subgroup in subgroups {
            let first = subgroup[0]
            let names = subgroup.compactMap { $0.appearance?.name }
            let scope = subgroups.count == 1 ? "" : " for " + names.joined(separator: ", ")
            for suggestion in first.suggestions {
                lines.append("suggest\(scope): " + Wording.suggestion(suggestion, metric: first.metric))
            }
            if let reason = first.suggestionReason { lines.append("no suggestion\(scope): " + reason) }
        }
        return lines + conflictNotes(group)
    }

    /// The results of a group whose suggestions are the same, in order. Groups hold a handful of results: a
    /// scan with `sameSuggestions` finds a result's subgroup sooner than hashing its key would.
    private static func suggestionSubgroups(_ group: [AuditResult]) -> [[AuditResult]] {
        var subgroups: [[AuditResult]] = []
        for result in group {
            if let index = subgroups.firstIndex(where: { sameSuggestions($0[0], result) }) {
                subgroups[index].append(result)
            } else {
                subgroups.append([result])
            }
        }
        return subgroups
    }

    /// `suggestionLines(group)`, each line written after `prefix` (the report's line break and indent).
    static func writeSuggestionLines(_ group: [AuditResult], prefix: StaticString, into text: inout TextBytes) {
        let subgroups = suggestionSubgroups(group)
        for subgroup in subgroups {
            let first = subgroup[0]
            func scope(_ text: inout TextBytes) {
                guard subgroups.count > 1 else { return }
                text.write(" for ")
                var separator = false
                for result in subgroup {
                    guard let appearance = result.appearance else { continue }
                    if separator { text.write(", ") }
                    text.write(appearance.name)
                    separator = true
                }
            }
            for suggestion in first.suggestions {
                text.write(prefix)
                text.write("suggest")
                scope(&text)
                text.write(": ")
                Wording.writeSuggestion(suggestion, metric: first.metric, into: &text)
            }
            if let reason = first.suggestionReason {
                text.write(prefix)
                text.write("no suggestion")
                scope(&text)
                text.write(": ")
                text.write(reason)
            }
        }
        for note in conflictNotes(group) {
            text.write(prefix)
            text.write(note)
        }
    }

    /// Whether two results share a suggestion line: the same suggestions (side, token, color and style, in
    /// order) and the same reason for none, a missing reason counting as an empty one. Each suggestion is
    /// compared as the text `side␟token␟color␟style`, field by field when no token or color holds the
    /// separator (the texts are then equal exactly when the fields are).
    static func sameSuggestions(_ first: AuditResult, _ second: AuditResult) -> Bool {
        let a = first.suggestions
        let b = second.suggestions
        guard a.count == b.count, (first.suggestionReason ?? "") == (second.suggestionReason ?? "") else {
            return false
        }
        for (x, y) in zip(a, b) {
            // Equal fields make equal texts; unequal fields make unequal texts unless a separator is in one.
            if x.side == y.side && x.token == y.token && x.color == y.color && x.style == y.style { continue }
            guard containsSeparator(x) || containsSeparator(y) else { return false }
            guard lineKey(x) == lineKey(y) else { return false }
        }
        return true
    }

    private static func containsSeparator(_ suggestion: AuditResult.Suggestion) -> Bool {
        func contains(_ text: String) -> Bool {
            text.utf8.withContiguousStorageIfAvailable { $0.contains(0x1F) } ?? text.utf8.contains(0x1F)
        }
        return contains(suggestion.token) || contains(suggestion.color)
    }

    private static func lineKey(_ suggestion: AuditResult.Suggestion) -> String {
        suggestion.side.rawValue + "\u{1F}" + suggestion.token + "\u{1F}" + suggestion.color + "\u{1F}"
            + (suggestion.style?.rawValue ?? "")
    }

    /// `note: foreground "accent" is suggested darker for light but lighter for dark: write each change to
    /// its own variant, not to one shared value`, per token whose suggestions go opposite ways.
    static func conflictNotes(_ group: [AuditResult]) -> [String] {
        // Entries are told apart by side and token (`foreground "accent"`), appearances kept as values (the
        // name of each is unique); the text is written only for the entries that become notes.
        var directions:
            [(side: AuditResult.Suggestion.Side, token: String, darker: [Appearance], lighter: [Appearance])] = []
        for result in group {
            guard let appearance = result.appearance else { continue }
            for suggestion in result.suggestions where suggestion.side != .style {
                guard let direction = suggestion.direction else { continue }
                var index = directions.firstIndex { $0.side == suggestion.side && $0.token == suggestion.token }
                if index == nil {
                    directions.append((suggestion.side, suggestion.token, [], []))
                    index = directions.count - 1
                }
                if direction == .darker, !directions[index!].darker.contains(appearance) {
                    directions[index!].darker.append(appearance)
                } else if direction == .lighter, !directions[index!].lighter.contains(appearance) {
                    directions[index!].lighter.append(appearance)
                }
            }
        }
        return directions.filter { !$0.darker.isEmpty && !$0.lighter.isEmpty }.map { entry in
            let darker = entry.darker.map(\.name).joined(separator: ", ")
            let lighter = entry.lighter.map(\.name).joined(separator: ", ")
            return "note: \(entry.side.rawValue) \"\(entry.token)\" is suggested darker for \(darker) but lighter for "
                + "\(lighter): write each change to its own variant, not to one shared value"
        }
    }

    /// The edits (as `path`, byte range) that failing results would make in opposite directions: one
    /// color written for several appearances (`"accent": "hsb(8, 80%, 90%)"`) that light needs darker and
    /// dark lighter. Writing either would make the other appearance worse, so formats that offer edits as
    /// fixes (SARIF) leave these out; the suggestions themselves are still shown.
    static func contestedEdits(_ results: [AuditResult]) -> Set<String> {
        var directions: [String: Set<String>] = [:]
        for result in results where result.status == .fail {
            for suggestion in result.suggestions {
                guard let edit = suggestion.edit, let direction = suggestion.direction else { continue }
                directions[editKey(edit), default: []].insert(direction.rawValue)
            }
        }
        return Set(directions.filter { $0.value.count > 1 }.keys)
    }

    /// The identity of an edit's place: its file and byte range.
    static func editKey(_ edit: AuditResult.TextEdit) -> String {
        "\(edit.path)\u{1F}\(edit.byteRange.lowerBound)\u{1F}\(edit.byteRange.upperBound)"
    }
}
