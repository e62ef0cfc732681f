#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// A real HTTP server on 127.0.0.1 and a random port whose answers are scripts, byte by byte:
/// send these bytes, pause, reset the connection, close. It is how tests inject the faults a
/// framework would smooth over — a body slower than the timeout, a connection reset mid-body —
/// and it records every request so tests can check conditional headers.
public final class ScriptedHTTPServer: Sendable {
    public enum Step: Sendable {
        case send(Data)
        case pause(Double)
        /// Close with an RST (SO_LINGER 0): the client sees the connection reset.
        case reset
    }

    public struct Request: Sendable {
        public let method: String
        public let path: String
        /// Header names lowercased.
        public let headers: [String: String]
        /// What a request with a Content-Length carried (read whole before answering, so that
        /// closing the connection does not reset it under the answer).
        public var body = Data()
    }

    public let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (Request) -> [Step]
    private let log = Mutex<[Request]>([])
    private let stopped = Atomic<Bool>(false)

    public init(handler: @escaping @Sendable (Request) -> [Step]) throws {
        self.handler = handler
        (listener, port) = try LoopbackSocket.listen(backlog: 16)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit {
        stop()
    }

    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    public var requests: [Request] { log.withLock { $0 } }

    public func stop() {
        guard !stopped.exchange(true, ordering: .relaxed) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// An answer that never ends: chunked, with no length up front, `prefix` and then `pieces`
    /// chunks of 16 KiB — what a server gone wrong sends a client with a size limit.
    public static func endless(headers: [String], prefix: String, pieces: Int = 8) -> [Step] {
        func chunk(_ data: Data) -> Step {
            .send(Data(String(data.count, radix: 16).utf8) + Data("\r\n".utf8) + data + Data("\r\n".utf8))
        }
        let head = (["HTTP/1.1 200 OK"] + headers + ["Transfer-Encoding: chunked", "Connection: close"]).joined(separator: "\r\n") + "\r\n\r\n"
        let piece = Data(String(repeating: "x", count: 16 << 10).utf8)
        return [.send(Data(head.utf8)), chunk(Data(prefix.utf8))] + Array(repeating: chunk(piece), count: pieces)
    }

    /// A whole response with Content-Length.
    public static func response(status: Int, reason: String = "", headers: [String: String] = [:], body: Data = Data()) -> Data {
        var head = "HTTP/1.1 \(status) \(reason.isEmpty ? "Status" : reason)\r\nConnection: close\r\n"
        var allHeaders = headers
        if allHeaders["Content-Length"] == nil && status != 304 { allHeaders["Content-Length"] = String(body.count) }
        for (name, value) in allHeaders.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        return Data(head.utf8) + body
    }

    // MARK: Serving

    private func acceptLoop() {
        while !stopped.load(ordering: .relaxed) {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if stopped.load(ordering: .relaxed) { return }
                continue
            }
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        var reset = false
        defer {
            if !reset { close(connection) }
        }
        guard let request = readRequest(connection) else { return }
        log.withLock { $0.append(request) }
        for step in handler(request) {
            switch step {
            case .send(let data):
                data.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let written = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                        if written <= 0 { return }
                        offset += written
                    }
                }
            case .pause(let seconds):
                Thread.sleep(forTimeInterval: seconds)
            case .reset:
                var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
                setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
                close(connection)
                reset = true
                return
            }
        }
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            received.append(contentsOf: buffer[0..<count])
            if let end = received.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
                var lines = head.components(separatedBy: "\r\n")
                let requestLine = lines.removeFirst().split(separator: " ")
                var headers: [String: String] = [:]
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                var request = Request(method: requestLine.first.map(String.init) ?? "", path: requestLine.dropFirst().first.map(String.init) ?? "",
                                      headers: headers)
                let length = min(headers["content-length"].flatMap(Int.init) ?? 0, 1 << 20)
                let bodyStart = end.upperBound
                while received.count - bodyStart < length {
                    let count = recv(connection, &buffer, buffer.count, 0)
                    if count <= 0 { break }
                    received.append(contentsOf: buffer[0..<count])
                }
                request.body = Data(received[bodyStart...].prefix(length))
                return request
            }
        }
        return nil
    }
}
