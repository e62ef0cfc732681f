import Entities
import FeedXML
import Foundation
import ScheduleDataContract

/// Reads the frab / Pentabarf schedule XML (FOSDEM, CCC, pretalx `schedule.xml`, wafer's
/// `pentabarf.xml`, OSEM): `<schedule>` with `<conference>`, then `<day>` → `<room>` → `<event>`.
/// Old files without guids, `<date>` or a zone are read too; see `FrabSchedule` for the rules.
package struct FrabXMLParser: ScheduleParsing {
    package init() {}

    package func parse(_ data: Data, context: ParseContext) throws(ScheduleFeedError) -> ScheduleFeed {
        let root: XMLNode
        do {
            root = try XMLDocument.parse(data)
        } catch {
            throw .malformedXML(line: error.line, column: error.column, detail: error.detail)
        }
        guard root.name == "schedule" else { throw .unrecognizedFormat("XML whose top element is <\(root.name)>, not <schedule>") }

        var conference = FrabConference()
        if let node = root.child("conference") {
            conference.title = node.value("title")
            conference.timeZoneName = node.value("time_zone_name")
            conference.dayChange = node.value("day_change")
            conference.baseURL = node.value("base_url")
            conference.city = node.value("city")
        }
        conference.generator = root.child("generator")?.attributes["name"]
        conference.tracks = root.child("tracks")?.children("track").map(\.trimmedText) ?? []
        conference.persons = root.child("persons")?.children("person").map { person(from: $0) } ?? []

        try FrabStructure.check(root)
        var days: [FrabDay] = []
        for (dayIndex, node) in root.children("day").enumerated() {
            let path = "day[\(node.attributes["index"] ?? "\(dayIndex + 1)")]"
            var day = FrabDay(path: path)
            if let text = node.attributes["date"] {
                guard let date = LocalDate(text.withoutSurroundingWhiteSpace) else {
                    throw .invalidValue(path: "\(path).date", value: text, expected: "a date (2025-02-01)")
                }
                day.date = date
            }
            day.start = node.attributes["start"].flatMap(FeedDateTime.init(iso:))
            day.end = node.attributes["end"].flatMap(FeedDateTime.init(iso:))
            // Today's layout: <day> → <room name> → <event>. Pentabarf's before 2013 (FOSDEM 2007,
            // 2010): <day> → <event>, each naming its <room>; a day may mix both.
            var loose: [FrabEvent] = []
            for child in node.children {
                switch child.name {
                case "room":
                    let name = child.attributes["name"]
                    if dayIndex == 0, let name { conference.rooms.append(name) }
                    let roomPath = "\(path).room[\"\(name ?? "")\"]"
                    let events = child.children("event").enumerated().map { offset, element in
                        event(from: element, path: "\(roomPath).event[\(offset)] (line \(element.line))")
                    }
                    day.rooms.append((name, events))
                case "event":
                    loose.append(event(from: child, path: "\(path).event[\(loose.count)] (line \(child.line))"))
                default:
                    break
                }
            }
            if !loose.isEmpty { day.rooms.append((nil, loose)) }
            days.append(day)
        }
        return try FrabSchedule.feed(conference, days: days, format: .frabXML, context: context)
    }

    private func event(from node: XMLNode, path: String) -> FrabEvent {
        var event = FrabEvent(path: path)
        event.guid = node.attributes["guid"]
        event.id = node.attributes["id"]
        // One pass over the children: an event has a score of them, read by name.
        for child in node.children {
            switch child.name {
            case "date": event.date = child.trimmedText
            case "start": event.start = child.trimmedText
            case "duration": event.duration = child.trimmedText
            case "room": event.room = child.trimmedText
            case "url": event.url = child.trimmedText
            case "title": event.title = child.text
            case "subtitle": event.subtitle = child.text
            case "track": event.track = child.trimmedText
            case "type": event.type = child.trimmedText
            case "language": event.language = child.trimmedText
            case "abstract": event.abstract = child.text
            case "description": event.description = child.text
            case "feedback_url": event.feedbackURL = child.trimmedText
            case "recording": event.doNotRecord = child.value("optout")?.lowercased() == "true"
            case "persons": event.persons = child.children("person").map { person(from: $0) }
            case "links", "attachments":
                for link in child.children where link.name == "link" || link.name == "attachment" {
                    if let href = link.attributes["href"] { event.links.append((FrabSchedule.nonEmpty(link.text), href)) }
                }
            default: break
            }
        }
        return event
    }

    /// `<person id="4744">Mikhail Gudim</person>`, or with `<name>`/`<biography>` inside.
    private func person(from node: XMLNode) -> PersonRecord {
        let name = node.value("public_name") ?? node.value("name") ?? node.trimmedText
        return PersonRecord(id: FrabSchedule.personID(code: node.attributes["code"], id: node.attributes["id"]),
                            guid: FrabSchedule.nonEmpty(node.attributes["guid"]), name: name, bio: node.value("biography") ?? node.value("abstract"), photoURL: node.value("avatar"))
    }
}
