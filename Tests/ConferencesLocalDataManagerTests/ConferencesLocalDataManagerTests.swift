import ConferencesDataContract
import Entities
import Foundation
import TestHarness
import Testing
@testable import ConferencesLocalDataManager

/// The conferences file as a person meets it: written by `add`, edited by hand, broken by hand.
@Suite struct ConferencesLocalDataManagerTests {
    let folder: TemporaryDirectory
    let manager: ConferencesLocalDataManager

    init() throws {
        folder = try TemporaryDirectory(prefix: "podium-conferences")
        manager = ConferencesLocalDataManager(path: folder.url.appendingPathComponent("podium/conferences.toml").path)
    }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: (manager.location as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: manager.location, atomically: true, encoding: .utf8)
    }

    func loadError(_ text: String) throws -> String {
        try write(text)
        do {
            _ = try manager.load()
            return "no error"
        } catch {
            return error.description
        }
    }

    static let fosdem = SavedConference(name: "FOSDEM 2025", feed: "https://fosdem.org/2025/schedule/xml",
                                        timeZone: TimeZone(identifier: "Europe/Brussels"), store: "fosdem-2025")

    @Test func noFileIsNoConferences() throws {
        #expect(try manager.load() == ConferenceList())
    }

    @Test func whatIsWrittenIsReadBackAndReadableByAPerson() throws {
        let news = SavedConference(name: "36C3 \"Ressource\" Exhaustion", feed: "/home/me/36c3 schedule.xml",
                                   news: "https://events.ccc.de/feed", store: "36c3")
        try manager.update { list in
            list.conferences = [Self.fosdem, news]
            list.currentName = news.name
        }
        let list = try manager.load()
        #expect(list.conferences == [Self.fosdem, news])
        #expect(list.current == news)
        let text = try String(contentsOfFile: manager.location, encoding: .utf8)
        #expect(text.contains("[[conference]]\nname = \"FOSDEM 2025\"\nfeed = \"https://fosdem.org/2025/schedule/xml\""))
        #expect(text.contains("timezone = \"Europe/Brussels\""))
        #expect(text.hasPrefix("# Podium's conferences."))
    }

    @Test func theFileIsTheOwnersAloneForItMayHoldATokenInAnAddress() throws {
        try manager.update { $0.conferences = [SavedConference(name: "Private", feed: "https://me:token@example.org/s.xml", store: "p")] }
        let mode = try FileManager.default.attributesOfItem(atPath: manager.location)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// Dotfiles kept in a repository: `add` replaced the link by a file and the real file went stale.
    @Test func aLinkedFileIsWrittenThroughItsLink() throws {
        let real = folder.url.appendingPathComponent("dotfiles/podium.toml")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("current = \"a\"\n\n[[conference]]\nname = \"a\"\nfeed = \"https://example.org/a.xml\"\n".utf8).write(to: real)
        try FileManager.default.createDirectory(atPath: (manager.location as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: manager.location, withDestinationPath: real.path)
        try manager.update { $0.conferences.append(SavedConference(name: "b", feed: "https://example.org/b.xml", store: "b")) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: manager.location) == real.path, "still a link")
        #expect(try String(contentsOf: real, encoding: .utf8).contains("https://example.org/b.xml"), "the real file has the new conference")
        #expect(try manager.load().conferences.map(\.name) == ["a", "b"])
    }

    @Test func aFileOverAMegabyteIsRefusedInOneLineWithoutBeingRead() throws {
        let message = try loadError(String(repeating: "# \(String(repeating: "x", count: 98))\n", count: 12_000))
        #expect(message.contains("over 1 MB is not read"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func aHandWrittenFileWithCommentsAndDefaultsReads() throws {
        try write("""
            # mine
            current = "kielux"

            [[conference]]
            name = "Kieler Linuxtage"   # the short name
            feed = "https://kielux.de/talks.ics"
            timezone = "Europe/Berlin"

            [[conference]]
            name = "kielux"
            feed = "~/talks.xml"
            """)
        let list = try manager.load()
        #expect(list.conferences.map(\.store) == ["kieler-linuxtage", "kielux"])
        #expect(list.current?.feed == "~/talks.xml")
        #expect(list.named("KIELER LINUXTAGE")?.timeZone?.identifier == "Europe/Berlin")
    }

    @Test func remindersAreSetPerConferenceAndKeptWhenRewritten() throws {
        try write("""
            [[conference]]
            name = "Quiet"
            feed = "q.xml"
            remind = 0
            notify = false

            [[conference]]
            name = "Eager"
            feed = "e.xml"
            remind = 15

            [[conference]]
            name = "Default"
            feed = "d.xml"
            """)
        let list = try manager.load()
        #expect(list.conferences.map(\.reminderMinutes) == [0, 15, nil])
        #expect(list.conferences.map(\.desktopNotifications) == [false, nil, nil])
        try manager.update { $0.currentName = "Eager" }
        #expect(try manager.load().conferences == list.conferences, "a rewrite keeps them")
        let text = try String(contentsOfFile: manager.location, encoding: .utf8)
        #expect(text.contains("remind = 0\nnotify = false\n"))
        #expect(text.contains("remind = 15\n"))
    }

    @Test func aServerIsKeptPerConferenceAndMustBeAnHTTPAddress() throws {
        try write("""
            [[conference]]
            name = "With people"
            feed = "p.xml"
            server = "https://people.example.org"
            """)
        let list = try manager.load()
        #expect(list.conferences.first?.server == "https://people.example.org")
        try manager.update { $0.currentName = "With people" }
        #expect(try String(contentsOfFile: manager.location, encoding: .utf8).contains("server = \"https://people.example.org\"\n"))
        #expect(try manager.load().conferences == list.conferences)
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\nserver = \"ftp://x\"\n")
                == "\(manager.location) line 4: server should be the http(s) address of the conference's podium-server")
    }

    /// wafer writes Montréal's clock with +00:00: `ignore_offsets` reads the clock times as written.
    @Test func offsetsIgnoredAreKeptPerConferenceAndMustBeAFlag() throws {
        try write("""
            [[conference]]
            name = "DebConf17"
            feed = "https://debconf17.debconf.org/schedule/pentabarf.xml"
            timezone = "America/Toronto"
            ignore_offsets = true

            [[conference]]
            name = "FOSDEM"
            feed = "f.xml"
            """)
        let list = try manager.load()
        #expect(list.conferences.map(\.ignoresOffsets) == [true, nil])
        try manager.update { $0.currentName = "FOSDEM" }
        #expect(try String(contentsOfFile: manager.location, encoding: .utf8).contains("timezone = \"America/Toronto\"\nignore_offsets = true\n"))
        #expect(try manager.load().conferences == list.conferences)
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\nignore_offsets = \"yes\"\n")
                == "\(manager.location) line 4: ignore_offsets should be true or false, without quotes")
    }

    @Test func aReminderSettingThatIsNotOneSaysWhatItShouldBe() throws {
        let file = manager.location
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\nremind = \"5\"\n")
                == "\(file) line 4: remind should be a number of minutes from 0 (never) to 1440, without quotes")
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\nremind = -5\n")
                == "\(file) line 4: remind should be a number of minutes from 0 (never) to 1440, without quotes")
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\nremind = 2.5\n")
                == "\(file) line 4: remind should be a number of minutes from 0 (never) to 1440, without quotes")
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\nnotify = \"no\"\n")
                == "\(file) line 4: notify should be true or false, without quotes")
    }

    @Test func everyMistakeIsOneLineWithTheFileAndTheLine() throws {
        let file = manager.location
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x.xml\"\nnmae = \"typo\"\n")
                == "\(file) line 4: unknown key 'nmae' (a conference has name, feed, store, timezone, news, remind, notify, server, ignore_offsets)")
        #expect(try loadError("[[conference]]\nname = \"A\"\n") == "\(file) line 1: A has no feed (its schedule's address or file)")
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\ntimezone = \"Mars/Olympus\"\n")
                == "\(file) line 4: unknown time zone 'Mars/Olympus' (an IANA name such as Europe/Berlin)")
        #expect(try loadError("current = \"B\"\n[[conference]]\nname = \"A\"\nfeed = \"x\"\n")
                == "\(file) line 1: current names 'B', which is none of the conferences")
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\n[[conference]]\nname = \"a\"\nfeed = \"y\"\n")
                == "\(file) line 5: a second conference named 'a'")
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\nstore = \"../../etc/passwd\"\n")
                .hasPrefix("\(file) line 4: store '../../etc/passwd' should be a plain file name"))
        #expect(try loadError("[[conference]]\nname = \"A\"\nfeed = \"x\"\nstore = \"b-user\"\n")
                .hasPrefix("\(file) line 4: store 'b-user' is a name Podium uses for other files"))
        #expect(try loadError("colour = \"blue\"\n").hasPrefix("\(file) line 1: unknown setting 'colour'"))
        #expect(try loadError("[[conference]]\nname = \"A\u{1B}[2J\"\nfeed = \"x\"\n") == "\(file) line 2: a control character (U+001B); the file should be text")
    }

    @Test func notTOMLAtAllSaysWhereWithoutCrashingOrWrappingLines() throws {
        for broken in ["[[conference]\nname = \"A\"\n", "name = \"unterminated\n", "current = \n", "\u{0}\u{1}binary"] {
            let message = try loadError(broken)
            #expect(message.hasPrefix("\(manager.location) line "), "\(message)")
            #expect(!message.contains("\n"), "\(message)")
        }
        #expect(try loadError("name = \"x\"\nname = \"y\"\n").hasPrefix("\(manager.location) line 2"))
    }

    @Test func aBrokenFileIsNeverOverwritten() throws {
        let broken = "[[conference]]\nname = \"A\"\nfeed = \"x\"\nnmae = \"typo\"\n"
        try write(broken)
        #expect(throws: ConferenceFileError.self) {
            try manager.update { $0.conferences.append(Self.fosdem) }
        }
        #expect(try String(contentsOfFile: manager.location, encoding: .utf8) == broken)
    }

    @Test func aChangeThatThrowsWritesNothing() throws {
        try manager.update { $0.conferences = [Self.fosdem] }
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try manager.update { list in
                list.conferences = []
                throw Refused()
            }
        }
        #expect(try manager.load().conferences == [Self.fosdem])
    }

    @Test func twoProcessesAddingAtOnceKeepBoth() async throws {
        let manager = manager
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    _ = try? await offThePool {
                        try manager.update { list in
                            list.conferences.append(SavedConference(name: "C\(index)", feed: "f\(index)", store: "c\(index)"))
                        }
                    }
                }
            }
        }
        #expect(try manager.load().conferences.count == 8)
    }

    @Test func defaultPathFollowsXDG() {
        #expect(ConferencesLocalDataManager.defaultPath(["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/a"]) == "/cfg/podium/conferences.toml")
        #expect(ConferencesLocalDataManager.defaultPath(["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.config/podium/conferences.toml")
    }

    @Test func newStoreNamesAvoidTakenAndReservedOnes() {
        var list = ConferenceList(conferences: [Self.fosdem])
        #expect(list.freeStoreName(for: "FOSDEM 2025") == "fosdem-2025-2")
        #expect(list.freeStoreName(for: "Demo") == "demo-2")
        #expect(list.freeStoreName(for: "Señor Conf: ¡2026!") == "senor-conf-2026")
        #expect(list.freeStoreName(for: "会議") == "conference")
        list.conferences.append(SavedConference(name: "x", feed: "y", store: "conference"))
        #expect(list.freeStoreName(for: "会議", taken: { $0 == "conference-2" }) == "conference-3")
    }
}
