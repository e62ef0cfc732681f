import ConferencesDataContract
import Entities
import FeedFetcherContract
import Formatting
import Foundation
import ScheduleDataContract

/// `podium add`, the use case: reads the feed once (found from a page when the address is one),
/// keeps it as a conference in the conferences file and makes it the current one. Nothing is
/// saved when the feed cannot be read. It says what it finds on the way (`note`) and answers
/// what it added; the command only parses its arguments and words this.
public struct ConferenceAdding: Sendable {
    private let place: any AddingPlace
    private let note: @Sendable (AddNote) -> Void

    public init(place: any AddingPlace, note: @escaping @Sendable (AddNote) -> Void) {
        self.place = place
        self.note = note
    }

    public func add(_ addition: ConferenceAddition) async throws -> AddOutcome {
        let list = try place.conferences.load()
        let personsZone = addition.timeZone
        var addition = addition
        // Read first: a feed that cannot be read adds nothing.
        var conference: SavedConference, fetched: ScheduleDiscovery.Fetched
        (addition.address, conference, fetched) = try await read(addition.address, as: addition, in: list)
        if case .instance(let listing) = fetched { return .events(listing) }
        // A pretalx page that led to one of its exports (its schedule page redirects to the XML):
        // the JSON export has the bios and photos the others lack.
        if case .schedule(.feed(let feed, _)) = fetched, feed.conference.generator == "pretalx", feed.conference.format != .frabJSON,
           !addition.address.isFileURL, !ScheduleDiscovery.namesAnExport(addition.address),
           case .event(let listing) = await place.pretalx.find(addition.address) {
            let export = listing.event.scheduleExport
            if let json = try? savedConference(export, as: addition, in: list), let better = try? await firstFetch(json) {
                note(.pretalxEvent(page: addition.address, event: listing.name, export: export, json: true))
                (addition.address, conference, fetched) = (export, json, better)
            }
        }
        // A Giggity menu entry is not a schedule but says where one is, and what it is called.
        var pointer: SchedulePointer?
        if case .pointer(let found) = fetched {
            pointer = found
            note(.menuEntry(source: addition.address, schedule: found.url))
            addition.address = found.url
            addition.timeZone = addition.timeZone ?? found.timeZone
            conference = try savedConference(found.url, as: addition, in: list)
            fetched = try await firstFetch(conference)
            if case .pointer = fetched {
                throw AddFailure("the menu entry points to another menu entry, not a schedule; add the schedule's own address")
            }
        }
        guard case .schedule(let result) = fetched else { throw AddFailure("the feed is no schedule") }
        guard case .feed(let feed, let validators) = result else { throw AddFailure("the feed answered 'not modified' to a first request") }
        let (name, summary) = try await save(conference, feed: feed, validators: validators, addition: addition, menuTitle: pointer?.title, in: list)
        // A zone the menu entry gave is the entry's, not the person's.
        let zoneOrigin = personsZone == nil && pointer?.timeZone != nil ? "from the menu entry" : nil
        return .added(AddedConference(name: name, feed: feed, summary: summary, zoneOrigin: zoneOrigin))
    }

    /// The conference as it would be saved, reading `url`; refused when that feed is added already.
    func savedConference(_ url: URL, as addition: ConferenceAddition, in list: ConferenceList) throws -> SavedConference {
        let feedText = url.isFileURL ? url.standardizedFileURL.path : url.absoluteString
        if let existing = list.reading(feed: feedText) ?? url.withoutSecrets.flatMap({ list.reading(feed: $0.absoluteString) }) {
            throw AddFailure("that feed is already added as '\(existing.name)' (podium use \(ShellQuoting.word(existing.name)))")
        }
        return SavedConference(name: "", feed: feedText, timeZone: addition.timeZone, news: addition.news, store: "",
                               server: addition.server, ignoresOffsets: addition.ignoresOffsets ? true : nil)
    }

