import GRDB
import StoreFiles

/// The person's own data for one conference, in a file of its own beside the schedule: what no
/// feed can give back. A damaged, re-created or shrunk schedule store never touches it.
enum UserDataSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: favorites and marks") { db in
            try db.execute(sql: """
                -- Favorites outlive their session: no reference to the schedule.
                CREATE TABLE favorite (sessionId TEXT PRIMARY KEY NOT NULL, addedAt DOUBLE NOT NULL);
                -- When the person last looked at something ("myScheduleChanges").
                CREATE TABLE mark (key TEXT PRIMARY KEY NOT NULL, at DOUBLE NOT NULL);
                """)
        }
        migrator.registerMigration("v2: favorites as choices, for every device") { db in
            // Each session ever put in or taken out of My schedule, and when; a removal stays (so
            // the person's other devices learn of it). `syncedSetAt`: the choice the server last
            // confirmed (a row whose `setAt` differs is still to be sent). `favorite` stays
            // readable as it was, as a view.
            try db.execute(sql: """
                CREATE TABLE favoriteChoice (
                    sessionId TEXT PRIMARY KEY NOT NULL, isFavorite BOOLEAN NOT NULL, setAt DOUBLE NOT NULL, syncedSetAt DOUBLE);
                INSERT INTO favoriteChoice (sessionId, isFavorite, setAt) SELECT sessionId, 1, addedAt FROM favorite;
                DROP TABLE favorite;
                CREATE VIEW favorite AS SELECT sessionId, setAt AS addedAt FROM favoriteChoice WHERE isFavorite;
                CREATE TABLE syncState (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                """)
        }
        migrator.registerMigration("v3: reminders given") { db in
            // A favorite announced (by the app or the reminder timer) for one start time.
            try db.execute(sql: """
                CREATE TABLE reminderGiven (
                    sessionId TEXT NOT NULL, startsAt DOUBLE NOT NULL, givenAt DOUBLE NOT NULL, PRIMARY KEY (sessionId, startsAt));
                """)
        }
        migrator.registerMigration("v4: hidden from every view") { db in
            // A track (or other category item) or a room the person hid: `kind` is "item" or "room".
            try db.execute(sql: "CREATE TABLE hidden (kind TEXT NOT NULL, id INTEGER NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID;")
        }
        migrator.registerMigration("v5: what a favorite was") { db in
            // Each favorite's session as last seen in the schedule, and its talk (`TalkIdentity`):
            // a favorite whose session leaves is still shown by its title, time and room, and
            // follows its talk to the talk's new slots.
            try db.execute(sql: """
                CREATE TABLE favoriteSnapshot (
                    sessionId TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL, startsAt DOUBLE, endsAt DOUBLE, roomName TEXT, talk TEXT);
                """)
        }
        return migrator
    }

    /// Favorites from a store written before they moved here (schema v1–v2 kept them in the
    /// schedule file): copied over, once, before that table is dropped.
    static func adoptFavorites(from schedule: any DatabaseWriter, into user: StoreConnection) throws {
        let old = try schedule.read { db -> [Row] in
            guard try db.tableExists("favorite") else { return [] }
            return try Row.fetchAll(db, sql: "SELECT sessionId, addedAt FROM favorite")
        }
        guard !old.isEmpty else { return }
        try user.writeNow { db in
            for row in old {
                try db.execute(sql: "INSERT INTO favoriteChoice (sessionId, isFavorite, setAt) VALUES (?, 1, ?) ON CONFLICT(sessionId) DO NOTHING",
                               arguments: [row["sessionId"] as String, row["addedAt"] as Double])
            }
        }
    }
}
