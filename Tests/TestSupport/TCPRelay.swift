import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP relay on loopback in front of a server, that can be taken offline: it then refuses
/// connections and cuts those open, as a laptop that left the venue's network would find. Back
/// online, it listens on the same port again. Each relay is one device's way to the server, so
/// one device can be offline while another is not.
public final class TCPRelay: @unchecked Sendable {   // sockets and flags are guarded by `lock`
    public let port: UInt16
    private let targetPort: UInt16
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var open: Set<Int32> = []
    private var stopped = false

    public var isOnline: Bool {
        lock.lock()
        defer { lock.unlock() }
        return listener >= 0
    }

    /// The address to give the device instead of the server's.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    public init(to server: URL) throws {
        guard let targetPort = server.port.map(UInt16.init) else { throw RelayError("\(server) has no port") }
        self.targetPort = targetPort
        let socket = try Self.listen(on: 0)
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) } }
        port = UInt16(bigEndian: address.sin_port)
        listener = socket
        startAccepting(socket)
    }

    deinit { stop() }

    /// Offline: the port refuses connections and every connection through the relay is cut.
    public func setOnline(_ online: Bool) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        if online {
            guard listener < 0 else { return }
            listener = try Self.listen(on: port)
            startAccepting(listener)
        } else {
            guard listener >= 0 else { return }
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            listener = -1
            for socket in open { shutdown(socket, Int32(SHUT_RDWR)) }
        }
    }

    public func stop() {
        try? setOnline(false)
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private static func listen(on port: UInt16) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw RelayError("socket: \(errno)") }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        } }
        guard bound == 0, Glibc.listen(socket, 64) == 0 else {
            close(socket)
            throw RelayError("cannot listen on 127.0.0.1:\(port): errno \(errno)")
        }
        return socket
    }

    private static func loopback(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private func startAccepting(_ socket: Int32) {
        let thread = Thread { [weak self] in
            while true {
                let client = accept(socket, nil, nil)
                guard client >= 0 else { return }   // closed: offline or stopped
                guard let self else { close(client); return }
                self.relay(client)
            }
        }
        thread.start()
    }

    /// Connects the client to the server and copies both ways, each on a thread of its own.
    private func relay(_ client: Int32) {
        let server = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = Self.loopback(targetPort)
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        } }
        guard connected == 0 else {
            close(server)
            close(client)
            return
        }
        lock.lock()
        open.formUnion([client, server])
        lock.unlock()
        let finished = DispatchGroup()
        for (from, to) in [(client, server), (server, client)] {
            finished.enter()
            Thread {
                var buffer = [UInt8](repeating: 0, count: 16_384)
                while true {
                    let count = read(from, &buffer, buffer.count)
                    guard count > 0, Self.writeAll(to, buffer, count) else { break }
                }
                shutdown(to, Int32(SHUT_WR))
                finished.leave()
            }.start()
        }
        Thread { [weak self] in
            finished.wait()
            self?.lock.lock()
            self?.open.subtract([client, server])
            self?.lock.unlock()
            close(client)
            close(server)
        }.start()
    }

    private static func writeAll(_ socket: Int32, _ buffer: [UInt8], _ count: Int) -> Bool {
        var written = 0
        while written < count {
            let result = buffer.withUnsafeBytes { write(socket, $0.baseAddress! + written, count - written) }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    struct RelayError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
