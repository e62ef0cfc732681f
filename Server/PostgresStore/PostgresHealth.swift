import Foundation
import PostgresNIO
import StoreContract
import StoreRules

/// Health and what the metrics read, as the SQLite store answers them.
extension PostgresAttendeeStore {
    public func health(now: Date) async -> StoreHealth {
        // A request that just found the database gone: said at once, not after another wait.
        if let recent = probe.recentFailure(now: now) { return recent }
        guard (try? await rows("SELECT 1").first?[0].decode(Int.self)) == 1 else {
            probe.record(.notAnswering, now: now)
            return .notAnswering
        }
        return await probe.result(now: now) {
            do {
                _ = try await rows("""
                    INSERT INTO health_probe (id, at) VALUES (1, \(now.timeIntervalSince1970)) ON CONFLICT (id) DO UPDATE SET at = excluded.at
                    """)
                return .ok
            } catch {
                return .cannotWrite(storageProblem(in: error) ?? "the write failed")
            }
        }
    }

    public func recordStorageFailure(_ reason: String, now: Date) {
        probe.record(reason, now: now)
    }

    /// The database's doing, in words: it is out of room or connections, read-only, gone, or
    /// shutting down — to be tried again, never the client's fault.
    public func storageProblem(in error: any Error) -> String? {
        // The pool's own errors (closed, no connection to be had) are from a module postgres-nio
        // keeps internal (_ConnectionPoolModule): known by name.
        if String(describing: type(of: error)) == "ConnectionPoolError" { return "no connection to the database could be had" }
        if let expired = error as? ConnectionWaitExpired { return expired.description }
        if let lost = error as? ConnectionLost { return lost.description }
        guard let error = error as? PSQLError else { return nil }
        switch error.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .poolClosed, .uncleanShutdown:
            return "the database connection failed"
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            switch state {
            case "53100": return "the database's disk is full (53100)"
            case "53200": return "the database is out of memory (53200)"
            case "53300": return "the database has too many connections (53300)"
            case "25006": return "the database is read-only (25006)"
            case "57014": return "a statement took too long (57014)"
            case "40001", "40P01": return "the database refused a transaction under contention (\(state))"
            default:
                // Class 08 (connection), 57 (shut down), 58 (system I/O).
                if ["08", "57", "58"].contains(String(state.prefix(2))) { return "the database is unavailable (\(state))" }
                return nil
            }
        default:
            return nil
        }
    }

    /// The connections the database has under an application name (each store's is "podium-server
    /// SCHEMA"), one line each: its process, state, what it waits on and its last statement.
    public func connections(named name: String) async throws -> [String] {
        try await rows("""
            SELECT concat_ws(' ', pid, backend_type, state, 'since', to_char(state_change, 'HH24:MI:SS.MS'),
                             'waiting on', coalesce(wait_event_type || '/' || wait_event, 'nothing'), 'after:', left(query, 80))
            FROM pg_stat_activity WHERE application_name = \(name) ORDER BY pid
            """).map { try $0[0].decode(String.self) }
    }

    public func liveTokenCount(now: Date) async throws -> Int {
        try await rows("SELECT count(*) FROM token WHERE revoked_at IS NULL AND expires_at > \(now.timeIntervalSince1970)")[0][0].decode(Int.self)
    }

    /// The schema's tables and their indexes, in bytes.
    public func storeBytes() async -> Int {
        let bytes = try? await rows("""
            SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = \(address.schema) AND c.relkind = 'r'
            """).first?[0].decode(Int.self)
        return bytes ?? 0
    }
}
