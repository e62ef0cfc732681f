import Foundation
import LocalKit

public struct Session: Sendable, Equatable {
    public let id: String
    public let title: String
    public let startsAt: Date?

    public init(id: String, title: String, startsAt: Date?) {
        self.id = id
        self.title = title + LocalKit.name
        self.startsAt = startsAt
    }
}
