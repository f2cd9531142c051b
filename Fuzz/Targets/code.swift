// Fuzz target `code`: Swift and Objective-C sources (Code/ lexer, parser and declaration scanner, then the
// swift-source and objc-source readers with their evaluator, through the engine). The first byte picks the
// language (even: Swift, odd: Objective-C); the rest is the file. Invariants: tokens are in order with
// positions inside the file, and the parser always reaches the end.
@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let selector = input.first else { return 0 }
    let bytes = Array(input.dropFirst())
    let language: CodeLanguage = selector % 2 == 0 ? .swift : .objectiveC
    let tokens = CodeLexer.tokenize(bytes, language: language)
    var previous = (line: 1, column: 0)
    for token in tokens {
        let position = (line: token.line, column: token.column)
        FuzzSupport.require(
            position.line > previous.line || (position.line == previous.line && position.column >= previous.column),
            "token at \(position) after \(previous)")
        FuzzSupport.require(
            token.offset >= 0 && token.offset <= token.end && token.end <= bytes.count, "token bytes outside the file")
        previous = position
    }
    var parser = CodeParser(tokens: tokens, language: language)
    _ = parser.parseStatements(until: "\u{0}")
    _ = CodeDeclarationScanner.scan(bytes, language: language)
    let name = language == .swift ? "Theme.swift" : "Theme.m"
    _ = FuzzSupport.writeTree([(path: "app/" + name, bytes: bytes)])
    FuzzSupport.loadAndAudit(["app/" + name])
    FuzzSupport.loadAndAudit(["app"])
    return 0
}
