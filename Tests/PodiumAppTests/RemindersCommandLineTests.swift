import Foundation
import TestHarness
import Testing
@testable import PodiumApp

/// Reminders when Podium is closed: `podium remind --once` (what the timer runs) notifies the
/// desktop once per favorite and start time, across runs and processes, and again when the
/// session moves; `podium reminders` writes units systemd accepts, and takes them away again.
@Suite struct RemindersCommandLineTests {
    /// A person's folders, a fake notify-send logging its arguments, and a conference's feed with
    /// one talk.
    struct Person {
        let workspace: TemporaryDirectory
        let notifier: FakeProgram
        let feed: URL

        /// The talk's first start: 10:30 UTC on a day of the conference; every `remind` runs `--at`
        /// a moment before it, so a slow machine cannot make it late.
        static let talk = Date(timeIntervalSince1970: 1_799_577_000)   // 2027-01-10T10:30:00Z

        static func minutes(_ minutes: Double, before start: Date = talk) -> String {
            ISO8601DateFormatter().string(from: start.addingTimeInterval(-minutes * 60))
        }

        /// `failing`: the desktop refuses notifications while the file `$LOG.refuse` exists.
        init(failing: Bool = false) throws {
            workspace = try TemporaryDirectory(prefix: "podium-remind")
            notifier = try FakeProgram("notify-send", running: (failing ? "[ -e \"$LOG.refuse\" ] && exit 1; " : "")
                                       + "printf '%s|' \"$@\" >> \"$LOG\"; echo >> \"$LOG\"")
            feed = workspace.url.appendingPathComponent("feed.json")
            try write(talkAt: Self.talk)
        }

        func write(talkAt start: Date) throws {
            let format = ISO8601DateFormatter()
            format.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
            let json: [String: Any] = [
                "sessions": [["id": "talk", "title": "Reminded Talk", "startsAt": format.string(from: start),
                              "endsAt": format.string(from: start.addingTimeInterval(1_800)), "roomId": 1, "speakers": [], "categoryItems": [],
                              "isServiceSession": false, "isPlenumSession": false]],
                "rooms": [["id": 1, "name": "Saal 1", "sort": 1]], "speakers": [], "categories": [], "questions": [],
            ]
            try JSONSerialization.data(withJSONObject: json).write(to: feed, options: .atomic)
        }

        func podium(_ arguments: [String]) async throws -> Subprocess.Outcome {
            try await Subprocess.run(["/usr/bin/env", "TZ=UTC", "PATH=\(notifier.environment["PATH"]!):/usr/bin:/bin",
                                      "HOME=\(workspace.url.path)",
                                      "XDG_DATA_HOME=\(workspace.url.appendingPathComponent("data").path)",
                                      "XDG_CONFIG_HOME=\(workspace.url.appendingPathComponent("config").path)",
                                      "XDG_STATE_HOME=\(workspace.url.appendingPathComponent("state").path)", PodiumBinary.path] + arguments)
        }

        var notifications: [String] { (try? notifier.logged()) ?? [] }
    }

    @Test func aFavoriteIsRemindedOnceAcrossRunsAndProcessesAndAgainWhenItMoves() async throws {
        let person = try Person()
        defer { person.workspace.remove() }
        let added = try await person.podium(["add", person.feed.path, "--timezone", "UTC", "--name", "Remind Conf"])
        #expect(added.status == 0, "\(added.output)")
        let threeBefore = ["remind", "--once", "--at", Person.minutes(3)]
        #expect(try await person.podium(threeBefore).stdout.isEmpty, "no favorite, no reminder")
        #expect(try await person.podium(["favorites", "add", "talk"]).status == 0)
        #expect(try await person.podium(["remind", "--once", "--at", Person.minutes(6)]).stdout.isEmpty, "six minutes before: not yet")

        let first = try await person.podium(threeBefore)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.stdout == "Remind Conf: in 3 min: Reminded Talk\n", "\(first.output)")
        #expect(person.notifications.count == 1)
        #expect(person.notifications.first?.hasPrefix("--app-name=Podium|--|In 3 min: Reminded Talk|") == true, "\(person.notifications)")
        #expect(person.notifications.first?.contains("Saal 1 · Remind Conf") == true)

        // Again, and twice at once: already given.
        async let one = person.podium(threeBefore)
        async let two = person.podium(threeBefore)
        let again = try await [person.podium(["remind", "--once", "--at", Person.minutes(2)]), one, two]
        #expect(again.allSatisfy { $0.status == 0 && $0.stdout.isEmpty }, "\(again.map(\.output))")
        #expect(person.notifications.count == 1, "once")

