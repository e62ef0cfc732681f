/// A room of the venue.
public struct Room: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public var name: String
    public var sort: Int

    public init(id: Int, name: String, sort: Int = 0) {
        self.id = id
        self.name = name
        self.sort = sort
    }
}
