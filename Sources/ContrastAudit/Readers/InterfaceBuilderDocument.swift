import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An Interface Builder document (`.xib`, `.storyboard`) as a tree of elements, each with where its start tag
/// begins. Only the structure the usage reader needs is kept: names, attributes and children; text is dropped
/// (Interface Builder keeps nothing it draws in element text).
struct InterfaceBuilderDocument: Sendable {
    /// One element: `<label id="..." text="Title">` with its children.
    struct Element: Sendable {
        var name: String
        var attributes: [String: String]
        var location: SourceLocation
        var children: [Element] = []

        subscript(_ attribute: String) -> String? { attributes[attribute] }

        /// The direct children named `name` (`<color key="textColor">` is a child named "color").
        func children(named name: String) -> [Element] { children.filter { $0.name == name } }

        /// The direct child named `name` whose `key` attribute is `key`.
        func child(_ name: String, key: String) -> Element? {
            children.first { $0.name == name && $0["key"] == key }
        }
    }

    var path: String
    var root: Element

    /// File extensions of Interface Builder documents.
    static let extensions: Set<String> = ["xib", "storyboard"]

    /// Parses a document; malformed XML is an error at its line and column, as for any other input.
    static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> InterfaceBuilderDocument {
        try XMLInputGate.check(bytes, path: path, kind: .interfaceBuilder)
        let builder = TreeBuilder(map: XMLSourceMap(bytes: bytes), path: path)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        _ = parser.parse()
        if let failure = builder.failure {
            throw Diagnostic(
                severity: .error,
                location: SourceLocation(
                    path: path, line: max(failure.line, 1), column: max(failure.column, 1), offset: 0),
                message: "malformed Interface Builder document: "
                    + AndroidResourcesReader.xmlErrorDetail(failure.code))
        }
        guard let root = builder.root, root.name == "document" else {
            throw Diagnostic(
                severity: .error, location: SourceLocation(path: path, line: 1, column: 1, offset: 0),
                message: "not an Interface Builder document: expected a <document> root element")
        }
        return InterfaceBuilderDocument(path: path, root: root)
    }
}

/// Builds the element tree while libxml2 parses; a start tag's location is found from where libxml2 reports
/// its `>` (a line and column in characters) by searching back for its `<`.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let map: XMLSourceMap
    let path: String
    var stack: [InterfaceBuilderDocument.Element] = []
    var root: InterfaceBuilderDocument.Element?
    var failure: (code: Int, line: Int, column: Int)?

    init(map: XMLSourceMap, path: String) {
        self.map = map
        self.path = path
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let line = parser.lineNumber
        let column = parser.columnNumber
        // libxml2 reports the `>` of a start tag, or for a self-closing one the `/` before it.
        let end = map.offset(line: line, column: column) ?? map.offset(line: line, column: column - 1)
        let map = self.map
        let start = end.flatMap { end in
            [end, end + 1, end - 1].lazy.compactMap { $0 >= 0 && $0 < map.bytes.count ? map.tagStart(before: $0) : nil }
                .first
        }
        let location =
            start.map { map.location(path: path, offset: $0) }
            ?? SourceLocation(path: path, line: max(line, 1), column: max(column, 1), offset: 0)
        stack.append(InterfaceBuilderDocument.Element(name: elementName, attributes: attributes, location: location))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        failure = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber)
        parser.abortParsing()
    }
}
