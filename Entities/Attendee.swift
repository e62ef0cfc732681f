import Foundation

/// A row of the attendees list.
public struct AttendeeSummary: Sendable, Hashable, Codable, Identifiable {
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

/// A listed attendee as the list shows them (only those who chose to be listed): their id and
/// their profile, whose fields read as the attendee's own (`attendee.name`).
@dynamicMemberLookup
public struct Attendee: Sendable, Hashable, Codable, Identifiable {
    public let id: String
    public var profile: Profile

    public init(id: String, profile: Profile) {
        self.id = id
        self.profile = profile
    }

    public init(id: String, name: String, company: String? = nil, role: String? = nil, bio: String? = nil,
                links: [ProfileLink] = [], interests: [String] = []) {
        self.init(id: id, profile: Profile(name: name, company: company, role: role, bio: bio, links: links, interests: interests))
    }

    public subscript<Value>(dynamicMember field: WritableKeyPath<Profile, Value>) -> Value {
        get { profile[keyPath: field] }
        set { profile[keyPath: field] = newValue }
    }
}

/// One page of the attendees list, and where the next begins (nil on the last).
public struct AttendeePage: Sendable, Hashable, Codable {
    public var items: [AttendeeSummary]
    public var nextCursor: String?

    public init(items: [AttendeeSummary], nextCursor: String?) {
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
