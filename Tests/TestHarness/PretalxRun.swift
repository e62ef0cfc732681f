import Foundation

/// The real pretalx the tests prove Podium against, started on loopback by `scripts/pretalx start
/// DIR` (`.ci/run` starts one and stops it however the run ends) and named by
/// `PODIUM_TEST_PRETALX=DIR`. Where none is named the tests that need one are skipped, unless
/// `PODIUM_REQUIRE_PRETALX=1` (CI) makes that a failure. Its demo event `democon` has a released
/// schedule; people register through the event's own form, as a person does, and the web side of
/// a test is a signed-in browser session (curl with a cookie jar) on pretalx's own API.
public struct PretalxRun: Sendable {
    public let folder: URL
    /// The instance: `http://127.0.0.1:PORT/`.
    public let address: URL

    public static let demoEvent = "democon"

    /// The pretalx named by the environment, if any.
    public static var shared: PretalxRun? {
        guard let folder = ProcessInfo.processInfo.environment["PODIUM_TEST_PRETALX"], !folder.isEmpty,
              let text = try? String(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent("address"), encoding: .utf8),
              let address = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return PretalxRun(folder: URL(fileURLWithPath: folder), address: address)
    }

    /// Whether a missing pretalx fails the tests that need one (CI) rather than skipping them.
    public static var required: Bool { ProcessInfo.processInfo.environment["PODIUM_REQUIRE_PRETALX"] == "1" }

    /// What a skipped test says.
    public static let missing = "no pretalx to test against: `scripts/pretalx --setup && scripts/pretalx start /tmp/ptx` and PODIUM_TEST_PRETALX=/tmp/ptx"

    public func page(_ slug: String = demoEvent) -> URL { address.appendingPathComponent(slug, isDirectory: true) }

    /// A new attendee account, registered through the event's login page (its register form).
    public func register(on slug: String = demoEvent) async throws -> PretalxAccount {
        let account = PretalxAccount(email: "attendee-\(UUID().uuidString.prefix(12).lowercased())@example.org",
                                     password: "Pw-\(UUID().uuidString)")
        let web = try await PretalxWeb(self, slug: slug)
        try await web.submitLogin(fields: ["register_name": "Test Attendee", "register_email": account.email,
                                           "register_password": account.password, "register_password_repeat": account.password])
        return account
    }

    /// Each slot of the event's released schedule, from its JSON export.
    public func talks(of slug: String = demoEvent) async throws -> [PretalxTalk] {
        let outcome = try await Subprocess.run(["curl", "-fsS", "--max-time", "60", page(slug).appendingPathComponent("schedule/export/schedule.json").absoluteString],
                                               timeLimit: .seconds(90))
        guard outcome.status == 0, let document = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any],
              let schedule = document["schedule"] as? [String: Any], let conference = schedule["conference"] as? [String: Any],
              let days = conference["days"] as? [[String: Any]] else {
            throw PretalxRunFailure(description: "the export of \(slug) could not be read: \(outcome.stderr.suffix(300))")
        }
        return days.flatMap { day in
            ((day["rooms"] as? [String: [[String: Any]]]) ?? [:]).values.flatMap { $0 }
        }.compactMap { event in
            guard let code = event["code"] as? String, let title = event["title"] as? String, let date = event["date"] as? String else { return nil }
            return PretalxTalk(code: code, title: title, date: date, room: event["room"] as? String ?? "")
        }.sorted { ($0.date, $0.room, $0.code) < ($1.date, $1.room, $1.code) }
    }

    /// An organiser's changes to the event's schedule, then a release (Tests/Fixtures/Pretalx/organise.py).
    public func organise(event slug: String, changes: [[String: String]], release version: String) async throws {
        let request = try JSONSerialization.data(withJSONObject: ["event": slug, "changes": changes, "release": version])
        let script = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Pretalx/organise.py").path
        try await shell("exec(open('\(script)').read())", environment: ["ORGANISE": String(decoding: request, as: UTF8.self)])
    }

    /// A new event with a released schedule, as pretalx's own demo command makes one (about 20 s).
    public func createEvent(slug: String) async throws {
        try await manage(["create_test_event", "--stage", "schedule", "--slug", slug])
    }

    /// The organisers show or hide the event's schedule (hidden, pretalx takes no favourites).
    public func showSchedule(of slug: String, _ shown: Bool) async throws {
        try await shell("from pretalx.event.models import Event; e = Event.objects.get(slug='\(slug)'); "
                        + "e.feature_flags['show_schedule'] = \(shown ? "True" : "False"); e.save()")
    }

    /// Every signed-in session on the instance ends, as when they expire.
    public func endEverySession() async throws {
        try await shell("from django.core.cache import caches; caches['redis_sessions'].clear()")
    }

    private func shell(_ code: String, environment: [String: String] = [:]) async throws {
        try await manage(["shell", "--unsafe-disable-scopes", "-c", code], environment: environment)
    }

    private func manage(_ arguments: [String], environment: [String: String] = [:]) async throws {
        let python = try String(contentsOf: folder.appendingPathComponent("python"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let variables = ["PRETALX_CONFIG_FILE=\(folder.appendingPathComponent("pretalx.cfg").path)"] + environment.map { "\($0.key)=\($0.value)" }
        let outcome = try await Subprocess.run(["/usr/bin/env"] + variables + [python, "-m", "pretalx"] + arguments, in: folder, timeLimit: .seconds(240))
        guard outcome.status == 0 else {
            throw PretalxRunFailure(description: "pretalx \(arguments.first ?? "") failed: \(outcome.stderr.suffix(600))")
        }
    }
}

public struct PretalxAccount: Sendable, Hashable {
    public let email: String
    public let password: String
}

public struct PretalxTalk: Sendable, Hashable {
    public let code: String
    public let title: String
    /// As the export writes it ("2026-11-30T09:00:00+01:00").
    public let date: String
    public let room: String
}

public struct PretalxRunFailure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}

