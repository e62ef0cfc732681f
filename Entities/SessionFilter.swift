/// Which sessions a screen wants: all (empty sets) or those with any of these items and rooms.
public struct SessionFilter: Sendable, Hashable {
    public var categoryItemIDs: Set<Int>
    public var roomIDs: Set<Int>

    public init(categoryItemIDs: Set<Int> = [], roomIDs: Set<Int> = []) {
        self.categoryItemIDs = categoryItemIDs
        self.roomIDs = roomIDs
    }

    public static let all = SessionFilter()
    public var isEmpty: Bool { categoryItemIDs.isEmpty && roomIDs.isEmpty }
}

