/// What the person hid from every view: tracks (and other category items: levels, formats,
/// session types) and rooms. Their own choice, kept with their favorites; My schedule and a
/// session's or speaker's own page still show what is hidden.
public struct HiddenOptions: Sendable, Hashable {
    public var categoryItemIDs: Set<Int>
    public var roomIDs: Set<Int>

    public init(categoryItemIDs: Set<Int> = [], roomIDs: Set<Int> = []) {
        self.categoryItemIDs = categoryItemIDs
        self.roomIDs = roomIDs
    }

    public static let none = HiddenOptions()
    public var isEmpty: Bool { categoryItemIDs.isEmpty && roomIDs.isEmpty }

    /// Whether a list leaves the session out: it is in a hidden room or carries a hidden item.
    public func hides(_ session: Session) -> Bool {
        session.room.map { roomIDs.contains($0.id) } == true || session.categoryItems.contains { categoryItemIDs.contains($0.id) }
    }
}
