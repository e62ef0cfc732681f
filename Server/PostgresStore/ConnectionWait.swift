import Foundation
import PostgresNIO
import Synchronization

/// How long a request waits for a connection from the pool. With PostgreSQL gone the pool
/// keeps trying to connect, and a request waited with it for about a minute before the 503
/// (behind nginx, whose read timeout is 60 s, a 504): now it is a few seconds.
public struct ConnectionWaitExpired: Error, Sendable, CustomStringConvertible {
    public let seconds: Int
    public var description: String { "no connection to the database could be had within \(seconds) s" }
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
    static let connectionWait: Duration = .seconds(3)

    /// `body` on a pooled connection, waiting at most `connectionWait` for one. Only the wait is
    /// bounded: a statement under way has PostgreSQL's own `statement_timeout`.
    func connection<Value: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Value) async throws -> Value {
        let race = LeaseRace()
        let client = client
        let wait = Self.connectionWait
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
