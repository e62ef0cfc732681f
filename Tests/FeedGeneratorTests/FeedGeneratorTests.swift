import Foundation
import TestHarness
import Testing
@testable import FeedGenerator

@Suite struct FeedGeneratorTests {
    @Test func theDemoFeedIsDeterministicAndTheBundledCopyIsCurrent() throws {
        let first = try GeneratorMain.encode(SessionizeFeedWriter(shape: .demo).document())
        let second = try GeneratorMain.encode(SessionizeFeedWriter(shape: .demo).document())
        #expect(first == second)
        let bundled = try Data(contentsOf: RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json"))
        #expect(bundled == first, "App/Resources/demo-schedule.json is stale: run podium-generate-feeds App/Resources")
        let news = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("App/Resources/demo-news.xml"), encoding: .utf8)
        #expect(news == NewsFeedWriter().rss(), "App/Resources/demo-news.xml is stale: run podium-generate-feeds App/Resources")
        #expect(news.components(separatedBy: "<item>").count - 1 == 13)
    }

    @Test func theDemoConferenceHasTheShapeOfARealOne() throws {
        let document = SessionizeFeedWriter(shape: .demo).document()
        let sessions = try #require(document["sessions"] as? [[String: Any]])
        let speakers = try #require(document["speakers"] as? [[String: Any]])
        #expect(sessions.count == 200 && speakers.count == 150)
        #expect((document["rooms"] as? [[String: Any]])?.count == 8)
        let days = Set(sessions.compactMap { ($0["startsAt"] as? String)?.prefix(10) })
        #expect(days.count == 3)
        #expect(sessions.filter { $0["isPlenumSession"] as? Bool == true }.count == 3, "a keynote a day")
        #expect(sessions.filter { $0["isServiceSession"] as? Bool == true }.count == 9, "coffee, lunch and a break a day")
        #expect(sessions.contains { $0["startsAt"] is NSNull }, "some sessions are unscheduled")
        #expect(sessions.contains { ($0["title"] as? String ?? "").count > 100 }, "some titles are very long")
        #expect(speakers.contains { ($0["fullName"] as? String ?? "").unicodeScalars.contains { $0.value > 0x2E80 } }, "names in their own scripts")
        // Session ids are strings, speaker.sessions numbers, as in real exports.
        #expect(sessions.allSatisfy { $0["id"] is String })
        #expect(speakers.contains { ($0["sessions"] as? [Int])?.isEmpty == false })
        // No room holds two talks at once.
        let talks = sessions.filter { $0["isServiceSession"] as? Bool == false && $0["startsAt"] is String }
        let slots = talks.map { "\($0["roomId"]!)@\($0["startsAt"]!)" }
        #expect(Set(slots).count == slots.count)
    }
}

/// The generator as a person runs it: `--help` helps, and writes nothing anywhere.
@Suite struct FeedGeneratorCommandLineTests {
    static let generator = RepositoryPaths.products.appendingPathComponent("podium-generate-feeds").path

    @Test(arguments: [["--help"], ["-h"], ["--halp"], []])
    func helpAndMistakesWriteNothing(_ arguments: [String]) async throws {
        let folder = try TemporaryDirectory(prefix: "podium-generator")
        defer { folder.remove() }
        let outcome = try await Subprocess.run([Self.generator] + arguments, in: folder.url)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written.isEmpty, "\(arguments) wrote \(written)")
        if arguments.first?.hasPrefix("-h") == true || arguments == ["--help"] {
            #expect(outcome.status == 0 && outcome.stdout.contains("USAGE: podium-generate-feeds <output>"), "\(outcome.output)")
        } else {
            #expect(outcome.status != 0 && !outcome.stderr.isEmpty)
        }
    }
}

/// `--sessions N`: a conference of any size, its days and rooms growing with it.
@Suite struct GrowingFeedTests {
    @Test(arguments: [1_000, 5_000])
    func aConferenceOfAnySizeHasThatManySessionsAndGrowsInDaysAndRooms(count: Int) throws {
        let shape = SessionizeFeedWriter.Shape.growing(to: count)
        let document = SessionizeFeedWriter(shape: shape).document()
        let sessions = try #require(document["sessions"] as? [[String: Any]])
        #expect(sessions.count == count)
        let days = Set(sessions.compactMap { ($0["startsAt"] as? String)?.prefix(10) })
        #expect(days.count == shape.days.count)
        #expect((document["rooms"] as? [[String: Any]])?.count == shape.rooms)
        let talks = sessions.filter { $0["isServiceSession"] as? Bool == false && $0["startsAt"] is String && $0["isPlenumSession"] as? Bool == false }
        let slots = talks.map { "\($0["roomId"]!)@\($0["startsAt"]!)" }
        #expect(Set(slots).count == slots.count, "no room holds two talks at once")
    }

    @Test func daysAndRoomsFollowTheSize() {
        let sizes = [1_000, 5_000, 20_000, 50_000].map(SessionizeFeedWriter.Shape.growing(to:))
        #expect(sizes.map(\.days.count) == [2, 5, 10, 14])
        #expect(sizes.map(\.rooms) == [30, 59, 118, 210])
    }
}
