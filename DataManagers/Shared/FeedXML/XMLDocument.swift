import Entities
import Foundation

/// An element of a parsed XML document: its qualified name (`content:encoded`, as written),
/// attributes, the text directly inside it (CDATA included), and its child elements.
public final class XMLNode: @unchecked Sendable {
    public let name: String
    public let attributes: [String: String]
    public fileprivate(set) var text = ""
    public fileprivate(set) var children: [XMLNode] = []
    /// Where the element starts (1-based), for messages that say where a value was.
    public let line: Int

    init(name: String, attributes: [String: String], line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    public func child(_ name: String) -> XMLNode? { children.first { $0.name == name } }
    public func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The trimmed text of a child, nil when absent or empty.
    public func value(_ name: String) -> String? {
        guard let text = child(name)?.trimmedText, !text.isEmpty else { return nil }
        return text
    }

    /// The element's own text without white space at either end.
    public var trimmedText: String { text.withoutSurroundingWhiteSpace }

    fileprivate func append(_ child: XMLNode) { children.append(child) }
    fileprivate func appendText(_ more: String) { text += more }
}

/// Why a document is not well-formed XML, and where.
public struct XMLSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let detail: String

    public var description: String { "line \(line), column \(column): \(detail)" }
}

/// A small, strict XML parser for feeds (RSS, Atom, the frab schedule): elements, attributes,
/// text, CDATA, comments, processing instructions, the five predefined entities, character
/// references and the internal entities a DOCTYPE declares. It never fetches anything (no
/// external entities or DTDs), bounds entity expansion, nesting and the number of nodes, and
/// reports the first well-formedness error with its line and column.
///
/// Written for Podium rather than using Foundation's XMLParser: on Linux that one crashes on
/// hostile input (a processing instruction without data, an element name that is not UTF-8 —
/// found by fuzzing), and can report success for mismatched tags.
public enum XMLDocument {
    public static let maximumDepth = 512
    /// Entity replacement text produced for one document, at most (a "billion laughs" stops here).
    public static let maximumExpansion = 1_000_000
    public static let maximumNodes = 2_000_000

    public static func parse(_ data: Data) throws(XMLSyntaxError) -> XMLNode {
        var reader = XMLReader(bytes: try XMLEncoding.utf8Bytes(of: data))
        return try reader.document()
    }
}

