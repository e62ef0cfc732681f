#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A port on 127.0.0.1 where nothing listens, for as long as this lives: bound but never
/// listening, so a connection is refused and no other test's server can take the port in
/// between (a stopped server's port could be handed to the next test that asks for a free one).
public final class ClosedPort: Sendable {
    public let port: UInt16
    private let descriptor: Int32

    public init() throws {
        (descriptor, port) = try LoopbackSocket.bind()
    }

    deinit {
        close(descriptor)
    }

    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }
}
