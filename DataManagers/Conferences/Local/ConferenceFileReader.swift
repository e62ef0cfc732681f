import ConferencesDataContract
import Entities
import Foundation
import TOMLKit

/// Reads `conferences.toml`:
///
///     current = "FOSDEM 2025"
///
///     [[conference]]
///     name = "FOSDEM 2025"
///     feed = "https://fosdem.org/2025/schedule/xml"
///     store = "fosdem-2025"
///     timezone = "Europe/Brussels"   # optional: the feed's own zone otherwise
///     news = "https://fosdem.org/2025/news.xml"   # optional
///     remind = 10        # optional: minutes before a favorite starts (0: never; 5 otherwise)
///     notify = false     # optional: no desktop notifications
///     server = "https://people.example.org"   # optional: the conference's podium-server
///     ignore_offsets = true   # optional: the feed's clock times as written, in `timezone`
///
/// Every mistake is reported with its line: not TOML, an unknown key (a typo would otherwise
/// be silently ignored), a missing name or feed, an unknown zone, two conferences of one name
/// or one store, a `current` that names none of them.
enum ConferenceFileReader {
    static let conferenceKeys = ["name", "feed", "store", "timezone", "news", "remind", "notify", "server", "ignore_offsets"]

    static func list(from text: String, file: String) throws(ConferenceFileError) -> ConferenceList {
        let table = try PersonFileText.table(from: text, file: file)
        let lines = TOMLKeyLines(text)
        func invalid(_ detail: String, block: Int? = nil, key: String? = nil) -> ConferenceFileError {
            .invalid(file: file, line: lines.line(ofBlock: block, key: key), detail: detail)
        }

        for key in table.keys where key != "current" && key != "conference" {
            throw invalid("unknown setting '\(key)' (the file holds `current = \"NAME\"` and [[conference]] tables)", key: key)
        }
        var list = ConferenceList()
        if let current = table["current"] {
            guard let name = current.string else { throw invalid("current should be a conference's name in quotes", key: "current") }
            list.currentName = name
        }
        if let entries = table["conference"] {
            guard let array = entries.array else { throw invalid("conference should be written as [[conference]] tables", key: "conference") }
            for (index, element) in array.enumerated() {
                guard let entry = element.table else { throw invalid("conference \(index + 1) is not a table", block: index) }
                list.conferences.append(try conference(entry, index: index, invalid: invalid))
            }
        }
        try check(list, invalid: invalid)
        return list
    }

    private static func conference(_ entry: TOMLTable, index: Int,
                                   invalid: (String, Int?, String?) -> ConferenceFileError) throws(ConferenceFileError) -> SavedConference {
        for key in entry.keys where !conferenceKeys.contains(key) {
            throw invalid("unknown key '\(key)' (a conference has \(conferenceKeys.joined(separator: ", ")))", index, key)
        }
        func text(_ key: String) throws(ConferenceFileError) -> String? {
            guard let value = entry[key] else { return nil }
            guard let string = value.string else { throw invalid("\(key) should be text in quotes", index, key) }
            let trimmed = string.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw invalid("\(key) is empty", index, key) }
            guard !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
                throw invalid("\(key) holds control characters", index, key)
            }
            return trimmed
        }
        /// An http(s) address is checked before any network library sees it (NIO traps on a
        /// port above 65535); a file's path is the sync's to read.
        func address(_ key: String) throws(ConferenceFileError) -> String? {
            guard let value = try text(key) else { return nil }
            if let url = URL(string: value), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), let problem = url.connectionProblem {
                throw invalid("\(key) cannot be used: \(problem)", index, key)
            }
            return value
        }
        guard let name = try text("name") else { throw invalid("conference \(index + 1) has no name", index, nil) }
        guard let feed = try address("feed") else { throw invalid("\(name) has no feed (its schedule's address or file)", index, nil) }
        var timeZone: TimeZone?
        if let zone = try text("timezone") {
            guard let known = TimeZone(identifier: zone) else {
                throw invalid("unknown time zone '\(zone)' (an IANA name such as Europe/Berlin)", index, "timezone")
            }
            timeZone = known
        }
        let store = try text("store") ?? SavedConference.storeName(for: name)
        guard store.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }), !store.hasPrefix(".") else {
            throw invalid("store '\(store)' should be a plain file name (letters, digits, - _ .)", index, "store")
        }
        guard !ConferenceList.isReserved(store) else {
            throw invalid("store '\(store)' is a name Podium uses for other files (demo, news-…, …-user); choose another", index, "store")
        }
        var reminderMinutes: Int?
        if let value = entry["remind"] {
            let range = SavedConference.reminderMinutesRange
            guard let minutes = value.int, range.contains(minutes) else {
                throw invalid("remind should be a number of minutes from \(range.lowerBound) (never) to \(range.upperBound), without quotes", index, "remind")
            }
            reminderMinutes = minutes
        }
        var notify: Bool?
        if let value = entry["notify"] {
            guard let flag = value.bool else { throw invalid("notify should be true or false, without quotes", index, "notify") }
            notify = flag
        }
        var ignoresOffsets: Bool?
        if let value = entry["ignore_offsets"] {
            guard let flag = value.bool else { throw invalid("ignore_offsets should be true or false, without quotes", index, "ignore_offsets") }
            ignoresOffsets = flag
        }
        let server = try text("server")
        if let server {
            guard let url = URL(string: server), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
                throw invalid("server should be the http(s) address of the conference's podium-server", index, "server")
            }
            if let problem = url.connectionProblem { throw invalid("server cannot be used: \(problem)", index, "server") }
        }
        return SavedConference(name: name, feed: feed, timeZone: timeZone, news: try address("news"), store: store,
                               reminderMinutes: reminderMinutes, desktopNotifications: notify, server: server,
                               ignoresOffsets: ignoresOffsets)
    }

    private static func check(_ list: ConferenceList,
                              invalid: (String, Int?, String?) -> ConferenceFileError) throws(ConferenceFileError) {
        var names: Set<String> = []
        var stores: Set<String> = []
        for (index, conference) in list.conferences.enumerated() {
            guard names.insert(conference.name.lowercased()).inserted else {
                throw invalid("a second conference named '\(conference.name)'", index, "name")
            }
            guard stores.insert(conference.store).inserted else {
                throw invalid("a second conference with store '\(conference.store)' (each needs its own)", index, "store")
            }
        }
        if let current = list.currentName, list.named(current) == nil {
            throw invalid("current names '\(current)', which is none of the conferences", nil, "current")
        }
    }
}
