import GRDB

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
        migrator.registerMigration("v6: every sync partner its own") { db in
            // What each sync partner (the conference's podium-server, the event's pretalx) last
            // confirmed of each choice, and its tag, name and last agreement: a choice adopted from
            // one is still to be sent to the others. What the server had confirmed comes along.
            try db.execute(sql: """
                CREATE TABLE partnerChoice (
                    partner TEXT NOT NULL, sessionId TEXT NOT NULL, syncedSetAt DOUBLE NOT NULL, PRIMARY KEY (partner, sessionId)) WITHOUT ROWID;
                INSERT INTO partnerChoice (partner, sessionId, syncedSetAt)
                    SELECT 'podium-server', sessionId, syncedSetAt FROM favoriteChoice WHERE syncedSetAt IS NOT NULL;
                CREATE TABLE partnerState (partner TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (partner, key)) WITHOUT ROWID;
                INSERT INTO partnerState (partner, key, value) SELECT 'podium-server', 'tag', value FROM syncState WHERE key = 'favoritesTag';
                DROP TABLE syncState;
                ALTER TABLE favoriteChoice DROP COLUMN syncedSetAt;
                """)
        }
        return migrator
    }
}
