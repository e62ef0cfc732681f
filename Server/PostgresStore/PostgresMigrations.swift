import Foundation
import Logging
import PostgresNIO
import StoreRules
import Synchronization

/// The PostgreSQL store's schema, as the SQLite store's (`AttendeeStoreMigrations`) at its
/// latest version, in one step per version. Instances that start together take an advisory
/// lock first (one per schema), so each step runs once: the second instance finds it done.
enum PostgresMigrations {
    static let steps: [(version: Int, name: String, sql: String)] = [
        (1, "attendees, tokens, favorites, sign-in attempts, health", """
            CREATE TABLE attendee (
                seq BIGSERIAL PRIMARY KEY,
                id TEXT COLLATE "C" NOT NULL UNIQUE,
                email TEXT NOT NULL UNIQUE,
                ticket_code_hash BYTEA NOT NULL,
                registered_name TEXT NOT NULL,
                registered_company TEXT,
                profile_name TEXT,
                profile_company TEXT,
                role TEXT,
                bio TEXT,
                links TEXT NOT NULL DEFAULT '[]',
                interests TEXT NOT NULL DEFAULT '[]',
                visibility TEXT NOT NULL DEFAULT 'hidden' CHECK (visibility IN ('hidden', 'attendees')),
                sort_key TEXT COLLATE "C" NOT NULL,
                updated_at DOUBLE PRECISION NOT NULL,
                favorites_version BIGINT NOT NULL DEFAULT 0,
                search_words TSVECTOR NOT NULL DEFAULT ''
            );
            CREATE INDEX attendee_listed ON attendee (visibility, sort_key, id);
            CREATE INDEX attendee_search ON attendee USING GIN (search_words);
            CREATE TABLE token (
                hash BYTEA PRIMARY KEY,
                number BIGSERIAL NOT NULL,
                attendee_seq BIGINT NOT NULL REFERENCES attendee (seq) ON DELETE CASCADE,
                expires_at DOUBLE PRECISION NOT NULL,
                revoked_at DOUBLE PRECISION
            );
            CREATE INDEX token_attendee ON token (attendee_seq);
            CREATE INDEX token_expires ON token (expires_at);
            CREATE TABLE favorite_choice (
                attendee_seq BIGINT NOT NULL REFERENCES attendee (seq) ON DELETE CASCADE,
                session_id TEXT NOT NULL,
                is_favorite BOOLEAN NOT NULL,
                set_at BIGINT NOT NULL,
                version BIGINT NOT NULL DEFAULT 0,
                PRIMARY KEY (attendee_seq, session_id)
            );
            CREATE TABLE sign_in_attempt (
                id BIGSERIAL PRIMARY KEY,
                key BYTEA NOT NULL,
                mark TEXT NOT NULL CHECK (mark IN ('pending', 'failure', 'success')),
                at DOUBLE PRECISION NOT NULL
            );
            CREATE INDEX sign_in_attempt_key ON sign_in_attempt (key, at);
            CREATE INDEX sign_in_attempt_at ON sign_in_attempt (at);
            CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at DOUBLE PRECISION NOT NULL);
            """),
        // Only the listed are searched, and a search never reads a pending list: with fastupdate
        // a bulk import left 405 pages that every search scanned one by one until a vacuum.
        (2, "search index of the listed, without a pending list", """
            DROP INDEX attendee_search;
            CREATE INDEX attendee_search ON attendee USING GIN (search_words) WITH (fastupdate = off) WHERE visibility = 'attendees';
            """),
        // A key's lock held for one statement: taken, the key's attempts read with a snapshot
        // taken after it, a row added, released at the statement's end. Held across a
        // transaction's round trips, a starved client kept fifty waiters queued past the
        // 10 s statement_timeout. The caller decides (`SignInLedger`) and removes the row it
        // added when the answer is to wait: such a row only ever joins a key already over its
        // limit, so no other attempt's answer changes for it.
        (3, "sign-in attempts counted under a lock held for one statement", """
            CREATE FUNCTION podium_attempts_then_add(attempt_key BYTEA, lock_number BIGINT, since DOUBLE PRECISION,
                                                     added_mark TEXT, added_at DOUBLE PRECISION)
            RETURNS TABLE (id BIGINT, mark TEXT, at DOUBLE PRECISION) LANGUAGE plpgsql VOLATILE AS $$
            DECLARE added BIGINT;
            BEGIN
                PERFORM set_config('synchronous_commit', 'off', true);
                PERFORM pg_advisory_xact_lock(lock_number);
                RETURN QUERY SELECT a.id, a.mark, a.at FROM sign_in_attempt a WHERE a.key = attempt_key AND a.at > since;
                INSERT INTO sign_in_attempt AS a (key, mark, at) VALUES (attempt_key, added_mark, added_at) RETURNING a.id INTO added;
                RETURN QUERY SELECT added, 'added'::TEXT, added_at;
            END
            $$;
            """),
        // Random, per schema: what tells favorites versions of a store restored from a dump from
        // the ones devices saw before (`FavoriteVersion`; docs/server.md says how to renew it).
        (4, "store epoch", """
            CREATE TABLE store_epoch (id INTEGER PRIMARY KEY CHECK (id = 1), value TEXT NOT NULL);
            INSERT INTO store_epoch (id, value) VALUES (1, substr(md5(random()::text || clock_timestamp()::text), 1, 8));
            """),
        // Bumped in the transaction of every statement that changes what the list shows or finds,
        // whichever instance or tool runs it: what a kept page of the list is checked against
        // (`DirectoryPages`). Favorites and sign-ins leave it alone.
        (5, "directory version", """
            CREATE TABLE directory_version (id INTEGER PRIMARY KEY CHECK (id = 1), value BIGINT NOT NULL);
            INSERT INTO directory_version (id, value) VALUES (1, 0);
            CREATE FUNCTION podium_directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE directory_version SET value = value + 1 WHERE id = 1;
                RETURN NULL;
            END
            $$;
            CREATE TRIGGER directory_changed AFTER INSERT OR DELETE OR UPDATE OF id, registered_name, registered_company, profile_name,
                profile_company, role, interests, visibility, sort_key, search_words ON attendee
                FOR EACH STATEMENT EXECUTE FUNCTION podium_directory_changed();
            """),
    ]

