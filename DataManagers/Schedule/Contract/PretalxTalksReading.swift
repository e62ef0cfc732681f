import Entities

/// The pretalx event a conference's feed comes from, and its talks' codes: what signing in to the
/// event and syncing its favourites need, found from the feed rather than typed again.
public protocol PretalxTalksReading: Sendable {
    /// The event, when the feed is a pretalx export: pretalx names itself as the feed's generator
    /// or the talks' pages are an event's (`…/SLUG/talk/CODE/`). Its address comes from the feed's
    /// own (`…/SLUG/schedule/export/…`), else from a talk's page.
    func pretalxEvent() async throws -> PretalxEvent?
    /// Each session of `event`'s talks, by id, with its talk's code (a talk with two slots has
    /// two sessions with one code).
    func talkCodes(of event: PretalxEvent) async throws -> [String: String]
}
