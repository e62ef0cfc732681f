import Foundation

/// A row of the conference's attendee directory.
public struct ParticipantSummary: Sendable, Hashable, Codable, Identifiable {
    public let id: String
    public var name: String
    public var company: String?
    public var role: String?

    public init(id: String, name: String, company: String? = nil, role: String? = nil) {
        self.id = id
        self.name = name
        self.company = company
        self.role = role
    }
}

/// An attendee's profile as the directory shows it (only those who chose to be listed).
public struct Participant: Sendable, Hashable, Codable, Identifiable {
    public let id: String
    public var name: String
    public var company: String?
    public var role: String?
    public var bio: String?
    public var links: [ParticipantLink]
    public var interests: [String]

    public init(id: String, name: String, company: String? = nil, role: String? = nil, bio: String? = nil,
                links: [ParticipantLink] = [], interests: [String] = []) {
        self.id = id
        self.name = name
        self.company = company
        self.role = role
        self.bio = bio
        self.links = links
        self.interests = interests
    }
}

public struct ParticipantLink: Sendable, Hashable, Codable {
    public var title: String
    public var url: URL

    public init(title: String, url: URL) {
        self.title = title
        self.url = url
    }
}

/// One page of the directory, and where the next begins (nil on the last).
public struct ParticipantPage: Sendable, Hashable, Codable {
    public var items: [ParticipantSummary]
    public var nextCursor: String?

    public init(items: [ParticipantSummary], nextCursor: String?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

/// Who is signed in to a conference's server, and until when.
public struct SignedInAttendee: Sendable, Hashable, Codable {
    public var name: String
    public var expiresAt: Date

    public init(name: String, expiresAt: Date) {
        self.name = name
        self.expiresAt = expiresAt
    }
}
