import Foundation
import GRDB
import StoreContract
import StoreRules

/// The attendee store's schema. Registration (from the organiser's import) and profile (the attendee's
/// own words) are separate columns, so a re-import never overwrites what an attendee wrote.
enum AttendeeStoreMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 attendees, tokens, search") { db in
            try db.execute(sql: """
                CREATE TABLE attendee (
                    seq INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    email TEXT NOT NULL UNIQUE,
                    ticketCodeHash BLOB NOT NULL,
                    registeredName TEXT NOT NULL,
                    registeredCompany TEXT,
                    profileName TEXT,
                    profileCompany TEXT,
                    role TEXT,
                    bio TEXT,
                    links TEXT NOT NULL DEFAULT '[]',
                    interests TEXT NOT NULL DEFAULT '[]',
                    visibility TEXT NOT NULL DEFAULT 'hidden' CHECK (visibility IN ('hidden', 'attendees')),
                    sortKey TEXT NOT NULL,
                    updatedAt REAL NOT NULL
                );
                CREATE INDEX attendeeListed ON attendee(visibility, sortKey, id);
                CREATE TABLE token (
                    hash BLOB PRIMARY KEY,
                    attendeeSeq INTEGER NOT NULL REFERENCES attendee(seq) ON DELETE CASCADE,
                    expiresAt REAL NOT NULL,
                    revokedAt REAL
                );
                CREATE INDEX tokenAttendee ON token(attendeeSeq);
                CREATE VIRTUAL TABLE attendeeSearch USING fts5(
                    name, company, role, interests, tokenize = 'unicode61 remove_diacritics 2'
                );
                """)
        }
        migrator.registerMigration("v2 favorites kept per attendee") { db in
            // One row per session an attendee ever chose or unchose: a removal stays (isFavorite 0)
            // so that another device learns of it.
            try db.execute(sql: """
                CREATE TABLE favoriteChoice (
                    attendeeSeq INTEGER NOT NULL REFERENCES attendee(seq) ON DELETE CASCADE,
                    sessionId TEXT NOT NULL,
                    isFavorite BOOLEAN NOT NULL,
                    setAt INTEGER NOT NULL,
                    PRIMARY KEY (attendeeSeq, sessionId)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v3 sorted by surname") { db in
            // The list is A–Z by surname, as the app's Speakers are; stored keys were by first name.
            let rows = try Row.fetchAll(db, sql: "SELECT seq, coalesce(nullif(profileName, ''), registeredName) AS name FROM attendee")
            for row in rows {
                try db.execute(sql: "UPDATE attendee SET sortKey = ? WHERE seq = ?", arguments: [SearchText.sortKey(row["name"]), row["seq"] as Int64])
            }
        }
        migrator.registerMigration("v4 health probe") { db in
            // One row health writes, so that a store that cannot write is not called healthy.
            try db.execute(sql: "CREATE TABLE healthProbe (id INTEGER PRIMARY KEY CHECK (id = 1), at REAL NOT NULL)")
        }
        migrator.registerMigration("v5 favorites versioned") { db in
            // Each attendee's set has a version, bumped by every merge that changes it, and each
            // choice the version that last changed it: a device says which version it holds and
            // is answered only what changed since (and the ETag no longer encodes the whole set).
            try db.execute(sql: """
                ALTER TABLE attendee ADD COLUMN favoritesVersion INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE favoriteChoice ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
                """)
        }
        migrator.registerMigration("v6 sign-in attempts") { db in
            // The sign-in limits' attempts, in the store rather than one process's memory, so
            // that every process serving the file counts them alike. Keys are digests.
            try db.execute(sql: """
                CREATE TABLE signInAttempt (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    key BLOB NOT NULL,
                    mark TEXT NOT NULL CHECK (mark IN ('pending', 'failure', 'success')),
                    at REAL NOT NULL
                );
                CREATE INDEX signInAttemptKey ON signInAttempt(key, at);
                CREATE INDEX signInAttemptAt ON signInAttempt(at);
                """)
        }
        migrator.registerMigration("v7 store epoch") { db in
            // Random, and made anew in every backup copy: what tells a restored store's favorites
            // versions from the ones devices saw before (`FavoriteVersion`).
            try db.execute(sql: """
                CREATE TABLE storeEpoch (id INTEGER PRIMARY KEY CHECK (id = 1), value TEXT NOT NULL);
                INSERT INTO storeEpoch (id, value) VALUES (1, lower(hex(randomblob(4))));
                """)
        }
        migrator.registerMigration("v8 directory version") { db in
            // Bumped in the transaction of every change to what the list shows or finds, by any
            // process writing the file: what a kept page of the list is checked against
            // (`DirectoryPages`). Favorites and sign-ins leave it alone.
            try db.execute(sql: """
                CREATE TABLE directoryVersion (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL);
                INSERT INTO directoryVersion (id, value) VALUES (1, 0);
                CREATE TRIGGER directoryAdded AFTER INSERT ON attendee BEGIN
                    UPDATE directoryVersion SET value = value + 1;
                END;
                CREATE TRIGGER directoryRemoved AFTER DELETE ON attendee BEGIN
                    UPDATE directoryVersion SET value = value + 1;
                END;
                CREATE TRIGGER directoryChanged AFTER UPDATE OF id, registeredName, registeredCompany, profileName, profileCompany,
                    role, interests, visibility, sortKey ON attendee BEGIN
                    UPDATE directoryVersion SET value = value + 1;
                END;
                """)
        }
        migrator.registerMigration("v9 search index of the listed") { db in
            // Only the listed are found, as in PostgreSQL's index: two thirds of a searched
            // word's matches were hidden rows that every search read and threw away. FTS5 keeps
            // deletions as entries of their own until its segments are merged: merged here (0.1 s
            // at 100,000), searches 12 % quicker than after the deletion alone.
            try db.execute(sql: """
                DELETE FROM attendeeSearch WHERE rowid IN (SELECT seq FROM attendee WHERE visibility <> 'attendees');
                INSERT INTO attendeeSearch (attendeeSearch) VALUES ('optimize');
                """)
        }
        return migrator
    }
}
