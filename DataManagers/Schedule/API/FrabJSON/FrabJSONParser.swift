import Entities
import Foundation
import ScheduleDataContract

/// Reads the frab / pretalx schedule JSON (the c3voc schema, `schedule.json`):
/// `{"schedule": {"conference": {"days": [{"rooms": {"Ada": [events…]}}]}}}`, the same model as
/// the XML (see `FrabSchedule`). Persons come as frab's `{id, public_name}` or pretalx's
/// `{code, name, biography, avatar}`; links as objects or plain URLs.
package struct FrabJSONParser: ScheduleParsing {
    package init() {}

    package func parse(_ data: Data, context: ParseContext) throws(ScheduleFeedError) -> ScheduleFeed {
        let document = try FeedJSON.parse(data)
        guard let schedule = document["schedule"], case .object = schedule else {
            throw .missingField(path: "schedule")
        }
        guard let conferenceNode = schedule["conference"], case .object = conferenceNode else {
            throw .missingField(path: "schedule.conference")
        }
        var conference = FrabConference()
        conference.title = conferenceNode["title"]?.text
        conference.generator = document["generator"]?["name"]?.text
        conference.timeZoneName = conferenceNode["time_zone_name"]?.text
        conference.dayChange = conferenceNode["day_change"]?.text
        conference.baseURL = schedule["base_url"]?.text ?? conferenceNode["base_url"]?.text
        conference.city = conferenceNode["city"]?.text
        conference.rooms = conferenceNode["rooms"]?.elements.compactMap { $0["name"]?.text ?? $0.text } ?? []
        conference.tracks = conferenceNode["tracks"]?.elements.compactMap { $0["name"]?.text ?? $0.text } ?? []

        guard let dayList = conferenceNode["days"], case .array(let dayNodes) = dayList else {
            throw .missingField(path: "schedule.conference.days")
        }
        var days: [FrabDay] = []
        for (dayIndex, node) in dayNodes.enumerated() {
            let path = "schedule.conference.days[\(dayIndex)]"
            var day = FrabDay(path: path)
            if let text = node["date"]?.text {
                guard let date = LocalDate(text.trimmingCharacters(in: .whitespaces)) else {
                    throw .invalidValue(path: "\(path).date", value: text, expected: "a date (2019-12-27)")
                }
                day.date = date
            }
            day.start = node["day_start"]?.text.flatMap(FeedDateTime.init(iso:))
            day.end = node["day_end"]?.text.flatMap(FeedDateTime.init(iso:))
            for (name, events) in node["rooms"]?.members ?? [] {
                if !conference.rooms.contains(name) { conference.rooms.append(name) }
                guard case .array(let list) = events else {
                    throw .wrongType(path: "\(path).rooms[\"\(name)\"]", expected: "a list of events")
                }
                day.rooms.append((name, list.enumerated().map { offset, element in
                    event(from: element, path: "\(path).rooms[\"\(name)\"][\(offset)]")
                }))
            }
            days.append(day)
        }
        return try FrabSchedule.feed(conference, days: days, format: .frabJSON, context: context)
    }

    private func event(from node: FeedJSON, path: String) -> FrabEvent {
        var event = FrabEvent(path: path)
        event.guid = node["guid"]?.text
        event.id = node["id"]?.text
        event.date = node["date"]?.text
        event.start = node["start"]?.text
        event.duration = node["duration"]?.text
        event.room = node["room"]?.text
        event.url = node["url"]?.text
        event.title = node["title"]?.text
        event.subtitle = node["subtitle"]?.text
        event.track = node["track"]?.text
        event.type = node["type"]?.text
        event.language = node["language"]?.text
        event.abstract = node["abstract"]?.text
        event.description = node["description"]?.text
        event.feedbackURL = node["feedback_url"]?.text
        event.doNotRecord = node["do_not_record"]?.flag ?? false
        event.persons = node["persons"]?.elements.compactMap(person) ?? []
        for key in ["links", "attachments"] {
            for link in node[key]?.elements ?? [] {
                if let url = link.text {
                    event.links.append((nil, url))
                } else if let url = link["url"]?.text ?? link["href"]?.text {
                    event.links.append((link["title"]?.text, url))
                }
            }
        }
        return event
    }

    private func person(_ node: FeedJSON) -> PersonRecord? {
        if let name = node.text { return PersonRecord(id: nil, name: name) }
        guard let name = node["public_name"]?.text ?? node["name"]?.text else { return nil }
        let links = node["links"]?.elements.compactMap { link -> (title: String?, url: String)? in
            guard let url = link.text ?? link["url"]?.text else { return nil }
            return (link["title"]?.text, url)
        } ?? []
        return PersonRecord(id: FrabSchedule.personID(code: node["code"]?.text, id: node["id"]?.text),
                            guid: FrabSchedule.nonEmpty(node["guid"]?.text), name: name, bio: node["biography"]?.text ?? node["abstract"]?.text,
                            photoURL: node["avatar"]?.text, links: links)
    }
}
