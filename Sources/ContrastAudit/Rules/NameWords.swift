/// Token names split into lowercase words, so one pairing convention recognizes a role however a format
/// spells it: `colorOnPrimary`, `m3_sys_color_light_on_primary`, `md_theme_light_onPrimary` and `on-primary`
/// all contain the words `on primary`.
///
/// Any character that is neither a letter nor a digit separates words (`-`, `_`, `.`, `/`, spaces, `@`). Inside
/// a run of letters and digits a new word starts where a lowercase letter is followed by an uppercase one
/// (`onPrimary`), before the last capital of a run of capitals followed by a lowercase letter (`ACText` is `ac
/// text`), and where letters and digits meet (`gray100` is `gray 100`, `m3` is `m 3`). Words are lowercased, so
/// matching ignores case.
package enum NameWords {
    /// The words of `name`, lowercased, in order.
    package static func split(_ name: String) -> [String] {
        ranges(name).map { name[$0].lowercased() }
    }

    /// Where each word of `name` is written, in order (the words as written, not lowercased).
    package static func ranges(_ name: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var start: String.Index?
        var previous: Character?
        var index = name.startIndex
        func flush(at end: String.Index) {
            if let first = start { result.append(first..<end) }
            start = nil
            previous = nil
        }
        while index < name.endIndex {
            let character = name[index]
            let following = name.index(after: index)
            guard isWordCharacter(character) else {
                flush(at: index)
                index = following
                continue
            }
            if let previous {
                let next = following < name.endIndex ? name[following] : nil
                let lowerToUpper = previous.isLowercase && character.isUppercase
                let endOfCapitals =
                    previous.isUppercase && character.isUppercase && next.map { $0.isLowercase } == true
                let letterDigit = previous.isNumber != character.isNumber
                if lowerToUpper || endOfCapitals || letterDigit { flush(at: index) }
            }
            if start == nil { start = index }
            previous = character
            index = following
        }
        flush(at: name.endIndex)
        return result
    }

    /// Letters and digits make words; everything else separates them.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
