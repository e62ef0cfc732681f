import AttendeeStore
import Foundation
import StoreContract
import StoreRules
import Testing

@Suite(.serialized) struct ServerCommandTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("podium-server-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func importReportsWhatItDidSkipsBadRowsByLineAndExitsOneForThem() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("attendees.csv")
        try "name,email,ticket code,company\nAda,ada@example.org,ABCD-1234,Engines\nBob,,EFGH-5678,\nCyd,cyd@example.org,QRST-0001,\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try ServerProcess(["attendees", "import", file.path, "--data-dir", folder.appendingPathComponent("data").path])
        #expect(try await run.exited(within: 60) == 1)
        #expect(run.stdout == """
            \(file.path): 2 attendees read; 2 added, 0 updated, 0 unchanged
            line 3: no email — skipped
            1 rows skipped; the others were imported

            """)
        try "name,email,ticket code\nAda King,ada@example.org,ABCD-1234\n".write(to: file, atomically: true, encoding: .utf8)
        let again = try ServerProcess(["attendees", "import", file.path, "--data-dir", folder.appendingPathComponent("data").path])
        #expect(try await again.exited(within: 60) == 0)
        #expect(again.stdout.contains("1 attendees read; 0 added, 1 updated, 0 unchanged\nline 2: updated name\n"))
        #expect(again.stdout.contains("1 registered attendees are not in this file; they are kept, with their profiles"))
    }

    @Test func theDemoPrintsASignInThatOpensAListedDirectoryAndSIGTERMStopsItCleanly() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(["--demo", "--port", "0", "--data-dir", folder.path])
        let address = try await server.address()
        let line = try #require(server.stdout.split(separator: "\n").first { $0.hasPrefix("demo sign-in: ") })
        let parts = line.split(separator: " ")
        let token = try await HTTP.signIn(address, email: String(parts[2]), code: String(parts[3]))
        let page = try await HTTP.send("GET", address.appendingPathComponent("v1/attendees"), token: token)
        let items = try #require(page.body["items"] as? [[String: Any]])
        #expect(items.count == 50)
        #expect(page.body["nextCursor"] != nil)
        server.signal(SIGTERM)
        #expect(try await server.exited(within: 15) == 0)
        let store = try AttendeeStore.open(dataDirectory: folder)
        #expect(try await store.attendeeCount() == 2_000)
        #expect(!server.stderr.contains(String(parts[3])))   // the ticket code is never logged
    }

    /// Four clients write their profiles as fast as the server acknowledges; the server is killed
    /// outright after 1,000 acknowledgements. Every acknowledged write is there after a restart.
    @Test func everyAcknowledgedWriteSurvivesSIGKILL() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let people = (0..<4).map { ("Writer \($0)", "writer\($0)@example.org", "WRTR-000\($0)") }
        let csv = folder.appendingPathComponent("people.csv")
        try (["name,email,ticket code"] + people.map { "\($0.0),\($0.1),\($0.2)" }).joined(separator: "\n")
            .write(to: csv, atomically: true, encoding: .utf8)
        let data = folder.appendingPathComponent("data").path
        #expect(try await ServerProcess(["attendees", "import", csv.path, "--data-dir", data]).exited(within: 60) == 0)
        let server = try ServerProcess(["serve", "--port", "0", "--data-dir", data])
        let address = try await server.address()
        var tokens: [String] = []
        for person in people { tokens.append(try await HTTP.signIn(address, email: person.1, code: person.2)) }

        let acknowledged = Acknowledgements(count: people.count)
        await withTaskGroup(of: Void.self) { group in
            for (index, token) in tokens.enumerated() {
                group.addTask {
                    var next = 1
                    while true {
                        let body: [String: Any] = ["name": "Writer \(index)", "bio": "write \(next)", "visibility": "hidden"]
                        guard let answer = try? await HTTP.send("PUT", address.appendingPathComponent("v1/me"), token: token, json: body),
                              answer.status == 200 else { return }
                        if acknowledged.record(index, next) >= 1_000 { server.signal(SIGKILL) }
                        next += 1
                    }
                }
            }
        }
        #expect(try await server.exited(within: 10) == 128 + SIGKILL)
        #expect(acknowledged.total >= 1_000)

        let restarted = try ServerProcess(["serve", "--port", "0", "--data-dir", data])
        let again = try await restarted.address()
        for (index, person) in people.enumerated() {
            let token = try await HTTP.signIn(again, email: person.1, code: person.2)
            let bio = try await HTTP.send("GET", again.appendingPathComponent("v1/me"), token: token).body["bio"] as? String
            let stored = Int(bio?.dropFirst("write ".count) ?? "") ?? 0
            let last = acknowledged.last(index)
            // The acknowledged write, or the one after it that was in flight when the kill came.
            #expect(stored == last || stored == last + 1, "writer \(index): acknowledged \(last), stored \(stored)")
        }
        restarted.signal(SIGTERM)
        #expect(try await restarted.exited(within: 15) == 0)
        #expect(try AttendeeStore(path: data + "/" + AttendeeStore.fileName).integrityCheck() == "ok")
    }

    /// `--host ::1` prints an address a browser or curl can use (the host in brackets), and it
    /// answers there.
    @Test func anIPv6HostIsPrintedInBracketsAndAnswersThere() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(["serve", "--host", "::1", "--port", "0", "--data-dir", folder.path])
        let address = try await server.address()
        #expect(address.absoluteString.hasPrefix("http://[::1]:"))
        let answer = try await LoopbackV6.get(port: try #require(address.port), path: "/healthz")
        #expect(answer.hasPrefix("HTTP/1.1 200") && answer.contains(#""status":"ok""#), "\(answer)")
        server.signal(SIGTERM)
        #expect(try await server.exited(within: 15) == 0)
    }

    /// `--metrics-port` serves Prometheus' text on an address of its own, and says where.
    @Test func theMetricsPortAnswersWhatTheServerDid() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(["serve", "--port", "0", "--metrics-port", "0", "--data-dir", folder.path])
        let address = try await server.address()
        #expect(try await HTTP.send("GET", address.appendingPathComponent("healthz")).status == 200)
        let deadline = Date().addingTimeInterval(30)
        var metricsURL: URL?
        while metricsURL == nil, Date() < deadline {
            if let range = server.stdout.range(of: #"metrics at (http://[^ \n]+)"#, options: .regularExpression) {
                metricsURL = URL(string: String(server.stdout[range].dropFirst("metrics at ".count)))
            } else {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        let url = try #require(metricsURL)
        let (data, _) = try await HTTP.session.data(from: url)
        #expect(String(decoding: data, as: UTF8.self).contains(#"podium_requests_total{operation="health",status="200"} 1"#))
        server.signal(SIGTERM)
        #expect(try await server.exited(within: 15) == 0)
    }

    /// A data directory others may enter is made the owner's alone, with a line saying so; the
    /// backup command writes a copy only its owner can read, which opens as a store.
    @Test func aLooseDataDirectoryIsTightenedAndTheBackupIsTheOwnersAlone() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        chmod(data.path, 0o777)
        let csv = folder.appendingPathComponent("people.csv")
        try "name,email,ticket code\nAda,ada@example.org,ABCD-1234\n".write(to: csv, atomically: true, encoding: .utf8)
        let imported = try ServerProcess(["attendees", "import", csv.path, "--data-dir", data.path])
        #expect(try await imported.exited(within: 60) == 0)
        #expect(imported.stderr.contains("had mode 777, which let others in; it is 0700 now"))
        #expect(try FileManager.default.attributesOfItem(atPath: data.path)[.posixPermissions] as? Int == 0o700)

        let copy = folder.appendingPathComponent("copy.sqlite").path
        let backup = try ServerProcess(["backup", copy, "--data-dir", data.path])
        #expect(try await backup.exited(within: 60) == 0)
        #expect(backup.stdout.contains("1 attendees copied to \(copy) (mode 0600)"))
        #expect(try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int == 0o600)
        #expect(try AttendeeStore(path: copy).integrityCheck() == "ok")

        // A folder with no store (a typing slip) is refused, and made nothing in.
        let missing = folder.appendingPathComponent("no-such-data")
        let nothing = try ServerProcess(["backup", folder.appendingPathComponent("empty.sqlite").path, "--data-dir", missing.path])
        #expect(try await nothing.exited(within: 60) != 0)
        #expect(nothing.stderr.contains("there is no attendee store in \(missing.path)"), "\(nothing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing.path) && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("empty.sqlite").path))

        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: data)
        let refused = try ServerProcess(["serve", "--port", "0", "--data-dir", link.path])
        #expect(try await refused.exited(within: 60) != 0)
        #expect(refused.stderr.contains("is not a directory (a link or a file where the data directory should be)"))
    }
}

/// The last write each client saw acknowledged.
final class Acknowledgements: @unchecked Sendable {
    private let lock = NSLock()
    private var lastByClient: [Int]

    init(count: Int) { lastByClient = Array(repeating: 0, count: count) }

    /// Records an acknowledgement; the total so far.
    func record(_ client: Int, _ write: Int) -> Int {
        lock.withLock {
            lastByClient[client] = write
            return lastByClient.reduce(0, +)
        }
    }

    func last(_ client: Int) -> Int { lock.withLock { lastByClient[client] } }
    var total: Int { lock.withLock { lastByClient.reduce(0, +) } }
}
