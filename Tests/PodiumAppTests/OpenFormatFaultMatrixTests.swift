import Foundation
import Synchronization
import TestHarness
import Testing
@testable import PodiumApp

/// The fault matrix for the open formats: a good frab XML, frab JSON or iCalendar schedule is
/// applied, then the server sends a fault of that format. The store keeps the last good data,
/// and the status names the fault in one line.
@Suite(.serialized) struct OpenFormatFaultMatrixTests {
    enum Format: String, CaseIterable, Sendable {
        case frabXML = "frab XML", frabJSON = "frab JSON", iCalendar

        var contentType: String {
            switch self {
            case .frabXML: "application/xml"
            case .frabJSON: "application/json"
            case .iCalendar: "text/calendar"
            }
        }

        /// A schedule of `count` talks on 2025-02-01 in Brussels, at 09:00, 09:30…
        func schedule(count: Int, badTimeAt bad: Int? = nil) -> Data {
            let talks = (0..<count).map { index -> (id: String, start: String, clock: String, ical: String) in
                let minutes = 9 * 60 + 30 * index
                let clock = String(format: "%02d:%02d", minutes / 60, minutes % 60)
                let start = index == bad ? "2025-02-31T25:00:00+01:00" : "2025-02-01T\(clock):00+01:00"
                let ical = index == bad ? "2025023XT250000" : String(format: "20250201T%02d%02d00", minutes / 60, minutes % 60)
                return ("talk-\(index)", start, clock, ical)
            }
            switch self {
            case .frabXML:
                let events = talks.map { talk in
                    "<event guid=\"\(talk.id)\"><date>\(talk.start)</date><start>\(talk.clock)</start><duration>00:25</duration>"
                        + "<room>K.1</room><title>Talk \(talk.id)</title><persons><person id=\"1\">Ann</person></persons></event>"
                }.joined(separator: "\n")
                return Data("""
                    <?xml version="1.0"?><schedule><conference><title>Fault Fest</title><time_zone_name>Europe/Brussels</time_zone_name></conference>
                    <day index="1" date="2025-02-01"><room name="K.1">\(events)</room></day></schedule>
                    """.utf8)
            case .frabJSON:
                let events = talks.map { talk in
                    #"{"guid": "\#(talk.id)", "date": "\#(talk.start)", "start": "\#(talk.clock)", "duration": "00:25", "room": "K.1", "title": "Talk \#(talk.id)", "persons": [{"id": 1, "public_name": "Ann"}]}"#
                }.joined(separator: ",")
                return Data(#"""
                    {"schedule": {"version": "1", "conference": {"title": "Fault Fest", "time_zone_name": "Europe/Brussels",
                     "days": [{"index": 1, "date": "2025-02-01", "rooms": {"K.1": [\#(events)]}}]}}}
                    """#.utf8)
            case .iCalendar:
                let events = talks.map { talk in
                    "BEGIN:VEVENT\r\nUID:\(talk.id)\r\nDTSTART;TZID=Europe/Brussels:\(talk.ical)\r\nDURATION:PT25M\r\nSUMMARY:Talk \(talk.id)\r\nLOCATION:K.1\r\nEND:VEVENT\r\n"
                }.joined()
                return Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:Fault Fest\r\n\(events)END:VCALENDAR\r\n".utf8)
            }
        }
    }

    enum Fault: String, CaseIterable, Sendable {
        case truncated, htmlPage, badTime, mostSessionsGone, empty, otherFormatGarbage

        func body(_ format: Format, good: Data) -> Data {
            switch self {
            case .truncated: good.prefix(good.count * 2 / 3)
            case .htmlPage: Data("<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>".utf8)
            case .badTime: format.schedule(count: 20, badTimeAt: 7)
            case .mostSessionsGone: format.schedule(count: 3)
            case .empty: Data()
            case .otherFormatGarbage: Data("{\"schedule\": 42}".utf8)
            }
        }

        /// What the message must say, for each format.
        func mentions(_ format: Format) -> [String] {
            switch (self, format) {
            case (.truncated, .frabXML): ["malformed XML"]
            case (.truncated, .frabJSON): ["malformed JSON"]
            case (.truncated, .iCalendar): ["malformed iCalendar"]
            case (.htmlPage, _): ["an HTML page"]
            case (.badTime, _): ["2025-02-31", "2025023X"]
            case (.mostSessionsGone, _): ["would remove 17 of 20 sessions"]
            case (.empty, _): ["empty"]
            case (.otherFormatGarbage, _): ["schedule"]
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let format: Format
        let fault: Fault
        var testDescription: String { "\(format.rawValue): \(fault.rawValue)" }
    }

    static let cases = Format.allCases.flatMap { format in Fault.allCases.map { Case(format: format, fault: $0) } }

    @Test(arguments: cases)
    func aFaultOfTheFormatLeavesTheLastGoodData(_ example: Case) async throws {
        let good = example.format.schedule(count: 20)
        let serveFault = Atomic<Bool>(false)
        let contentType = example.format.contentType
        let fault = example.fault.body(example.format, good: good)
        let server = try ScriptedHTTPServer { _ in
            let body = serveFault.load(ordering: .relaxed) ? fault : good
            return [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": contentType], body: body))]
        }
        defer { server.stop() }
        let data = try TemporaryDirectory(prefix: "podium-format-faults")
        defer { data.remove() }
        let options = try FeedOptions.parse(["--feed", server.url("/schedule").absoluteString, "--data-dir", data.path])
        let opened = try OpenedConference(source: try ConferenceSource(options, environment: ["XDG_CONFIG_HOME": data.path]))
        let synchronizer = try await opened.makeSynchronizer()
        guard case .updated(let counts, _) = await synchronizer.syncNow() else { Issue.record("the good schedule was not applied"); return }
        #expect(counts.sessions == 20)
        let before = try await snapshot(opened)

        serveFault.store(true, ordering: .relaxed)
        let outcome = await synchronizer.syncNow()
        // A calendar's one unreadable event is left out and said, never a reason to lose the rest.
        if example.format == .iCalendar, example.fault == .badTime {
            guard case .updated(let counts, let warnings) = outcome else { Issue.record("the other events were refused: \(outcome)"); return }
            #expect(counts.sessions == 19)
            #expect(warnings.contains { $0.contains("1 event could not be read and is left out") && $0.contains("2025023X") }, "\(warnings)")
            return
        }
        let message: String
        switch outcome {
        case .failed(let text): message = text
        case .heldBack(let shrink): message = "\(shrink)"
        default:
            Issue.record("\(example.testDescription) was accepted: \(outcome)")
            return
        }
        #expect(example.fault.mentions(example.format).contains { message.contains($0) }, "\(message)")
        #expect(!message.contains("\n"), "one line: \(message)")
        #expect(try await snapshot(opened) == before, "the store changed after \(example.testDescription)")
    }

    private func snapshot(_ opened: OpenedConference) async throws -> String {
        let store = opened.store
        var parts = ["\(try await store.counts())"]
        for day in try await store.conference()?.days ?? [] {
            parts.append(contentsOf: try await store.sessions(on: day, matching: .all).map { "\($0)" })
        }
        return parts.joined(separator: "\n")
    }
}
