import Foundation

/// Who sees an attendee in the attendees list.
public enum ProfileVisibility: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nobody (the default): not listed, not found by search or by id.
    case hidden
    /// Every signed-in attendee.
    case attendees
}

/// A link on a profile: a title and an address. One's own is kept as typed (so one the server
/// refuses can be shown and corrected); a listed attendee's is one the server accepted.
public struct ProfileLink: Sendable, Hashable, Codable {
    public var title: String
    public var address: String

    public init(title: String, address: String) {
        self.title = title
        self.address = address
    }

    /// The address to open, when it is an http(s) address.
    public var url: URL? {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        return url
    }
}

/// What an attendee tells others about themself, as the API's profile names it: the same fields
/// in one's own profile and in a listed attendee's.
public struct Profile: Sendable, Hashable, Codable {
    public var name: String
    public var company: String?
    public var role: String?
    public var bio: String?
    public var links: [ProfileLink]
    public var interests: [String]

    public init(name: String, company: String? = nil, role: String? = nil, bio: String? = nil, links: [ProfileLink] = [],
                interests: [String] = []) {
        self.name = name
        self.company = company
        self.role = role
        self.bio = bio
        self.links = links
        self.interests = interests
    }
}

/// What the signed-in attendee shows of themself, whatever its visibility; its fields read as
/// the profile's (`myProfile.bio`).
@dynamicMemberLookup
public struct MyProfile: Sendable, Hashable, Codable {
    public var profile: Profile
    public var visibility: ProfileVisibility

    public init(profile: Profile, visibility: ProfileVisibility = .hidden) {
        self.profile = profile
        self.visibility = visibility
    }

    public init(name: String, company: String? = nil, role: String? = nil, bio: String? = nil, links: [ProfileLink] = [],
                interests: [String] = [], visibility: ProfileVisibility = .hidden) {
        self.init(profile: Profile(name: name, company: company, role: role, bio: bio, links: links, interests: interests),
                  visibility: visibility)
    }

    public subscript<Value>(dynamicMember field: WritableKeyPath<Profile, Value>) -> Value {
        get { profile[keyPath: field] }
        set { profile[keyPath: field] = newValue }
    }
}

/// What a profile may hold (API/openapi.yaml): a form offers no more, and says so as it is typed.
public enum ProfileLimits {
    /// A bio's most characters (Unicode scalars, as JSON Schema counts them).
    public static let bioLength = 1_000
    public static let links = 5
}
