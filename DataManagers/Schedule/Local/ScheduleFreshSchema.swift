import GRDB

/// A new, empty store made at once at the current version: every migration run one after
/// another on an empty file re-made the full-text tables twice and altered tables five times,
/// a sixth of `podium add` on a Congress's feed. Migrations stay the way every existing store
/// is brought up to date; `FreshSchemaTests` checks that both ways give the same tables,
/// columns, indexes, keys and full-text options. A new migration adds its change here too.
enum ScheduleFreshSchema {
    /// Makes the current schema in an empty database and records every migration as run.
    static func make(_ db: Database, migrations: [String]) throws {
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
                liveURL TEXT, recordingURL TEXT, status TEXT,
                subtitle TEXT, pageURL TEXT, links TEXT NOT NULL DEFAULT '[]', programmeDay TEXT,
                doNotRecord BOOLEAN NOT NULL DEFAULT 0, descriptionRich TEXT, speakerNames TEXT NOT NULL DEFAULT '',
                searchRow INTEGER, searchPeople TEXT);
            CREATE INDEX sessionByDay ON session(day, startsAt);
            CREATE INDEX sessionByStart ON session(startsAt);
            CREATE INDEX sessionByLength ON session((coalesce(endsAt, startsAt) - startsAt));
            CREATE TABLE speaker (
                id TEXT PRIMARY KEY NOT NULL, firstName TEXT NOT NULL, lastName TEXT NOT NULL, displayName TEXT,
                tagLine TEXT, bio TEXT, photoURL TEXT, isTopSpeaker BOOLEAN NOT NULL,
                links TEXT NOT NULL, categoryItemIds TEXT NOT NULL, sessionIds TEXT NOT NULL, sortKey TEXT NOT NULL DEFAULT '',
                searchRow INTEGER);
            CREATE INDEX speakerBySortKey ON speaker(sortKey, id);
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
            CREATE TABLE scheduleChange (
                id INTEGER PRIMARY KEY AUTOINCREMENT, sessionId TEXT NOT NULL, kind TEXT NOT NULL,
                before TEXT, after TEXT, detectedAt DOUBLE NOT NULL);
            CREATE INDEX scheduleChangeByTime ON scheduleChange(detectedAt);
            CREATE VIRTUAL TABLE sessionSearch USING fts5(
                \(SessionSearchRow.definition),
                tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '1 2 3', detail = column);
            CREATE INDEX sessionBySearchRow ON session(searchRow);
            CREATE VIRTUAL TABLE speakerSearch USING fts5(
                speakerId UNINDEXED, sortKey UNINDEXED, name, tagLine, bio,
                tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '1 2 3', detail = column);
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            """)
        let record = try db.makeStatement(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)")
        for identifier in migrations { try record.execute(arguments: [identifier]) }
    }

    /// Whether `db` holds nothing yet (a file just made).
    static func isEmpty(_ db: Database) throws -> Bool {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") == 0
    }
}
