import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML document as a small tree (XMLParser lives in FoundationXML on Linux).
final class XMLElement {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [XMLElement] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    func child(_ name: String) -> XMLElement? { children.first { $0.name == name } }
    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }
    /// The trimmed text of a child, nil when absent or empty.
    func value(_ name: String) -> String? {
        child(name).map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    static func parse(_ data: Data) throws(NewsFeedErrorBox) -> XMLElement {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false  // no XXE: external entities are never fetched
        // On Linux, parse() can return true after the delegate was told of an error
        // (mismatched tags): the first error reported counts.
        let succeeded = parser.parse()
        if let failure = builder.failure { throw failure }
        guard succeeded, let root = builder.root else {
            throw NewsFeedErrorBox(line: parser.lineNumber, column: parser.columnNumber,
                                   detail: parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not well-formed")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLElement?
        var stack: [XMLElement] = []
        var failure: NewsFeedErrorBox?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard failure == nil else { return }
            failure = NewsFeedErrorBox(line: parser.lineNumber, column: parser.columnNumber, detail: (parseError as NSError).localizedDescription)
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = XMLElement(name: name, attributes: attributes)
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA data: Data) {
            stack.last?.text += String(decoding: data, as: UTF8.self)
        }
    }
}

/// Where XML parsing failed.
struct NewsFeedErrorBox: Error {
    let line: Int
    let column: Int
    let detail: String
}
