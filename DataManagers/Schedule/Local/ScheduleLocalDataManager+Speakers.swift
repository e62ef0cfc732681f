import Entities
import Foundation
import GRDB
import ScheduleDataContract

/// Speakers: the list (its first screenful first), one, and search.
extension ScheduleLocalDataManager {
    public func speakers() async throws -> [Speaker] {
        try await schedule.read { db in try ScheduleReader.speakers(db, whole: false) }
    }

    public func speakers(first limit: Int) async throws -> SpeakerListStart {
        try await schedule.read { db in
            SpeakerListStart(speakers: try ScheduleReader.speakers(db, sql: ScheduleReader.speakerColumns + ScheduleReader.speakerOrder + " LIMIT ?",
                                                                   arguments: [max(0, limit)], whole: false),
                             total: try Int.fetchOne(db, sql: "SELECT count(*) FROM speaker") ?? 0)
        }
    }

    public func speaker(id: String) async throws -> Speaker? {
        try await schedule.read { db in
            try ScheduleReader.speakers(db, sql: ScheduleReader.speakerColumns + " WHERE sp.id = ?", arguments: [id], whole: true).first
        }
    }

    public func searchSpeakers(_ text: String, limit: Int) async throws -> SpeakerSearch {
        guard let queries = SearchQuery.fts(text, tiers: SearchQuery.speakerTiers), limit > 0 else { return SpeakerSearch() }
        return try await schedule.read { db in try Self.speakers(db, matching: queries, limit: limit) }
    }

    nonisolated(nonsending) public func searchSpeakersNow(_ text: String, limit: Int) async throws -> SpeakerSearch {
        guard let queries = SearchQuery.fts(text, tiers: SearchQuery.speakerTiers), limit > 0 else { return SpeakerSearch() }
        return try schedule.readNow { db in try Self.speakers(db, matching: queries, limit: limit) }
    }

    private static func speakers(_ db: Database, matching queries: [String], limit: Int) throws -> SpeakerSearch {
        try SearchQuery.matches(SpeakerSearch()) { try found(db, matching: queries, limit: limit) }
    }

    private static func found(_ db: Database, matching queries: [String], limit: Int) throws -> SpeakerSearch {
        // Names found, the first `limit` of them A–Z (the index sorts them by the key it keeps).
        let byName = try String.fetchAll(try db.cachedStatement(sql: """
            SELECT speakerId FROM speakerSearch WHERE speakerSearch MATCH ? ORDER BY sortKey, speakerId LIMIT ?
            """), arguments: [queries[0], limit])
        // Then what the other text finds, in the index's order and only as far as needed
        // (a bio's words match most speakers: sorting them all cost more than a keystroke);
        // those are put A–Z when read.
        let named = Set(byName)
        var others: [String] = []
        let rows = try String.fetchCursor(try db.cachedStatement(sql: "SELECT speakerId FROM speakerSearch WHERE speakerSearch MATCH ? LIMIT ?"),
                                          arguments: [queries[1], limit])
        while others.count < limit - byName.count, let id = try rows.next() {
            if !named.contains(id) { others.append(id) }
        }
        return SpeakerSearch(byName: try ScheduleReader.speakers(db, ids: byName, inListOrder: true),
                             byOtherText: try ScheduleReader.speakers(db, ids: others, inListOrder: false))
    }
}
