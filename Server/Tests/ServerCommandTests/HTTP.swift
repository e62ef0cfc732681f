import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Plain JSON requests to a server under test.
enum HTTP {
    static let session = URLSession(configuration: .ephemeral)

    static func send(_ method: String, _ url: URL, token: String? = nil, json: [String: Any]? = nil) async throws -> (status: Int, body: [String: Any]) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = 30
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let json {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
        }
        let (data, response) = try await session.data(for: request)
        let body = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, body)
    }

    static func signIn(_ server: URL, email: String, code: String) async throws -> String {
        let (status, body) = try await send("POST", server.appendingPathComponent("v1/sessions"), json: ["email": email, "ticketCode": code])
        guard status == 201, let token = body["token"] as? String else { throw ProcessError("sign-in of \(email) answered \(status)") }
        return token
    }
}

/// A GET over IPv6 loopback with a plain socket: Foundation's URLSession on Linux refuses a URL
/// whose host is an IPv6 literal (`http://[::1]:…`, NSURLErrorDomain -1000), curl does not.
enum LoopbackV6 {
    static func get(port: Int, path: String) async throws -> String {
        try await onItsOwnThread {
            let socket = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
            guard socket >= 0 else { throw ProcessError("socket: \(String(cString: strerror(errno)))") }
            defer { close(socket) }
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = in6addr_loopback
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
            guard connected == 0 else { throw ProcessError("connect: \(String(cString: strerror(errno)))") }
            let request = "GET \(path) HTTP/1.1\r\nHost: [::1]:\(port)\r\nConnection: close\r\n\r\n"
            _ = request.withCString { send(socket, $0, strlen($0), 0) }
            var answer = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                answer += buffer[..<count]
            }
            return String(decoding: answer, as: UTF8.self)
        }
    }
}
