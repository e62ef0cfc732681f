import Entities

/// One listed attendee's profile, by id.
public protocol AttendeeReading: Sendable {
    func attendee(id: String) async throws(ConferenceServerError) -> Attendee
}
