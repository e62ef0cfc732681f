import Foundation
import ScheduleDataContract

/// Which reader a JSON document goes to, by its shape — or, when it is no schedule Podium
/// reads, what it is, in the words of the refusal. Sessionize is named only for Sessionize's own
/// shapes (an object with its lists, or a list of one of its other views); frab's and pretalx's
/// other JSON (the events list, the API) by their names, with the export to give instead.
enum JSONShapes {
    static func objectFormat(_ data: Data, feedURL: URL?) throws(ScheduleFeedError) -> ScheduleFormat {
        // Broken JSON goes to a reader, which says where it breaks; its members so far still tell.
        let (whole, schedule) = JSONKeys.object(of: data, withMember: "schedule")
        guard let keys = whole else { return schedule != nil ? .frabJSON : .sessionize }
        if keys.contains("schedule") {
            // frab's and pretalx's export: `{"schedule": {"conference": {…}}}`.
            if schedule?.contains("conference") == true { return .frabJSON }
            throw refusal(data, "JSON with a \"schedule\" that is not frab's or pretalx's export (it has no schedule.conference)")
        }
        if keys.contains("conference_events") {
            throw refusal(data, "frab's conference_events JSON, a list of events without their days and rooms; give the conference's "
                                      + "schedule export instead (…/schedule.json or …/schedule.xml)")
        }
        if let what = PretalxAPI.name(of: keys) {
            throw refusal(data, "\(what) from pretalx's API, not a schedule export; give \(PretalxAPI.exportAddress(for: feedURL))")
        }
        // Sessionize's "All" view holds its sessions beside its speakers, rooms and categories; a
        // menu entry (`url`) is a pointer the reader follows. Both go to the Sessionize reader.
        if keys.contains("sessions") && !keys.isDisjoint(with: ["speakers", "rooms", "categories", "questions"]) { return .sessionize }
        if MenuEntry.isEntry(data) { return .sessionize }
        if keys.isEmpty { throw refusal(data, "an empty JSON object") }
        throw refusal(data, "a JSON object Podium cannot tell for a schedule (its fields: \(listed(keys)))")
    }

    static func listFormat(_ data: Data) throws(ScheduleFeedError) -> ScheduleFormat {
        guard let list = JSONKeys.list(of: data) else { return .sessionize }  // broken JSON: its reader says where
        guard list.count > 0 else { throw refusal(data, "an empty JSON list") }
        let keys = list.firstKeys
        // Sessionize's other views are lists: sessions by group, speakers, the grid.
        let sessionizeViews: [Set<String>] = [["groupId", "sessions"], ["groupName", "sessions"], ["fullName", "firstName"],
                                              ["timeSlots"], ["date", "rooms"]]
        if sessionizeViews.contains(where: { $0.isSubset(of: keys) }) { return .sessionize }
        let items = list.count == 1 ? "1 item" : "\(list.count) items"
        if keys.contains("microlocation") {
            throw refusal(data, "an Open Event sessions list (\(items)), which has no rooms' days or zone; give the event's "
                                      + "schedule as frab XML or iCalendar")
        }
        if keys.isEmpty { throw refusal(data, "a JSON list of \(items) that are not objects") }
        throw refusal(data, "a JSON list of \(items) Podium cannot tell for a schedule (the first's fields: \(listed(keys)))")
    }

    /// What the file is; but JSON broken somewhere past what the shape was read from is said
    /// as broken, where it breaks (the shape reader does not check every value).
    private static func refusal(_ data: Data, _ what: String) -> ScheduleFeedError {
        (try? FeedJSON.parse(data)) == nil ? JSONErrorLocator.locate(in: data) : .unrecognizedFormat(what)
    }

    /// A few names, sorted, so that the message is the same for the same file.
    static func listed(_ keys: Set<String>) -> String {
        let names = keys.sorted().prefix(6).map { "\"\(String($0.prefix(40)))\"" }
        guard !names.isEmpty else { return "none" }
        return names.joined(separator: ", ") + (keys.count > 6 ? ", …" : "")
    }
}

/// pretalx's REST API (`/api/events/…`): an event, a page of talks or speakers, one talk. Its
/// address is easily given for the schedule's; the export lives beside the event's pages.
enum PretalxAPI {
    static func name(of keys: Set<String>) -> String? {
        if ["count", "results"].allSatisfy(keys.contains), keys.contains("next") || keys.contains("previous") { return "a page of results" }
        if ["slug", "date_from"].allSatisfy(keys.contains) { return "an event's description" }
        if keys.contains("code"), keys.contains("submission_type") || keys.contains("speakers") && keys.contains("state") { return "one talk" }
        return nil
    }

    /// The export beside a pretalx schedule page (`https://HOST/EVENT/schedule/` →
    /// `…/schedule/export/schedule.json`), else the shape of that address.
    static func exportAddress(forPage url: URL?) -> String {
        guard let url, ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil,
              url.pathComponents.last == "schedule" else { return "the event's schedule export (https://…/EVENT/schedule/export/schedule.json)" }
        var page = url.withoutCredentials
        if !page.hasSuffix("/") { page += "/" }
        return page + "export/schedule.json"
    }

    /// `https://HOST/EVENT/schedule/export/schedule.json` for an API address naming its event
    /// (`https://HOST/api/events/EVENT/…`), else the shape of that address.
    static func exportAddress(for url: URL?) -> String {
        let generic = "the event's schedule export (https://…/EVENT/schedule/export/schedule.json)"
        guard let url, let host = url.host, let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else { return generic }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard let api = parts.firstIndex(of: "api"), api + 2 < parts.count, parts[api + 1] == "events" else { return generic }
        let slug = parts[api + 2]
        guard slug.utf8.count <= 64, slug.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return generic }
        // Whatever prefix the instance is served under (pretalx.com has none; a self-hosted one may).
        let prefix = parts[..<api].map { "/" + $0 }.joined()
        let port = url.port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(host)\(port)\(prefix)/\(slug)/schedule/export/schedule.json"
    }
}
