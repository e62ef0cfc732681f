import AttendeesDataContract
import Entities
import Foundation
import Synchronization

/// A conference server for module tests: the attendees in memory, searched by name prefix, paged
/// by `pageSize`; it can be signed out, made unreachable or made to refuse. Records the searches
/// and cursors it was asked for.
public final class ConferenceServerFake: SigningIn, SigningOut, AttendeeListReading, AttendeeReading, Sendable {
    struct State {
        var attendees: [Attendee] = []
        var token = false
        var failure: ConferenceServerError?
        var requests: [(search: String?, cursor: String?)] = []
        var signIns: [String] = []
        var delay: Duration = .zero
    }

    public let address = URL(string: "http://127.0.0.1:8080")!
    public let pageSize: Int
    private let state = Mutex(State())

    public init() { pageSize = 50 }

    public init(attendees: [Attendee], signedIn: Bool = true, pageSize: Int = 50) {
        self.pageSize = pageSize
        state.withLock {
            $0.attendees = attendees
            $0.token = signedIn
        }
    }

    /// Every call fails with this from now on (nil: none does).
    public func fail(with error: ConferenceServerError?) { state.withLock { $0.failure = error } }
    /// Each directory read waits this long first (a slow network).
    public func delay(_ duration: Duration) { state.withLock { $0.delay = duration } }
    public var requests: [(search: String?, cursor: String?)] { state.withLock { $0.requests } }
    public var signIns: [String] { state.withLock { $0.signIns } }

    public func signIn(email: String, ticketCode: String) async throws(ConferenceServerError) -> SignedInAttendee {
        let failure: ConferenceServerError? = state.withLock { state in
            state.signIns.append(email)
            if let failure = state.failure { return failure }
            guard ticketCode == "GOOD-CODE" else { return .notRecognised }
            state.token = true
            return nil
        }
        if let failure { throw failure }
        return SignedInAttendee(name: "Ada Lovelace", expiresAt: Date(timeIntervalSince1970: 1_900_000_000))
    }

    public func signOut() async throws(ConferenceServerError) { state.withLock { $0.token = false } }

    public func hasToken() async -> Bool { state.withLock { $0.token } }

    public func isReachable() async -> Bool {
        state.withLock { state in if case .unreachable = state.failure { false } else { true } }
    }

    public func page(search: String?, cursor: String?) async throws(ConferenceServerError) -> AttendeePage {
        let (delay, failure) = state.withLock { state in
            state.requests.append((search, cursor))
            return (state.delay, state.failure ?? (state.token ? nil : .notSignedIn))
        }
        if delay > .zero { try? await Task.sleep(for: delay) }
        if let failure { throw failure }
        let words = (search ?? "").lowercased().split(separator: " ")
        let matching = state.withLock { $0.attendees }.filter { person in
            let haystack = [person.name, person.company ?? "", person.role ?? ""].joined(separator: " ").lowercased().split(separator: " ")
            return words.allSatisfy { word in haystack.contains { $0.hasPrefix(word) } }
        }
        let start = cursor.flatMap(Int.init) ?? 0
        let slice = matching.dropFirst(start).prefix(pageSize)
        let next = start + slice.count < matching.count ? String(start + slice.count) : nil
        return AttendeePage(items: slice.map { AttendeeSummary(id: $0.id, name: $0.name, company: $0.company, role: $0.role) },
                               nextCursor: next)
    }

    public func attendee(id: String) async throws(ConferenceServerError) -> Attendee {
        let (person, failure) = state.withLock { state in
            (state.attendees.first { $0.id == id }, state.failure ?? (state.token ? nil : .notSignedIn))
        }
        if let failure { throw failure }
        guard let person else { throw .notFound }
        return person
    }
}

/// The directory as last seen, in memory.
public actor InMemoryAttendeeCache: AttendeeListCaching, AttendeeCaching {
    private var pages: [String: (AttendeePage, Date)] = [:]
    private var attendees: [String: (Attendee, Date)] = [:]

    public init() {}

    public func save(_ page: AttendeePage, search: String?, cursor: String?, at date: Date) { pages[key(search, cursor)] = (page, date) }
    public func cachedPage(search: String?, cursor: String?) -> (page: AttendeePage, seenAt: Date)? { pages[key(search, cursor)] }
    public func save(_ attendee: Attendee, at date: Date) { attendees[attendee.id] = (attendee, date) }
    public func cachedAttendee(id: String) -> (attendee: Attendee, seenAt: Date)? { attendees[id] }
    public func clear() {
        pages = [:]
        attendees = [:]
    }

    private func key(_ search: String?, _ cursor: String?) -> String { (search ?? "").lowercased() + "\u{0}" + (cursor ?? "") }
}

/// One's own profile on a server, for Profile's tests: kept in memory, refused field by field
/// the way podium-server refuses (a name, http(s) links, lengths), made unreachable or signed
/// out on demand. Records every save.
public final class ProfileServerFake: ProfileServing, Sendable {
    struct State {
        var profile = MyProfile(name: "Ada Lovelace", company: "Engines", role: "Engineer")
        var failure: ConferenceServerError?
        var saves: [MyProfile] = []
        var delay: Duration = .zero
    }
    private let state = Mutex(State())
    public let address: URL

    public init(profile: MyProfile? = nil, address: URL = URL(string: "http://127.0.0.1:8080")!) {
        self.address = address
        if let profile { state.withLock { $0.profile = profile } }
    }

    /// Every call fails with this from now on (nil: none does).
    public func fail(with error: ConferenceServerError?) { state.withLock { $0.failure = error } }
    /// Each call waits this long first (a slow network).
    public func delay(_ duration: Duration) { state.withLock { $0.delay = duration } }
    public var saves: [MyProfile] { state.withLock { $0.saves } }
    public var profile: MyProfile { state.withLock { $0.profile } }

    public func myProfile() async throws(ConferenceServerError) -> MyProfile {
        let (delay, failure, profile) = state.withLock { ($0.delay, $0.failure, $0.profile) }
        if delay > .zero { try? await Task.sleep(for: delay) }
        if let failure { throw failure }
        return profile
    }

    public func saveProfile(_ profile: MyProfile) async throws(ConferenceServerError) -> MyProfile {
        let (delay, failure) = state.withLock { state in
            state.saves.append(profile)
            return (state.delay, state.failure)
        }
        if delay > .zero { try? await Task.sleep(for: delay) }
        if let failure { throw failure }
        var problems: [String: String] = [:]
        if profile.name.trimmingCharacters(in: .whitespaces).isEmpty { problems["name"] = "a name is needed" }
        if (profile.bio?.unicodeScalars.count ?? 0) > ProfileLimits.bioLength { problems["bio"] = "at most \(ProfileLimits.bioLength) characters" }
        if profile.links.count > ProfileLimits.links {
            problems["links"] = "at most \(ProfileLimits.links) links"
        } else if let bad = profile.links.first(where: { !$0.address.hasPrefix("http://") && !$0.address.hasPrefix("https://") }) {
            problems["links"] = "only http and https addresses (not “\(bad.address)”)"
        }
        guard problems.isEmpty else { throw .invalidFields(problems) }
        var saved = profile
        saved.name = profile.name.trimmingCharacters(in: .whitespaces)
        state.withLock { $0.profile = saved }
        return saved
    }
}
