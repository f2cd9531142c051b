import Testing

@testable import ContrastAudit
@testable import audit

/// SHA-256 against the FIPS 180-4 examples (NIST CSRC "Examples with intermediate values") and the
/// padding boundaries, where an off-by-one in the length block shows.
@Suite struct SHA256Tests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let message: String
        let digest: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty", message: "", digest: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        Case(name: "abc", message: "abc", digest: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        Case(
            name: "two blocks (448 bits)", message: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            digest: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        Case(
            name: "896 bits",
            message:
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            digest: "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
        Case(
            name: "one million a", message: String(repeating: "a", count: 1_000_000),
            digest: "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ]

    @Test(arguments: cases)
    func digestMatchesTheStandardsExample(_ c: Case) {
        #expect(SHA256.hex(c.message) == c.digest)
    }

    @Test func messagesAroundThePaddingBoundaryAllDiffer() {
        let digests = (50...70).map { SHA256.hex(String(repeating: "x", count: $0)) }
        #expect(Set(digests).count == digests.count)
        #expect(digests.allSatisfy { $0.count == 64 })
    }
}
