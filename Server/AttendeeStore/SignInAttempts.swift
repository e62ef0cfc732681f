import Foundation
import GRDB
import StoreContract
import StoreRules

/// The sign-in limits' attempts in the SQLite file, so that every process serving it counts
/// them alike. A refused attempt writes nothing.
extension AttendeeStore {
    public func beginSignIn(email: String, address: String, limits: SignInLimits, now: Date) async throws -> Result<SignInAttempt, SignInWait> {
        let emailKey = SignInLedger.emailKey(email), addressKey = SignInLedger.addressKey(address)
        let at = now.timeIntervalSince1970
        return try await pool.write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT mark, at FROM signInAttempt WHERE key = ? AND at > ?",
                                        arguments: [emailKey, at - limits.window])
                .compactMap { row in SignInLedger.Mark(rawValue: row[0]).map { (mark: $0, at: row[1] as Double) } }
            if let wait = SignInLedger.emailWait(rows, limits: limits, now: now) { return .failure(wait) }
            try db.execute(sql: "INSERT INTO signInAttempt (key, mark, at) VALUES (?, 'pending', ?)", arguments: [emailKey, at])
            return .success(SignInAttempt(email: emailKey, address: addressKey, id: db.lastInsertedRowID))
        }
    }

    public func endSignIn(_ attempt: SignInAttempt, _ outcome: SignInOutcome, limits: SignInLimits, now: Date) async throws -> SignInWait? {
        let at = now.timeIntervalSince1970
        return try await pool.write { db in
            try db.execute(sql: "DELETE FROM signInAttempt WHERE id = ?", arguments: [attempt.id])
            // What aged out goes, and past the capacity the oldest: the table stays bounded.
            try db.execute(sql: "DELETE FROM signInAttempt WHERE at <= ? OR id <= (SELECT max(id) FROM signInAttempt) - ?",
                           arguments: [at - limits.window, limits.capacity])
            switch outcome {
            case .unknown: return nil
            case .succeeded:
                try db.execute(sql: "INSERT INTO signInAttempt (key, mark, at) VALUES (?, 'success', ?)", arguments: [attempt.email, at])
                return nil
            case .failed:
                try db.execute(sql: "INSERT INTO signInAttempt (key, mark, at) VALUES (?, 'failure', ?)", arguments: [attempt.email, at])
                let failures = try Double.fetchAll(db, sql: "SELECT at FROM signInAttempt WHERE key = ? AND mark = 'failure' AND at > ?",
                                                   arguments: [attempt.address, at - limits.window])
                // Over its limit already: said so, and not counted further (nothing grows).
                if let wait = SignInLedger.addressWait(failures, limits: limits, now: now) { return wait }
                try db.execute(sql: "INSERT INTO signInAttempt (key, mark, at) VALUES (?, 'failure', ?)", arguments: [attempt.address, at])
                return nil
            }
        }
    }

    /// Attempts remembered now (email and address rows).
    public func signInAttemptCount() async throws -> Int {
        try await pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM signInAttempt") ?? 0 }
    }
}
