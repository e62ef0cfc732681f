import ConferencesDataContract
import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract

/// An address that is no feed, as adding reads it: a pretalx event's page (its export is
/// subscribed to, once released), a pretalx instance (its events are listed), or a web page
/// (FOSDEM's schedule, a Congress's Fahrplan) whose linked exports are tried best first.
struct ScheduleDiscovery {
    /// What a first read gave.
    enum Fetched: Sendable {
        case schedule(ScheduleFetchResult)
        /// A Giggity menu entry: where the schedule is.
        case pointer(SchedulePointer)
        /// A pretalx instance's events, to add one of.
        case instance(PretalxEventsListing)
    }

    let adding: ConferenceAdding
    let place: any AddingPlace
    let note: @Sendable (AddNote) -> Void

    /// Whether a first fetch's failure says "this is no feed" (a page, a wrong address), after
    /// which the address may still be a page; a network's failure says nothing of that.
    static func mayBeAPage(_ error: ScheduleFetchError) -> Bool {
        switch error {
        case .feed: true
        case .fetch(.httpStatus(let status, _)): [400, 403, 404, 405, 406, 410].contains(status)
        case .fetch(.unexpectedContentType): true
        default: false
        }
    }

    /// Whether an address is one of pretalx's export files itself (what the person chose, kept
    /// as it is), rather than a page.
    static func namesAnExport(_ url: URL) -> Bool {
        let last = url.lastPathComponent.lowercased()
        return last.hasPrefix("schedule.") || url.pathComponents.contains("export") || url.pathComponents.contains("widgets")
    }

    func find(from address: URL, reading error: any Error, as addition: ConferenceAddition, in list: ConferenceList) async throws
        -> (URL, SavedConference, Fetched) {
        switch await place.pretalx.find(address) {
        case .event(let listing):
            let export = try await released(listing, from: address)
            let conference = try adding.savedConference(export, as: addition, in: list)
            return (export, conference, try await adding.firstFetch(conference))
        case .instance(let instance):
            return (address, try adding.savedConference(address, as: addition, in: list), .instance(try await events(on: instance, asked: address)))
        case .nothing(let asked):
            let found = await place.pages.find(address)
            for export in found.exports {
                let conference = try adding.savedConference(export, as: addition, in: list)
                guard let fetched = try? await adding.firstFetch(conference), case .schedule(.feed) = fetched else { continue }
                note(.linkedExport(page: address, export: export))
                return (export, conference, fetched)
            }
            throw AddFailure(Self.nothing(at: address, reading: error, found: found, asked: asked))
        }
    }

    /// An event found from its page: its JSON export's address, once pretalx has released a
    /// schedule; said so when it has not.
    private func released(_ listing: PretalxEventListing, from page: URL) async throws -> URL {
        let export = listing.event.scheduleExport
        note(.pretalxEvent(page: page, event: listing.name, export: export, json: false))
        let probe = FeedRequest(url: export, acceptedContentTypes: ["application/json"], maximumBytes: place.maximumBytes, timeout: place.timeout)
        do {
            _ = try await place.fetcher.fetch(probe)
        } catch .httpStatus(404, _) {
            throw AddFailure("\(listing.name) (\(listing.event.page.absoluteString)) has not released its schedule yet; add it again once it is")
        } catch {
            // Said as any feed's failure when it is read.
        }
        return export
    }

    /// An instance's public events.
    private func events(on instance: URL, asked address: URL) async throws -> PretalxEventsListing {
        let events: [PretalxEventListing]
        do {
            events = try await place.pretalx.events(on: instance, matching: nil)
        } catch {
            throw AddFailure("\(error)")
        }
        let isInstance = PretalxEvent.instanceKey(instance) == PretalxEvent.instance(of: address).map(PretalxEvent.instanceKey)
        let wanted = address.pathComponents.dropFirst(instance.pathComponents.count).first
        return PretalxEventsListing(instance: instance, events: events, isInstance: isInstance, wanted: wanted)
    }

    /// The words for an address that is no feed, links no export and is no pretalx page.
    static func nothing(at address: URL, reading error: any Error, found: SchedulePageFound, asked: [URL]) -> String {
        let looked = asked.prefix(2).map(\.absoluteString).joined(separator: ", ")
        guard found.pageAnswered else {
            // No page to read (a 404, a refusal): nothing on it can be said to be missing.
            return "found no schedule at \(address.withoutCredentials): \(error); it is no pretalx event or instance either (asked \(looked))"
        }
        let page = found.pagesRead.count > 1 ? "it and the schedule page it links (\(found.pagesRead[1].withoutCredentials)) link" : "it links"
        return "found no schedule at \(address.withoutCredentials): \(error); \(page) no schedule export (.xml, .json, .ics), "
            + "and it is no pretalx event or instance (asked \(looked)); give the export's own address"
    }
}
