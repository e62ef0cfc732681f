import Entities
import Foundation

/// A talk's slots across two versions of its feed, by `TalkIdentity`: which new slot continues
/// which old one, so its change is said against the slot it had (never "removed").
enum TalkSuccession {
    /// New session id → the old slot it continues: old and new slots of one talk paired in time
    /// order, a slot at the same time (and room) first. What is left over is added or removed.
    static func pairs(vanished: some Collection<Session>, arrived: [Session], in all: [Session]) -> [String: Session] {
        // Nothing left a slot (every first fill): no talk to follow, and reading every page
        // address was 1.4 % of adding FOSDEM.
        guard !vanished.isEmpty, !arrived.isEmpty else { return [:] }
        let talks = TalkIdentity.talks(all.map { (id: $0.id, page: $0.pageURL) })
        var waiting: [String: [Session]] = [:]
        for session in arrived {
            guard let key = TalkIdentity.key(session.pageURL), talks[key] != nil else { continue }
            waiting[key, default: []].append(session)
        }
        var pairs: [String: Session] = [:]
        let earliestFirst = vanished.sorted { ($0.startsAt ?? .distantFuture, $0.id) < ($1.startsAt ?? .distantFuture, $1.id) }
        for old in earliestFirst {
            guard let key = TalkIdentity.key(old.pageURL), var candidates = waiting[key], !candidates.isEmpty else { continue }
            let index = candidates.firstIndex { $0.startsAt == old.startsAt && $0.room?.id == old.room?.id }
                ?? candidates.firstIndex { $0.startsAt == old.startsAt } ?? 0
            pairs[candidates[index].id] = old
            candidates.remove(at: index)
            waiting[key] = candidates
        }
        return pairs
    }
}
