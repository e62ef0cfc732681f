#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// A TCP relay on loopback to another port, which a test can cut: the database going away as a
/// server sees it (its connections reset, new ones refused). Threads of its own, plain sockets.
final class TCPRelay: Sendable {
    let port: Int
    private let listener: Int32
    private let target: Int
    private let sockets = Mutex<Set<Int32>>([])
    private let cut = Atomic<Bool>(false)

    init(to target: Int) throws {
        self.target = target
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(listener, 64) == 0 else { close(listener); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in acceptLoop() }.start()
    }

    /// Closes the listener and every relayed connection: the database is gone.
    func cutOff() {
        cut.store(true, ordering: .sequentiallyConsistent)
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for socket in sockets.withLock({ $0 }) { shutdown(socket, Int32(SHUT_RDWR)) }
    }

    private func acceptLoop() {
        while !cut.load(ordering: .sequentiallyConsistent) {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = Self.loopback(port: target)
            let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            guard connected == 0, !cut.load(ordering: .sequentiallyConsistent) else { close(client); close(server); continue }
            sockets.withLock { $0.formUnion([client, server]) }
            Thread { [self] in pump(from: client, to: server) }.start()
            Thread { [self] in pump(from: server, to: client) }.start()
        }
    }

    private func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(source, &buffer, buffer.count)
            guard count > 0, write(destination, buffer, count) == count else { break }
        }
        shutdown(destination, Int32(SHUT_RDWR))
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
