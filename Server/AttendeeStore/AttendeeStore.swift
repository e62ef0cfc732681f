import Foundation
import GRDB
import StoreContract
import StoreRules

/// The server's one SQLite file (WAL): attendees as imported and as they describe themselves,
/// the SHA-256 of every bearer token, and a full-text index of what the attendees list searches.
public final class AttendeeStore: Sendable {
    public static let fileName = "attendees.sqlite"
    /// What the file was called before it had its name; a data directory holding it alone is taken over.
    public static let formerFileName = "directory.sqlite"
    public let path: String
    let pool: DatabasePool
    let probe = WriteProbe()
    let pages = DirectoryPages()

    /// Opens (creating and migrating) the store in a data directory only its owner can read:
    /// it holds email addresses and the digests that sign people in.
    /// The store in `dataDirectory` (made, or checked by `DataDirectoryMode`); `note` hears what
    /// the check changed.
    public static func open(dataDirectory: URL, note: (String) -> Void = { _ in }) throws -> AttendeeStore {
        if let tightened = try DataDirectoryMode.secure(dataDirectory) { note(tightened) }
        let path = dataDirectory.appendingPathComponent(fileName).path
        try takeOver(dataDirectory.appendingPathComponent(formerFileName).path, as: path)
        return try AttendeeStore(path: path)
    }

