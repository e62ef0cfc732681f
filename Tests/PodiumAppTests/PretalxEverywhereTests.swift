import Foundation
import TestHarness
import Testing

/// My schedule kept the same as the stars on a real pretalx's web schedule: two devices (two XDG
/// trees, the real `podium` binary) and the web (a signed-in browser session on pretalx's own
/// API) star and unstar in every order; each device added the event by pasting its page's
/// address. pretalx 2026.2.1 on loopback (`scripts/pretalx`), which `.ci/run` starts.
@Suite(.serialized) struct PretalxEverywhereTests {
    /// The pretalx to prove against, or a skip (a failure where one is required).
    static func pretalx() throws -> PretalxRun? {
        if let pretalx = PretalxRun.shared { return pretalx }
        if PretalxRun.required { throw PretalxRunFailure(description: "PODIUM_REQUIRE_PRETALX is set but " + PretalxRun.missing) }
        return nil
    }

    @Test func threePlacesStarAndUnstarAndAgree() async throws {
        guard let pretalx = try Self.pretalx() else { return }
        let account = try await pretalx.register()
        let web = try await PretalxWeb(pretalx, account: account)
        let laptop = try PretalxDevice(), phone = try PretalxDevice()
        defer { laptop.remove(); phone.remove() }

        // Added by the event's page, as a person pastes it from the browser.
        for device in [laptop, phone] {
            let added = try await device.run(["add", pretalx.page().absoluteString])
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stderr.contains("subscribing to its schedule export"), "\(added.stderr)")
            let login = try await device.run(["login", "--pretalx", "--email", account.email], input: account.password)
            #expect(login.status == 0 && login.stdout.contains("signed in to pretalx at \(pretalx.page().absoluteString)"), "\(login.stdout) \(login.stderr)")
            #expect(!login.stdout.contains(account.password) && !login.stderr.contains(account.password))
        }
        let talks = try await pretalx.talks()
        let codes = Array(Set(talks.map(\.code))).sorted()
        let (w1, w2, w3, l1, l2, p1, p2) = (codes[0], codes[1], codes[2], codes[3], codes[4], codes[5], codes[6])
        for code in [w1, w2, w3] { try await web.star(code) }
        try await laptop.star([l1, l2])
        try await phone.star([p1, p2])
        for device in [laptop, phone, laptop] { try await device.sync() }
        let seven: Set = [w1, w2, w3, l1, l2, p1, p2]
        #expect(try await web.starred() == seven)
        #expect(try await laptop.starredCodes() == seven)
        #expect(try await phone.starredCodes() == seven)

        // One of each place's picks unstarred somewhere else.
        try await web.unstar(l1)
        try await laptop.unstar([p1])
        try await phone.unstar([w1])
        // The device that syncs first hears of the other's change at its next sync.
        for device in [laptop, phone, laptop] { try await device.sync() }
        let four: Set = [w2, w3, l2, p2]
        #expect(try await web.starred() == four)
        #expect(try await laptop.starredCodes() == four)
        #expect(try await phone.starredCodes() == four)

