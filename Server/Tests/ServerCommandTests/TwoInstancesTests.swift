#if canImport(Glibc)
import Glibc
#endif
import Foundation
import PostgresStore
import Testing

/// Two podium-server instances on one PostgreSQL database behind nginx, as docs/server.md
/// deploys them: each answers for the other's writes, they enforce one sign-in limit, and one
/// killed outright loses no acknowledged write while the other keeps serving.
@Suite(.serialized, .enabled(if: (TestDatabase.url != nil && Nginx.path != nil) || TestDatabase.required,
                             "PostgreSQL or nginx is missing: `apt-get install postgresql nginx`, then `scripts/postgres start /tmp/pg` prints an address for PODIUM_TEST_POSTGRES"))
struct TwoInstancesTests {
    @Test func twoInstancesBehindNginxShareEverythingAndSurviveLosingOne() async throws {
        let folder = try ServerCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try #require(TestDatabase.url)
        let store = database + "?schema=two_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16)
        defer { Task { try? await PostgresAttendeeStore.open(try PostgresAddress(parsing: store), password: nil, logger: .init(label: "test"), keepingOpen: 0).removeSchema() } }

        let people = (0..<4).map { ("Writer \($0)", "writer\($0)@example.org", "WRTR-000\($0)") }
        let csv = folder.appendingPathComponent("people.csv")
        try (["name,email,ticket code"] + people.map { "\($0.0),\($0.1),\($0.2)" } + ["Bob Byte,bob@example.org,EFGH-5678"])
            .joined(separator: "\n").write(to: csv, atomically: true, encoding: .utf8)
        #expect(try await ServerProcess(["attendees", "import", csv.path, "--store", store]).exited(within: 60) == 0)

        let serving = ["serve", "--port", "0", "--store", store, "--trusted-proxy", "127.0.0.1"]
        let one = try ServerProcess(serving), other = try ServerProcess(serving)
        let oneAddress = try await one.address(), otherAddress = try await other.address()
        let nginx = try Nginx(upstreams: [oneAddress, otherAddress], folder: folder.appendingPathComponent("nginx"))
        let front = try await nginx.address()

        // A favorite written through one instance is read through the other.
        let token = try await HTTP.signIn(oneAddress, email: people[0].1, code: people[0].2)
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        let written = try await HTTP.send("PUT", oneAddress.appendingPathComponent("v1/me/favorites"), token: token,
                                          json: ["sentAt": now, "choices": [["sessionId": "keynote", "isFavorite": true, "setAt": now]]])
        #expect(written.status == 200)
        let read = try await HTTP.send("GET", otherAddress.appendingPathComponent("v1/me/favorites"), token: token)
        #expect((read.body["choices"] as? [[String: Any]])?.first?["sessionId"] as? String == "keynote")

        // Five wrong codes through the proxy (it takes turns) lock the email on both instances.
        for _ in 0..<5 {
            let wrong = try await HTTP.send("POST", front.appendingPathComponent("v1/sessions"), json: ["email": "bob@example.org", "ticketCode": "NOPE-0000"])
            #expect(wrong.status == 401)
        }
        #expect(one.stderr.contains("sign-in failed") && other.stderr.contains("sign-in failed"), "both instances counted failures")
        for address in [oneAddress, otherAddress, front] {
            let right = try await HTTP.send("POST", address.appendingPathComponent("v1/sessions"), json: ["email": "bob@example.org", "ticketCode": "EFGH-5678"])
            #expect(right.status == 429, "\(address): locked everywhere")
        }

        // Writers through the proxy; one instance is killed outright halfway, the other goes on.
        var tokens: [String] = []
        for person in people { tokens.append(try await HTTP.signIn(front, email: person.1, code: person.2)) }
        let acknowledged = Acknowledgements(count: people.count)
        await withTaskGroup(of: Void.self) { group in
            for (index, token) in tokens.enumerated() {
                group.addTask {
                    var next = 1
                    while acknowledged.total < 600 {
                        let body: [String: Any] = ["name": "Writer \(index)", "bio": "write \(next)", "visibility": "hidden"]
                        guard let answer = try? await HTTP.send("PUT", front.appendingPathComponent("v1/me"), token: token, json: body),
                              answer.status == 200 else { continue }
                        if acknowledged.record(index, next) == 300 { one.signal(SIGKILL) }
                        next += 1
                    }
                }
            }
        }
        #expect(try await one.exited(within: 10) == 128 + SIGKILL)
        for (index, person) in people.enumerated() {
            let token = try await HTTP.signIn(otherAddress, email: person.1, code: person.2)
            let bio = try await HTTP.send("GET", otherAddress.appendingPathComponent("v1/me"), token: token).body["bio"] as? String
            #expect(bio == "write \(acknowledged.last(index))", "writer \(index): every acknowledged write is there")
        }
        other.signal(SIGTERM)
        #expect(try await other.exited(within: 15) == 0)
        await nginx.stop()
    }
}

