import Foundation

/// An item of the conference's news feed (RSS, Atom or JSON Feed), as plain text.
public struct NewsItem: Sendable, Hashable, Codable, Identifiable {
    public let id: String
    public var title: String
    public var link: URL?
    public var publishedAt: Date?
    public var author: String?
    public var summary: String
    public var content: String
    public var isRead: Bool

    public init(id: String, title: String, link: URL? = nil, publishedAt: Date? = nil, author: String? = nil,
                summary: String = "", content: String = "", isRead: Bool = false) {
        self.id = id
        self.title = title
        self.link = link
        self.publishedAt = publishedAt
        self.author = author
        self.summary = summary
        self.content = content
        self.isRead = isRead
    }
}
