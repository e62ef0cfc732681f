import ScheduleDataContract

/// A part a module composes: what it reads through the protocol it names, it reads for the module.
public struct DayWatch: Sendable {
    let conference: any ConferenceReading
    public init(conference: any ConferenceReading) { self.conference = conference }
    public func title() async throws -> String { try await conference.conferenceName() }
}