/// The database `PODIUM_TEST_POSTGRES` names; CI sets `PODIUM_REQUIRE_POSTGRES`, so there these
/// fail rather than skip.
enum TestDatabase {
    static let url = ProcessInfo.processInfo.environment["PODIUM_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
    static let required = ProcessInfo.processInfo.environment["PODIUM_REQUIRE_POSTGRES"] == "1"
}

/// nginx from Debian's package as a round-robin proxy on loopback, in a folder of its own.
final class Nginx: Sendable {
    static let path = ["/usr/sbin/nginx", "/usr/bin/nginx"].first { FileManager.default.isExecutableFile(atPath: $0) }
    let process: ServerProcess
    let port: Int

    init(upstreams: [URL], folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let path = Self.path else { throw ProcessError("nginx is not installed") }
        port = try Self.freePort()
        // One process (no master and workers: killing it leaves nothing behind); as root nginx
        // would run as nobody, who cannot write here.
        let user = getuid() == 0 ? "user root root;" : ""
        let config = """
            \(user)
            daemon off;
            master_process off;
            pid \(folder.path)/nginx.pid;
            error_log \(folder.path)/error.log warn;
            events { worker_connections 256; }
            http {
                access_log off;
                client_body_temp_path \(folder.path)/body;
                proxy_temp_path \(folder.path)/proxy;
                fastcgi_temp_path \(folder.path)/fastcgi;
                uwsgi_temp_path \(folder.path)/uwsgi;
                scgi_temp_path \(folder.path)/scgi;
                upstream podium { \(upstreams.map { "server \($0.host!):\($0.port!) max_fails=1 fail_timeout=30s;" }.joined(separator: " ")) }
                server {
                    listen 127.0.0.1:\(port);
                    location / {
                        proxy_pass http://podium;
                        proxy_set_header X-Forwarded-For $remote_addr;
                        proxy_next_upstream error timeout;
                        proxy_connect_timeout 2s;
                    }
                }
            }
            """
        try config.write(to: folder.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
        process = try ServerProcess(executable: path, ["-p", folder.path, "-c", folder.appendingPathComponent("nginx.conf").path])
    }

    /// The proxy's address once it accepts connections.
    func address() async throws -> URL {
        let url = URL(string: "http://127.0.0.1:\(port)")!
        for _ in 0..<200 {
            if (try? await HTTP.send("GET", url.appendingPathComponent("healthz")))?.status == 200 { return url }
            if let status = try await process.exited(within: 0) { throw ProcessError("nginx exited (\(status)): \(process.stderr.suffix(400))") }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw ProcessError("nginx did not answer: \(process.stderr.suffix(400))")
    }

    /// Stops it at once and waits for it.
    func stop() async {
        process.signal(SIGTERM)
        _ = try? await process.exited(within: 10)
    }

    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw ProcessError("no free port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