        // Whom the picks are synced with, said by `podium list`.
        let list = try await laptop.run(["list"])
        #expect(list.stdout.contains("pretalx 20"), "\(list.stdout)")
    }

    /// The organisers move a talk, rename one, cancel one and give one a second slot, and
    /// release: every star follows its talk, the cancelled one stays in My schedule as it was,
    /// and the web still has the rest.
    @Test func starsFollowTheirTalksThroughAnOrganisersChanges() async throws {
        guard let pretalx = try Self.pretalx() else { return }
        let slug = "changes-\(UUID().uuidString.prefix(8).lowercased())"
        try await pretalx.createEvent(slug: slug)
        let account = try await pretalx.register(on: slug)
        let web = try await PretalxWeb(pretalx, account: account, slug: slug)
        let device = try PretalxDevice()
        defer { device.remove() }
        #expect(try await device.run(["add", pretalx.page(slug).appendingPathComponent("schedule/").absoluteString]).status == 0)
        #expect(try await device.run(["login", "--pretalx", "--email", account.email], input: account.password).status == 0)
        let talks = try await pretalx.talks(of: slug)
        // The last talk of the event moves: a day later would leave the event, so it moves earlier.
        let moved = try #require(talks.max { $0.date < $1.date }?.code)
        let codes = Array(Set(talks.map(\.code)).subtracting([moved])).sorted()
        let (renamed, cancelled, twice, webOnly) = (codes[0], codes[1], codes[2], codes[3])
        try await device.star([moved, renamed, cancelled, twice])
        try await web.star(webOnly)
        try await device.sync()
        #expect(try await web.starred() == [moved, renamed, cancelled, twice, webOnly])

        try await pretalx.organise(event: slug, changes: [["move": moved], ["rename": renamed, "title": "Renamed by the organisers"],
                                                          ["cancel": cancelled], ["second": twice]], release: "v2")
        try await device.sync()
        let after = try await device.favoriteRows()
        #expect(Set(after.filter(\.inSchedule).map(\.code)) == [moved, renamed, twice, webOnly], "\(after)")
        #expect(after.filter { $0.code == twice && $0.inSchedule }.count == 2, "both slots of the talk given a second one")
        #expect(after.contains { $0.code == renamed && $0.title == "Renamed by the organisers" })
        #expect(after.contains { !$0.inSchedule && $0.title == talks.first { $0.code == cancelled }?.title }, "the cancelled talk, as it was")
        let web2 = try await web.starred()
        #expect(web2 == [moved, renamed, twice, webOnly], "pretalx lists no cancelled talk: \(web2)")
        #expect(try await device.run(["sync", "--once"]).stderr.isEmpty, "nothing to say the next time")
    }

    /// pretalx's sessions end (after two weeks, or its cache is cleared): without a kept password
    /// the person is told to sign in again, in one line; with `--remember`, Podium signs in again.
    @Test func anEndedSessionSaysToSignInAgainUnlessThePasswordIsKept() async throws {
        guard let pretalx = try Self.pretalx() else { return }
        let account = try await pretalx.register()
        let forgetful = try PretalxDevice(), remembering = try PretalxDevice()
        defer { forgetful.remove(); remembering.remove() }
        for device in [forgetful, remembering] { #expect(try await device.run(["add", pretalx.page().absoluteString]).status == 0) }
        #expect(try await forgetful.run(["login", "--pretalx", "--email", account.email], input: account.password).status == 0)
        #expect(try await remembering.run(["login", "--pretalx", "--remember", "--email", account.email], input: account.password).status == 0)
        let code = try #require(try await pretalx.talks().first?.code)
        try await forgetful.star([code])
        try await pretalx.endEverySession()
        let ended = try await forgetful.run(["sync", "--once"])
        #expect(ended.status == 0, "the schedule itself synced")
        #expect(ended.stderr.contains("has ended; sign in again: podium login --pretalx --email \(account.email)"), "\(ended.stderr)")
        #expect(try await forgetful.starredCodes() == [code], "the choice is kept here for the next sign-in")
        let again = try await remembering.run(["sync", "--once"])
        #expect(again.stdout.contains("favorites with pretalx:") && !again.stderr.contains("sign in again"), "\(again.stdout) \(again.stderr)")
    }

    /// The organisers hide the schedule: pretalx takes no favourites, which is said in one line,
    /// and the picks stay here until it shows the schedule again.
    @Test func anEventWhoseFavouritesAreClosedSaysSo() async throws {
        guard let pretalx = try Self.pretalx() else { return }
        let slug = "closed-\(UUID().uuidString.prefix(8).lowercased())"
        try await pretalx.createEvent(slug: slug)
        let account = try await pretalx.register(on: slug)
        let device = try PretalxDevice()
        defer { device.remove() }
        #expect(try await device.run(["add", pretalx.page(slug).absoluteString]).status == 0)
        #expect(try await device.run(["login", "--pretalx", "--email", account.email], input: account.password).status == 0)
        let code = try #require(try await pretalx.talks(of: slug).first?.code)
        try await device.star([code])
        try await pretalx.showSchedule(of: slug, false)
        let closed = try await device.run(["sync", "--once"])
        #expect(closed.stderr.contains("takes no favourites now (its schedule is not public); your picks stay here"), "\(closed.stderr)")
        #expect(closed.stderr.split(separator: "\n").count <= 2, "\(closed.stderr)")
        try await pretalx.showSchedule(of: slug, true)
        try await device.sync()
        let web = try await PretalxWeb(pretalx, account: account, slug: slug)
        #expect(try await web.starred() == [code], "sent once pretalx takes favourites again")
    }

    @Test func aWrongPasswordIsOneLineAndNothingIsKept() async throws {
        guard let pretalx = try Self.pretalx() else { return }
        let account = try await pretalx.register()
        let device = try PretalxDevice()
        defer { device.remove() }
        #expect(try await device.run(["add", pretalx.page().absoluteString]).status == 0)
        let wrong = try await device.run(["login", "--pretalx", "--email", account.email], input: "not-the-password")
        #expect(wrong.status == 1)
        #expect(wrong.stderr.hasPrefix("podium login: pretalx at \(pretalx.address.absoluteString) knows no account with this email and password"),
                "\(wrong.stderr)")
        #expect(wrong.stderr.split(separator: "\n").count == 1 && !wrong.stderr.contains("not-the-password"))
        let sync = try await device.run(["sync", "--once"])
        #expect(!sync.stdout.contains("favorites with pretalx"), "not signed in: nothing exchanged")
        #expect(try await device.run(["login", "--pretalx", "--email", account.email], input: account.password).status == 0)
        let out = try await device.run(["logout", "--pretalx"])
        #expect(out.stdout.hasPrefix("signed out of pretalx at \(pretalx.address.absoluteString)"), "\(out.stdout) \(out.stderr)")
        #expect(try await device.run(["logout", "--pretalx"]).stdout.hasPrefix("not signed in to pretalx"))
    }
}

