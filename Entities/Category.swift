/// A way sessions or speakers are classified (Track, Level, Format…) and its items.
public struct Category: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public var title: String
    /// What it classifies: sessions or speakers (Sessionize's `type`).
    public var appliesTo: Kind
    public var items: [CategoryItem]
    public var sort: Int

    public enum Kind: String, Sendable, Hashable, Codable {
        case session, speaker
    }

    public init(id: Int, title: String, appliesTo: Kind = .session, items: [CategoryItem], sort: Int = 0) {
        self.id = id
        self.title = title
        self.appliesTo = appliesTo
        self.items = items
        self.sort = sort
    }
}

/// One value of a category ("Mobile" in Track, "Advanced" in Level).
public struct CategoryItem: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public var name: String
    /// The category it belongs to, for display ("Track: Mobile").
    public var categoryTitle: String
    public var sort: Int

    public init(id: Int, name: String, categoryTitle: String, sort: Int = 0) {
        self.id = id
        self.name = name
        self.categoryTitle = categoryTitle
        self.sort = sort
    }
}
