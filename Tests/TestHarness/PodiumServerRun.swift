import Foundation

/// A real `podium-server` on loopback for the client's tests: the attendees given imported into
/// a fresh data folder, served on a free port until the value goes. The server is another
/// program (the client may not link it), started from the executable the build put beside the
/// test runner.
public final class PodiumServerRun: Sendable {
    public struct Person: Sendable {
        public let name: String
        public let email: String
        public let ticketCode: String
        public let listed: Bool

        public init(_ name: String, _ email: String, _ ticketCode: String, listed: Bool = true) {
            self.name = name
            self.email = email
            self.ticketCode = ticketCode
            self.listed = listed
        }
    }

    public let url: URL
    public let folder: TemporaryDirectory
    let process: BackgroundProcess

    public static var executable: URL { RepositoryPaths.products.appendingPathComponent("podium-server") }

    /// Starts the demo (2,000 generated attendees) when `people` is nil; `options` go to the
    /// command that serves (`--sign-ins-per-minute 1000`).
    public static func start(_ people: [Person]? = nil, options: [String] = []) async throws -> PodiumServerRun {
        try await offThePool { try PodiumServerRun(people, options: options) }
    }

    private init(_ people: [Person]?, options: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            throw Subprocess.SpawnError(description: "\(Self.executable.path) is not built: run swift build first")
        }
        folder = try TemporaryDirectory(prefix: "podium-server-run")
        let data = folder.url.appendingPathComponent("data").path
        var arguments = [Self.executable.path, "serve", "--port", "0", "--data-dir", data]
        if let people {
            let csv = folder.url.appendingPathComponent("people.csv")
            try (["name,email,ticket code"] + people.map { "\($0.name),\($0.email),\($0.ticketCode)" }).joined(separator: "\n")
                .write(to: csv, atomically: true, encoding: .utf8)
            let imported = try Subprocess.run([Self.executable.path, "attendees", "import", csv.path, "--data-dir", data],
                                              timeLimit: .seconds(120))
            guard imported.status == 0 else { throw Subprocess.SpawnError(description: "import failed: \(imported.output)") }
        } else {
            arguments = [Self.executable.path, "--demo", "--port", "0", "--data-dir", data]
        }
        process = try BackgroundProcess(arguments + options)
        let deadline = Date().addingTimeInterval(60)
        var found: URL?
        while found == nil, Date() < deadline {
            if let range = process.stdout.range(of: #"serving http://[^ ]+"#, options: .regularExpression) {
                found = URL(string: String(process.stdout[range].dropFirst("serving ".count)))
            } else {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        guard let found else { throw Subprocess.SpawnError(description: "podium-server did not start: \(process.stderr.suffix(400))") }
        url = found
        if let people { try Self.list(people.filter(\.listed), at: found) }
    }

    /// The demo's printed sign-in ("demo sign-in: EMAIL CODE").
    public var demoSignIn: (email: String, ticketCode: String)? {
        guard let line = process.stdout.split(separator: "\n").first(where: { $0.hasPrefix("demo sign-in: ") }) else { return nil }
        let parts = line.split(separator: " ")
        return (String(parts[2]), String(parts[3]))
    }

    /// Signs `email` in as the app does and answers the token, for a test that keeps it where a
    /// data manager looks for it.
    public func token(email: String, ticketCode: String) throws -> String {
        let answer = try Self.request("POST", url.appendingPathComponent("v1/sessions"), json: ["email": email, "ticketCode": ticketCode])
        guard let token = answer["token"] as? String else { throw Subprocess.SpawnError(description: "podium-server signed nobody in: \(answer)") }
        return token
    }

    /// Everyone is hidden until they say otherwise: each listed person signs in and says so.
    private static func list(_ people: [Person], at url: URL) throws {
        for person in people {
            let token = try request("POST", url.appendingPathComponent("v1/sessions"),
                                    json: ["email": person.email, "ticketCode": person.ticketCode])["token"] as? String ?? ""
            _ = try request("PUT", url.appendingPathComponent("v1/me"), token: token,
                            json: ["name": person.name, "role": "Engineer", "company": "Engines", "visibility": "attendees",
                                   "links": [["title": "Site", "url": "https://example.org/\(person.email.prefix(3))"]]])
        }
    }

    private static func request(_ method: String, _ url: URL, token: String? = nil, json: [String: Any]) throws -> [String: Any] {
        let body = try JSONSerialization.data(withJSONObject: json)
        var arguments = ["curl", "-sS", "-X", method, "-H", "Content-Type: application/json", "--data-binary", String(decoding: body, as: UTF8.self)]
        if let token { arguments += ["-H", "Authorization: Bearer \(token)"] }
        let outcome = try Subprocess.run(arguments + [url.absoluteString], timeLimit: .seconds(60))
        return (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any] ?? [:]
    }

    /// Stops the server.
    public func stop() { process.kill() }
}
