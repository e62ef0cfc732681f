import Foundation

/// Who sees a profile in the attendees list: nobody (the default) or every signed-in attendee.
public enum Visibility: String, Sendable, Codable, CaseIterable {
    case hidden
    case attendees
}

public struct ProfileLink: Sendable, Hashable, Codable {
    public var title: String
    public var url: String

    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}

/// One attendee as the list shows them: their own profile where they wrote one, their
/// registration (name, company) where they did not. The profile's fields read as the entry's
/// own (`entry.name`).
@dynamicMemberLookup
public struct AttendeeEntry: Sendable, Hashable {
    public var id: String
    public var profile: ProfileUpdate

    public init(id: String, profile: ProfileUpdate) {
        self.id = id
        self.profile = profile
    }

    public subscript<Value>(dynamicMember field: KeyPath<ProfileUpdate, Value>) -> Value { profile[keyPath: field] }
}

/// A row of the attendees list.
public struct AttendeeListing: Sendable, Hashable {
    public var id: String
    public var name: String
    public var company: String?
    public var role: String?

    public init(id: String, name: String, company: String?, role: String?) {
        self.id = id
        self.name = name
        self.company = company
        self.role = role
    }
}

public struct AttendeePage: Sendable, Hashable {
    public var items: [AttendeeListing]
    /// Where the next page starts; nil on the last page.
    public var nextCursor: String?

    public init(items: [AttendeeListing], nextCursor: String?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

/// What an attendee may set of their own profile (PUT /v1/me), and what the list shows of them.
public struct ProfileUpdate: Sendable, Hashable {
    public var name: String
    public var company: String?
    public var role: String?
    public var bio: String?
    public var links: [ProfileLink]
    public var interests: [String]
    public var visibility: Visibility

    public init(name: String, company: String? = nil, role: String? = nil, bio: String? = nil,
                links: [ProfileLink] = [], interests: [String] = [], visibility: Visibility) {
        self.name = name
        self.company = company
        self.role = role
        self.bio = bio
        self.links = links
        self.interests = interests
        self.visibility = visibility
    }
}

/// A failure the store can name: a cursor it did not write, a field it refuses.
public enum AttendeeStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    case badCursor
    case invalidProfile([String: String])
    case unknownAttendee
    case tooManyFavorites

    public var description: String {
        switch self {
        case .tooManyFavorites: "more than \(FavoriteChoice.keptPerAttendee) sessions chosen; the server keeps no more"
        case .badCursor: "the cursor is not one this server gave"
        case .invalidProfile(let fields): "invalid " + fields.keys.sorted().joined(separator: ", ")
        case .unknownAttendee: "no such attendee"
        }
    }
}
