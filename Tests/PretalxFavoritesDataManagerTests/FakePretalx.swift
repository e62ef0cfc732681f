import Entities
import Foundation
import ScheduleDataContract
import Synchronization
import TestHarness

/// A pretalx in miniature, for the faults a real one gives only by accident: its login page and
/// form (a CSRF token, a session cookie), its favourites API for one event, and whatever it is
/// told to answer instead. It keeps one attendee's set of starred codes, and what each request
/// carried.
final class FakePretalx: Sendable {
    enum Login: Sendable {
        case works, wrongPassword, tooManyAttempts, notAPretalx, missing
    }

    struct State {
        var starred: Set<String> = []
        var login = Login.works
        /// Sessions it still knows (an empty set: it forgot every one, as when one expires).
        var sessions: Set<String> = []
        var signIns = 0
        /// The favourites read answers this instead (status, body), when set.
        var favouritesAnswer: (Int, String)?
        var starRequests: [String] = []
    }

    static let email = "ada@example.org"
    static let password = "correct horse battery staple"
    static let csrf = "Csrf0123456789Csrf0123456789Csrf"

    /// The state, shared with the server's handler.
    final class Box: Sendable {
        let state: Mutex<State>
        init(_ state: State) { self.state = Mutex(state) }
    }

    let server: ScriptedHTTPServer
    private let box: Box

    init(starred: Set<String> = []) throws {
        let box = Box(State(starred: starred))
        self.box = box
        server = try ScriptedHTTPServer { request in [.send(Self.answer(request, box))] }
    }

    var event: PretalxEvent { PretalxEvent(instance: server.url("/"), slug: "democon")! }
    var starred: Set<String> { box.state.withLock { $0.starred } }
    var signIns: Int { box.state.withLock { $0.signIns } }
    var starRequests: [String] { box.state.withLock { $0.starRequests } }
    func set(_ change: (inout State) -> Void) { box.state.withLock { change(&$0) } }

    private static func answer(_ request: ScriptedHTTPServer.Request, _ box: Box) -> Data {
        let cookies = Dictionary((request.headers["cookie"] ?? "").split(separator: ";").compactMap { pair -> (String, String)? in
            let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }, uniquingKeysWith: { _, last in last })
        return box.state.withLock { state -> Data in
            switch (request.method, request.path) {
            case ("GET", "/democon/login/"):
                switch state.login {
                case .missing: return page(404, "<h1>Not found</h1>")
                case .notAPretalx: return page(200, "<html><body>Welcome to the conference!</body></html>")
                default:
                    return raw(200, ["Content-Type: text/html", "Set-Cookie: pretalx_csrftoken=\(csrf); Path=/; SameSite=Lax"],
                               "<form method=post><input name=csrfmiddlewaretoken type=hidden value=\(csrf)>"
                                   + "<input name=login_email><input name=login_password type=password></form>")
                }
            case ("POST", "/democon/login/"):
                guard cookies["pretalx_csrftoken"] == csrf else { return page(403, "CSRF verification failed") }
                var form = URLComponents()
                form.percentEncodedQuery = String(decoding: request.body, as: UTF8.self).replacingOccurrences(of: "+", with: "%20")
                let field = { (name: String) in form.queryItems?.first { $0.name == name }?.value }
                let matches = field("csrfmiddlewaretoken") == csrf && field("login_email") == email && field("login_password") == password
                switch state.login {
                case .works where !matches, .wrongPassword:
                    return page(200, "<form><input name=login_email><input name=login_password>No user account matches the entered credentials. "
                                + "Are you sure that you typed your password correctly?</form>")
                case .works:
                    state.signIns += 1
                    let session = "session\(state.signIns)abcdefghijklmnop"
                    state.sessions.insert(session)
                    return raw(302, ["Location: /democon/me/submissions/", "Set-Cookie: pretalx_session=\(session); HttpOnly; Path=/",
                                     "Set-Cookie: pretalx_csrftoken=Rotated0123456789Rotated01234567; Path=/"], "")
                case .tooManyAttempts:
                    return page(200, "<form><input name=login_email><input name=login_password>"
                                + "For security reasons, please wait 5 minutes before you try again.</form>")
                default: return page(404, "")
                }
            default:
                break
            }
            let api = "/api/events/democon/submissions/"
            guard request.path.hasPrefix(api) else { return page(404, "") }
            guard let session = cookies["pretalx_session"], state.sessions.contains(session) else {
                return json(403, #"{"detail":"Authentication credentials were not provided."}"#)
            }
            if request.path == api + "favourites/" {
                if let (status, body) = state.favouritesAnswer { return json(status, body) }
                return json(200, "[" + state.starred.sorted().map { "\"\($0)\"" }.joined(separator: ",") + "]")
            }
            guard request.headers["x-csrftoken"] == cookies["pretalx_csrftoken"] else { return json(403, #"{"detail":"CSRF Failed: CSRF token missing."}"#) }
            let code = request.path.dropFirst(api.count).split(separator: "/").first.map(String.init)?.uppercased() ?? ""
            guard code != "GONE99" else { return json(404, #"{"detail":"Not found."}"#) }
            state.starRequests.append("\(request.method) \(code)")
            if request.method == "POST" { state.starred.insert(code) } else if request.method == "DELETE" { state.starred.remove(code) }
            return json(200, "{}")
        }
    }

    private static func raw(_ status: Int, _ headers: [String], _ body: String) -> Data {
        var head = "HTTP/1.1 \(status) Status\r\nConnection: close\r\nContent-Length: \(body.utf8.count)\r\n"
        for header in headers { head += header + "\r\n" }
        return Data((head + "\r\n" + body).utf8)
    }

    private static func page(_ status: Int, _ body: String) -> Data { raw(status, ["Content-Type: text/html"], body) }
    private static func json(_ status: Int, _ body: String) -> Data { raw(status, ["Content-Type: application/json"], body) }
}

/// The schedule's talks as the store reads them: each session's talk code.
struct TalkCodes: PretalxTalksReading {
    let codes: [String: String]
    func pretalxEvent() async throws -> PretalxEvent? { nil }
    func talkCodes(of event: PretalxEvent) async throws -> [String: String] { codes }
}
