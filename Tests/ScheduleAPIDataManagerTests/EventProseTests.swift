import Entities
import Foundation
import TestHarness
import Testing
@testable import ScheduleAPIDataManager

/// Abstracts and descriptions are read on a second thread while the events are assembled: what
/// a session shows, and what is said to have been cut, is exactly what reading them one by one gives.
@Suite struct EventProseTests {
    /// Events of every kind a feed has: Markdown, HTML, an abstract the description repeats or
    /// begins with, one text only, none, and texts longer than a session keeps.
    static func records(_ count: Int) -> [EventRecord] {
        (0..<count).map { index in
            var record = EventRecord(path: "day[0].event[\(index)]")
            switch index % 7 {
            case 0:
                record.abstract = "**Talk \(index)** about [caches](https://example.org/\(index)) and `code`"
                record.description = "A longer text.\n\n- one\n- two *emphasis*\n\n> quoted \(index)"
            case 1:
                record.abstract = "<p>HTML <b>bold</b> \(index)</p>"
                record.description = "<p>HTML <b>bold</b> \(index)</p><p>and more</p>"
            case 2:
                record.abstract = "The same text \(index)"
                record.description = "The same text \(index)"
            case 3:
                record.description = "Only a description, with a bare https://example.org/\(index) link"
            case 4:
                break
            case 5:
                // Over FeedLimits.text, in a few events (long texts are slow to read in a debug build).
                record.abstract = index < 50 ? String(repeating: "long words \(index) ", count: 2_000) : "short words \(index)"
                record.description = "short \(index)"
            default:
                record.abstract = "Plain \(index)"
                record.description = (index < 50 ? String(repeating: "_under_ score \(index) ", count: 2_000) : "_under_ score") + " \(index)"
            }
            return record
        }
    }

    /// The assembler reads events in its own order, some not at all, while the other thread
    /// works from the far end: whoever read an event, and wherever they met, it is the same.
    @Test(arguments: [false, true]) func bothSidesReadWhatOneThreadReads(assemblerIsSlow: Bool) async throws {
        let records = Self.records(300)
        let order = Array(records.indices.reversed().filter { $0 % 3 != 0 }) + records.indices.filter { $0 % 3 == 0 }
        let skipped: Set<Int> = [1, 2, 150, 298]
        let (together, alone) = try await offThePool {
            let base = URL(string: "https://pretalx.example.org/conf/schedule/export/schedule.json")
            let reader = ProseReader(records, order: order, markup: .markdown, base: base)
            var together: [Int: EventProse] = [:]
            for (position, index) in order.enumerated() where !skipped.contains(position) {
                // Slow, the other thread reads most of them; fast, the assembler does.
                if assemblerIsSlow { Thread.sleep(forTimeInterval: 0.002) }
                together[index] = reader.prose(at: position)
            }
            return (together, Dictionary(uniqueKeysWithValues: records.indices.map { ($0, EventProse.of(records[$0], markup: .markdown, base: base)) }))
        }
        #expect(together.count == records.count - skipped.count)
        for (index, read) in together {
            let expected = try #require(alone[index])
            #expect(read.text == expected.text, "event \(index)")
            #expect(read.rich == expected.rich, "event \(index)")
            #expect(read.abstractWasCut == expected.abstractWasCut && read.descriptionWasCut == expected.descriptionWasCut, "event \(index)")
        }
        // What each kind gives, so the comparison above compares something.
        #expect(together[0]?.rich?.links.first?.absoluteString == "https://example.org/0")
        #expect(together[2]?.text == "The same text 2")
        #expect(together[4]?.text == nil && together[4]?.rich == nil)
        #expect(together[5]?.abstractWasCut == true && together[5]?.descriptionWasCut == false)
        #expect(together.filter(\.value.abstractWasCut).map(\.key).sorted() == [5, 12, 19, 26, 33, 40, 47])
        #expect(together[6]?.descriptionWasCut == true && together[55]?.descriptionWasCut == false)
    }
}
