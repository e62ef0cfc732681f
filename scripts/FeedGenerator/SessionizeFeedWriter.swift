import Foundation

/// Builds a Sessionize "All" document: rooms, categories, speakers and sessions over some days,
/// with the real world's shapes (string session ids, numeric speaker.sessions, service and
/// plenum sessions, a few unscheduled sessions and very long titles).
struct SessionizeFeedWriter {
    struct Shape {
        var days: [String]         // "2026-11-23"
        var rooms: Int
        var sessions: Int
        var speakers: Int
        var seed: UInt64
        /// Start times of talks; each room holds one talk per slot, so no room is double-booked.
        var talkSlots: [String]
        var talkMinutes: Int
    }

    let shape: Shape

    func document() -> [String: Any] {
        var random = SeededRandom(seed: shape.seed)
        let rooms = (1...shape.rooms).map { ["id": 1000 + $0, "name": $0 == 1 ? "Main Hall" : "Room \($0 - 1)", "sort": $0] as [String: Any] }
        let categories = makeCategories()
        let speakers = makeSpeakers(&random)
        var sessions: [[String: Any]] = []
        var speakerSessions: [Int: [Int]] = [:]
        var nextID = 700_000
        var talkIndex = 0
        for (dayIndex, day) in shape.days.enumerated() {
            // Every day: coffee, the plenum keynote (in every room), lunch and a break.
            sessions.append(service(id: &nextID, title: dayIndex == 0 ? "Registration & coffee" : "Coffee", day: day, start: "08:15", end: "09:00"))
            sessions.append(keynote(id: &nextID, day: day, dayIndex: dayIndex, speaker: speakers[dayIndex % speakers.count], speakerIndex: dayIndex % speakers.count, speakerSessions: &speakerSessions))
            sessions.append(service(id: &nextID, title: "Lunch", day: day, start: "12:15", end: "13:30"))
            sessions.append(service(id: &nextID, title: "Afternoon break", day: day, start: "15:15", end: "15:45"))
        }
        let talksWanted = shape.sessions - sessions.count
        outer: for slotIndex in shape.talkSlots.indices {
            for day in shape.days {
                for room in 1...shape.rooms {
                    guard talkIndex < talksWanted else { break outer }
                    let speakerIndex = (talkIndex * 7 + room + slotIndex) % speakers.count
                    sessions.append(talk(id: &nextID, day: day, start: shape.talkSlots[slotIndex], room: 1000 + room, index: talkIndex,
                                         speakerIndex: speakerIndex, speakers: speakers, categories: categories,
                                         speakerSessions: &speakerSessions, random: &random))
                    talkIndex += 1
                }
            }
        }
        precondition(talkIndex == talksWanted, "the shape has room for \(talkIndex) talks, not \(talksWanted)")
        let speakerRecords = speakers.enumerated().map { index, speaker -> [String: Any] in
            var record = speaker
            record["sessions"] = speakerSessions[index] ?? []
            return record
        }
        return ["sessions": sessions, "speakers": speakerRecords, "questions": [], "categories": categories, "rooms": rooms]
    }

    // MARK: Parts

    private func makeCategories() -> [[String: Any]] {
        func items(_ names: [String], base: Int) -> [[String: Any]] {
            names.enumerated().map { ["id": base + $0.offset, "name": $0.element, "sort": $0.offset] }
        }
        return [
            ["id": 1, "title": "Track", "items": items(Vocabulary.tracks, base: 100), "sort": 1, "type": "session"],
            ["id": 2, "title": "Level", "items": items(Vocabulary.levels, base: 200), "sort": 2, "type": "session"],
            ["id": 3, "title": "Format", "items": items(Vocabulary.formats, base: 300), "sort": 3, "type": "session"],
        ]
    }

    private func makeSpeakers(_ random: inout SeededRandom) -> [[String: Any]] {
        (0..<shape.speakers).map { index in
            let first = Vocabulary.firstNames[index % Vocabulary.firstNames.count]
            let last = Vocabulary.lastNames[(index * 7 + index / Vocabulary.firstNames.count) % Vocabulary.lastNames.count]
            let native = index % 25 == 7 ? Vocabulary.nativeNames[(index / 25) % Vocabulary.nativeNames.count] : nil
            let company = random.pick(Vocabulary.companies)
            let tagLine = random.chance(0.8) ? "\(random.pick(Vocabulary.roles)) at \(company)" : "Maker of small useful things"
            // Drawn as before (the rest of the feed stays as it was), each sentence once.
            let sentences = (0..<(1 + random.int(below: 3))).map { _ in random.pick(Vocabulary.bioSentences) }
            let bio = sentences.enumerated().filter { !sentences.prefix($0.offset).contains($0.element) }.map(\.element).joined(separator: "\r\n")
            let handle = "\(first)\(last)".lowercased().filter { $0.isASCII && $0.isLetter }
            let links = (0..<random.int(below: 3)).map { linkIndex -> [String: Any] in
                let (title, type) = Vocabulary.linkTypes[(index + linkIndex) % Vocabulary.linkTypes.count]
                return ["title": title, "url": "https://\(type.lowercased()).example.com/\(handle)", "linkType": type]
            }
            return [
                "id": String(format: "5f0a%04x-0000-4000-8000-%012x", index % 0xFFFF, index),
                "firstName": native == nil ? first : String(native!.split(separator: " ").last ?? ""),
                "lastName": native == nil ? last : String(native!.split(separator: " ").first ?? ""),
                "fullName": native ?? "\(first) \(last)",
                "bio": bio, "tagLine": tagLine, "profilePicture": "https://sessionize.com/image/\(handle).jpg",
                "isTopSpeaker": index % 13 == 0, "links": links, "categoryItems": [],
            ]
        }
    }