/// The web side of a test: a browser's session on pretalx, signed in as a person does, starring
/// and unstarring talks through pretalx's own API as its schedule page does.
public final class PretalxWeb: Sendable {
    private let pretalx: PretalxRun
    private let slug: String
    private let jar: TemporaryDirectory

    init(_ pretalx: PretalxRun, slug: String) async throws {
        self.pretalx = pretalx
        self.slug = slug
        jar = try TemporaryDirectory(prefix: "pretalx-web")
    }

    /// Signed in as `account` on the event's login page.
    public convenience init(_ pretalx: PretalxRun, account: PretalxAccount, slug: String = PretalxRun.demoEvent) async throws {
        try await self.init(pretalx, slug: slug)
        try await submitLogin(fields: ["login_email": account.email, "login_password": account.password])
    }

    deinit {
        jar.remove()
    }

    private var cookies: String { jar.url.appendingPathComponent("cookies").path }
    private var favourites: URL { pretalx.address.appendingPathComponent("api/events/\(slug)/submissions/favourites/") }

    func submitLogin(fields: [String: String]) async throws {
        let login = pretalx.page(slug).appendingPathComponent("login/").absoluteString
        let form = try await curl([login])
        guard let token = form.stdout.firstMatch(of: #/name=csrfmiddlewaretoken type=hidden value=([A-Za-z0-9]+)/#)?.output.1 else {
            throw PretalxRunFailure(description: "no sign-in form at \(login)")
        }
        var arguments = ["-e", login, "-o", "/dev/null", "-w", "%{http_code}", "--data-urlencode", "csrfmiddlewaretoken=\(token)"]
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { arguments += ["--data-urlencode", "\(name)=\(value)"] }
        let answer = try await curl(arguments + [login])
        guard answer.stdout == "302" else { throw PretalxRunFailure(description: "pretalx did not sign in (\(answer.stdout))") }
    }

    /// The codes starred on the web.
    public func starred() async throws -> Set<String> {
        let outcome = try await curl(["-f", favourites.absoluteString])
        guard let codes = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String] else {
            throw PretalxRunFailure(description: "pretalx's favourites: \(outcome.stdout.prefix(200))")
        }
        return Set(codes)
    }

    public func star(_ code: String) async throws { try await setStar(code, method: "POST") }
    public func unstar(_ code: String) async throws { try await setStar(code, method: "DELETE") }

    private func setStar(_ code: String, method: String) async throws {
        let csrf = try String(contentsOfFile: cookies, encoding: .utf8).split(separator: "\n")
            .first { $0.contains("pretalx_csrftoken") }?.split(separator: "\t").last.map(String.init) ?? ""
        let url = pretalx.address.appendingPathComponent("api/events/\(slug)/submissions/\(code)/favourite/").absoluteString
        let outcome = try await curl(["-X", method, "-H", "X-CSRFToken: \(csrf)", "-e", pretalx.page(slug).absoluteString,
                                      "-o", "/dev/null", "-w", "%{http_code}", url])
        guard outcome.stdout == "200" else { throw PretalxRunFailure(description: "\(method) \(code) answered \(outcome.stdout)") }
    }

    private func curl(_ arguments: [String]) async throws -> Subprocess.Outcome {
        try await Subprocess.run(["curl", "-sS", "--max-time", "60", "-c", cookies, "-b", cookies] + arguments, timeLimit: .seconds(90))
    }
}
