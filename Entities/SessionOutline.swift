import Foundation

/// A session as a timetable draws it: when, where, what it is called and who gives it. Not its
/// description, items or links, which a box never shows and which cost most of a day's read.
public struct SessionOutline: Sendable, Hashable, Identifiable {
    public let id: String
    public var title: String
    public var startsAt: Date?
    public var endsAt: Date?
    public var room: Room?
    /// "Anna Berg, 李 雷", in the feed's order.
    public var speakerNames: String
    public var isServiceSession: Bool
    public var isPlenumSession: Bool

    public init(id: String, title: String, startsAt: Date? = nil, endsAt: Date? = nil, room: Room? = nil, speakerNames: String = "",
                isServiceSession: Bool = false, isPlenumSession: Bool = false) {
        self.id = id
        self.title = title
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.room = room
        self.speakerNames = speakerNames
        self.isServiceSession = isServiceSession
        self.isPlenumSession = isPlenumSession
    }

    public init(_ session: Session) {
        self.init(id: session.id, title: session.title, startsAt: session.startsAt, endsAt: session.endsAt, room: session.room,
                  speakerNames: session.speakerNames, isServiceSession: session.isServiceSession, isPlenumSession: session.isPlenumSession)
    }
}
