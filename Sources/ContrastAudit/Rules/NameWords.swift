/// Token names split into lowercase words, so one pairing convention recognizes a role however a format
/// spells it: `colorOnPrimary`, `m3_sys_color_light_on_primary`, `md_theme_light_onPrimary` and `on-primary`
/// all contain the words `on primary`.
///
/// Any character that is neither a letter nor a digit separates words (`-`, `_`, `.`, `/`, spaces, `@`). Inside
/// a run of letters and digits a new word starts where a lowercase letter is followed by an uppercase one
/// (`onPrimary`), before the last capital of a run of capitals followed by a lowercase letter (`ACText` is `ac
/// text`), and where letters and digits meet (`gray100` is `gray 100`, `m3` is `m 3`). Words are lowercased, so
/// matching ignores case.
public enum NameWords {
    /// The words of `name`, lowercased, in order.
    public static func split(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll(keepingCapacity: true)
        }
        for (index, character) in characters.enumerated() {
            guard isWordCharacter(character) else {
                flush()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = previous.isLowercase && character.isUppercase
                let endOfCapitals =
                    previous.isUppercase && character.isUppercase && next.map { $0.isLowercase } == true
                let letterDigit = previous.isNumber != character.isNumber
                if lowerToUpper || endOfCapitals || letterDigit { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// Letters and digits make words; everything else separates them.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
