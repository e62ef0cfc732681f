import Entities
import FavoritesDataContract
import Foundation
import SynchronizerContract
import TestHarness
import Testing
@testable import PodiumApp

/// My schedule on every device: devices with data folders of their own, each reaching one real
/// podium-server through a relay that can take it offline, toggling overlapping sessions while
/// apart. Once all have synced, all show the same favorites: for each session the later choice,
/// and nothing chosen is lost.
@Suite(.serialized) struct FavoritesEverywhereTests {
    static let ada = PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234")

    /// Two laptops through the real `podium` binary: sign in, choose, go offline, choose
    /// differently, come back, sync.
    @Test func twoDevicesOfflineForAWhileAgreeOnTheLaterChoices() async throws {
        let server = try await PodiumServerRun.start([Self.ada])
        defer { server.stop() }
        let laptop = try CommandLineDevice(server: server), tablet = try CommandLineDevice(server: server)
        defer { laptop.remove(); tablet.remove() }
        for device in [laptop, tablet] { try await device.signIn() }
        let ids = try await laptop.sessionIDs()
        let (s1, s2, s3, s4, s5) = (ids[1], ids[2], ids[3], ids[4], ids[5])

        try await laptop.run(["favorites", "add", s1, s2, s3])
        #expect(try await laptop.run(["sync", "--once"]).stdout.hasSuffix("favorites with podium-server: 3 sent, 0 changed here\n"))
        let pulled = try await tablet.run(["sync", "--once"])
        #expect(pulled.stdout.hasSuffix("favorites with podium-server: 0 sent, 3 changed here\n"), "\(pulled.stdout) \(pulled.stderr)")
        let onTablet = try await tablet.favorites()
        #expect(onTablet == [s1, s2, s3], "\(onTablet)")

        try laptop.relay.setOnline(false)
        try tablet.relay.setOnline(false)
        try await laptop.run(["favorites", "remove", s3])
        try await laptop.run(["favorites", "remove", s2])
        let offline = try await laptop.run(["sync", "--once"])
        #expect(offline.status == 0, "the schedule itself synced")
        #expect(offline.stderr.contains("My schedule not synced with podium-server at ") && offline.stderr.contains(": server unreachable"), "\(offline.stderr)")
        try await tablet.run(["favorites", "remove", s2])
        try await tablet.run(["favorites", "remove", s3])
        try await tablet.run(["favorites", "add", s3])      // the tablet's later choice for s3
        try await tablet.run(["favorites", "add", s5])
        try await laptop.run(["favorites", "add", s2])      // the laptop's later choice for s2
        try await laptop.run(["favorites", "add", s4])
        try await tablet.run(["favorites", "remove", s1])   // the last choice of all
        #expect(try await tablet.run(["sync", "--once"]).stderr.contains("not synced"))

        try laptop.relay.setOnline(true)
        try tablet.relay.setOnline(true)
        for device in [laptop, tablet, laptop] { #expect(try await device.run(["sync", "--once"]).status == 0) }
        let expected = [s2, s3, s4, s5].sorted()
        #expect(try await laptop.favorites().sorted() == expected)
        #expect(try await tablet.favorites().sorted() == expected)
    }

    /// A typing slip never becomes a favorite; signed out, choices are kept here and no sync complains.
    @Test func anUnknownSessionIsRefusedAndSignedOutFavoritesStayHere() async throws {
        let server = try await PodiumServerRun.start([Self.ada])
        defer { server.stop() }
        let device = try CommandLineDevice(server: server)
        defer { device.remove() }
        let slip = try await device.run(["favorites", "add", "no-such-talk"])
        #expect(slip.status == 1)
        #expect(slip.stderr == "podium favorites add: there is no session 'no-such-talk' in the schedule (podium sessions --format json lists the ids)\n")
        let id = try await device.sessionIDs()[1]
        #expect(try await device.run(["favorites", "add", id]).status == 0)
        let sync = try await device.run(["sync", "--once"])
        #expect(sync.status == 0 && !sync.stdout.contains("favorites") && sync.stderr.isEmpty, "\(sync.stdout)\(sync.stderr)")
        #expect(try await device.favorites() == [id])
        try await device.signIn()
        #expect(try await device.run(["sync", "--once"]).stdout.hasSuffix("favorites with podium-server: 1 sent, 0 changed here\n"), "sent once signed in")
    }

    /// Three devices, random interleavings of choices, syncs and offline periods (seeded, so a
    /// failure replays): after every device has synced twice online, all agree with each other,
    /// with the server, and with the rule — per session the latest choice that changed a device's
    /// My schedule, a removal winning a tie.
    @Test(arguments: [11, 2026, 424_242, 7])
    func threeDevicesConvergeWhateverTheInterleaving(seed: UInt64) async throws {
        let server = try await PodiumServerRun.start([Self.ada])
        defer { server.stop() }
        var devices: [InProcessDevice] = []
        for _ in 0..<3 { devices.append(try await InProcessDevice(server: server)) }
        defer { devices.forEach { $0.remove() } }
        let sessions = Array(try await devices[0].sessionIDs().prefix(6))
        var random = SeededRandom(seed: seed)
        var choices: [String: (milliseconds: Int64, isFavorite: Bool)] = [:]
        var (made, syncsWhileOffline) = (0, 0)
        for _ in 0..<60 {
            let device = devices[Int(random.next() % 3)]
            switch random.next() % 10 {
            case 0..<5:
                let session = sessions[Int(random.next() % UInt64(sessions.count))]
                let isFavorite = random.next() % 2 == 0
                if let choice = try await device.choose(session, isFavorite) {
                    made += 1
                    // The server keeps milliseconds; at the same one a removal wins.
                    if let earlier = choices[session], earlier.milliseconds > choice.milliseconds
                        || (earlier.milliseconds == choice.milliseconds && !earlier.isFavorite) { continue }
                    choices[session] = choice
                }
            case 5..<8:
                if !device.relay.isOnline { syncsWhileOffline += 1 }
                await device.sync()
            default:
                try device.relay.setOnline(random.next() % 2 == 0)
            }
            try await Task.sleep(for: .milliseconds(2))
        }
        #expect(made >= 8 && syncsWhileOffline >= 1, "an interleaving worth checking: \(made) choices, \(syncsWhileOffline) syncs offline")
        for device in devices { try device.relay.setOnline(true) }
        for device in devices + devices { await device.sync() }

        let expected = Set(choices.filter(\.value.isFavorite).keys)
        for (index, device) in devices.enumerated() {
            #expect(try await device.favorites() == expected, "device \(index), seed \(seed)")
            let error = await device.lastFavoritesError()
            #expect(error == nil, "\(error ?? "")")
        }
        let onServer = try await devices[0].serverFavorites()
        #expect(onServer == expected, "seed \(seed)")
    }
}

/// A device driven through the `podium` binary: a data folder of its own, its own relay.
struct CommandLineDevice {
    let data: TemporaryDirectory
    let relay: TCPRelay

