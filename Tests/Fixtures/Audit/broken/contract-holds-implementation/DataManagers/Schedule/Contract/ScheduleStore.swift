import Entities
import Foundation

public protocol ScheduleStore: Sendable {
    func sessions() async throws -> [Session]
}

extension ScheduleStore {
    /// Forwarding is what a protocol cannot spell as a default argument: allowed.
    public func allSessions() async throws -> [Session] { try await sessions() }

    /// A filter with a closure: implementation.
    public func titled(_ title: String) async throws -> [Session] {
        try await sessions().filter { $0.title == title }
    }
}

/// A cache with identity: implementation.
public final class SessionCache: @unchecked Sendable {
    public var sessions: [Session] = []
}

/// A namespace of functions: implementation.
public enum SessionMath {
    public static let maximum = 5_000
    public static func count(_ sessions: [Session]) -> Int { sessions.count }
}

/// Another module's type extended: implementation.
extension Date {
    public var isLate: Bool { self > .now }
}

/// A value with what it carries: allowed.
public struct SessionPage: Sendable {
    public var sessions: [Session]
    public var isEmpty: Bool { sessions.isEmpty }
}
