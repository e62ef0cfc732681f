import Foundation
import Testing

/// Clients that send slowly or not at all: a connection that has not sent a whole request head
/// within the idle timeout is closed, and a body dripped past its deadline is answered 408, so
/// a few hundred of them cannot hold the server's descriptors. Against a real podium-server
/// process, whose event loops nothing else in the test run shares.
@Suite struct SlowClientTests {
    /// A server of its own with one-second deadlines; `body` gets its port.
    func withServer(_ body: (Int) async throws -> Void) async throws {
        let folder = try ServerCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(["serve", "--port", "0", "--idle-timeout", "1", "--body-timeout", "1", "--data-dir", folder.path])
        let port = try #require(try await server.address().port)
        try await body(port)
        server.signal(SIGTERM)
        _ = try await server.exited(within: 15)
    }

    @Test func aHeadDrippedAByteAtATimeIsCutOffAndANewClientIsAnswered() async throws {
        try await withServer { port in
            let slow = try (0..<50).map { _ in try RawConnection(port: port) }
            let start = Date()
            let head = Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".utf8)
            // Each sends a byte every 200 ms; none finishes its head before the deadline.
            let closed = try await onItsOwnThread {
                var open = Set(slow.indices)
                var index = 0
                // Without a deadline none would ever close; with one (1 s) they close in a few
                // seconds, or in tens on a machine busy compiling beside the test: the bound is wide.
                while !open.isEmpty && Date().timeIntervalSince(start) < 60 {
                    for connection in open where !slow[connection].send([head[index % head.count]]) { open.remove(connection) }
                    index += 1
                    usleep(200_000)
                }
                return open.isEmpty
            }
            #expect(closed, "every dripping connection was closed, not kept")
            // A new client is answered at once.
            let fresh = try RawConnection(port: port)
            let answer = try await onItsOwnThread { () -> String in
                _ = fresh.send(Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8))
                return fresh.readAll(within: 10)
            }
            #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
        }
    }

    @Test func aConnectionLeftIdleIsClosed() async throws {
        try await withServer { port in
            let connection = try RawConnection(port: port)
            let closedAt = try await onItsOwnThread { connection.waitForClose(within: 20) }
            #expect(closedAt.map { $0 < 10 } == true, "closed after about a second, not kept")
        }
    }

    @Test func aBodyDrippedPastItsDeadlineIs408() async throws {
        try await withServer { port in
            let connection = try RawConnection(port: port)
            let answer = try await onItsOwnThread { () -> String in
                _ = connection.send(Array("POST /v1/sessions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{".utf8))
                for byte in Array(#""email":"ada@example.org""#.utf8) {
                    guard connection.send([byte]) else { break }
                    usleep(150_000)
                }
                return connection.readAll(within: 10)
            }
            #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
            #expect(answer.contains("did not arrive within"))
        }
    }
}

/// The metrics port shares the process's descriptors with the API: silent and dripping clients
/// there get the API's head deadline and a cap of their own, and never make the API unreachable.
@Suite struct MetricsPortFloodTests {
    /// A server with few descriptors (`ulimit -n 256`, as a small container gives) and a metrics
    /// port; `body` gets the API's port and the metrics port.
    func withServer(idleTimeout: Int, _ body: (Int, Int) async throws -> Void) async throws {
        let folder = try ServerCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(executable: "/bin/sh", ["-c", #"ulimit -n 256 && exec "$0" "$@""#, ServerProcess.executable,
                                                                "serve", "--port", "0", "--metrics-port", "0", "--idle-timeout", "\(idleTimeout)",
                                                                "--data-dir", folder.path])
        let port = try #require(try await server.address().port)
        let metrics = try await server.metricsPort()
        try await body(port, metrics)
        server.signal(SIGTERM)
        _ = try await server.exited(within: 15)
    }

    @Test func threeHundredSilentConnectionsToTheMetricsPortLeaveTheAPIAnswering() async throws {
        // A long head deadline, so that only the cap can keep the descriptors free.
        try await withServer(idleTimeout: 120) { port, metricsPort in
            let silent = try await onItsOwnThread { try (0..<300).map { _ in try RawConnection(port: metricsPort) } }
            let dripping = try await onItsOwnThread { try (0..<20).map { _ in try RawConnection(port: metricsPort) } }
            _ = try await onItsOwnThread { dripping.map { $0.send(Array("GET /met".utf8)) } }
            let answer = try await onItsOwnThread { () -> String in
                let fresh = try RawConnection(port: port)
                _ = fresh.send(Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8))
                return fresh.readAll(within: 10)
            }
            #expect(answer.hasPrefix("HTTP/1.1 200"), "the API answers: \(answer.prefix(200))")
            withExtendedLifetime((silent, dripping)) {}
        }
    }

    @Test func aSilentConnectionToTheMetricsPortIsClosedAtTheHeadDeadline() async throws {
        try await withServer(idleTimeout: 1) { _, metricsPort in
            let connection = try RawConnection(port: metricsPort)
            let closedAt = try await onItsOwnThread { connection.waitForClose(within: 20) }
            #expect(closedAt.map { $0 < 10 } == true, "closed after about a second, not kept")
            // A scrape is still answered.
            let scrape = try await onItsOwnThread { () -> String in
                let fresh = try RawConnection(port: metricsPort)
                _ = fresh.send(Array("GET /metrics HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8))
                return fresh.readAll(within: 10)
            }
            #expect(scrape.hasPrefix("HTTP/1.1 200"), "\(scrape.prefix(200))")
        }
    }
}

extension ServerProcess {
    /// The port from "metrics at http://HOST:PORT/metrics", once the server prints it.
    func metricsPort(within seconds: Double = 30) async throws -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let range = stdout.range(of: #"metrics at http://[^ ]+/metrics"#, options: .regularExpression),
               let url = URL(string: String(stdout[range].dropFirst("metrics at ".count))), let port = url.port {
                return port
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw ProcessError("podium-server printed no metrics address: \(stdout.suffix(300))")
    }
}

/// A TCP connection to the server under test, written to byte by byte.
final class RawConnection: @unchecked Sendable {
    private let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(socket) }

    /// False once the server has closed the connection.
    func send(_ bytes: [UInt8]) -> Bool {
        var probe: UInt8 = 0
        if recv(socket, &probe, 1, Int32(MSG_DONTWAIT) | Int32(MSG_PEEK)) == 0 { return false }
        return Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
    }

    /// Seconds until the server closed the connection, or nil when it stayed open.
    func waitForClose(within seconds: Double) -> Double? {
        let start = Date()
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, 0) == 0 ? Date().timeIntervalSince(start) : nil
    }

    /// Everything the server sends until it closes (or the time runs out).
    func readAll(within seconds: Double) -> String {
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var answer = [UInt8](), buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer += buffer[..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}