    init(server: PodiumServerRun) throws {
        data = try TemporaryDirectory(prefix: "podium-device")
        relay = try TCPRelay(to: server.url)
    }

    @discardableResult
    func run(_ arguments: [String], input: String? = nil) async throws -> Subprocess.Outcome {
        let all = ["/usr/bin/env", "XDG_CONFIG_HOME=\(PodiumBinary.emptyConfigHome.path)", PodiumBinary.path] + arguments
            + ["--data-dir", data.path, "--feed", PodiumBinary.demoFeed.path, "--timezone", "Europe/Berlin", "--server", relay.url.absoluteString]
        let quoted = all.map { "'\($0)'" }.joined(separator: " ")
        return try await Subprocess.run(["/bin/sh", "-c", (input.map { "printf '%s\\n' '\($0)' | " } ?? "") + quoted])
    }

    func signIn() async throws {
        let login = try await run(["login", "--email", FavoritesEverywhereTests.ada.email], input: FavoritesEverywhereTests.ada.ticketCode)
        guard login.status == 0 else { throw Subprocess.SpawnError(description: "login failed: \(login.stderr)") }
    }

    func sessionIDs() async throws -> [String] {
        let listed = try await run(["sessions", "--format", "json"])
        let sessions = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        return sessions.compactMap { $0["id"] as? String }
    }

    func favorites() async throws -> [String] {
        let listed = try await run(["favorites", "list", "--format", "json"])
        let sessions = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        return sessions.compactMap { $0["id"] as? String }
    }

    func remove() {
        relay.stop()
        data.remove()
    }
}

/// A device composed in this process as the app composes it (its stores, its synchronizer),
/// through its own relay.
final class InProcessDevice: Sendable {
    let data: TemporaryDirectory
    let relay: TCPRelay
    let opened: OpenedConference
    let synchronizer: any Synchronizing

    init(server: PodiumServerRun) async throws {
        data = try TemporaryDirectory(prefix: "podium-device")
        relay = try TCPRelay(to: server.url)
        let options = try FeedOptions.parse(["--data-dir", data.path, "--feed", PodiumBinary.demoFeed.path, "--timezone", "Europe/Berlin",
                                             "--server", relay.url.absoluteString])
        opened = try OpenedConference(source: try ConferenceSource(options, environment: ["XDG_CONFIG_HOME": PodiumBinary.emptyConfigHome.path]))
        synchronizer = try await opened.makeSynchronizer()
        let people = try #require(OpenedConference.attendeesAPI(for: opened.source, prompting: false))
        _ = try await people.signIn(email: FavoritesEverywhereTests.ada.email, ticketCode: FavoritesEverywhereTests.ada.ticketCode)
        _ = await synchronizer.syncNow()
    }

    func sessionIDs() async throws -> [String] {
        let conference = try #require(try await opened.store.conference())
        return try await opened.store.sessions(on: conference.days[0], matching: .all).map(\.id)
    }

    /// The choice, when it changed this device's My schedule (adding a favorite it has, or
    /// removing one it has not, changes nothing and is no choice).
    func choose(_ session: String, _ isFavorite: Bool) async throws -> (milliseconds: Int64, isFavorite: Bool)? {
        let before = try await favorites()
        guard before.contains(session) != isFavorite else { return nil }
        let now = Date()
        try await opened.favorites.setFavorite(session, isFavorite, at: now)
        return (Int64((now.timeIntervalSince1970 * 1000).rounded(.down)), isFavorite)
    }

    func sync() async { _ = await synchronizer.syncNow() }

    func favorites() async throws -> Set<String> { Set(try await opened.favorites.favorites().map(\.sessionID)) }

    func lastFavoritesError() async -> String? { await synchronizer.status().favorites.first?.lastError }

    /// What the server holds, asked as a device with nothing to send asks.
    func serverFavorites() async throws -> Set<String> {
        let server = try #require(try await opened.syncPartners().first)
        let set = try #require(try await server.exchange([], favorites: [], since: nil, at: Date()))
        return Set(set.choices.filter(\.isFavorite).map(\.sessionID))
    }

    func remove() {
        relay.stop()
        data.remove()
    }
}
