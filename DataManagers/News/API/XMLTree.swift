import FeedXML
import Foundation

/// News feeds are read as XML trees by FeedXML (Foundation's XMLParser crashes on hostile input
/// on Linux). `XMLElement` is the name the readers use for a node.
typealias XMLElement = XMLNode

extension XMLNode {
    static func parse(_ data: Data) throws(NewsFeedErrorBox) -> XMLNode {
        do {
            return try XMLDocument.parse(data)
        } catch {
            throw NewsFeedErrorBox(line: error.line, column: error.column, detail: error.detail)
        }
    }
}

/// Where XML parsing failed.
struct NewsFeedErrorBox: Error {
    let line: Int
    let column: Int
    let detail: String
}
