import AttendeeStore
import Foundation
import Logging
import PostgresStore
import StoreContract
import StoreRules
import Testing

/// The stores the suite runs on: SQLite always, and PostgreSQL where `PODIUM_TEST_POSTGRES`
/// names a database (`scripts/postgres start DIR` prints one; `.ci/run` sets it).
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    static let postgresURL = ProcessInfo.processInfo.environment["PODIUM_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
    static var all: [StoreKind] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }
    /// CI runs the suite on both stores: there, a missing PostgreSQL fails rather than skips.
    static let required = ProcessInfo.processInfo.environment["PODIUM_REQUIRE_POSTGRES"] == "1"

    var testDescription: String { rawValue }

    /// A new, empty store of this kind (SQLite in `directory`, PostgreSQL in a schema of its own).
    func open(in directory: URL) async throws -> any AttendeeStoring {
        switch self {
        case .sqlite: try AttendeeStore.open(dataDirectory: directory)
        case .postgres: try await PostgresAttendeeStore.openScratch(Self.postgresURL ?? "")
        }
    }

    /// A second store on the same data, as another process or server instance holds it; close
    /// it with `close(another:)`.
    func another(_ store: any AttendeeStoring) async throws -> any AttendeeStoring {
        switch store {
        case let file as AttendeeStore: try AttendeeStore(path: file.path)
        case let postgres as PostgresAttendeeStore:
            try await PostgresAttendeeStore.open(postgres.address, password: ProcessInfo.processInfo.environment["PGPASSWORD"],
                                                 logger: Logger(label: "podium-server.postgres"), maximumConnections: 2, keepingOpen: 0)
        default: throw CocoaError(.featureUnsupported)
        }
    }

    static func close(another store: any AttendeeStoring) async {
        if let postgres = store as? PostgresAttendeeStore { await postgres.close() }
    }

    /// Removes what `open` made, after the test (a PostgreSQL schema goes with its connections).
    static func discard(_ store: any AttendeeStoring, directory: URL) {
        try? FileManager.default.removeItem(at: directory)
        if let postgres = store as? PostgresAttendeeStore { Task { try? await postgres.removeSchema() } }
    }
}

@Suite struct PostgreSQLPresence {
    @Test(.disabled(if: StoreKind.postgresURL == nil && !StoreKind.required,
                    "PostgreSQL is missing, so the server suite ran on SQLite alone: `scripts/postgres start /tmp/pg` prints an address for PODIUM_TEST_POSTGRES"))
    func theSuiteRunsOnPostgreSQLToo() {
        #expect(StoreKind.postgresURL != nil, "PODIUM_REQUIRE_POSTGRES is set but PODIUM_TEST_POSTGRES names no database")
    }
}
