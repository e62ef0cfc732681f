import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import OpenAPIHummingbird
import OpenAPIRuntime
import ServerAPI
import ServiceLifecycle
import StoreContract

/// The conference's server: the OpenAPI document's operations over one attendee store.
public enum PodiumServer {
    /// Every route, with the middlewares in the order a request meets them.
    public static func router(store: any AttendeeStoring, settings: ServerSettings, logger: Logger,
                              metrics: ServerMetrics? = nil) throws -> Router<ServerContext> {
        let metrics = metrics ?? ServerMetrics(store: store)
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
        let limiter = SignInLimiter(store: store, limits: SignInLimits(failuresAllowed: settings.failedSignInsAllowed,
                                                                       successesAllowed: settings.successfulSignInsAllowed,
                                                                       window: settings.attemptWindow))
        let tokenOwners = TokenOwners()
        let api = AttendeesAPI(store: store, settings: settings, limiter: limiter, searchShare: SearchShare(rate: settings.searchesPerSecond),
                               metrics: metrics, log: log, tokenOwners: tokenOwners)
        // Compact JSON: the generator's default (sorted keys, indented) doubled a page's bytes and
        // was a tenth of a search's time.
        try api.registerHandlers(on: router, configuration: .init(jsonEncodingOptions: [.withoutEscapingSlashes]), middlewares: [
            MetricsMiddleware(metrics: metrics),
            ProblemMiddleware(log: { log.error($0) }, storageProblem: { store.storageProblem(in: $0) }, storageFailed: { reason in
                metrics.writeFailed()
                store.recordStorageFailure(reason, now: settings.now())
            }),
            BearerAuthMiddleware(store: store, owners: tokenOwners, now: settings.now),
        ])
        return router
    }

    public static func application(store: any AttendeeStoring, settings: ServerSettings, logger: Logger, metrics: ServerMetrics? = nil,
                                   onServerRunning: @escaping @Sendable (Channel) async -> Void = { _ in })
        throws -> some ApplicationProtocol {
        // A connection that sends no whole request head within `idleTimeout` of opening (or of
        // its last answer) is closed: a client dripping a byte a second holds nothing for long.
        Application(router: try router(store: store, settings: settings, logger: logger, metrics: metrics),
                    server: .http1(configuration: .init(idleTimeout: timeAmount(settings.idleTimeout))),
                    configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "podium-server"),
                    onServerRunning: onServerRunning, logger: logger)
    }

    static func timeAmount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    /// Connections the metrics port holds at once: a monitoring system needs one or two.
    public static let metricsConnectionLimit = 16

    /// `GET /metrics` alone, in Prometheus' text format, for an address of its own that the
    /// organiser keeps to the monitoring network (loopback by default): nothing there signs in.
    public static func metricsRouter(_ metrics: ServerMetrics, now: @escaping @Sendable () -> Date) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/metrics") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            headers[.cacheControl] = "no-store"
            let text = await metrics.exposition(now: now())
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        return router
    }

    /// The metrics port, with the API port's deadline for a request head (`idleTimeout`) and a
    /// cap on its connections of its own (`metricsConnectionLimit`): silent or dripping clients
    /// there are closed, and never take the descriptors the API needs.
    public static func metricsApplication(_ metrics: ServerMetrics, host: String, port: Int, idleTimeout: Duration, logger: Logger,
                                          onServerRunning: @escaping @Sendable (Channel) async -> Void = { _ in })
        -> some ApplicationProtocol {
        let cap = ConnectionCap(limit: metricsConnectionLimit)
        return Application(router: metricsRouter(metrics, now: { Date() }),
                           server: .http1(configuration: .init(additionalChannelHandlers: [cap.handler()], idleTimeout: timeAmount(idleTimeout))),
                           configuration: .init(address: .hostname(host, port: port), serverName: "podium-server-metrics"),
                           onServerRunning: onServerRunning, logger: logger)
    }

    /// Serves until SIGTERM or SIGINT, finishing requests under way: the document's operations on
    /// `settings`' address, and `GET /metrics` on `metricsAddress` when there is one. Each says
    /// its port once it listens.
    public static func serve(store: any AttendeeStoring, settings: ServerSettings, logger: Logger, metricsAddress: (host: String, port: Int)?,
                             onServing: @escaping @Sendable (Int) async -> Void,
                             onMetrics: @escaping @Sendable (Int) async -> Void) async throws {
        let metrics = ServerMetrics(store: store)
        let app = try application(store: store, settings: settings, logger: logger, metrics: metrics) { channel in
            await onServing(channel.localAddress?.port ?? settings.port)
        }
        var services: [any Service] = [app]
        if let metricsAddress {
            services.append(metricsApplication(metrics, host: metricsAddress.host, port: metricsAddress.port, idleTimeout: settings.idleTimeout,
                                               logger: logger) { channel in
                await onMetrics(channel.localAddress?.port ?? metricsAddress.port)
            })
        }
        let group = ServiceGroup(configuration: .init(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }
}
