import Entities
import Foundation

/// Finding a pretalx event's schedule from an address a person has: an event's page (its
/// schedule, a talk, its front page), or an instance, whose public events are listed.
public protocol PretalxFinding: Sendable {
    /// What `address` is on pretalx, asked of pretalx's API, never guessed from the page.
    func find(_ address: URL) async -> PretalxFound
    /// The public events of the pretalx at `instance`, soonest last; those whose name or slug
    /// holds `text` (any case), when given.
    func events(on instance: URL, matching text: String?) async throws(ScheduleFetchError) -> [PretalxEventListing]
}

/// What an address turned out to be.
public enum PretalxFound: Sendable, Hashable {
    /// One of an event's pages: the event, as its API names it.
    case event(PretalxEventListing)
    /// A pretalx instance: where its events are listed.
    case instance(URL)
    /// Neither: the addresses asked, for the person to see what was looked for.
    case nothing(asked: [URL])
}

/// A public event as pretalx's API lists it.
public struct PretalxEventListing: Sendable, Hashable {
    public var event: PretalxEvent
    public var name: String
    public var firstDay: LocalDate?
    public var lastDay: LocalDate?
    public var timeZone: TimeZone?

    public init(event: PretalxEvent, name: String, firstDay: LocalDate?, lastDay: LocalDate?, timeZone: TimeZone?) {
        self.event = event
        self.name = name
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.timeZone = timeZone
    }
}
