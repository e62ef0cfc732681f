import Foundation
import TestHarness
import Testing
@testable import FeedCheck

/// `scripts/check-feeds`: one line per file of a folder, on the repository's own schedules.
@Suite struct FeedCheckTests {
    static let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules").path

    @Test func oneLinePerFileWithFormatSessionsSpeakersZoneAndNameAndEveryWarningUnderIt() throws {
        let files = try FeedCheck.files(in: [Self.fixtures])
        #expect(!files.contains { $0.hasSuffix("/Real") || $0.hasSuffix("/Quirks") }, "folders in the folder are not files")
        let reports = Dictionary(uniqueKeysWithValues: files.map { file in
            ((file as NSString).lastPathComponent, FeedCheck.check(file, timeZone: nil))
        })
        #expect(reports["tiny-congress.xml"]?.text
                == #"tiny-congress.xml  frab XML  4 sessions  2 speakers  2 days  Europe/Berlin (named by the feed)  "Tiny Congress 2024""#)
        #expect(reports["fosdem-2025-excerpt.xml"]?.line
                == #"fosdem-2025-excerpt.xml  frab XML  2 sessions  2 speakers  1 day  Europe/Brussels (named by the feed)  "FOSDEM 2025""#)
        #expect(reports["36c3-excerpt.xml"]?.line.contains("  UTC+01:00 (from the feed's UTC offsets)  ") == true)
        #expect(reports["36c3-excerpt.xml"]?.problems.first?.contains("summer-time changes are not known") == true)
        #expect(reports["old-pentabarf.xml"]?.line.contains("2 sessions  1 speaker  2 days  Europe/Brussels (from the feed's city)  \"FOSDEM 2012\"") == true)
        let kielux = try #require(reports["kielux-2020-excerpt.ics"])
        #expect(kielux.text == """
            kielux-2020-excerpt.ics  iCalendar  2 sessions  2 speakers  1 day  UTC (all times in UTC, no local zone)  "18. Kieler Open Source und Linux Tage"
                warning: (zone): every time is in UTC and no local zone is named: shown in UTC; give --timezone (an IANA name such as Europe/Berlin) to see the venue's clock
            """)
        #expect(reports["tiny-calendar.ics"]?.problems == ["(calendar): 1 all-day event left out (days, not sessions)"])
        #expect(reports.values.allSatisfy { !$0.line.contains("\n") && !$0.isRefused })
    }

    @Test func everyQuirkIsReportedAndOnlyTheNonScheduleRefused() throws {
        let folder = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/Quirks").path
        let reports = Dictionary(uniqueKeysWithValues: try FeedCheck.files(in: [folder]).map { file in
            ((file as NSString).lastPathComponent, FeedCheck.check(file, timeZone: nil))
        })
        #expect(reports.filter(\.value.isRefused).map(\.key) == ["not-frab-entries.xml"])
        #expect(reports["giggity-entry.json"]?.line == "giggity-entry.json  a Giggity menu entry: its schedule is at "
                + "https://debconf17.debconf.org/schedule/pentabarf.xml (\"DebConf17\", America/Toronto)")
        #expect(reports["merged-person-ids.xml"]?.line.contains("4 sessions  5 speakers") == true)
        #expect(reports["bare-cr-calendar.ics"]?.problems.contains { $0.hasPrefix("(calendar): 2 events could not be read") } == true)
    }

    @Test func aZoneGivenReadsTheFilesThatNameNone() throws {
        let old = (Self.fixtures as NSString).appendingPathComponent("old-pentabarf.xml")
        #expect(FeedCheck.check(old, timeZone: TimeZone(identifier: "Europe/Paris")).text
                == #"old-pentabarf.xml  frab XML  2 sessions  1 speaker  2 days  Europe/Paris (as given)  "FOSDEM 2012""#)
        let wafer = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/Quirks/wafer-venue-clock.xml").path
        #expect(FeedCheck.check(wafer, timeZone: TimeZone(identifier: "America/Toronto"), ignoringOffsets: true).problems.isEmpty)
    }

    @Test func aFileThatIsNoScheduleIsRefusedInOneLineWithoutItsControlCharacters() throws {
        let folder = try TemporaryDirectory(prefix: "podium-check")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("page\u{1B}[2J.html")
        try Data("<!DOCTYPE html><html><title>\u{1B}]0;owned\u{7}</title></html>".utf8).write(to: file)
        let report = FeedCheck.check(file.path, timeZone: nil)
        #expect(report.isRefused)
        #expect(report.line.hasPrefix("page?[2J.html  refused: not a schedule Podium reads (an HTML page"), "\(report.line)")
        #expect(!report.line.unicodeScalars.contains { $0.value < 0x20 })
        #expect(throws: CheckError.self) { try FeedCheck.files(in: [folder.url.appendingPathComponent("missing").path]) }
    }
}
