import Entities
import Foundation
import GRDB
import ScheduleDataContract

/// The store's schema, as versioned migrations. A migration is never edited once released:
/// changes come as new migrations, and tests migrate from every earlier version.
enum ScheduleSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: schedule, favorites, changes, search") { db in
            try db.execute(sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                CREATE TABLE room (id INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL, sort INTEGER NOT NULL);
                CREATE TABLE category (id INTEGER PRIMARY KEY NOT NULL, title TEXT NOT NULL, appliesTo TEXT NOT NULL, sort INTEGER NOT NULL);
                CREATE TABLE categoryItem (
                    id INTEGER PRIMARY KEY NOT NULL,
                    categoryId INTEGER NOT NULL REFERENCES category(id) ON DELETE CASCADE,
                    name TEXT NOT NULL, sort INTEGER NOT NULL);
                CREATE TABLE session (
                    id TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL, description TEXT,
                    startsAt DOUBLE, endsAt DOUBLE, day TEXT,
                    roomId INTEGER REFERENCES room(id) ON DELETE SET NULL,
                    isServiceSession BOOLEAN NOT NULL, isPlenumSession BOOLEAN NOT NULL,
                    liveURL TEXT, recordingURL TEXT, status TEXT);
                CREATE INDEX sessionByDay ON session(day, startsAt);
                CREATE TABLE speaker (
                    id TEXT PRIMARY KEY NOT NULL, firstName TEXT NOT NULL, lastName TEXT NOT NULL, displayName TEXT,
                    tagLine TEXT, bio TEXT, photoURL TEXT, isTopSpeaker BOOLEAN NOT NULL,
                    links TEXT NOT NULL, categoryItemIds TEXT NOT NULL, sessionIds TEXT NOT NULL);
                CREATE TABLE sessionSpeaker (
                    sessionId TEXT NOT NULL REFERENCES session(id) ON DELETE CASCADE,
                    speakerId TEXT NOT NULL REFERENCES speaker(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL, PRIMARY KEY (sessionId, speakerId));
                CREATE INDEX sessionSpeakerBySpeaker ON sessionSpeaker(speakerId);
                CREATE TABLE sessionCategoryItem (
                    sessionId TEXT NOT NULL REFERENCES session(id) ON DELETE CASCADE,
                    itemId INTEGER NOT NULL REFERENCES categoryItem(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL, PRIMARY KEY (sessionId, itemId));
                CREATE INDEX sessionCategoryItemByItem ON sessionCategoryItem(itemId);
                -- Favorites outlive their session: no foreign key.
                CREATE TABLE favorite (sessionId TEXT PRIMARY KEY NOT NULL, addedAt DOUBLE NOT NULL, sessionRemoved BOOLEAN NOT NULL);
                CREATE TABLE scheduleChange (
                    id INTEGER PRIMARY KEY AUTOINCREMENT, sessionId TEXT NOT NULL, kind TEXT NOT NULL,
                    before TEXT, after TEXT, detectedAt DOUBLE NOT NULL);
                CREATE INDEX scheduleChangeByTime ON scheduleChange(detectedAt);
                CREATE VIRTUAL TABLE sessionSearch USING fts5(
                    sessionId UNINDEXED, title, description, people,
                    tokenize = 'unicode61 remove_diacritics 2');
                """)
        }
        migrator.registerMigration("v2: prefix indexes for search as you type") { db in
            // Two- and three-letter prefix indexes: what a person has typed after a keystroke or two.
            try db.execute(sql: """
                CREATE VIRTUAL TABLE sessionSearchPrefixed USING fts5(
                    sessionId UNINDEXED, title, description, people,
                    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
                INSERT INTO sessionSearchPrefixed (sessionId, title, description, people)
                SELECT s.id, s.title, coalesce(s.description, ''), coalesce((
                    SELECT group_concat(
                        CASE WHEN trim(coalesce(sp.displayName, '')) <> '' THEN sp.displayName ELSE trim(sp.firstName || ' ' || sp.lastName) END
                        || coalesce(' ' || sp.tagLine, ''), ' ')
                    FROM sessionSpeaker ss JOIN speaker sp ON sp.id = ss.speakerId WHERE ss.sessionId = s.id), '')
                FROM session s;
                DROP TABLE sessionSearch;
                ALTER TABLE sessionSearchPrefixed RENAME TO sessionSearch;
                """)
        }
        migrator.registerMigration(Self.favoritesMovedOut) { db in
            // Favorites now live in the person's own store (the favorites store), handed over first.
            try db.execute(sql: "DROP TABLE IF EXISTS favorite")
        }
        migrator.registerMigration("v4: a bounded change history") { db in
            // Stores written before the history was bounded: oversized rows (a megabyte title
            // from a hostile feed) go, and only the newest changes stay.
            try db.execute(sql: """
                DELETE FROM scheduleChange WHERE length(coalesce(before, '')) + length(coalesce(after, '')) > 8192;
                DELETE FROM scheduleChange WHERE id IN (
                    SELECT id FROM scheduleChange ORDER BY detectedAt DESC, id DESC LIMIT -1 OFFSET \(ScheduleHistory.maximumCount));
                """)
        }
        migrator.registerMigration("v5: what frab and iCalendar feeds say of a session") { db in
            // Subtitles, the session's page and links, the programme day a feed files it under
            // (a talk at 00:30 belongs to the evening before), and the speakers' recording opt-out.
            try db.execute(sql: """
                ALTER TABLE session ADD COLUMN subtitle TEXT;
                ALTER TABLE session ADD COLUMN pageURL TEXT;
                ALTER TABLE session ADD COLUMN links TEXT NOT NULL DEFAULT '[]';
                ALTER TABLE session ADD COLUMN programmeDay TEXT;
                ALTER TABLE session ADD COLUMN doNotRecord BOOLEAN NOT NULL DEFAULT 0;
                """)
        }
        migrator.registerMigration("v6: speakers listed A–Z and searched as you type") { db in
            // The sort key is Swift's (surname, folded: Åberg with the A's), kept beside the
            // name so lists come out of SQLite in order; names, tag lines and bios are searched.
            try db.execute(sql: """
                ALTER TABLE speaker ADD COLUMN sortKey TEXT NOT NULL DEFAULT '';
                CREATE INDEX speakerBySortKey ON speaker(sortKey, id);
                -- The sort key again beside the text, so that names found are put A–Z by the index
                -- alone (joining 3,000 speakers to sort them took 4 ms).
                CREATE VIRTUAL TABLE speakerSearch USING fts5(
                    speakerId UNINDEXED, sortKey UNINDEXED, name, tagLine, bio,
                    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
                """)
            let rows = try Row.fetchAll(db, sql: "SELECT id, firstName, lastName, displayName, tagLine, bio FROM speaker")
            for row in rows {
                let (first, last, display): (String, String, String?) = (row[1], row[2], row[3])
                let sortKey = Speaker.sortKey(firstName: first, lastName: last, displayName: display)
                try db.execute(sql: "UPDATE speaker SET sortKey = ? WHERE id = ?", arguments: [sortKey, row[0]])
                try db.execute(sql: "INSERT INTO speakerSearch (speakerId, sortKey, name, tagLine, bio) VALUES (?, ?, ?, ?, ?)",
                               arguments: [row[0], sortKey, Speaker.fullName(firstName: first, lastName: last, displayName: display),
                                           (row[4] as String?) ?? "", (row[5] as String?) ?? ""])
            }
        }
        migrator.registerMigration("v7: one-letter prefix indexes") { db in
            // The first key of a search is one letter: without an index of one-letter prefixes,
            // FTS5 merged the lists of every word starting with it ("s": 5–7 ms, more than a
            // keystroke may take). Rebuilt with the same rows and row numbers.
            try db.execute(sql: """
                CREATE VIRTUAL TABLE sessionSearchPrefixed USING fts5(
                    sessionId UNINDEXED, title, description, people,
                    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3');
                INSERT INTO sessionSearchPrefixed (rowid, sessionId, title, description, people)
                    SELECT rowid, sessionId, title, description, people FROM sessionSearch;
                DROP TABLE sessionSearch;
                ALTER TABLE sessionSearchPrefixed RENAME TO sessionSearch;
                CREATE VIRTUAL TABLE speakerSearchPrefixed USING fts5(
                    speakerId UNINDEXED, sortKey UNINDEXED, name, tagLine, bio,
                    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3');
                INSERT INTO speakerSearchPrefixed (rowid, speakerId, sortKey, name, tagLine, bio)
                    SELECT rowid, speakerId, sortKey, name, tagLine, bio FROM speakerSearch;
                DROP TABLE speakerSearch;
                ALTER TABLE speakerSearchPrefixed RENAME TO speakerSearch;
                """)
        }
        migrator.registerMigration("v8: descriptions as their feed formatted them") { db in
            // Filled by the next sync: the feed is fetched whole once (no validators), so the
            // formatting of every description comes in without waiting for the feed to change.
            try db.execute(sql: """
                ALTER TABLE session ADD COLUMN descriptionRich TEXT;
                DELETE FROM meta WHERE key IN ('etag', 'lastModified');
                """)
        }
        migrator.registerMigration("v9: what is on at an instant, read by time") { db in
            // Now & next reads the sessions that touch a day: by start, from the day's start less
            // the longest session (an index on the length answers that at once), instead of
            // every session of the conference.
            try db.execute(sql: """
                CREATE INDEX sessionByStart ON session(startsAt);
                CREATE INDEX sessionByLength ON session((coalesce(endsAt, startsAt) - startsAt));
                """)
        }
        migrator.registerMigration(Self.speakerNamesInTheRow) { db in
            try db.execute(sql: "ALTER TABLE session ADD COLUMN speakerNames TEXT NOT NULL DEFAULT ''")
            // Named as the outlines named them before: the sessions' speakers, read as every list reads them.
            let speakers = try ScheduleReader.speakerSummaries(db, idList: JSONList.strings(try String.fetchAll(db, sql: "SELECT id FROM session")))
            let update = try db.makeStatement(sql: "UPDATE session SET speakerNames = ? WHERE id = ?")
            for (session, list) in speakers { try update.execute(arguments: [Session.speakerNames(list.map(\.name)), session]) }
        }
        migrator.registerMigration(Self.searchWithoutPositions) { db in
            // Search asks only which column holds each word (a prefix, never a phrase): positions
            // were a third of what writing the index cost `podium add`. Marks are read as parts of
            // words (`SearchQuery`). Same rows and row numbers.
            for (table, columns) in [("sessionSearch", "sessionId UNINDEXED, title, description, people"),
                                     ("speakerSearch", "speakerId UNINDEXED, sortKey UNINDEXED, name, tagLine, bio")] {
                let names = columns.replacingOccurrences(of: " UNINDEXED", with: "")
                try db.execute(sql: """
                    CREATE VIRTUAL TABLE \(table)ByColumn USING fts5(
                        \(columns),
                        tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '1 2 3', detail = column);
                    INSERT INTO \(table)ByColumn (rowid, \(names)) SELECT rowid, \(names) FROM \(table);
                    DROP TABLE \(table);
                    ALTER TABLE \(table)ByColumn RENAME TO \(table);
                    """)
            }
        }
        migrator.registerMigration(Self.searchRowsNamed) { db in
            // Each session and speaker names its full-text row: a changed one's row was found by
            // its id, which the index cannot look up, so every change read the whole index (200
            // changed sessions of 20,000: 3 s). The sessions' index keeps no copy of their text
            // (a quarter of the file): a row is taken out with the words it was given, which the
            // session's own columns and `searchPeople` hold.
            try db.execute(sql: """
                ALTER TABLE session ADD COLUMN searchRow INTEGER;
                ALTER TABLE session ADD COLUMN searchPeople TEXT;
                ALTER TABLE speaker ADD COLUMN searchRow INTEGER;
                """)
            let nameSession = try db.makeStatement(sql: "UPDATE session SET searchRow = ?, searchPeople = ? WHERE id = ?")
            let sessionRows = try Row.fetchCursor(db, sql: "SELECT rowid, sessionId, people FROM sessionSearch")
            while let row = try sessionRows.next() { try nameSession.execute(arguments: [row[0] as Int64, (row[2] as String?) ?? "", row[1] as String]) }
            let nameSpeaker = try db.makeStatement(sql: "UPDATE speaker SET searchRow = ? WHERE id = ?")
            let speakerRows = try Row.fetchCursor(db, sql: "SELECT rowid, speakerId FROM speakerSearch")
            while let row = try speakerRows.next() { try nameSpeaker.execute(arguments: [row[0] as Int64, row[1] as String]) }
            try db.execute(sql: """
                CREATE VIRTUAL TABLE sessionSearchWithoutText USING fts5(
                    \(SessionSearchRow.definition),
                    tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '1 2 3', detail = column);
                INSERT INTO sessionSearchWithoutText (rowid, title, description, people)
                    SELECT searchRow, \(SessionSearchRow.titleSQL), coalesce(description, ''), searchPeople FROM session WHERE searchRow IS NOT NULL;
                DROP TABLE sessionSearch;
                ALTER TABLE sessionSearchWithoutText RENAME TO sessionSearch;
                CREATE INDEX sessionBySearchRow ON session(searchRow);
                """)
        }
        return migrator
    }

    /// Sessions and speakers keep the number of their full-text rows; the sessions' index keeps
    /// no text of its own (`SessionSearchRow`).
    static let searchRowsNamed = "v12: sessions and speakers name their search rows"

    /// The search indexes keep which column holds a word, not where in it (`SearchQuery`).
    static let searchWithoutPositions = "v11: search indexes without word positions"

    /// A timetable's sessions carry their speakers' names: joining every box of a day to its
    /// speakers was two thirds of the Grid's read (11 of 18 ms for 2,000 sessions).
    static let speakerNamesInTheRow = "v10: a session's speakers' names in its row"

    /// The migration before which favorites still lived in this file.
    static let favoritesMovedOut = "v3: favorites move to the user's own store"

    /// What a store from before favorites had a file of their own kept of them (schema v1–v2),
    /// to be handed over before that table is dropped.
    static func legacyFavorites(_ writer: any DatabaseWriter) throws -> [FavoriteChoice] {
        try writer.read { db in
            guard try db.tableExists("favorite") else { return [] }
            return try Row.fetchAll(db, sql: "SELECT sessionId, addedAt FROM favorite").map { row in
                FavoriteChoice(sessionID: row["sessionId"], isFavorite: true, setAt: Date(timeIntervalSince1970: row["addedAt"]))
            }
        }
    }
    static let beforeFavoritesMovedOut = "v2: prefix indexes for search as you type"
}
