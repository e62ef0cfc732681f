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
                                                   limits: ["/v1/me/favorites": settings.favoritesBodyLimit],
                                                   readTimeout: settings.bodyReadTimeout))
        router.add(middleware: ClientAddressMiddleware(trustedProxies: settings.trustedProxies))
        let limiter = SignInLimiter(allowed: settings.failedSignInsAllowed, successesAllowed: settings.successfulSignInsAllowed,
                                    window: settings.attemptWindow)
        let api = AttendeesAPI(store: store, settings: settings, limiter: limiter, searchShare: SearchShare(rate: settings.searchesPerSecond), log: log)
        try api.registerHandlers(on: router, middlewares: [
            ProblemMiddleware(log: { log.error($0) }, storageFailed: { store.recordStorageFailure($0, now: settings.now()) }),
            BearerAuthMiddleware(store: store, now: settings.now),
        ])
        return router
    }

    public static func application(store: AttendeeStore, settings: ServerSettings, logger: Logger,
                                   onServerRunning: @escaping @Sendable (Channel) async -> Void = { _ in })
        throws -> some ApplicationProtocol {
        // A connection that sends no whole request head within `idleTimeout` of opening (or of
        // its last answer) is closed: a client dripping a byte a second holds nothing for long.
        Application(router: try router(store: store, settings: settings, logger: logger),
                    server: .http1(configuration: .init(idleTimeout: .nanoseconds(Int64(settings.idleTimeout.components.seconds) * 1_000_000_000
                                                                                  + settings.idleTimeout.components.attoseconds / 1_000_000_000))),
                    configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "podium-server"),
                    onServerRunning: onServerRunning, logger: logger)
    }
}