/// The parser's state: the bytes (UTF-8), the position, and what the DOCTYPE declared.
struct XMLReader {
    let bytes: [UInt8]
    var index = 0
    var entities: [String: String] = [:]
    var expanded = 0
    var nodes = 0
    /// Where each line starts, to say the line of an element without counting from the start.
    private let lineStarts: [Int]
    /// The line (0-based) of the last tag read: tags come in order, so the next one's is found
    /// by walking on from it.
    private var tagLineIndex = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // memchr: a generic filter over every index took seconds on a 20 MB feed in a debug build.
        lineStarts = bytes.withUnsafeBytes { buffer in
            var starts = [0]
            guard let base = buffer.baseAddress else { return starts }
            var at = 0
            while at < buffer.count, let hit = memchr(base + at, 0x0A, buffer.count - at) {
                at = base.distance(to: UnsafeRawPointer(hit)) + 1
                starts.append(at)
            }
            return starts
        }
    }

    // MARK: Document

    mutating func document() throws(XMLSyntaxError) -> XMLNode {
        var root: XMLNode?
        var stack: [XMLNode] = []
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if starts("<!--") { try skip(past: "-->", what: "a comment"); continue }
                if starts("<![CDATA[") {
                    guard let current = stack.last else { throw error("CDATA outside the root element") }
                    index += 9
                    let start = index
                    try skip(past: "]]>", what: "a CDATA section")
                    current.appendText(String(decoding: bytes[start..<index - 3], as: UTF8.self))
                    continue
                }
                if starts("<?") { try skip(past: "?>", what: "a processing instruction"); continue }
                if starts("<!DOCTYPE") {
                    guard root == nil else { throw error("a DOCTYPE after the root element") }
                    try doctype()
                    continue
                }
                if starts("</") {
                    let tagStart = index
                    index += 2
                    let name = try self.name()
                    skipSpace()
                    try expect(">")
                    guard let open = stack.popLast() else { throw error("</\(name)> closes nothing") }
                    guard open.name == name else {
                        throw error("</\(name)> where </\(open.name)> (opened on line \(open.line)) was expected", line: line(at: tagStart))
                    }
                    continue
                }
                let element = try startTag()
                nodes += 1
                guard nodes <= XMLDocument.maximumNodes else { throw error("more than \(XMLDocument.maximumNodes) elements") }
                if let parent = stack.last {
                    parent.append(element.node)
                } else {
                    guard root == nil else { throw error("a second root element <\(element.node.name)>") }
                    root = element.node
                }
                if !element.isEmpty {
                    stack.append(element.node)
                    guard stack.count <= XMLDocument.maximumDepth else { throw error("elements nested deeper than \(XMLDocument.maximumDepth)") }
                }
            } else {
                let text = try self.text()
                if let current = stack.last {
                    current.appendText(text)
                } else if text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) {
                    throw error(root == nil ? "text before the root element" : "text after the root element")
                }
            }
        }
        if let open = stack.last { throw error("the document ends inside <\(open.name)> (opened on line \(open.line))") }
        guard let root else { throw error("no root element") }
        return root
    }

    // MARK: Parts

    /// `<name attr="value" …>` or `<name … />`.
    mutating func startTag() throws(XMLSyntaxError) -> (node: XMLNode, isEmpty: Bool) {
        let line = tagLine()
        index += 1
        let name = try self.name()
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpace()
            guard index < bytes.count else { throw error("the document ends inside <\(name)>") }
            if bytes[index] == UInt8(ascii: ">") { index += 1; return (XMLNode(name: name, attributes: attributes, line: line), false) }
            if starts("/>") { index += 2; return (XMLNode(name: name, attributes: attributes, line: line), true) }
            guard spaced else { throw error("expected white space, > or /> in <\(name)>") }
            let attribute = try self.name()
            skipSpace()
            try expect("=")
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error("the value of \(attribute) is not quoted")
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "<") { throw error("< in the value of \(attribute)") }
                index += 1
            }
            guard index < bytes.count else { throw error("the value of \(attribute) is not closed") }
            let value = try resolve(bytes[start..<index])
            index += 1
            guard attributes.updateValue(value, forKey: attribute) == nil else { throw error("\(attribute) twice in <\(name)>") }
        }
    }

    /// Text up to the next `<`, with its references resolved.
    mutating func text() throws(XMLSyntaxError) -> String {
        let start = index
        index = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) ?? bytes.count
        return try resolve(bytes[start..<index])
    }

    /// A name: letters, digits and `_ - . :` (and any non-ASCII), starting with no digit, `-` or `.`.
    mutating func name() throws(XMLSyntaxError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start, !Self.isDigitOrPunctuation(bytes[start]) else { throw error("a name was expected") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    static func isDigitOrPunctuation(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// `<!DOCTYPE name … [ internal subset ]>`: its simple internal general entities are kept
    /// (`<!ENTITY name "value">`); external identifiers and parameter entities are ignored,
    /// never fetched.
    mutating func doctype() throws(XMLSyntaxError) {
        index += 9
        while index < bytes.count, bytes[index] != UInt8(ascii: "[") && bytes[index] != UInt8(ascii: ">") {
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") { try skipQuoted() } else { index += 1 }
        }
        guard index < bytes.count else { throw error("the DOCTYPE is not closed") }
        if bytes[index] == UInt8(ascii: "[") {
            index += 1
            while true {
                skipSpace()
                guard index < bytes.count else { throw error("the DOCTYPE's internal subset is not closed") }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                if starts("<!ENTITY") {
                    try entityDeclaration()
                } else if starts("<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if starts("<?") {
                    try skip(past: "?>", what: "a processing instruction")
                } else if starts("<!") {
                    // Element, attribute-list and notation declarations: nothing Podium reads.
                    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") { try skipQuoted() } else { index += 1 }
                    }
                    index += 1
                } else {
                    index += 1   // a parameter-entity reference (%name;) or stray text: ignored
                }
            }
        }
        skipSpace()
        try expect(">")
    }

    mutating func entityDeclaration() throws(XMLSyntaxError) {
        index += 8
        skipSpace()
        let isParameter = index < bytes.count && bytes[index] == UInt8(ascii: "%")
        if isParameter { index += 1; skipSpace() }
        let name = try self.name()
        skipSpace()
        var value: String?
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let start = index + 1
            try skipQuoted()
            value = String(decoding: bytes[start..<index - 1], as: UTF8.self)
        }
        // SYSTEM/PUBLIC identifiers (external entities) and NDATA: skipped, never fetched.
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") { try skipQuoted() } else { index += 1 }
        }
        try expect(">")
        if !isParameter, let value, entities[name] == nil { entities[name] = value }
    }

    // MARK: References

    /// Raw text with `&…;` references replaced; the replacement of a declared entity is itself
    /// resolved, within `maximumExpansion` characters for the whole document.
    mutating func resolve(_ raw: ArraySlice<UInt8>, depth: Int = 0) throws(XMLSyntaxError) -> String {
        guard var ampersand = raw.firstIndex(of: UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        // Bytes gathered and decoded once: a string grown by a decoded piece at a time was most
        // of resolving a feed whose abstracts are escaped HTML (FOSDEM's).
        var result: [UInt8] = []
        result.reserveCapacity(raw.count)
        var position = raw.startIndex
        while true {
            result.append(contentsOf: raw[position..<ampersand])
            guard let semicolon = raw[ampersand...].prefix(64).firstIndex(of: UInt8(ascii: ";")) else {
                throw error("& not followed by a reference (write &amp;)")
            }
            let name = raw[(ampersand + 1)..<semicolon]
            if let scalar = Self.plainReference(name) {
                UTF8.encode(scalar) { result.append($0) }
            } else {
                let reference = String(decoding: name, as: UTF8.self)
                result.append(contentsOf: try replacement(for: reference, depth: depth).utf8)
            }
            position = semicolon + 1
            guard let next = raw[position...].firstIndex(of: UInt8(ascii: "&")) else { break }
            ampersand = next
        }
        result.append(contentsOf: raw[position...])
        return String(decoding: result, as: UTF8.self)
    }

    private static let predefined: [(StaticString, Unicode.Scalar)] = [("lt", "<"), ("gt", ">"), ("amp", "&"), ("apos", "'"), ("quot", "\"")]

    /// The character a predefined entity (`lt`, `amp`…) or a character reference (`#233`,
    /// `#xE9`, `#x1F642`) names, read from its bytes: a string made for each of the thousands in
    /// an abstract written as escaped HTML cost more than the rest of its text. nil for a
    /// declared entity's name, or a reference that names no character.
    static func plainReference(_ name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        for (entity, scalar) in predefined
        where name.elementsEqual(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount)) {
            return scalar
        }
        guard name.first == UInt8(ascii: "#") else { return nil }
        var digits = name.dropFirst()
        let hex = digits.first == UInt8(ascii: "x")
        if hex { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value * (hex ? 16 : 10) + digit
            // Leading zeros may run on; a value past the last scalar names none (and never overflows).
            guard value <= 0x10FFFF else { return nil }
        }
        guard value != 0 else { return nil }
        return Unicode.Scalar(value)
    }

    /// A declared entity's text, resolved in turn; the five predefined ones and character
    /// references are `plainReference`'s (a "#…" it could not read names no character).
    mutating func replacement(for reference: String, depth: Int) throws(XMLSyntaxError) -> String {
        guard !reference.hasPrefix("#") else { throw error("&\(reference); is not a character") }
        guard let value = entities[reference] else { throw error("&\(reference); is not declared") }
        guard depth < 16 else { throw error("&\(reference); refers to itself, or nests too deep") }
        let resolved = try resolve(ArraySlice(Array(value.utf8)), depth: depth + 1)
        expanded += resolved.utf8.count
        guard expanded <= XMLDocument.maximumExpansion else {
            throw error("entities expand to more than \(XMLDocument.maximumExpansion) characters")
        }
        return resolved
    }

    // MARK: Scanning

    func starts(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] } }
    }

    /// Moves past the next `end`; the document may not end first.
    mutating func skip(past end: StaticString, what: String) throws(XMLSyntaxError) {
        let pattern = end.withUTF8Buffer { Array($0) }
        let found = ByteSearch.firstIndex(of: pattern, in: bytes, from: index).map { $0 + pattern.count }
        guard let found else { throw error("\(what) is not closed") }
        index = found
    }

    mutating func skipQuoted() throws(XMLSyntaxError) {
        let quote = bytes[index]
        guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { throw error("a quoted value is not closed") }
        index = end + 1
    }

    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        return index > start
    }

    mutating func expect(_ character: Unicode.Scalar) throws(XMLSyntaxError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { throw error("\(character) was expected") }
        index += 1
    }

    /// The line (1-based) of the current position, for a tag: walked on from the last tag's
    /// (a binary search for every tag of a feed cost more than reading its name).
    mutating func tagLine() -> Int {
        let position = min(index, bytes.count)
        if lineStarts[tagLineIndex] > position { tagLineIndex = line(at: position) - 1 }
        while tagLineIndex + 1 < lineStarts.count, lineStarts[tagLineIndex + 1] <= position { tagLineIndex += 1 }
        return tagLineIndex + 1
    }

    /// The line (1-based) of the current position.
    func currentLine() -> Int {
        line(at: index)
    }

    /// The line (1-based) of `index`: a binary search of the line starts.
    func line(at index: Int) -> Int {
        let position = min(index, bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The line and column (in characters) of the current position, for an error.
    func lineAndColumn() -> (line: Int, column: Int) {
        let line = currentLine()
        let column = bytes[lineStarts[line - 1]..<min(index, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        return (line, column)
    }

    func error(_ detail: String, line: Int? = nil) -> XMLSyntaxError {
        let (foundLine, column) = lineAndColumn()
        return XMLSyntaxError(line: line ?? foundLine, column: line == nil ? column : 1, detail: detail)
    }
}
