import AttendeeStore
import Foundation
import Hummingbird
import Logging
import NIOCore
import OpenAPIHummingbird
import OpenAPIRuntime
import ServerAPI

/// The conference's server: the OpenAPI document's operations over one attendee store.
public enum PodiumServer {
    /// Every route, with the middlewares in the order a request meets them.
    public static func router(store: AttendeeStore, settings: ServerSettings, logger: Logger) throws -> Router<ServerContext> {
        let log = ServerLog(logger: logger)
        // HEAD wherever GET is: the GET's status and headers, no body.
        let router = Router(context: ServerContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLogMiddleware(log: log))
        router.add(middleware: ResponseHeadersMiddleware())
        router.add(middleware: NotFoundMiddleware())
        router.add(middleware: BodyLimitMiddleware(defaultLimit: settings.bodyLimit,
                                                   limits: ["/v1/me/favorites": settings.favoritesBodyLimit]))
        router.add(middleware: ClientAddressMiddleware(trustedProxies: settings.trustedProxies))
        let limiter = SignInLimiter(allowed: settings.failedSignInsAllowed, successesAllowed: settings.successfulSignInsAllowed,
                                    window: settings.attemptWindow)
        let api = AttendeesAPI(store: store, settings: settings, limiter: limiter, log: log)
        try api.registerHandlers(on: router, middlewares: [
            ProblemMiddleware(log: { log.error($0) }),
            BearerAuthMiddleware(store: store, now: settings.now),
        ])
        return router
    }

    public static func application(store: AttendeeStore, settings: ServerSettings, logger: Logger,
                                   onServerRunning: @escaping @Sendable (Channel) async -> Void = { _ in })
        throws -> some ApplicationProtocol {
        Application(router: try router(store: store, settings: settings, logger: logger),
                    configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "podium-server"),
                    onServerRunning: onServerRunning, logger: logger)
    }
}
