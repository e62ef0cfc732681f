/// The names of what a `SessionFilter` picks, for a screen's title ("Agenda — Swift, Hall B"):
/// the schedule's category items and rooms by id, and what the person hid from every view.
public struct FilterNames: Sendable, Equatable {
    public var categoryItems: [Int: String]
    public var rooms: [Int: String]
    /// What every list leaves out (the schedule's store applies it): a screen says so.
    public var hidden: HiddenOptions

    public init(categoryItems: [Int: String] = [:], rooms: [Int: String] = [:], hidden: HiddenOptions = .none) {
        self.categoryItems = categoryItems
        self.rooms = rooms
        self.hidden = hidden
    }

    /// The names of every item and room of a schedule.
    public init(categories: [Category], rooms: [Room], hidden: HiddenOptions = .none) {
        var items: [Int: String] = [:]
        for item in categories.flatMap(\.items) { items[item.id] = item.name }
        var roomNames: [Int: String] = [:]
        for room in rooms { roomNames[room.id] = room.name }
        self.init(categoryItems: items, rooms: roomNames, hidden: hidden)
    }

    /// What `filter` picks, by name: its items A–Z, then its rooms A–Z (ids the schedule no
    /// longer has are left out).
    public func names(of filter: SessionFilter) -> [String] {
        names(items: filter.categoryItemIDs, rooms: filter.roomIDs)
    }

    /// What is hidden, by name, in the same order (what the schedule no longer has is hiding nothing).
    public var hiddenNames: [String] {
        names(items: hidden.categoryItemIDs, rooms: hidden.roomIDs)
    }

    private func names(items: Set<Int>, rooms roomIDs: Set<Int>) -> [String] {
        items.compactMap { categoryItems[$0] }.sorted() + roomIDs.compactMap { rooms[$0] }.sorted()
    }
}
