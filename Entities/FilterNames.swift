/// The names of what a `SessionFilter` picks, for a screen's title ("Agenda — Swift, Hall B"):
/// the schedule's category items and rooms by id.
public struct FilterNames: Sendable, Equatable {
    public var categoryItems: [Int: String]
    public var rooms: [Int: String]

    public init(categoryItems: [Int: String] = [:], rooms: [Int: String] = [:]) {
        self.categoryItems = categoryItems
        self.rooms = rooms
    }

    /// The names of every item and room of a schedule.
    public init(categories: [Category], rooms: [Room]) {
        var items: [Int: String] = [:]
        for item in categories.flatMap(\.items) { items[item.id] = item.name }
        var roomNames: [Int: String] = [:]
        for room in rooms { roomNames[room.id] = room.name }
        self.init(categoryItems: items, rooms: roomNames)
    }

    /// What `filter` picks, by name: its items A–Z, then its rooms A–Z (ids the schedule no
    /// longer has are left out).
    public func names(of filter: SessionFilter) -> [String] {
        filter.categoryItemIDs.compactMap { categoryItems[$0] }.sorted() + filter.roomIDs.compactMap { rooms[$0] }.sorted()
    }
}
