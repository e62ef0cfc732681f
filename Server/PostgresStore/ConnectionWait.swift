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

/// A request's connection closed under it and the request did not end: postgres-nio (1.33) can
/// lose a statement written to a connection that has just closed, and its request then waited
/// for ever, with the request's task and its lease.
public struct ConnectionLost: Error, Sendable, CustomStringConvertible {
    public var description: String { "the database connection closed under a request" }
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

extension PostgresAttendeeStore {
    /// The wait for a connection while the database is in trouble (a connection or an attempt
    /// to make one failed, or a wait ran out, in the last 30 s), and while it is only busy.
    static let troubledWait: Duration = .seconds(3)
    static let busyWait: Duration = .seconds(25)

    /// `body` on a pooled connection, waiting a bounded time for one (`troubledWait`, else
    /// `busyWait`), and answering within a second or two of its connection closing. A statement
    /// under way on an open connection has PostgreSQL's own `statement_timeout`.
    func connection<Value: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Value) async throws -> Value {
        do {
            return try await leased(body)
        } catch {
            if isConnectionFailure(error) { trouble.record() }
            throw error
        }
    }

    /// Errors that say the connection, not the statement, failed: no connection could be had,
    /// or the one leased broke.
    private func isConnectionFailure(_ error: any Error) -> Bool {
        if error is ConnectionWaitExpired || error is ConnectionLost { return true }
        if String(describing: type(of: error)) == "ConnectionPoolError" { return true }
        guard let error = error as? PSQLError else { return false }
        return [.connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown].contains(error.code)
    }

    /// The request runs in a task of its own and is answered by whichever comes first: its
    /// result, its wait running out, or its connection closing. A task group would wait for the
    /// request's task to end, which a lost statement never does.
    private func leased<Value: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Value) async throws -> Value {
        let request = PooledRequest<Value>(wait: { [trouble] in trouble.isRecent ? Self.troubledWait : Self.busyWait })
        let client = client
        let work = Task {
            do {
                let value = try await client.withConnection { connection in
                    guard request.lease(isClosed: { connection.isClosed }) else { throw request.expired }
                    return try await body(connection)
                }
                request.settle(.success(value))
            } catch {
                request.settle(.failure(error))
            }
        }
        return try await request.answer(cancelling: work)
    }
}
