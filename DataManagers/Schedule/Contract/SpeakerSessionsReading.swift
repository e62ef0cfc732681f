import Entities
import LiveDataContract

/// A speaker's sessions.
public protocol SpeakerSessionsReading: ChangeAnnouncing where Change == ScheduleDataChange {
    /// A speaker's sessions, in time order.
    func sessions(ofSpeaker speakerID: String) async throws -> [Session]
}
