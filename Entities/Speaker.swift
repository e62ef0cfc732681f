import Foundation

/// A person who speaks at the conference.
public struct Speaker: Sendable, Hashable, Codable, Identifiable {
    public let id: String
    public var firstName: String
    public var lastName: String
    /// As the feed gives it; `fullName` falls back to first and last name.
    public var displayName: String?
    public var tagLine: String?
    public var bio: String?
    public var photoURL: URL?
    /// Read with one speaker (their details), not with lists of them, which never show them.
    public var links: [SpeakerLink]
    public var isTopSpeaker: Bool
    public var sessionIDs: [String]
    public var categoryItems: [CategoryItem]

    public init(id: String, firstName: String, lastName: String, displayName: String? = nil, tagLine: String? = nil,
                bio: String? = nil, photoURL: URL? = nil, links: [SpeakerLink] = [], isTopSpeaker: Bool = false,
                sessionIDs: [String] = [], categoryItems: [CategoryItem] = []) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.displayName = displayName
        self.tagLine = tagLine
        self.bio = bio
        self.photoURL = photoURL
        self.links = links
        self.isTopSpeaker = isTopSpeaker
        self.sessionIDs = sessionIDs
        self.categoryItems = categoryItems
    }

    /// The name to show: the feed's full name, else first and last name.
    public var fullName: String {
        Self.fullName(firstName: firstName, lastName: lastName, displayName: displayName)
    }

    /// The same rule for a name read without the whole speaker (a session's speaker list).
    public static func fullName(firstName: String, lastName: String, displayName: String?) -> String {
        if let displayName, displayName.contains(where: { !$0.isWhitespace }) { return displayName }
        return firstName.isEmpty ? lastName : (lastName.isEmpty ? firstName : firstName + " " + lastName)
    }

    /// For lists sorted by surname: last name, then first, without case or diacritics, so
    /// Åberg sorts with the A's and Zoë with Zoe.
    public var sortKey: String {
        Self.sortKey(firstName: firstName, lastName: lastName, displayName: displayName)
    }

    /// The same rule for a name read without the whole speaker (a stored row).
    public static func sortKey(firstName: String, lastName: String, displayName: String?) -> String {
        let name = lastName.isEmpty ? fullName(firstName: firstName, lastName: lastName, displayName: displayName) : lastName + " " + firstName
        // ASCII folds to its lower case: done here, as Foundation's folding of every name was
        // 1 % of adding a Congress's schedule.
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        }
        return String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    public var summary: SpeakerSummary { SpeakerSummary(id: id, name: fullName) }
}

/// A speaker as a session shows them.
public struct SpeakerSummary: Sendable, Hashable, Codable, Identifiable {
    public let id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// A speaker's link: a blog, a social profile, a company page.
public struct SpeakerLink: Sendable, Hashable, Codable {
    public var title: String
    public var url: URL
    /// The feed's link type: "Twitter", "LinkedIn", "Blog", "Company_Website", …
    public var type: String

    public init(title: String, url: URL, type: String) {
        self.title = title
        self.url = url
        self.type = type
    }
}
