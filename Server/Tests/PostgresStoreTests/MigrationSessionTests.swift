import Foundation
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
        var address = try PostgresAddress(parsing: try #require(TestDatabase.url))
        address.schema = "scratch_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(20)
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        // One connection, kept open: the one that migrated is the one asked.
        let store = try await PostgresAttendeeStore.open(address, password: ProcessInfo.processInfo.environment["PGPASSWORD"], logger: logger,
                                                         maximumConnections: 1, keepingOpen: 1, timeout: .seconds(120))
        let limit = try await store.client.withConnection { connection in
            try await connection.query("SHOW statement_timeout", logger: logger).collect().first?.decode(String.self)
        }
        #expect(limit == "10s")
        try await store.removeSchema()
    }
}
