#if canImport(Glibc)
import Glibc
#endif

/// TCP on 127.0.0.1 for the test servers and relays: a listening socket on a given or a free
/// port, and a connection to one.
enum LoopbackSocket {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A socket listening on `port` (0: a free one), and the port it listens on.
    static func listen(on port: UInt16 = 0, backlog: Int32 = 64) throws -> (descriptor: Int32, port: UInt16) {
        let (descriptor, bound) = try bind(port, reusingAddress: true)
        guard Glibc.listen(descriptor, backlog) == 0 else {
            close(descriptor)
            throw Failure(description: "cannot listen on 127.0.0.1:\(bound): errno \(errno)")
        }
        return (descriptor, bound)
    }

    /// A socket bound to `port` (0: a free one) that does not listen yet, and its port.
    static func bind(_ port: UInt16 = 0, reusingAddress: Bool = false) throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket failed: errno \(errno)") }
        if reusingAddress {
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = Self.address(port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            close(descriptor)
            throw Failure(description: "cannot bind 127.0.0.1:\(port): errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// A socket connected to `port`, or nil when nothing listens there.
    static func connect(to port: UInt16) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = Self.address(port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    private static func address(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
