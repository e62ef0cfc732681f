import Foundation

/// A pretalx event: the instance it runs on (`https://pretalx.example/`, or a path on a site) and
/// its slug. Every address of it is made from those two: its pages are `INSTANCE/SLUG/…` (the
/// schedule, a talk's `talk/CODE/`, the login), its exports `INSTANCE/SLUG/schedule/export/…`,
/// its API `INSTANCE/api/events/SLUG/…`. Found from an address the person has (the conference's
/// feed, a page they pasted, a talk's page), never typed again.
public struct PretalxEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Ends with "/"; no user, query or fragment.
    public let instance: URL
    public let slug: String

    /// pretalx's own slug rule: letters, digits, dots and dashes, starting and ending with a
    /// letter or digit; pretalx keeps them lowercase.
    public static func isSlug(_ text: some StringProtocol) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard (1...100).contains(scalars.count), let first = scalars.first, let last = scalars.last,
              isAlphanumeric(first), isAlphanumeric(last) else { return false }
        return scalars.allSatisfy { isAlphanumeric($0) || $0 == "." || $0 == "-" }
    }

    /// Words pretalx keeps for itself at the top of an instance: never an event's slug.
    static let reserved: Set<String> = ["api", "orga", "redirect", "widget", "events", "static", "media", "p", "locale", "jsi18n",
                                        "healthcheck", "metrics", "csp_report", "download", "relay", "_global", "__debug__"]

    /// A talk's code as pretalx writes it (letters and digits; its own are upper case).
    public static func isTalkCode(_ text: some StringProtocol) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return (1...32).contains(scalars.count) && scalars.allSatisfy(isAlphanumeric)
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// nil when `instance` is no http(s) address Podium can connect to, or `slug` is none pretalx allows.
    public init?(instance: URL, slug: String) {
        guard Self.isSlug(slug), !Self.reserved.contains(slug.lowercased()), instance.connectionProblem == nil, instance.user == nil,
              instance.query == nil, instance.fragment == nil,
              var components = URLComponents(url: instance, resolvingAgainstBaseURL: false) else { return nil }
        components.host = components.host?.lowercased()
        components.scheme = components.scheme?.lowercased()
        if !components.path.hasSuffix("/") { components.path += "/" }
        guard let normalised = components.url else { return nil }
        self.instance = normalised
        self.slug = slug.lowercased()
    }

    /// The event's own page: `INSTANCE/SLUG/`.
    public var page: URL { instance.appendingPathComponent(slug, isDirectory: true) }
    public var schedulePage: URL { page.appendingPathComponent("schedule", isDirectory: true) }
    /// The schedule export Podium reads: pretalx's frab JSON, which carries bios and photos the XML lacks.
    public var scheduleExport: URL { schedulePage.appendingPathComponent("export/schedule.json") }
    public var loginPage: URL { page.appendingPathComponent("login", isDirectory: true) }
    /// The event in pretalx's API: `INSTANCE/api/events/SLUG/`.
    public var api: URL { instance.appendingPathComponent("api/events", isDirectory: true).appendingPathComponent(slug, isDirectory: true) }
    /// The signed-in attendee's favourites: the codes of the talks they starred.
    public var favourites: URL { api.appendingPathComponent("submissions/favourites", isDirectory: true) }

    /// Where one talk is starred (POST) or unstarred (DELETE).
    public func favourite(code: String) -> URL {
        api.appendingPathComponent("submissions", isDirectory: true).appendingPathComponent(code, isDirectory: true)
            .appendingPathComponent("favourite", isDirectory: true)
    }

    /// The instance, for a sign-in kept once for every event on it: host, port and path.
    public var instanceKey: String { Self.instanceKey(instance) }

    public static func instanceKey(_ instance: URL) -> String {
        let host = instance.host?.lowercased() ?? ""
        let port = instance.port.map { ":\($0)" } ?? ""
        var path = instance.path
        while path.hasSuffix("/") { path.removeLast() }
        return host + port + path
    }

    public var description: String { page.absoluteString }

    // MARK: Found from addresses

    /// From the address of one of the event's exports: `INSTANCE/SLUG/schedule/export/FILE`
    /// (also `INSTANCE/SLUG/schedule.xml`, older pretalx's, and the widget's data).
    public init?(exportAddress address: URL) {
        let parts = Self.pathParts(address)
        guard let schedule = parts.lastIndex(of: "schedule"), schedule >= 1 else {
            // `SLUG/schedule.xml`, `SLUG/schedule.json`
            guard parts.count >= 2, ["schedule.xml", "schedule.json", "schedule.ics"].contains(parts[parts.count - 1]) else { return nil }
            self.init(address, parts: parts, slugAt: parts.count - 2)
            return
        }
        let rest = parts[(schedule + 1)...]
        guard rest.first == "export" || rest.first == "widgets" || (rest.first.map { $0.hasPrefix("v") } == true) else { return nil }
        self.init(address, parts: parts, slugAt: schedule - 1)
    }

    /// From a talk's page: `INSTANCE/SLUG/talk/CODE/`.
    public init?(talkPage page: URL) {
        let parts = Self.pathParts(page)
        guard parts.count >= 3, parts[parts.count - 2] == "talk", Self.isTalkCode(parts[parts.count - 1]) else { return nil }
        self.init(page, parts: parts, slugAt: parts.count - 3)
    }

    /// A talk's code, from its page (`…/SLUG/talk/CODE/`), when the page is one of this event's.
    public func talkCode(inPage page: URL) -> String? {
        guard let event = PretalxEvent(talkPage: page), event.slug == slug, event.instanceKey == instanceKey else { return nil }
        return Self.pathParts(page).last?.uppercased()
    }

    /// Every way `address` could name an event's page: the instance before a path part, that part
    /// as the slug, first the shortest instance (pretalx on a host of its own).
    public static func candidates(forPage address: URL) -> [PretalxEvent] {
        let parts = pathParts(address)
        return parts.indices.prefix(4).compactMap { PretalxEvent(address, parts: parts, slugAt: $0) }
    }

    /// The instance an address is on, when it names no event: `https://pretalx.example/` itself.
    public static func instance(of address: URL) -> URL? {
        guard address.connectionProblem == nil, address.user == nil,
              var components = URLComponents(url: address, resolvingAgainstBaseURL: false) else { return nil }
        components.query = nil
        components.fragment = nil
        if !components.path.hasSuffix("/") { components.path += "/" }
        return components.url
    }

    private init?(_ address: URL, parts: [String], slugAt index: Int) {
        guard parts.indices.contains(index), var components = URLComponents(url: address, resolvingAgainstBaseURL: false) else { return nil }
        components.query = nil
        components.fragment = nil
        components.path = "/" + parts[..<index].map { $0 + "/" }.joined()
        guard let instance = components.url else { return nil }
        self.init(instance: instance, slug: parts[index])
    }

    private static func pathParts(_ address: URL) -> [String] {
        address.pathComponents.filter { $0 != "/" && !$0.isEmpty }
    }
}