    /// A first read of what `conference` reads: a schedule, or where a menu entry points.
    func firstFetch(_ conference: SavedConference) async throws -> ScheduleDiscovery.Fetched {
        do throws(ScheduleFetchError) {
            return .schedule(try await place.schedule(of: conference).fetchSchedule(ifChangedSince: nil))
        } catch {
            guard case .feed(.pointer(let pointer), _) = error else { throw error }
            return .pointer(pointer)
        }
    }

    /// Reads `address`, and when it is no feed, what it is: a pretalx event's page or instance,
    /// or a web page that links its export.
    private func read(_ address: URL, as addition: ConferenceAddition, in list: ConferenceList) async throws
        -> (URL, SavedConference, ScheduleDiscovery.Fetched) {
        let conference = try savedConference(address, as: addition, in: list)
        do {
            return (address, conference, try await firstFetch(conference))
        } catch let error as ScheduleFetchError where !address.isFileURL && ScheduleDiscovery.mayBeAPage(error) {
            let discovery = ScheduleDiscovery(adding: self, place: place, note: note)
            return try await discovery.find(from: address, reading: error, as: addition, in: list)
        }
    }

    /// Names the conference, gives it a store, keeps credentials apart, writes the feed, and
    /// saves it as the current conference: its name, and what its store holds.
    private func save(_ conference: SavedConference, feed: ScheduleFeed, validators: FeedValidators, addition: ConferenceAddition,
                      menuTitle: String?, in list: ConferenceList) async throws -> (String, ScheduleStoreSummary) {
        var conference = conference
        let url = addition.address
        let title = (feed.conference.title ?? menuTitle).map(ConferenceNames.withoutControlCharacters).flatMap { $0.isEmpty ? nil : $0 }
        let given = addition.name.map { $0.trimmingCharacters(in: .whitespaces) }
        conference.name = given ?? title ?? ConferenceNames.name(from: url)
        if let clash = list.named(conference.name) {
            throw AddFailure("there is already a conference named '\(clash.name)'; give this one another with --name")
        }
        if given == nil, title == nil { note(.namedAfterAddress(conference.name)) }
        // Runs with --feed before kept a store of their own: it comes along, favorites and all.
        let oneOff = place.oneOffStore(for: url)
        let adopting = place.storeExists(named: oneOff) && !list.conferences.contains { $0.store == oneOff }
        conference.store = adopting ? oneOff : list.freeStoreName(for: conference.name, taken: place.storeExists(named:))
        // A password or a token in the address goes to the secret store; the file keeps the
        // address without it (a conferences file is copied, shared, kept in dotfiles).
        if !url.isFileURL, let clean = url.withoutSecrets {
            do {
                try await place.keepFeedAddress(url, store: conference.store, label: "the feed address of \(conference.name)")
            } catch {
                throw AddFailure("the address holds credentials and the secret store cannot keep them (\(error)); nothing was added")
            }
            conference.feed = clean.absoluteString
            note(.credentialsKept(file: place.conferencesLocation))
        }
        let stores = try await place.open(conference)
        let now = Date()
        let outcome = try await stores.schedule.apply(feed, validators: validators, at: now, shrink: adopting ? .holdLargeRemovals : .accept)
        if case .applied(let report) = outcome { try await stores.follow(report.succession, at: now) }
        let saved = conference
        try place.conferences.update { list in
            guard list.named(saved.name) == nil, list.reading(feed: saved.feed) == nil else {
                throw AddFailure("'\(saved.name)' was added meanwhile by another podium")
            }
            list.conferences.append(saved)
            list.currentName = saved.name
        }
        if !feed.warnings.isEmpty { note(.feedWarnings(feed.warnings.map(\.description))) }
        if case .heldBack(let shrink) = outcome { note(.heldBack("\(shrink)")) }
        if adopting { note(.adoptedFavorites(feed: url)) }
        // News, and the My-schedule calendar, as any sync brings them.
        if addition.news != nil, let failure = await stores.syncNews() { note(.newsFailed(failure)) }
        await stores.publishCalendar()
        return (conference.name, try await stores.summary())
    }
}
