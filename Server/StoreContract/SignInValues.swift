import Foundation

/// The sign-in limits' numbers (docs/server.md says what each protects). The store keeps the
/// attempts, so every instance on one store enforces one limit.
public struct SignInLimits: Sendable, Hashable {
    /// Failed sign-ins allowed per email and per client address in `window`.
    public var failuresAllowed: Int
    /// Successful sign-ins allowed per email in `window`.
    public var successesAllowed: Int
    public var window: TimeInterval
    /// Attempts the store remembers at most; past it the oldest are forgotten (a flood of
    /// one-off emails costs a bounded table, whatever their length).
    public var capacity: Int

    public init(failuresAllowed: Int = 5, successesAllowed: Int = 10, window: TimeInterval = 60, capacity: Int = 100_000) {
        self.failuresAllowed = failuresAllowed
        self.successesAllowed = successesAllowed
        self.window = window
        self.capacity = capacity
    }
}

/// A sign-in under way: it holds its email's place from the moment it starts, so fifty
/// parallel wrong attempts cannot all slip in before the first failure is counted.
public struct SignInAttempt: Sendable, Hashable {
    public let email: Data
    public let address: Data
    /// The store's row for the attempt's place.
    public let id: Int64

    public init(email: Data, address: Data, id: Int64) {
        self.email = email
        self.address = address
        self.id = id
    }
}

public enum SignInOutcome: Sendable, Hashable { case succeeded, failed, unknown }

/// Whole seconds until an email or address may try again.
public struct SignInWait: Error, Sendable, Hashable {
    public let seconds: Int
    public init(seconds: Int) { self.seconds = seconds }
}
