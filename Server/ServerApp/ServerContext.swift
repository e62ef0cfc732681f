import Hummingbird
import NIOCore

/// Hummingbird's per-request context, carrying the client's address (for the sign-in limit)
/// and the body limit.
public struct ServerContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}

/// What the OpenAPI handlers need of the request beyond its operation's input: set by
/// middleware as task locals, the way swift-openapi-hummingbird passes context through.
enum RequestScope {
    @TaskLocal static var clientAddress: String = "unknown"
    @TaskLocal static var attendeeSeq: Int64?
    @TaskLocal static var bearerToken: String?
}
