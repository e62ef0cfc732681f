import Foundation
import StoreContract

/// Where a page ends: the last row's place in the A–Z order, opaque to clients (base64url).
public struct AttendeeCursor: Sendable {
    public let sortKey: String
    public let id: String

    public init(sortKey: String, id: String) {
        self.sortKey = sortKey
        self.id = id
    }

    /// Before every row (ids are never empty): the first page's place, where a statement takes one.
    public static let start = AttendeeCursor(sortKey: "", id: "")

    public init(text: String) throws {
        guard let data = Secrets.fromBase64URL(text), let decoded = String(data: data, encoding: .utf8) else {
            throw AttendeeStoreError.badCursor
        }
        let parts = decoded.split(separator: "\u{0}", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "v1" else { throw AttendeeStoreError.badCursor }
        sortKey = String(parts[1])
        id = String(parts[2])
    }

    public var text: String { Secrets.base64URL(Data("v1\u{0}\(sortKey)\u{0}\(id)".utf8)) }
}
