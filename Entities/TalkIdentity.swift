import Foundation

/// What stays the same of a talk across versions of its feed, whatever slots it is given: the
/// address of its page, which a feed writes for every slot of the talk — pretalx's
/// `/talk/CODE/` (its talk code; pretalx gives a talk new guids when it gets a second slot),
/// frab's `/events/ID.html`, FOSDEM's event page. A session's id can change under it; its page
/// does not.
///
/// An address shared by more sessions than `maximumSlots` is a feed's placeholder (its home
/// page on every event), not a talk, and identifies nothing.
public enum TalkIdentity {
    public static let maximumSlots = 8

    /// The page's address without its scheme, host case, query, fragment or closing slash;
    /// nil for none, or a site's root.
    public static func key(_ page: URL?) -> String? {
        guard let page, let host = page.host?.lowercased(), !host.isEmpty else { return nil }
        var path = page.path
        while path.hasSuffix("/") { path.removeLast() }
        guard !path.isEmpty, path.utf8.count <= 2_048 else { return nil }
        return host + (page.port.map { ":\($0)" } ?? "") + path
    }

    /// The sessions of one talk, by its key, for keys that identify a talk.
    public static func talks(_ sessions: some Sequence<(id: String, page: URL?)>) -> [String: [String]] {
        var talks: [String: [String]] = [:]
        for session in sessions {
            guard let key = key(session.page) else { continue }
            talks[key, default: []].append(session.id)
        }
        return talks.filter { $0.value.count <= maximumSlots }
    }
}