    /// A step's statements, split at semicolons outside `$$` bodies (the extended protocol takes
    /// one statement at a time).
    static func statements(_ sql: String) -> [String] {
        var statements: [String] = [], current = "", inBody = false
        var rest = Substring(sql)
        while let first = rest.first {
            if rest.hasPrefix("$$") {
                inBody.toggle()
                current += "$$"
                rest = rest.dropFirst(2)
                continue
            }
            if first == ";" && !inBody {
                statements.append(current)
                current = ""
            } else {
                current.append(first)
            }
            rest = rest.dropFirst()
        }
        statements.append(current)
        return statements.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// Brings the address's schema to the latest step, under the schema's advisory lock.
    static func migrate(_ store: PostgresAttendeeStore, within timeout: Duration) async throws {
        let schema = store.address.schema
        try await withDeadline(timeout, reason: "PostgreSQL at \(store.address) did not answer within \(timeout.components.seconds) s") {
            try await store.client.withConnection { connection in
                // The caller's deadline bounds the wait and the steps, not each statement's 10 s:
                // an instance starting while another builds an index waits for it.
                _ = try await connection.query("SET statement_timeout = 0", logger: store.logger)
                let lock: PostgresQuery = "SELECT pg_advisory_lock(hashtext(\("podium-server migrations " + schema)))"
                _ = try await connection.query(lock, logger: store.logger)
                // The lock and the limit given back, whether the steps ran or failed.
                func release() async throws {
                    _ = try await connection.query("SELECT pg_advisory_unlock_all()", logger: store.logger)
                    _ = try await connection.query("RESET statement_timeout", logger: store.logger)
                }
                do {
                    try await apply(on: connection, schema: schema, logger: store.logger)
                } catch {
                    try? await release()
                    throw error
                }
                try await release()
            }
        }
    }

    private static func apply(on connection: PostgresConnection, schema: String, logger: Logger) async throws {
        // The schema's name was checked to be only a–z, 0–9 and _ (`PostgresAddress`).
        // Made only when missing: making one asks for a right on the database a user who was
        // given the schema may not have.
        let exists = try await connection.query("SELECT 1 FROM pg_namespace WHERE nspname = \(schema)", logger: logger).collect().count > 0
        if !exists { _ = try await connection.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA \"\(schema)\""), logger: logger) }
        _ = try await connection.query("""
            CREATE TABLE IF NOT EXISTS podium_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())
            """, logger: logger)
        var applied = Set<Int>()
        for try await version in try await connection.query("SELECT version FROM podium_migration", logger: logger).decode(Int.self) {
            applied.insert(version)
        }
        if let newest = applied.max(), newest > (steps.map(\.version).max() ?? 0) {
            throw PostgresStoreError("the schema \(schema) is at version \(newest), newer than this podium-server knows: upgrade it")
        }
        for step in steps where !applied.contains(step.version) {
            try await connection.withTransaction(logger: logger) { connection in
                // Checked again under the table's lock, in the step's transaction: a step runs
                // once even if two instances were ever to pass the advisory lock together (CI
                // once saw "relation directory_version already exists" from two at once).
                _ = try await connection.query("LOCK TABLE podium_migration IN EXCLUSIVE MODE", logger: logger)
                let done = try await connection.query("SELECT 1 FROM podium_migration WHERE version = \(step.version)", logger: logger)
                    .collect().count > 0
                guard !done else { return }
                // The extended protocol takes one statement at a time.
                for statement in statements(step.sql) {
                    _ = try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                _ = try await connection.query("INSERT INTO podium_migration (version, name) VALUES (\(step.version), \(step.name))", logger: logger)
            }
        }
    }

