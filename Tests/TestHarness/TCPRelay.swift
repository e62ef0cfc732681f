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
        guard let targetPort = server.port.map(UInt16.init) else { throw LoopbackSocket.Failure(description: "\(server) has no port") }
        self.targetPort = targetPort
        (listener, port) = try LoopbackSocket.listen()
        startAccepting(listener)
    }

    deinit { stop() }

    /// Offline: the port refuses connections and every connection through the relay is cut.
    public func setOnline(_ online: Bool) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        if online {
            guard listener < 0 else { return }
            listener = try LoopbackSocket.listen(on: port).descriptor
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
        guard let server = LoopbackSocket.connect(to: targetPort) else {
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
}