    /// A store under its former name becomes this one without losing an acknowledged write: its
    /// write-ahead log is checkpointed into the file first, then the file is renamed in one step
    /// (a crash before leaves the former store whole, after it the new one), and the emptied log
    /// and its index go.
    static func takeOver(_ former: String, as path: String) throws {
        let files = FileManager.default
        guard files.fileExists(atPath: former), !files.fileExists(atPath: path) else { return }
        let queue = try DatabaseQueue(path: former)
        _ = try queue.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        try queue.close()
        guard rename(former, path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: former, NSLocalizedDescriptionKey:
                "cannot rename \(former) to \(path): \(String(cString: strerror(errno)))"])
        }
        for suffix in ["-wal", "-shm"] { try? files.removeItem(atPath: former + suffix) }
    }

    public init(path: String) throws {
        self.path = path
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // Every acknowledged write survives a killed process and a lost machine alike.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        pool = try DatabasePool(path: path, configuration: configuration)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path + suffix)
        }
        try AttendeeStoreMigrations.migrator.migrate(pool)
    }

    public func integrityCheck() throws -> String {
        try pool.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") ?? "" }
    }

    // MARK: Signing in

    /// The attendee an email and ticket code belong to, and a new token for them; nil alike for
    /// an unknown email and a wrong code. The code is compared as a digest, in constant time, and
    /// an unknown email is compared against a digest too so it takes the same time.
    /// A new token for the attendee whose email and code these are (nil when they are not). At
    /// most `keepingTokens` stay live: one more revokes the oldest, so an attendee's tokens are
    /// their devices, not rows a script can pile up for 30 days.
    public func signIn(email: String, ticketCode: String, now: Date, lifetime: TimeInterval, keepingTokens: Int = 10)
        async throws -> (token: String, expiresAt: Date, attendee: AttendeeEntry)? {
        let email = Secrets.normalizedEmail(email)
        let offered = Secrets.digest(Secrets.normalizedTicketCode(ticketCode))
        let token = Secrets.newToken()
        let expiresAt = now.addingTimeInterval(lifetime)
        return try await pool.write { db -> (String, Date, AttendeeEntry)? in
            let row = try Row.fetchOne(db, sql: "SELECT * FROM attendee WHERE email = ?", arguments: [email])
            let stored: Data = row?["ticketCodeHash"] ?? Secrets.digest("\u{0}no attendee\u{0}")
            guard Secrets.constantTimeEqual(stored, offered), let row, !Normalized.isEmpty(ticketCode) else { return nil }
            try db.execute(sql: "INSERT INTO token (hash, attendeeSeq, expiresAt) VALUES (?, ?, ?)",
                           arguments: [Secrets.digest(token), row["seq"] as Int64, expiresAt.timeIntervalSince1970])
            try db.execute(sql: "DELETE FROM token WHERE expiresAt < ?", arguments: [now.timeIntervalSince1970 - 86_400])
            try db.execute(sql: """
                UPDATE token SET revokedAt = ? WHERE attendeeSeq = ? AND revokedAt IS NULL AND rowid NOT IN (
                    SELECT rowid FROM token WHERE attendeeSeq = ? AND revokedAt IS NULL AND expiresAt > ?
                    ORDER BY expiresAt DESC, rowid DESC LIMIT ?)
                """, arguments: [now.timeIntervalSince1970, row["seq"] as Int64, row["seq"] as Int64, now.timeIntervalSince1970,
                                 max(1, keepingTokens)])
            return (token, expiresAt, try AttendeeRow.attendee(row))
        }
    }

    /// The attendee a token signs in, when it is known, unexpired and not revoked.
    public func attendeeSeq(forToken token: String, now: Date) async throws -> Int64? {
        let hash = Secrets.digest(token)
        return try await pool.read { db in
            try Int64.fetchOne(db.cachedStatement(sql: "SELECT attendeeSeq FROM token WHERE hash = ? AND revokedAt IS NULL AND expiresAt > ?"),
                               arguments: [hash, now.timeIntervalSince1970])
        }
    }

    public func revoke(token: String, now: Date) async throws {
        let hash = Secrets.digest(token)
        try await pool.write { db in
            try db.execute(sql: "UPDATE token SET revokedAt = ? WHERE hash = ? AND revokedAt IS NULL",
                           arguments: [now.timeIntervalSince1970, hash])
        }
    }

    // MARK: The attendees list

    /// Listed attendees A–Z, or those whose name, company, role or interests have words starting
    /// with every word of the query; a page at a time, after a cursor from the previous page.
    public func page(matching query: String?, after cursor: String?, limit: Int) async throws -> AttendeePage {
        let start = try cursor.map(AttendeeCursor.init(text:))
        let match = query.flatMap(SearchMatch.expression)
        if let query, !query.trimmingCharacters(in: .whitespaces).isEmpty, match == nil {
            return AttendeePage(items: [], nextCursor: nil)   // only punctuation: no word to find
        }
        let key = DirectoryPages.Key(match: match, cursor: cursor, limit: limit)
        if let kept = pages.fresh(key) { return kept }
        let read = pages.begin()
        return try await pool.read { [pages] db in
            // The version and the page from one snapshot: a kept page is exactly what this read would find.
            let version = try Self.directoryVersion(db)
            if let kept = pages.checked(version, for: key, by: read) { return kept }
            let page = try Self.readPage(match: match, after: start, limit: limit, in: db)
            pages.keep(page, for: key, at: version, by: read)
            return page
        }
    }

    /// The store's epoch and its directory's count of changes: a restored copy, whose count may
    /// match, has an epoch of its own.
    static func directoryVersion(_ db: Database) throws -> String {
        try String.fetchOne(db.cachedStatement(sql: """
            SELECT (SELECT value FROM storeEpoch WHERE id = 1) || '.' || (SELECT value FROM directoryVersion WHERE id = 1)
            """)) ?? ""
    }

    /// A page as the store holds it now, through statements compiled once per connection and
    /// only the columns a listing shows. SQLite reads every match of the words first and then
    /// walks the list checking them, which measured as quick as PostgreSQL's `SearchPlan` or
    /// quicker here (docs/performance.md).
    static func readPage(match: String?, after start: AttendeeCursor?, limit: Int, in db: Database) throws -> AttendeePage {
        var sql = """
            SELECT id, coalesce(profileName, registeredName), coalesce(profileCompany, registeredCompany), role, sortKey
            FROM attendee WHERE visibility = 'attendees'
            """
        var arguments: StatementArguments = []
        if let match {
            sql += " AND seq IN (SELECT rowid FROM attendeeSearch WHERE attendeeSearch MATCH ?)"
            arguments += [match]
        }
        if let start {
            sql += " AND (sortKey, id) > (?, ?)"
            arguments += [start.sortKey, start.id]
        }
        sql += " ORDER BY sortKey, id LIMIT ?"
        arguments += [limit + 1]
        let rows = try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
        let shown = rows.prefix(limit)
        let next = rows.count > limit ? shown.last.map { AttendeeCursor(sortKey: $0[4], id: $0[0]).text } : nil
        return AttendeePage(items: shown.map { AttendeeListing(id: $0[0], name: $0[1], company: $0[2], role: $0[3]) }, nextCursor: next)
    }

    /// A listed attendee; nil alike for a hidden one and an unknown id.
    public func listedAttendee(id: String) async throws -> AttendeeEntry? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM attendee WHERE id = ? AND visibility = 'attendees'", arguments: [id])
                .map(AttendeeRow.attendee)
        }
    }

    // MARK: One's own profile

    public func profile(of seq: Int64) async throws -> AttendeeEntry {
        try await pool.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM attendee WHERE seq = ?", arguments: [seq]) else {
                throw AttendeeStoreError.unknownAttendee
            }
            return try AttendeeRow.attendee(row)
        }
    }

    /// Saves a profile (committed before this returns) or throws `.invalidProfile` naming each
    /// broken field; the search index follows in the same transaction.
    public func updateProfile(of seq: Int64, to update: ProfileUpdate, now: Date) async throws -> AttendeeEntry {
        let problems = ProfileRules.problems(of: update)
        guard problems.isEmpty else { throw AttendeeStoreError.invalidProfile(problems) }
        defer { pages.changed() }
        return try await pool.write { db in
            try Self.write(update, to: seq, now: now, in: db)
            return try AttendeeRow.attendee(try Row.fetchOne(db, sql: "SELECT * FROM attendee WHERE seq = ?", arguments: [seq])!)
        }
    }

    /// Profiles for attendees known by email, in one transaction (the demo's attendees); an
    /// invalid one throws before anything is written.
    public func updateProfiles(byEmail updates: [(email: String, profile: ProfileUpdate)], now: Date) async throws {
        for update in updates {
            let problems = ProfileRules.problems(of: update.profile)
            guard problems.isEmpty else { throw AttendeeStoreError.invalidProfile(problems) }
        }
        defer { pages.changed() }
        try await pool.write { db in
            for update in updates {
                guard let seq = try Int64.fetchOne(db, sql: "SELECT seq FROM attendee WHERE email = ?",
                                                   arguments: [Secrets.normalizedEmail(update.email)]) else {
                    throw AttendeeStoreError.unknownAttendee
                }
                try Self.write(update.profile, to: seq, now: now, in: db)
            }
        }
    }

    private static func write(_ update: ProfileUpdate, to seq: Int64, now: Date, in db: Database) throws {
        let update = ProfileRules.cleaned(update)
        try db.execute(sql: """
            UPDATE attendee SET profileName = ?, profileCompany = ?, role = ?, bio = ?, links = ?, interests = ?,
                visibility = ?, sortKey = ?, updatedAt = ? WHERE seq = ?
            """, arguments: [
                Normalized.text(update.name), Normalized.text(update.company),
                Normalized.text(update.role), Normalized.text(update.bio), try StoredJSON.encode(update.links),
                try StoredJSON.encode(update.interests.map { $0.trimmingCharacters(in: .whitespaces) }),
                update.visibility.rawValue, SearchText.sortKey(update.name), now.timeIntervalSince1970, seq,
            ])
        guard db.changesCount == 1 else { throw AttendeeStoreError.unknownAttendee }
        if update.name.isEmpty {   // only invisible characters: the registered name shows, and sorts
            try db.execute(sql: "UPDATE attendee SET sortKey = ? WHERE seq = ?",
                           arguments: [SearchText.sortKey(try String.fetchOne(db, sql: "SELECT registeredName FROM attendee WHERE seq = ?",
                                                                               arguments: [seq]) ?? ""), seq])
        }
        try AttendeeRow.reindex(seq, in: db)
    }
}

