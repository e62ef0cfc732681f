import Foundation
import ScheduleDataContract

/// What adding did: a conference added, or (an instance's address) the events it lists.
public enum AddOutcome: Sendable {
    case added(AddedConference)
    /// A pretalx instance's events; `instance`: the address was the instance's own (else it
    /// named an event the instance does not have, `wanted`).
    case events(PretalxEventsListing)
}

public struct AddedConference: Sendable {
    /// The name it is saved and made current under.
    public let name: String
    /// The feed as read: its format, zone and where the zone came from.
    public let feed: ScheduleFeed
    /// The store as written.
    public let summary: ScheduleStoreSummary
    /// Where a zone the feed did not give came from, when it was not the person ("from the menu
    /// entry"); nil: theirs.
    public let zoneOrigin: String?
}

public struct PretalxEventsListing: Sendable {
    public let instance: URL
    public let events: [PretalxEventListing]
    /// The address was the instance's own (not an event it does not have).
    public let isInstance: Bool
    /// The part of the address that named the event asked for.
    public let wanted: String?
}
