import Foundation
import StoreContract

/// A merge as both stores make it: which incoming choices change the stored set, and what the
/// answer holds.
public enum FavoriteMerge {
    /// The incoming choices that win over what is stored (the later per session), by session id.
    public static func changes(_ incoming: [FavoriteChoice], over stored: [String: FavoriteChoice]) -> [String: FavoriteChoice] {
        var changed: [String: FavoriteChoice] = [:]
        for choice in incoming {
            if let current = changed[choice.sessionID] ?? stored[choice.sessionID], !choice.wins(over: current) { continue }
            changed[choice.sessionID] = choice
        }
        return changed
    }

    /// Whether the set would hold more than the server keeps after these changes.
    public static func exceedsLimit(stored: [String: FavoriteChoice], changed: [String: FavoriteChoice]) -> Bool {
        stored.count + changed.keys.filter { stored[$0] == nil }.count > FavoriteChoice.keptPerAttendee
    }

    /// Whether a device holding `since` may be answered only what changed: it is this set's
    /// version, and one the set had (not one from a store restored from an older copy).
    public static func answersChanges(since: FavoriteVersion?, set version: FavoriteVersion, before: Int64) -> FavoriteVersion? {
        guard let since, since.isSameSet(as: version), since.number <= before else { return nil }
        return since
    }

    /// The answer: every choice, or those sent and those changed after the device's version.
    public static func answer(_ stored: [String: FavoriteChoice], version: FavoriteVersion, sent: [FavoriteChoice],
                              changedSince: Set<String>?) -> FavoriteAnswer {
        guard let changedSince else {
            return FavoriteAnswer(choices: stored.values.sorted { $0.sessionID < $1.sessionID }, version: version, isComplete: true)
        }
        let sent = Set(sent.map(\.sessionID))
        let answered = stored.values.filter { sent.contains($0.sessionID) || changedSince.contains($0.sessionID) }
        return FavoriteAnswer(choices: answered.sorted { $0.sessionID < $1.sessionID }, version: version, isComplete: false)
    }
}

extension FavoriteVersion {
    /// The owner part of an attendee's tag: a short digest of their id.
    public static func owner(ofAttendee id: String) -> String {
        Secrets.hex(Secrets.digest("favorites\u{0}" + id).prefix(4))
    }
}
