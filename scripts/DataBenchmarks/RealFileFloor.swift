import FeedFetcherContract
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GRDB
import ScheduleAPIDataManager
import ScheduleDataContract
import ScheduleLocalDataManager

/// `podium-data-bench --floor FILE…`: what `podium add` does with a real frab or pretalx export
/// (read it, check it, apply it into an empty store) beside an independent floor in the same
/// run, alternated: Foundation's own readers (XMLParser with a delegate, JSONSerialization)
/// collecting the same fields — title, subtitle, abstract, description, date, start, duration,
/// room, track, type, language, address, speakers, links — stored as given with prepared
/// statements in one transaction, with a full-text index over the text. That is what a script
/// in Python (ElementTree or json, and sqlite3) does; what the floor leaves out is what Podium
/// adds: checking, times in the venue's zone, formatted text, identities, change history.
enum RealFileFloor {
    struct Event {
        var id = "", title = "", subtitle = "", abstract = "", description = "", date = "", start = "", duration = ""
        var room = "", track = "", type = "", language = "", url = ""
        var persons: [(id: String, name: String)] = []
        var links: [(url: String, title: String)] = []
    }

    static func run(_ paths: [String], runs: Int) async throws {
        print("| file (sessions) | read and apply, median of \(runs) | floor, median of \(runs) | ÷ floor |")
        print("|---|---|---|---|")
        for path in paths {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            var ours: [Double] = [], floor: [Double] = []
            var sessions = 0
            for _ in 0..<runs {
                let directory = NSTemporaryDirectory() + "podium-floor-\(UUID().uuidString)"
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: directory) }
                let schedule = try ScheduleLocalDataManager(path: "\(directory)/schedule.sqlite", conferenceName: "Bench", timeZone: nil)
                let floorPath = "\(directory)/floor.sqlite"
                try prepare(floorPath)
                ours.append(try await DataBenchmarkMain.seconds {
                    let feed = try ScheduleFeedReader(timeZone: TimeZone(identifier: "Europe/Berlin")).read(data)
                    sessions = try await schedule.apply(feed, validators: FeedValidators(), at: Date(), shrink: .accept).report?.sessions ?? 0
                })
                floor.append(try DataBenchmarkMain.seconds { try store(try events(in: data), into: floorPath) })
            }
            let median = { (values: [Double]) in values.sorted()[values.count / 2] }
            print("| \((path as NSString).lastPathComponent) (\(sessions)) | \(DataBenchmarkMain.ms(median(ours))) ms | "
                  + "\(DataBenchmarkMain.ms(median(floor))) ms | \(String(format: "%.2f", median(ours) / median(floor))) |")
        }
    }

    static func events(in data: Data) throws -> [Event] {
        data.first.map { $0 == UInt8(ascii: "{") } == true ? try jsonEvents(data) : xmlEvents(data)
    }

    static func jsonEvents(_ data: Data) throws -> [Event] {
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let days = ((root?["schedule"] as? [String: Any])?["conference"] as? [String: Any])?["days"] as? [[String: Any]] ?? []
        var events: [Event] = []
        for day in days {
            for case let (room, list as [[String: Any]]) in day["rooms"] as? [String: Any] ?? [:] {
                for item in list {
                    func text(_ key: String) -> String { (item[key] as? String) ?? (item[key] as? NSNumber)?.stringValue ?? "" }
                    var event = Event(id: text("guid"), title: text("title"), subtitle: text("subtitle"), abstract: text("abstract"),
                                      description: text("description"), date: text("date"), start: text("start"), duration: text("duration"),
                                      room: room, track: text("track"), type: text("type"), language: text("language"), url: text("url"))
                    for person in item["persons"] as? [[String: Any]] ?? [] {
                        let id = (person["code"] as? String) ?? (person["guid"] as? String) ?? (person["id"] as? NSNumber)?.stringValue ?? ""
                        event.persons.append((id, (person["public_name"] as? String) ?? (person["name"] as? String) ?? ""))
                    }
                    for link in item["links"] as? [[String: Any]] ?? [] {
                        event.links.append(((link["url"] as? String) ?? "", (link["title"] as? String) ?? ""))
                    }
                    events.append(event)
                }
            }
        }
        return events
    }

    static func xmlEvents(_ data: Data) -> [Event] {
        let collector = XMLCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        _ = parser.parse()
        return collector.events
    }

    /// Every `<event>`'s fields, the text of each child element as written.
    final class XMLCollector: NSObject, XMLParserDelegate {
        var events: [Event] = []
        private var event: Event?
        private var text = ""
        private var personID = ""
        private var linkURL = ""
        /// The elements whose text is an event's field as it is.
        private let fields: [String: WritableKeyPath<Event, String>] = [
            "title": \.title, "subtitle": \.subtitle, "abstract": \.abstract, "description": \.description, "date": \.date,
            "start": \.start, "duration": \.duration, "room": \.room, "track": \.track, "type": \.type,
            "language": \.language, "url": \.url,
        ]

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            text = ""
            switch name {
            case "event": event = Event(id: attributes["guid"] ?? attributes["id"] ?? "")
            case "person": personID = attributes["id"] ?? ""
            case "link": linkURL = attributes["href"] ?? ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, foundCDATA block: Data) { text += String(decoding: block, as: UTF8.self) }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard event != nil else { return }
            switch name {
            case "event": events.append(event!); event = nil
            case "person": event!.persons.append((personID, text))
            case "link": event!.links.append((linkURL, text))
            default: if let field = fields[name] { event![keyPath: field] = text }
            }
        }
    }

    static func prepare(_ path: String) throws {
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: """
                PRAGMA journal_mode = WAL;
                CREATE TABLE room (name TEXT PRIMARY KEY);
                CREATE TABLE session (id TEXT PRIMARY KEY, title TEXT, subtitle TEXT, abstract TEXT, description TEXT, date TEXT,
                    start TEXT, duration TEXT, room TEXT, track TEXT, type TEXT, language TEXT, url TEXT);
                CREATE TABLE person (id TEXT PRIMARY KEY, name TEXT);
                CREATE TABLE sessionPerson (sessionId TEXT, personId TEXT, position INTEGER);
                CREATE TABLE link (sessionId TEXT, url TEXT, title TEXT);
                CREATE VIRTUAL TABLE sessionSearch USING fts5(sessionId UNINDEXED, title, abstract, description, people);
                """)
        }
    }

    static func store(_ events: [Event], into path: String) throws {
        try DatabaseQueue(path: path).write { db in
            let room = try db.makeStatement(sql: "INSERT OR IGNORE INTO room (name) VALUES (?)")
            let session = try db.makeStatement(sql: "INSERT OR REPLACE INTO session VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            let person = try db.makeStatement(sql: "INSERT OR IGNORE INTO person (id, name) VALUES (?, ?)")
            let sessionPerson = try db.makeStatement(sql: "INSERT INTO sessionPerson VALUES (?, ?, ?)")
            let link = try db.makeStatement(sql: "INSERT INTO link VALUES (?, ?, ?)")
            let search = try db.makeStatement(sql: "INSERT INTO sessionSearch VALUES (?, ?, ?, ?, ?)")
            for event in events {
                try room.execute(arguments: [event.room])
                try session.execute(arguments: [event.id, event.title, event.subtitle, event.abstract, event.description, event.date, event.start,
                                                event.duration, event.room, event.track, event.type, event.language, event.url])
                for (position, speaker) in event.persons.enumerated() {
                    try person.execute(arguments: [speaker.id, speaker.name])
                    try sessionPerson.execute(arguments: [event.id, speaker.id, position])
                }
                for item in event.links { try link.execute(arguments: [event.id, item.url, item.title]) }
                try search.execute(arguments: [event.id, event.title, event.abstract, event.description,
                                               event.persons.map(\.name).joined(separator: " ")])
            }
        }
    }
}
