import Foundation
import PostgresNIO
import StoreContract
import StoreRules

/// The sign-in limits' attempts, shared by every instance on the database. An email's attempts
/// are counted under an advisory lock on its key, so parallel attempts on two instances cannot
/// both take the last place — held for one statement only (`podium_attempts_then_add`,
/// migration 3), never across a client's round trips. Their commits do not wait for the disk
/// (`synchronous_commit = off`): an attempt lost to a crash of the database costs a limit one
/// count, while waiting for a flush per attempt made fifty at once queue for seconds.
extension PostgresAttendeeStore {
    public func beginSignIn(email: String, address: String, limits: SignInLimits, now: Date) async throws -> Result<SignInAttempt, SignInWait> {
        let emailKey = SignInLedger.emailKey(email), addressKey = SignInLedger.addressKey(address)
        let (marks, added) = try await attemptsThenAdd(emailKey, mark: .pending, since: now.timeIntervalSince1970 - limits.window, at: now)
        if let wait = SignInLedger.emailWait(marks, limits: limits, now: now) {
            try await remove(added)   // refused: nothing stays
            return .failure(wait)
        }
        return .success(SignInAttempt(email: emailKey, address: addressKey, id: added))
    }

    public func endSignIn(_ attempt: SignInAttempt, _ outcome: SignInOutcome, limits: SignInLimits, now: Date) async throws -> SignInWait? {
        let at = now.timeIntervalSince1970
        try await transaction { [self] connection in
            try await execute("SET LOCAL synchronous_commit = off", on: connection)
            try await execute("DELETE FROM sign_in_attempt WHERE id = \(attempt.id)", on: connection)
            // What aged out goes, and past the capacity the oldest: the table stays bounded.
            try await execute("""
                DELETE FROM sign_in_attempt WHERE at <= \(at - limits.window) OR id <= (SELECT max(id) FROM sign_in_attempt) - \(limits.capacity)
                """, on: connection)
            switch outcome {
            case .unknown: break
            case .succeeded:
                try await execute("INSERT INTO sign_in_attempt (key, mark, at) VALUES (\(attempt.email), 'success', \(at))", on: connection)
            case .failed:
                try await execute("INSERT INTO sign_in_attempt (key, mark, at) VALUES (\(attempt.email), 'failure', \(at))", on: connection)
            }
        }
        guard outcome == .failed else { return nil }
        let (marks, added) = try await attemptsThenAdd(attempt.address, mark: .failure, since: at - limits.window, at: now)
        // Over its limit already: said so, and not counted further (nothing grows).
        if let wait = SignInLedger.addressWait(marks.filter { $0.mark == .failure }.map(\.at), limits: limits, now: now) {
            try await remove(added)
            return wait
        }
        return nil
    }

    public func signInAttemptCount() async throws -> Int {
        try await rows("SELECT count(*) FROM sign_in_attempt")[0][0].decode(Int.self)
    }

    /// A key's attempts since a time, read under the key's lock, and the row then added (its id).
    private func attemptsThenAdd(_ key: Data, mark: SignInLedger.Mark, since: Double, at now: Date)
        async throws -> (marks: [(mark: SignInLedger.Mark, at: Double)], added: Int64) {
        // The first 8 bytes of the key's digest name its lock.
        let number = key.prefix(8).reduce(Int64(0)) { ($0 << 8) | Int64($1) }
        var marks: [(mark: SignInLedger.Mark, at: Double)] = [], added: Int64?
        for row in try await rows("""
            SELECT id, mark, at FROM podium_attempts_then_add(\(key), \(number), \(since), \(mark.rawValue), \(now.timeIntervalSince1970))
            """) {
            let id = try row[0].decode(Int64.self), name = try row[1].decode(String.self), at = try row[2].decode(Double.self)
            if name == "added" { added = id } else if let mark = SignInLedger.Mark(rawValue: name) { marks.append((mark, at)) }
        }
        guard let added else { throw PostgresStoreError("podium_attempts_then_add added no row") }
        return (marks, added)
    }

    private func remove(_ attempt: Int64) async throws {
        _ = try await rows("DELETE FROM sign_in_attempt WHERE id = \(attempt)")
    }
}
