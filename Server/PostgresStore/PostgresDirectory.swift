import Foundation
import PostgresNIO
import StoreContract
import StoreRules

/// The attendees list, profiles and the organiser's import, as the SQLite store keeps them: the
/// search words follow every change in the same transaction.
extension PostgresAttendeeStore {
    public func page(matching query: String?, after cursor: String?, limit: Int) async throws -> AttendeePage {
        let start = try cursor.map(AttendeeCursor.init(text:)) ?? .start
        let match = query.flatMap(PostgresRows.prefixQuery)
        if let query, !query.trimmingCharacters(in: .whitespaces).isEmpty, match == nil {
            return AttendeePage(items: [], nextCursor: nil)   // only punctuation: no word to find
        }
        let key = DirectoryPages.Key(match: match, cursor: cursor, limit: limit)
        if let kept = pages.fresh(key) { return kept }
        let read = pages.begin()
        // The version first: a page read after it is never older than it says (read committed).
        let version = try await collect(PostgresStatements.DirectoryVersion()).first ?? ""
        if let kept = pages.checked(version, for: key, by: read) { return kept }
        let page = try await readPage(match: match, after: start, limit: limit)
        pages.keep(page, for: key, at: version, by: read)
        return page
    }

    /// A page as the store holds it now.
    private func readPage(match: String?, after start: AttendeeCursor, limit: Int) async throws -> AttendeePage {
        guard let match else { return page(try await collect(PostgresStatements.PageAfter(after: start, limit: limit + 1)), limit: limit) }
        var found = try await collect(PostgresStatements.SearchWalk(query: match, after: start, limit: limit + 1))
        if found.count <= limit {
            found = try await collect(PostgresStatements.SearchSort(query: match, after: start, limit: limit + 1))
        }
        return page(found, limit: limit)
    }

    /// The rows read (one more than a page, to know of a next one) as a page and its cursor.
    private func page(_ found: [PostgresStatements.Listed], limit: Int) -> AttendeePage {
        let shown = found.prefix(limit)
        let next = found.count > limit ? shown.last.map { AttendeeCursor(sortKey: $0.sortKey, id: $0.listing.id).text } : nil
        return AttendeePage(items: shown.map(\.listing), nextCursor: next)
    }

    public func listedAttendee(id: String) async throws -> AttendeeEntry? {
        // Ids are letters and digits; PostgreSQL's text cannot hold U+0000, which a path can.
        guard !id.unicodeScalars.contains("\u{0}") else { return nil }
        return try await rows("SELECT * FROM attendee WHERE id = \(id) AND visibility = 'attendees'").first.map(PostgresRows.attendee)
    }

    public func profile(of seq: Int64) async throws -> AttendeeEntry {
        guard let row = try await rows("SELECT * FROM attendee WHERE seq = \(seq)").first else { throw AttendeeStoreError.unknownAttendee }
        return try PostgresRows.attendee(row)
    }

    public func updateProfile(of seq: Int64, to update: ProfileUpdate, now: Date) async throws -> AttendeeEntry {
        let problems = ProfileRules.problems(of: update)
        guard problems.isEmpty else { throw AttendeeStoreError.invalidProfile(problems) }
        defer { pages.changed() }
        return try await transaction { [self] connection in
            try await write(update, to: seq, now: now, on: connection)
            return try PostgresRows.attendee(try await rows("SELECT * FROM attendee WHERE seq = \(seq)", on: connection)[0])
        }
    }

    public func updateProfiles(byEmail updates: [(email: String, profile: ProfileUpdate)], now: Date) async throws {
        for update in updates {
            let problems = ProfileRules.problems(of: update.profile)
            guard problems.isEmpty else { throw AttendeeStoreError.invalidProfile(problems) }
        }
        let updates = updates.map { (email: Secrets.normalizedEmail($0.email), profile: $0.profile) }
        defer { pages.changed() }
        try await transaction { [self] connection in
            for update in updates {
                guard let seq = try await rows("SELECT seq FROM attendee WHERE email = \(update.email)", on: connection).first?[0].decode(Int64.self) else {
                    throw AttendeeStoreError.unknownAttendee
                }
                try await write(update.profile, to: seq, now: now, on: connection)
            }
            if updates.count >= 1_000 { try await execute("ANALYZE attendee", on: connection) }
        }
    }

    private func write(_ update: ProfileUpdate, to seq: Int64, now: Date, on connection: PostgresConnection) async throws {
        let update = ProfileRules.cleaned(update)
        let interests = update.interests.map { $0.trimmingCharacters(in: .whitespaces) }
        let changed = try await rows("""
            UPDATE attendee SET profile_name = \(Normalized.text(update.name)), profile_company = \(Normalized.text(update.company)),
                role = \(Normalized.text(update.role)), bio = \(Normalized.text(update.bio)), links = \(try StoredJSON.encode(update.links)),
                interests = \(try StoredJSON.encode(interests)), visibility = \(update.visibility.rawValue),
                updated_at = \(now.timeIntervalSince1970)
            WHERE seq = \(seq) RETURNING registered_name, registered_company
            """, on: connection)
        guard let registered = changed.first else { throw AttendeeStoreError.unknownAttendee }
        let registeredName = try registered[0].decode(String.self)
        let shownName = Normalized.text(update.name) ?? registeredName
        // Only invisible characters in the name: the registered name shows, and sorts.
        let words = PostgresRows.searchWords(name: shownName, company: try Normalized.text(update.company) ?? registered[1].decode(String?.self),
                                             role: Normalized.text(update.role), interests: interests)
        try await execute("""
            UPDATE attendee SET sort_key = \(SearchText.sortKey(update.name.isEmpty ? registeredName : update.name)),
                search_words = array_to_tsvector(\(words)::text[]) WHERE seq = \(seq)
            """, on: connection)
    }

