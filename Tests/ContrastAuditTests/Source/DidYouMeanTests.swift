import Testing

@testable import ContrastAudit
@testable import audit

@Suite struct DidYouMeanTests {
    struct SuggestionCase: CustomTestStringConvertible, Sendable {
        var name: String
        var input: String
        var candidates: [String]
        var expected: String?
        var testDescription: String { name }
    }

    static let tokens = ["background", "secondaryLabel", "separator", "text", "tint", "navigationBarBackground"]

    static let suggestionCases: [SuggestionCase] = [
        SuggestionCase(name: "one missing letter", input: "backgrund", candidates: tokens, expected: "background"),
        SuggestionCase(name: "one wrong letter", input: "seperator", candidates: tokens, expected: "separator"),
        SuggestionCase(name: "swapped neighbours count once", input: "txet", candidates: tokens, expected: "text"),
        SuggestionCase(name: "case only", input: "BACKGROUND", candidates: tokens, expected: "background"),
        SuggestionCase(
            name: "case is ignored in distances", input: "SecondaryLable", candidates: tokens,
            expected: "secondaryLabel"),
        SuggestionCase(
            name: "prefix of 4 or more", input: "navigation", candidates: tokens, expected: "navigationBarBackground"),
        SuggestionCase(
            name: "candidate is a prefix of the input", input: "separators-old", candidates: tokens,
            expected: "separator"),
        SuggestionCase(name: "prefix shorter than 4", input: "bac", candidates: tokens, expected: nil),
        SuggestionCase(
            name: "three edits in a long name", input: "navigatonBarBackgrnd", candidates: tokens,
            expected: "navigationBarBackground"),
        SuggestionCase(name: "three edits in a short name", input: "bakgrnd", candidates: tokens, expected: nil),
        SuggestionCase(
            name: "two edits in a 7-letter name", input: "sepratr", candidates: tokens, expected: "separator"),
        SuggestionCase(name: "one edit in a 3-letter name", input: "tnt", candidates: tokens, expected: "tint"),
        SuggestionCase(
            name: "two edits in a 4-letter name", input: "txxt", candidates: ["tent", "toast"], expected: nil),
        SuggestionCase(name: "nothing close", input: "zebra", candidates: tokens, expected: nil),
        SuggestionCase(name: "no candidates", input: "text", candidates: [], expected: nil),
        SuggestionCase(name: "the input is a candidate", input: "text", candidates: ["next", "text"], expected: nil),
        SuggestionCase(
            name: "ties go to the smaller candidate", input: "cat", candidates: ["car", "bat"], expected: "bat"),
        SuggestionCase(name: "ties ignore candidate order", input: "cat", candidates: ["bat", "car"], expected: "bat"),
        SuggestionCase(
            name: "smaller distance beats alphabetical order", input: "secondaryLabl",
            candidates: ["secondary", "secondaryLabel"], expected: "secondaryLabel"
        ),
        SuggestionCase(name: "non-ASCII letters", input: "cafe", candidates: ["café", "tea"], expected: "café"),
    ]

    @Test(arguments: suggestionCases)
    func suggestsTheClosestCandidate(_ testCase: SuggestionCase) {
        #expect(DidYouMean.suggestion(for: testCase.input, among: testCase.candidates) == testCase.expected)
    }

    @Test func hintIsReadyToAppendToAMessage() {
        #expect(DidYouMean.hint(for: "backgroud", among: Self.tokens) == #"; did you mean "background"?"#)
        #expect(DidYouMean.hint(for: "zebra", among: Self.tokens) == "")
    }

    @Test func acceptsAnySequenceOfCandidates() {
        let keys: Set = ["light", "dark"]
        #expect(DidYouMean.suggestion(for: "drak", among: keys) == "dark")
        #expect(DidYouMean.suggestion(for: "ligth", among: keys.lazy.map { $0 }) == "light")
    }

    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "abc", 0), ("ab", "ba", 1), ("abc", "ca", 3), ("kitten", "sitting", 3),
        ("flaw", "lawn", 2),
    ])
    func optimalStringAlignmentDistance(_ source: String, _ target: String, _ expected: Int) {
        #expect(DidYouMean.optimalStringAlignmentDistance(Array(source), Array(target)) == expected)
        #expect(DidYouMean.optimalStringAlignmentDistance(Array(target), Array(source)) == expected)
    }
}
