import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract

/// Finds what an address is on pretalx by asking pretalx's own API: each way the address could
/// name an event (`INSTANCE/SLUG/…`) is asked at `INSTANCE/api/events/SLUG/`, then each way it
/// could be an instance at `INSTANCE/api/`, which a pretalx answers with its name. Every answer
/// is read within a small limit and checked before it is believed.
public struct PretalxDiscovery: PretalxFinding {
    private let fetcher: any FeedFetching
    private let timeout: Duration
    /// The largest answer read: an event's description, or an instance's list of events.
    private let maximumBytes: Int

    public init(fetcher: any FeedFetching, timeout: Duration = .seconds(20), maximumBytes: Int = 8 << 20) {
        self.fetcher = fetcher
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }

    public func find(_ address: URL) async -> PretalxFound {
        var asked: [URL] = []
        for candidate in PretalxEvent.candidates(forPage: address) {
            asked.append(candidate.api)
            guard let object = try? await json(candidate.api) as? [String: Any],
                  let listing = Self.listing(object, on: candidate.instance), listing.event == candidate else { continue }
            return .event(listing)
        }
        for instance in Self.instances(of: address) {
            let api = instance.appendingPathComponent("api", isDirectory: true)
            asked.append(api)
            guard let object = try? await json(api) as? [String: Any], (object["name"] as? String)?.lowercased() == "pretalx" else { continue }
            return .instance(instance)
        }
        return .nothing(asked: asked)
    }

    public func events(on instance: URL, matching text: String?) async throws(ScheduleFetchError) -> [PretalxEventListing] {
        let list = instance.appendingPathComponent("api/events", isDirectory: true)
        let answer: Any
        do {
            answer = try await json(list)
        } catch let error as ScheduleFetchError {
            throw error
        } catch {
            throw .fetch(.connectionFailed("\(error)", url: list))
        }
        // Older pretalx pages its lists: `{"results": [...]}`.
        guard let items = (answer as? [Any]) ?? ((answer as? [String: Any])?["results"] as? [Any]) else {
            throw .feed(.unrecognizedFormat("JSON that is not pretalx's list of events"), url: list.absoluteString)
        }
        let needle = text?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return items.prefix(10_000).compactMap { ($0 as? [String: Any]).flatMap { Self.listing($0, on: instance) } }
            .filter { listing in
                guard let needle, !needle.isEmpty else { return true }
                return listing.name.lowercased().contains(needle) || listing.event.slug.contains(needle)
            }
            .sorted { ($0.firstDay ?? LocalDate(year: 1, month: 1, day: 1), $0.event.slug) < ($1.firstDay ?? LocalDate(year: 1, month: 1, day: 1), $1.event.slug) }
    }

    /// An event's description, or an instance's list of them, as the fuzz target hands any bytes
    /// to it (through `package`, as it reaches the feed parsers).
    package static func read(_ data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data) else { return }
        let instance = URL(string: "https://pretalx.example.org/")!
        for item in ((object as? [Any]) ?? [object]).prefix(1_000) {
            _ = (item as? [String: Any]).flatMap { listing($0, on: instance) }
        }
    }

    /// An event's object in pretalx's API (`{"slug":…, "name":{"en":…}, "date_from":…}`), checked:
    /// a slug pretalx allows, a name of one line.
    static func listing(_ object: [String: Any], on instance: URL) -> PretalxEventListing? {
        guard let slug = object["slug"] as? String, let event = PretalxEvent(instance: instance, slug: slug) else { return nil }
        let name = (object["name"] as? String) ?? Self.localized(object["name"]) ?? slug
        return PretalxEventListing(event: event, name: Self.oneLine(name, limit: 200) ?? slug,
                                   firstDay: (object["date_from"] as? String).flatMap(LocalDate.init), lastDay: (object["date_to"] as? String).flatMap(LocalDate.init),
                                   timeZone: (object["timezone"] as? String).flatMap(TimeZone.init(identifier:)))
    }

    /// pretalx's translated text: English when there is one, else the first language's.
    static func localized(_ value: Any?) -> String? {
        guard let texts = value as? [String: Any] else { return nil }
        return (texts["en"] as? String) ?? texts.keys.sorted().lazy.compactMap { texts[$0] as? String }.first
    }

    /// Text from a server, as a name may be shown: without control characters, trimmed, bounded.
    static func oneLine(_ text: String, limit: Int) -> String? {
        let clean = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }.prefix(limit)))
            .trimmingCharacters(in: .whitespaces)
        return clean.isEmpty ? nil : clean
    }

    /// The address itself and each folder above it, up to the host: where an instance could be.
    static func instances(of address: URL) -> [URL] {
        var instances: [URL] = []
        var current = PretalxEvent.instance(of: address)
        while let url = current, instances.count < 4 {
            instances.append(url)
            let parent = url.deletingLastPathComponent()
            current = parent.path == url.path || url.path == "/" ? nil : parent
        }
        return instances
    }

    private func json(_ url: URL) async throws -> Any {
        let request = FeedRequest(url: url, acceptedContentTypes: ["application/json"], maximumBytes: maximumBytes, timeout: timeout)
        let response: FeedResponse
        do {
            response = try await fetcher.fetch(request)
        } catch {
            throw ScheduleFetchError.fetch(error)
        }
        guard case .body(let data, _) = response else { throw ScheduleFetchError.fetch(.unexpectedNotModified(url: url)) }
        return try JSONSerialization.jsonObject(with: data)
    }
}
