import Logging
import PostgresNIO
import Testing
@testable import PostgresStore

/// Migrating lifts a connection's statement limit (the caller's deadline bounds the wait for
/// another instance's steps) and gives it back: the connection then serves requests, whose
/// statements must still give up on a lock after 10 s.
@Suite(.enabled(if: TestDatabase.url != nil || TestDatabase.required,
                "PostgreSQL is missing: `scripts/postgres start /tmp/pg` prints an address for PODIUM_TEST_POSTGRES"))
struct MigrationSessionTests {
    @Test func theConnectionThatMigratedKeepsTheStatementLimitAfter() async throws {
        // One connection, kept open: the one that migrated is the one asked.
        let store = try await PostgresAttendeeStore.openScratch(try #require(TestDatabase.url), maximumConnections: 1, keepingOpen: 1)
        let logger = Logger(label: "test")
        let limit = try await store.client.withConnection { connection in
            try await connection.query("SHOW statement_timeout", logger: logger).collect().first?.decode(String.self)
        }
        #expect(limit == "10s")
        try await store.removeSchema()
    }
}
