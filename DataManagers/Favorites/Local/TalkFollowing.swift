import Entities
import Foundation

/// Which favorites follow their talk to its new slots in a new version of the feed (by
/// `TalkIdentity`, the talk's page).
enum TalkFollowing {
    /// What the favorites become in a new version of the feed. A favorite whose session left
    /// follows its talk: every slot of the talk the person has made no choice about is starred,
    /// and the old one is let go (said to other devices as a removal). A talk's slot that
    /// arrives beside a starred one is starred too. A choice the person made is never undone.
    static func carry(favorites: Set<String>, chosen: Set<String>, talkOfLeft: [String: String], feed: [Session],
                      arrived: Set<String>) -> (starred: Set<String>, letGo: Set<String>) {
        let talks = TalkIdentity.talks(feed.map { (id: $0.id, page: $0.pageURL) })
        var talkOf: [String: String] = [:]
        for session in feed { if let key = TalkIdentity.key(session.pageURL), talks[key] != nil { talkOf[session.id] = key } }
        let present = Set(feed.map(\.id))
        var starred = Set<String>(), letGo = Set<String>()
        for favorite in favorites.subtracting(present).sorted() {
            guard let key = talkOf[favorite] ?? talkOfLeft[favorite], let slots = talks[key] else { continue }
            let unchosen = slots.filter { !chosen.contains($0) }
            guard !unchosen.isEmpty || slots.contains(where: favorites.contains) else { continue }
            starred.formUnion(unchosen)
            letGo.insert(favorite)
        }
        let starredTalks = Set(favorites.intersection(present).compactMap { talkOf[$0] })
        for id in arrived where !chosen.contains(id) {
            if let key = talkOf[id], starredTalks.contains(key) { starred.insert(id) }
        }
        return (starred, letGo)
    }
}
