import Foundation
import PostgresNIO
import Synchronization

/// How long a request waits for a connection from the pool. With PostgreSQL gone the pool
/// keeps trying to connect, and a request waited with it for about a minute before the 503
/// (behind nginx, whose read timeout is 60 s, a 504): now a few seconds once the database is
/// known to be in trouble, and never longer than half nginx's timeout while it is only busy.
public struct ConnectionWaitExpired: Error, Sendable, CustomStringConvertible {
    public let seconds: Int
    public var description: String { "no connection to the database could be had within \(seconds) s" }
}

/// When the database last failed a request for want of a connection: what tells a database in
/// trouble (waits are short) from one whose connections are only all busy (requests queue).
final class ConnectionTrouble: Sendable {
    /// How long a failure is remembered.
    static let memory: Duration = .seconds(30)
    private let last = Mutex<ContinuousClock.Instant?>(nil)

    func record() { last.withLock { $0 = .now } }

    var isRecent: Bool {
        guard let last = last.withLock({ $0 }) else { return false }
        return ContinuousClock.now - last < Self.memory
    }
}

/// Whether a lease arrived before the deadline: decided once, by whichever comes first.
final class LeaseRace: Sendable {
    private enum State { case waiting, leased, expired }
    private let state = Mutex(State.waiting)

    /// The lease arrived: true unless the deadline passed first.
    func lease() -> Bool { state.withLock { if $0 == .waiting { $0 = .leased }; return $0 == .leased } }
    /// The deadline passed: true unless the lease arrived first.
    func expire() -> Bool { state.withLock { if $0 == .waiting { $0 = .expired }; return $0 == .expired } }
}

extension PostgresAttendeeStore {
    /// The wait for a connection while the database is in trouble (a connection failed or a
    /// wait ran out in the last 30 s), and while it is only busy.
    static let troubledWait: Duration = .seconds(3)
    static let busyWait: Duration = .seconds(25)

    /// `body` on a pooled connection, waiting a bounded time for one (`troubledWait`, else
    /// `busyWait`). Only the wait is bounded: a statement under way has PostgreSQL's own
    /// `statement_timeout`.
    func connection<Value: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Value) async throws -> Value {
        do {
            return try await leased(body)
        } catch {
            if error is ConnectionWaitExpired || isConnectionFailure(error) { trouble.record() }
            throw error
        }
    }

    /// Errors that say the connection, not the statement, failed.
    private func isConnectionFailure(_ error: any Error) -> Bool {
        if String(describing: type(of: error)) == "ConnectionPoolError" { return true }
        guard let error = error as? PSQLError else { return false }
        return [.connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown].contains(error.code)
    }

    private func leased<Value: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Value) async throws -> Value {
        let race = LeaseRace()
        let client = client
        let wait = trouble.isRecent ? Self.troubledWait : Self.busyWait
        return try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask {
                try await client.withConnection { connection in
                    guard race.lease() else { throw ConnectionWaitExpired(seconds: Int(wait.components.seconds)) }
                    return try await body(connection)
                }
            }
            group.addTask {
                try await Task.sleep(for: wait)
                if race.expire() { throw ConnectionWaitExpired(seconds: Int(wait.components.seconds)) }
                return nil
            }
            while let result = try await group.next() {
                if let value = result {
                    group.cancelAll()
                    return value
                }
            }
            throw CancellationError()
        }
    }
}