    /// The row's search words rewritten from what it shows now.
    func reindex(_ seq: Int64, on connection: PostgresConnection) async throws {
        guard let row = try await rows("SELECT * FROM attendee WHERE seq = \(seq)", on: connection).first else { return }
        let words = PostgresRows.searchWords(name: try PostgresRows.shownName(row), company: try PostgresRows.shownCompany(row),
                                             role: try row["role"].decode(String?.self),
                                             interests: try StoredJSON.decode([String].self, try row["interests"].decode(String.self)))
        try await execute("UPDATE attendee SET search_words = array_to_tsvector(\(words)::text[]) WHERE seq = \(seq)", on: connection)
    }

    // MARK: The organiser's list

    public func importRegistrations(_ registrations: [Registration], now: Date) async throws -> ImportSummary {
        defer { pages.changed() }
        return try await transaction { [self] connection in
            // One read of who is registered, rather than one per row.
            let known = try await rows("SELECT seq, email, registered_name, ticket_code_hash, registered_company, profile_name FROM attendee",
                                       on: connection)
            var walk = RegistrationImport(registered: try known.map { row in
                (try row["email"].decode(String.self),
                 RegisteredAttendee(seq: try row["seq"].decode(Int64.self), name: try row["registered_name"].decode(String.self),
                                    codeHash: try row["ticket_code_hash"].decode(Data.self), company: try row["registered_company"].decode(String?.self),
                                    profileName: try row["profile_name"].decode(String?.self)))
            })
            // New attendees go in a thousand to a statement: one round trip each was most of an
            // import's time.
            var pending: [RegistrationRecord] = [], pendingEmails = Set<String>()
            func flush() async throws {
                guard !pending.isEmpty else { return }
                let inserted = try await rows("""
                    INSERT INTO attendee (id, email, ticket_code_hash, registered_name, registered_company, sort_key, updated_at, search_words)
                    SELECT id, email, hash, name, nullif(company, ''), sort_key, \(now.timeIntervalSince1970), array_to_tsvector(string_to_array(words, ' '))
                    FROM unnest(\(pending.map { _ in RegistrationImport.newAttendeeID() }), \(pending.map(\.email)),
                                \(pending.map { ByteBuffer(bytes: $0.codeHash) }), \(pending.map(\.name)), \(pending.map { $0.company ?? "" }),
                                \(pending.map { SearchText.sortKey($0.name) }),
                                \(pending.map { PostgresRows.searchWords(name: $0.name, company: $0.company, role: nil, interests: []).joined(separator: " ") }))
                        AS incoming (id, email, hash, name, company, sort_key, words)
                    RETURNING seq, email
                    """, on: connection)
                let seqs = Dictionary(try inserted.map { (try $0[1].decode(String.self), try $0[0].decode(Int64.self)) }, uniquingKeysWith: { first, _ in first })
                for record in pending { walk.added(record, as: seqs[record.email] ?? 0) }
                pending.removeAll()
                pendingEmails.removeAll()
            }
            for registration in registrations {
                let record = RegistrationRecord(registration)
                if pendingEmails.contains(record.email) { try await flush() }   // the file lists it twice
                switch walk.step(record) {
                case .unchanged:
                    continue
                case .update(let record, let known, let changed):
                    try await execute("""
                        UPDATE attendee SET registered_name = \(record.name), ticket_code_hash = \(record.codeHash),
                            registered_company = \(record.company(over: known.company)),
                            sort_key = \(SearchText.sortKey(known.profileName ?? record.name)), updated_at = \(now.timeIntervalSince1970)
                        WHERE seq = \(known.seq)
                        """, on: connection)
                    if changed.contains("ticket code") {
                        // A new code for a ticket: whoever signed in with the old one is signed out.
                        try await execute("UPDATE token SET revoked_at = \(now.timeIntervalSince1970) WHERE attendee_seq = \(known.seq) AND revoked_at IS NULL",
                                          on: connection)
                    }
                    try await reindex(known.seq, on: connection)
                    walk.updated(record, over: known, changed: changed, line: registration.line)
                case .add(let record):
                    pending.append(record)
                    pendingEmails.insert(record.email)
                    if pending.count == 1_000 { try await flush() }
                }
            }
            try await flush()
            // The planner's figures follow a large import at once (autovacuum would, minutes later):
            // with stale ones it walked the whole list for a rare word.
            if walk.written >= 1_000 { try await execute("ANALYZE attendee", on: connection) }
            return walk.finished()
        }
    }

    public func attendeeCount() async throws -> Int {
        try await rows("SELECT count(*) FROM attendee")[0][0].decode(Int.self)
    }
}