    /// `body`, or an error saying why it took too long — at the deadline, not when `body` gives
    /// up: a pool waiting for a connection does not answer cancellation at once.
    private static func withDeadline(_ timeout: Duration, reason: String, _ body: @escaping @Sendable () async throws -> Void) async throws {
        let outcome = Mutex<CheckedContinuation<Void, any Error>?>(nil)
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            outcome.withLock { $0 = continuation }
            let finish: @Sendable (Result<Void, any Error>) -> Void = { result in outcome.withLock { $0.take() }?.resume(with: result) }
            let work = Task {
                do { try await body(); finish(.success(())) } catch { finish(.failure(error)) }
            }
            let deadline = Task {
                try? await Task.sleep(for: timeout)
                work.cancel()
                finish(.failure(PostgresStoreError(reason)))
            }
            // The deadline's task ends with the work, not `timeout` later: every store opened kept
            // one asleep for two minutes.
            Task {
                _ = await work.result
                deadline.cancel()
            }
        }
    }
}

/// A failure the PostgreSQL store names in one line.
public struct PostgresStoreError: Error, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    /// The database's own words for an error (its message and SQLSTATE), printable and short:
    /// they come from outside, and never hold the query or its values.
    static func reason(_ error: any Error) -> String {
        // A transaction's error only wraps the one that ended it (seen as "refused:
        // PostgresTransactionError" with the cause lost).
        if let wrapped = error as? PostgresTransactionError,
           let cause = wrapped.closureError ?? wrapped.commitError ?? wrapped.beginError ?? wrapped.rollbackError {
            return reason(cause)
        }
        if let named = error as? PostgresStoreError { return named.description }
        guard let error = error as? PSQLError else { return String(describing: type(of: error)) }
        guard let message = error.serverInfo?[.message] else { return "\(error.code)" }
        let state = error.serverInfo?[.sqlState].map { " (\($0))" } ?? ""
        return PrintableText.of(message, limit: 200) + state
    }
}
