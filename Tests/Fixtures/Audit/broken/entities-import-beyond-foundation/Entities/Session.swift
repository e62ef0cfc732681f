import Foundation
#if canImport(Glibc)
import Glibc
#endif

public struct Session: Sendable, Equatable {
    public let id: String
    public let title: String
    public let startsAt: Date?

    public init(id: String, title: String, startsAt: Date?) {
        self.id = id
        self.title = title
        self.startsAt = startsAt
    }
}
