import Foundation

/// What happened to a session between two syncs, with how it was and how it is.
public struct ScheduleChange: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case added, removed, retimed, moved, renamed
    }

    /// The parts of a session a change is about.
    public struct Snapshot: Sendable, Hashable, Codable {
        public var title: String
        public var startsAt: Date?
        public var endsAt: Date?
        public var roomName: String?

        public init(title: String, startsAt: Date?, endsAt: Date?, roomName: String?) {
            self.title = title
            self.startsAt = startsAt
            self.endsAt = endsAt
            self.roomName = roomName
        }

        public init(_ session: Session) {
            self.init(title: session.title, startsAt: session.startsAt, endsAt: session.endsAt, roomName: session.room?.name)
        }
    }

    public let sessionID: String
    public var kind: Kind
    public var before: Snapshot?
    public var after: Snapshot?
    public var detectedAt: Date

    public init(sessionID: String, kind: Kind, before: Snapshot?, after: Snapshot?, detectedAt: Date) {
        self.sessionID = sessionID
        self.kind = kind
        self.before = before
        self.after = after
        self.detectedAt = detectedAt
    }

    /// The changes between an old and a new version of a session (several at once: a session
    /// can move and be retimed in one sync). Nil `old`: added; nil `new`: removed.
    public static func between(_ old: Session?, _ new: Session?, at time: Date) -> [ScheduleChange] {
        switch (old, new) {
        case (nil, let new?):
            return [ScheduleChange(sessionID: new.id, kind: .added, before: nil, after: Snapshot(new), detectedAt: time)]
        case (let old?, nil):
            return [ScheduleChange(sessionID: old.id, kind: .removed, before: Snapshot(old), after: nil, detectedAt: time)]
        case (let old?, let new?):
            var kinds: [Kind] = []
            if old.startsAt != new.startsAt || old.endsAt != new.endsAt { kinds.append(.retimed) }
            if old.room?.id != new.room?.id { kinds.append(.moved) }
            if old.title != new.title { kinds.append(.renamed) }
            return kinds.map { ScheduleChange(sessionID: new.id, kind: $0, before: Snapshot(old), after: Snapshot(new), detectedAt: time) }
        case (nil, nil):
            return []
        }
    }
}
