import Foundation

/// Who sees an attendee in the conference's directory.
public enum ProfileVisibility: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nobody (the default): not listed, not found by search or by id.
    case hidden
    /// Every signed-in attendee.
    case attendees
}

/// A link on one's own profile as typed: the address is kept as text, so one the server refuses
/// can be shown and corrected.
public struct ProfileLink: Sendable, Hashable, Codable {
    public var title: String
    public var address: String

    public init(title: String, address: String) {
        self.title = title
        self.address = address
    }
}

/// What the signed-in attendee shows of themself, whatever its visibility.
public struct MyProfile: Sendable, Hashable, Codable {
    public var name: String
    public var company: String?
    public var role: String?
    public var bio: String?
    public var links: [ProfileLink]
    public var interests: [String]
    public var visibility: ProfileVisibility

    public init(name: String, company: String? = nil, role: String? = nil, bio: String? = nil, links: [ProfileLink] = [],
                interests: [String] = [], visibility: ProfileVisibility = .hidden) {
        self.name = name
        self.company = company
        self.role = role
        self.bio = bio
        self.links = links
        self.interests = interests
        self.visibility = visibility
    }
}

/// What a profile may hold (API/openapi.yaml): a form offers no more, and says so as it is typed.
public enum ProfileLimits {
    /// A bio's most characters (Unicode scalars, as JSON Schema counts them).
    public static let bioLength = 1_000
    public static let links = 5
}
