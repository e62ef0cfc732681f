import Foundation
import Metrics
import Prometheus
import StoreContract

/// The server's metrics, recorded through swift-metrics into a Prometheus registry of its own
/// (not the process-wide MetricsSystem: two servers in one process, as in the tests, keep theirs
/// apart), and written in Prometheus' text format for `GET /metrics` on the metrics address.
/// docs/server.md lists every name and what to alert on.
public final class ServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let store: any AttendeeStoring

    public init(store: any AttendeeStoring) {
        self.store = store
        var factory = PrometheusMetricsFactory(registry: registry)
        // Answers take a millisecond or two: buckets from half a millisecond, not Prometheus' 5 ms.
        factory.defaultDurationHistogramBuckets = [0.5, 1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 10_000].map {
            .microseconds(Int64($0 * 1_000))
        }
        self.factory = factory
    }

    /// One answered request: its operation (the document's operationId) and status.
    func answered(_ operation: String, status: Int, after duration: Duration) {
        Counter(label: "podium_requests_total", dimensions: [("operation", operation), ("status", String(status))], factory: factory)
            .increment()
        Metrics.Timer(label: "podium_request_duration_seconds", dimensions: [("operation", operation)], factory: factory)
            .recordNanoseconds(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    func signInFailed() {
        Counter(label: "podium_sign_in_failures_total", factory: factory).increment()
    }

    /// A limit said no: `email`, `address`, `sign_ins` or `searches`.
    func limitHit(_ limit: String) {
        Counter(label: "podium_limits_hit_total", dimensions: [("limit", limit)], factory: factory).increment()
    }

    func writeFailed() {
        Counter(label: "podium_write_errors_total", factory: factory).increment()
    }

    /// Every metric, the store's gauges (live tokens, bytes on disk) read now.
    public func exposition(now: Date) async -> String {
        if let tokens = try? await store.liveTokenCount(now: now) {
            Gauge(label: "podium_active_tokens", factory: factory).record(tokens)
        }
        Gauge(label: "podium_store_bytes", factory: factory).record(await store.storeBytes())
        return registry.emitToString()
    }
}