/// A device driven through the `podium` binary against a pretalx event it added itself: XDG
/// folders of its own (conferences file, stores, secret store).
struct PretalxDevice {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory(prefix: "podium-pretalx-device")
    }

    @discardableResult
    func run(_ arguments: [String], input: String? = nil) async throws -> Subprocess.Outcome {
        let environment = ["XDG_CONFIG_HOME=\(home.path)/config", "XDG_DATA_HOME=\(home.path)/data", "XDG_STATE_HOME=\(home.path)/state",
                           "HOME=\(home.path)", "PODIUM_SECRETS_PASSPHRASE=a passphrase for the tests"]
        let all = ["/usr/bin/env"] + environment + [PodiumBinary.path] + arguments
        let quoted = all.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        return try await Subprocess.run(["/bin/sh", "-c", (input.map { "printf '%s\\n' '\($0)' | " } ?? "") + quoted], timeLimit: .seconds(180))
    }

    func sync() async throws {
        let sync = try await run(["sync", "--once"])
        guard sync.status == 0 else { throw PretalxRunFailure(description: "sync failed: \(sync.stderr)") }
    }

    /// Each session of the conference, with its talk's code (from its pretalx page).
    func sessions() async throws -> [(id: String, code: String)] {
        let listed = try await run(["sessions", "--format", "json"])
        let sessions = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        return sessions.compactMap { session in
            guard let id = session["id"] as? String, let url = session["url"] as? String else { return nil }
            return (id, URL(string: url)?.lastPathComponent ?? "")
        }
    }

    func star(_ codes: [String]) async throws { try await choose(codes, "add") }
    func unstar(_ codes: [String]) async throws { try await choose(codes, "remove") }

    private func choose(_ codes: [String], _ verb: String) async throws {
        let ids = try await sessions().filter { codes.contains($0.code) }.map(\.id)
        let chosen = try await run(["favorites", verb] + ids)
        guard chosen.status == 0 else { throw PretalxRunFailure(description: "favorites \(verb): \(chosen.stderr)") }
    }

    struct Row: Sendable, CustomStringConvertible {
        let code: String
        let title: String
        let inSchedule: Bool
        var description: String { "\(code) \(title)\(inSchedule ? "" : " (removed)")" }
    }

    /// My schedule as `podium favorites list --format json` prints it.
    func favoriteRows() async throws -> [Row] {
        let listed = try await run(["favorites", "list", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        let codes = Dictionary(try await sessions().map { ($0.id, $0.code) }, uniquingKeysWith: { first, _ in first })
        return rows.map { row in
            let id = row["id"] as? String ?? ""
            let url = (row["url"] as? String).flatMap(URL.init(string:))?.lastPathComponent
            return Row(code: url ?? codes[id] ?? id, title: row["title"] as? String ?? "", inSchedule: row["inSchedule"] as? Bool ?? true)
        }
    }

    /// The talk codes in My schedule.
    func starredCodes() async throws -> Set<String> {
        Set(try await favoriteRows().filter(\.inSchedule).map(\.code))
    }

    func remove() { home.remove() }
}