        // The talk moves two minutes later: a new start, a new reminder.
        let later = Person.talk.addingTimeInterval(2 * 60)
        try person.write(talkAt: later)
        #expect(try await person.podium(["sync", "--once"]).status == 0)
        let fourBefore = ["remind", "--once", "--at", Person.minutes(4, before: later)]
        async let moved1 = person.podium(fourBefore)
        async let moved2 = person.podium(fourBefore)
        let moved = try await [moved1, moved2]
        #expect(moved.map(\.stdout).joined() == "Remind Conf: in 4 min: Reminded Talk\n", "one of the two: \(moved.map(\.output))")
        #expect(person.notifications.count == 2)
        #expect(try await person.podium(["reminders", "status"]).stdout.contains("last looked: 20"))
    }

    /// A notification the desktop refused is tried again by the next run while it is due; one
    /// the desktop showed is not given twice.
    @Test func aNotificationTheDesktopRefusedIsTriedAgain() async throws {
        let person = try Person(failing: true)
        defer { person.workspace.remove() }
        #expect(try await person.podium(["add", person.feed.path, "--timezone", "UTC", "--name", "Retry Conf"]).status == 0)
        #expect(try await person.podium(["favorites", "add", "talk"]).status == 0)
        let refuse = URL(fileURLWithPath: person.notifier.log.path + ".refuse")
        try Data().write(to: refuse)
        let refused = try await person.podium(["remind", "--once", "--at", Person.minutes(4)])
        #expect(refused.stdout.contains("the desktop did not show it"), "\(refused.output)")
        try FileManager.default.removeItem(at: refuse)
        let retried = try await person.podium(["remind", "--once", "--at", Person.minutes(3)])
        #expect(retried.stdout == "Retry Conf: in 3 min: Reminded Talk\n", "\(retried.output)")
        #expect(person.notifications.count == 1)
        #expect(try await person.podium(["remind", "--once", "--at", Person.minutes(2)]).stdout.isEmpty, "shown once: not again")
    }

    @Test func aTalkBeyondTheLeadOrUnderWayIsNotReminded() async throws {
        let person = try Person()
        defer { person.workspace.remove() }
        #expect(try await person.podium(["add", person.feed.path, "--timezone", "UTC", "--name", "Far Conf"]).status == 0)
        #expect(try await person.podium(["favorites", "add", "talk"]).status == 0)
        #expect(try await person.podium(["remind", "--once", "--at", Person.minutes(9)]).stdout.isEmpty, "nine minutes: beyond the default five")
        let longer = try await person.podium(["remind", "--once", "--remind", "10", "--at", Person.minutes(9)])
        #expect(longer.stdout == "Far Conf: in 9 min: Reminded Talk\n", "\(longer.output)")
        let bad = try await person.podium(["remind", "--once", "--remind", "-3"])
        #expect(bad.status != 0 && bad.stderr.contains("--remind must be between 0 (never) and 1440 minutes"))
        let started = try await person.podium(["remind", "--once", "--remind", "10", "--at", Person.minutes(-1)])
        #expect(started.status == 0 && started.stdout.isEmpty, "a talk under way is not reminded")
    }

    @Test func withoutNotifySendItSaysSoAndGivesNothing() async throws {
        let person = try Person()
        defer { person.workspace.remove() }
        let outcome = try await Subprocess.run(["/usr/bin/env", "PATH=/nonexistent", "HOME=\(person.workspace.url.path)", PodiumBinary.path,
                                                "remind", "--once"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "podium remind: there is no notify-send on PATH (Debian: libnotify-bin), so reminders cannot reach the desktop\n")
    }

    @Test func theTimersUnitsAreWhatSystemdAcceptsAndUninstallTakesThemAway() async throws {
        let person = try Person()
        defer { person.workspace.remove() }
        let installed = try await person.podium(["reminders", "install", "--units-only", "--remind", "10"])
        #expect(installed.status == 0, "\(installed.output)")
        let units = person.workspace.url.appendingPathComponent("config/systemd/user")
        let service = try String(contentsOf: units.appendingPathComponent("podium-remind.service"), encoding: .utf8)
        #expect(service.contains("ExecStart=\(PodiumBinary.resolvedPath) remind --once --remind 10\n"), "\(service)")
        #expect(service.contains("Environment=XDG_DATA_HOME=\(person.workspace.url.appendingPathComponent("data").path)\n"))
        let timer = try String(contentsOf: units.appendingPathComponent("podium-remind.timer"), encoding: .utf8)
        #expect(timer.contains("OnCalendar=*-*-* *:*:00"))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze") {
            let verified = try await Subprocess.run(["/usr/bin/systemd-analyze", "verify",
                                                     units.appendingPathComponent("podium-remind.timer").path,
                                                     units.appendingPathComponent("podium-remind.service").path])
            #expect(verified.status == 0, "\(verified.output)")
        }
        #expect(try await person.podium(["reminders", "status"]).stdout.hasPrefix("timer: installed ("))
        let removed = try await person.podium(["reminders", "uninstall"])
        #expect(removed.stdout == "Removed podium-remind.timer and podium-remind.service.\n", "\(removed.output)")
        #expect(!FileManager.default.fileExists(atPath: units.appendingPathComponent("podium-remind.service").path))
        #expect(try await person.podium(["reminders", "status"]).stdout.hasPrefix("timer: not installed"))
    }

    /// Folder names holding what systemd and cron read specially ($, a backquote, a quote, %,
    /// a line break, spaces): systemd keeps every setting, and cron hands sh the folder as it is.
    @Test func hostileFolderNamesAreQuotedForEachReader() async throws {
        let person = try Person()
        defer { person.workspace.remove() }
        let data = person.workspace.url.appendingPathComponent("da$ta `x` \"q\" 100% it's\nhere").path
        let installed = try await Subprocess.run(["/usr/bin/env", "TZ=UTC", "PATH=/usr/bin:/bin", "HOME=\(person.workspace.url.path)",
                                                  "XDG_DATA_HOME=\(data)", "XDG_CONFIG_HOME=\(person.workspace.url.appendingPathComponent("config").path)",
                                                  PodiumBinary.path, "reminders", "install", "--units-only"])
        #expect(installed.status == 0, "\(installed.output)")
        let units = person.workspace.url.appendingPathComponent("config/systemd/user")
        let service = try String(contentsOf: units.appendingPathComponent("podium-remind.service"), encoding: .utf8)
        #expect(service.contains(#"Environment="XDG_DATA_HOME=/"#) && service.contains(#"da$ta `x` \"q\" 100%% it's\nhere""#), "\(service)")
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze") {
            let verified = try await Subprocess.run(["/usr/bin/systemd-analyze", "verify", units.appendingPathComponent("podium-remind.service").path])
            #expect(verified.status == 0 && !verified.output.lowercased().contains("ignoring") && !verified.output.lowercased().contains("invalid"),
                    "\(verified.output)")
        }
        // cron: each word's value comes back through cron's % rule and sh exactly as it was.
        for value in ["da$ta `x`", "it's \"q\"", "100%", "a\\b", "plain/path"] {
            let word = try #require(CrontabQuoting.word(value))
            let cronLine = "X=\(word) /usr/bin/printenv X"
            let handedToShell = CronLine.command(cronLine)
            let printed = try await Subprocess.run(["/bin/sh", "-c", handedToShell])
            #expect(printed.stdout == value + "\n", "\(value) → \(word) → \(printed.output)")
        }
        #expect(CrontabQuoting.word("line\nbreak") == nil, "no crontab line can hold it")
    }

    /// Where no systemd user manager answers, install installs nothing: it says so, prints the
    /// crontab line to add alone on standard output, and fails, so a script knows reminders are
    /// not on.
    @Test func withoutASystemdUserManagerInstallFailsAndPrintsTheCrontabLine() async throws {
        let person = try Person()
        defer { person.workspace.remove() }
        let outcome = try await Subprocess.run(["/usr/bin/env", "-i", "PATH=/nonexistent", "HOME=\(person.workspace.url.path)",
                                                "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus", PodiumBinary.path, "reminders", "install"])
        #expect(outcome.status == 1, "nothing was installed: \(outcome.output)")
        #expect(outcome.stdout == "* * * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus \(PodiumBinary.resolvedPath) remind --once\n",
                "\(outcome.stdout)")
        #expect(outcome.stderr.contains("nothing was installed") && outcome.stderr.contains("crontab -e"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: person.workspace.url.appendingPathComponent(".config/systemd/user").path),
                "no unit files were written")
    }
}

extension PodiumBinary {
    /// The binary's path with links resolved, as the program names itself in the units.
    static var resolvedPath: String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
}

/// What cron hands sh of a crontab command (crontab(5)): `\%` becomes `%`, and a bare `%` ends
/// the command (the rest is its input).
enum CronLine {
    static func command(_ line: String) -> String {
        var result = "", escaped = false
        for character in line {
            if escaped {
                if character != "%" { result.append("\\") }
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "%" {
                break
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }
}