    private func service(id: inout Int, title: String, day: String, start: String, end: String) -> [String: Any] {
        id += 1
        return ["id": "sz-\(id)", "title": title, "description": NSNull(), "startsAt": "\(day)T\(start):00", "endsAt": "\(day)T\(end):00",
                "isServiceSession": true, "isPlenumSession": false, "speakers": [], "categoryItems": [], "roomId": 1001,
                "liveUrl": NSNull(), "recordingUrl": NSNull(), "status": NSNull()]
    }

    private func keynote(id: inout Int, day: String, dayIndex: Int, speaker: [String: Any], speakerIndex: Int,
                         speakerSessions: inout [Int: [Int]]) -> [String: Any] {
        id += 1
        speakerSessions[speakerIndex, default: []].append(id)
        return ["id": String(id), "title": ["Keynote: The next decade of Swift", "Keynote: Craft at scale", "Closing keynote: What we learned"][dayIndex % 3],
                "description": "The day's opening keynote, in every room.\r\n\r\nExpect demos, a few surprises and plenty of questions.",
                "startsAt": "\(day)T09:00:00", "endsAt": "\(day)T09:50:00", "isServiceSession": false, "isPlenumSession": true,
                "speakers": [speaker["id"]!], "categoryItems": [104, 300], "roomId": 1001,
                "liveUrl": "https://stream.example.com/keynote-\(dayIndex + 1)", "recordingUrl": NSNull(), "status": "Accepted"]
    }

    private func talk(id: inout Int, day: String, start: String, room: Int, index: Int, speakerIndex: Int, speakers: [[String: Any]],
                      categories: [[String: Any]], speakerSessions: inout [Int: [Int]], random: inout SeededRandom) -> [String: Any] {
        id += 1
        let topic = random.pick(Vocabulary.topics)
        var opener = random.pick(Vocabulary.openers)
        if topic.lowercased().hasPrefix(opener.lowercased().prefix(4)) { opener = "A field guide to" }  // no "Testing testing"
        var title = "\(opener) \(topic)"
        if index % 37 == 5 {
            title += ": a very long title that keeps going, because some speakers cannot stop — with caveats, footnotes and a subtitle"
        }
        let format = index % 9 == 0 ? 1 : (index % 23 == 0 ? 2 : 0)
        // Workshops run to the next slot; lightning talks are short.
        let minutes = format == 1 ? shape.talkMinutes + 10 : (format == 2 ? 10 : shape.talkMinutes)
        let unscheduled = index % 61 == 13
        let (hour, minute) = (Int(start.prefix(2))!, Int(start.suffix(2))!)
        let end = hour * 60 + minute + minutes
        var speakerIDs = [speakers[speakerIndex]["id"]!]
        speakerSessions[speakerIndex, default: []].append(id)
        if random.chance(0.15) {
            let second = (speakerIndex + 11) % speakers.count
            speakerIDs.append(speakers[second]["id"]!)
            speakerSessions[second, default: []].append(id)
        }
        return [
            "id": String(id), "title": title,
            "description": "A session about \(topic).\r\n\r\n- What works in production\r\n- What does not\r\n- How to tell the difference",
            "startsAt": unscheduled ? NSNull() : "\(day)T\(start):00" as Any,
            "endsAt": unscheduled ? NSNull() : String(format: "%@T%02d:%02d:00", day, end / 60, end % 60) as Any,
            "isServiceSession": false, "isPlenumSession": false, "speakers": speakerIDs,
            "categoryItems": [100 + random.int(below: Vocabulary.tracks.count), 200 + random.int(below: 3), 300 + format],
            "roomId": unscheduled ? NSNull() : room as Any,
            "liveUrl": NSNull(), "recordingUrl": index % 4 == 0 ? "https://videos.example.com/\(id)" as Any : NSNull(),
            "status": "Accepted",
        ]
    }
}

extension SessionizeFeedWriter.Shape {
    /// The bundled demo conference: three days, eight rooms, 200 sessions, 150 speakers.
    static let demo = SessionizeFeedWriter.Shape(
        days: ["2026-11-23", "2026-11-24", "2026-11-25"], rooms: 8, sessions: 200, speakers: 150, seed: 2026,
        talkSlots: ["10:00", "11:15", "13:30", "14:30", "15:45", "16:45", "17:45", "18:45"], talkMinutes: 45)
}

extension SessionizeFeedWriter.Shape {
    /// Talk slots of the benchmark feeds: seventeen 25-minute talks a room and day, 10:00 to 19:35.
    static let benchmarkSlots = (0..<17).map { String(format: "%02d:%02d", (600 + $0 * 35) / 60, (600 + $0 * 35) % 60) }

    /// `sessions` sessions as a conference grows: days and rooms both grow with the square root
    /// of its size (5,000 sessions: 5 days of 59 rooms; 20,000: 10 days of 118; 50,000: 14 days
    /// of 210), and a speaker for every five sessions in three.
    static func growing(to sessions: Int) -> Self {
        let dayCount = min(14, max(1, Int((Double(sessions) / 200).squareRoot())))
        let days = (0..<dayCount).map { String(format: "2027-%02d-%02d", 3 + $0 / 28, 1 + $0 % 28) }
        let talks = sessions - 4 * dayCount
        let rooms = max(1, (talks + dayCount * benchmarkSlots.count - 1) / (dayCount * benchmarkSlots.count))
        return .init(days: days, rooms: rooms, sessions: sessions, speakers: max(10, sessions * 3 / 5), seed: UInt64(sessions),
                     talkSlots: benchmarkSlots, talkMinutes: 25)
    }
}
