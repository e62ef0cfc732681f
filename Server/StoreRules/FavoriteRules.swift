import Foundation
import StoreContract

/// The rules of a merge, as API/openapi.yaml states them.
public enum FavoriteRules {
    /// Choices one request may carry.
    public static let maxChoicesPerRequest = 200
    public static let maxSessionIDLength = 200
    /// A device clock this far from the server's is taken to be wrong, and its times are moved.
    public static let clockSkewTolerance: Int64 = 10_000
    /// The latest moment the document allows (9999-12-31T23:59:59.999Z).
    public static let latestMillisecond: Int64 = 253_402_300_799_999

    /// What is wrong with a session id, or nil.
    public static func problem(withSessionID id: String) -> String? {
        let length = id.unicodeScalars.count
        if length == 0 || length > maxSessionIDLength { return "a session id is 1–\(maxSessionIDLength) characters" }
        if id.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "a session id has no control characters" }
        return nil
    }

    /// The choices on the server's clock: moved by the difference between the two clocks when the
    /// device's is clearly wrong, and never later than `now`.
    public static func onServerClock(_ choices: [FavoriteChoice], sentAt: Int64, now: Int64) -> [FavoriteChoice] {
        let skew = now - sentAt
        let shift = abs(skew) > clockSkewTolerance ? skew : 0
        // Both clocks are within the document's range (under 2^48), so the sum cannot overflow.
        return choices.map { choice in
            var moved = choice
            moved.setAt = min(now, max(0, choice.setAt + shift))
            return moved
        }
    }
}
