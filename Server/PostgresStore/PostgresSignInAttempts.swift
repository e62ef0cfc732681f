import AttendeeStore
import Foundation
import PostgresNIO

/// The sign-in limits' attempts, shared by every instance on the database. An email's attempts
/// are counted under a transaction-scoped advisory lock on its key, so parallel attempts on two
/// instances cannot both take the last place. Their commits do not wait for the disk
/// (`synchronous_commit = off`): an attempt lost to a crash of the database costs a limit one
/// count, while waiting for a flush per attempt made fifty at once queue for seconds.
extension PostgresAttendeeStore {
    public func beginSignIn(email: String, address: String, limits: SignInLimits, now: Date) async throws -> Result<SignInAttempt, SignInWait> {
        let emailKey = SignInLedger.emailKey(email), addressKey = SignInLedger.addressKey(address)
        let at = now.timeIntervalSince1970
        return try await transaction { connection in
            try await execute("SET LOCAL synchronous_commit = off", on: connection)
            try await lock(emailKey, on: connection)
            let found = try await rows("SELECT mark, at FROM sign_in_attempt WHERE key = \(emailKey) AND at > \(at - limits.window)", on: connection)
            let marks = try found.compactMap { row in
                let at = try row[1].decode(Double.self)
                return SignInLedger.Mark(rawValue: try row[0].decode(String.self)).map { (mark: $0, at: at) }
            }
            if let wait = SignInLedger.emailWait(marks, limits: limits, now: now) { return .failure(wait) }
            let id = try await rows("INSERT INTO sign_in_attempt (key, mark, at) VALUES (\(emailKey), 'pending', \(at)) RETURNING id",
                                    on: connection)[0][0].decode(Int64.self)
            return .success(SignInAttempt(email: emailKey, address: addressKey, id: id))
        }
    }

    public func endSignIn(_ attempt: SignInAttempt, _ outcome: SignInOutcome, limits: SignInLimits, now: Date) async throws -> SignInWait? {
        let at = now.timeIntervalSince1970
        return try await transaction { connection in
            try await execute("SET LOCAL synchronous_commit = off", on: connection)
            try await execute("DELETE FROM sign_in_attempt WHERE id = \(attempt.id)", on: connection)
            // What aged out goes, and past the capacity the oldest: the table stays bounded.
            try await execute("""
                DELETE FROM sign_in_attempt WHERE at <= \(at - limits.window) OR id <= (SELECT max(id) FROM sign_in_attempt) - \(limits.capacity)
                """, on: connection)
            switch outcome {
            case .unknown: return nil
            case .succeeded:
                try await execute("INSERT INTO sign_in_attempt (key, mark, at) VALUES (\(attempt.email), 'success', \(at))", on: connection)
                return nil
            case .failed:
                try await execute("INSERT INTO sign_in_attempt (key, mark, at) VALUES (\(attempt.email), 'failure', \(at))", on: connection)
                try await lock(attempt.address, on: connection)
                let failures = try await rows("""
                    SELECT at FROM sign_in_attempt WHERE key = \(attempt.address) AND mark = 'failure' AND at > \(at - limits.window)
                    """, on: connection).map { try $0[0].decode(Double.self) }
                // Over its limit already: said so, and not counted further (nothing grows).
                if let wait = SignInLedger.addressWait(failures, limits: limits, now: now) { return wait }
                try await execute("INSERT INTO sign_in_attempt (key, mark, at) VALUES (\(attempt.address), 'failure', \(at))", on: connection)
                return nil
            }
        }
    }

    public func signInAttemptCount() async throws -> Int {
        try await rows("SELECT count(*) FROM sign_in_attempt")[0][0].decode(Int.self)
    }

    /// Holds a key until the transaction ends (the first 8 bytes of its digest name the lock).
    private func lock(_ key: Data, on connection: PostgresConnection) async throws {
        let number = key.prefix(8).reduce(Int64(0)) { ($0 << 8) | Int64($1) }
        try await execute("SELECT pg_advisory_xact_lock(\(number))", on: connection)
    }
}
