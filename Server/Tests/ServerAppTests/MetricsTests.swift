import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import ServerAPI
import ServerApp
import Testing

/// What an organiser's Prometheus reads: answers by operation and status with their times,
/// sign-in failures, limits hit, live tokens and the store's size — and no email or token.
@Suite struct MetricsTests {
    @Test(arguments: StoreKind.all) func answersFailuresLimitsTokensAndTheStoreAreCounted(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        let metrics = ServerMetrics(store: fixture.store)
        let app = Application(router: try PodiumServer.router(store: fixture.store, settings: fixture.settings, logger: Logger(label: "test"),
                                                              metrics: metrics))
        try await app.test(.router) { testClient in
            let client = Client.over(testClient)
            let token = try await client.token(for: "ada@example.org")
            for _ in 0..<5 { _ = try await client.signIn(body: .json(.init(email: "bob@example.org", ticketCode: "WRONG-0000"))).unauthorized }
            _ = try await client.signIn(body: .json(.init(email: "bob@example.org", ticketCode: "WRONG-0000"))).tooManyRequests
            let ada = Client.over(testClient, token: token)
            for _ in 0..<21 { _ = try await ada.listAttendees() }
            _ = try await client.health().ok
        }
        let text = await metrics.exposition(now: fixture.clock.now())
        #expect(text.contains(#"podium_requests_total{operation="signIn",status="201"} 1"#), "\(text)")
        #expect(text.contains(#"podium_requests_total{operation="signIn",status="401"} 5"#))
        #expect(text.contains(#"podium_requests_total{operation="listAttendees",status="200"} 20"#))
        #expect(text.contains(#"podium_requests_total{operation="listAttendees",status="429"} 1"#))
        #expect(text.contains(#"podium_request_duration_seconds_bucket{operation="health",le="0.0005"}"#))
        #expect(text.contains("podium_sign_in_failures_total 5"))
        #expect(text.contains(#"podium_limits_hit_total{limit="email"} 1"#))
        #expect(text.contains(#"podium_limits_hit_total{limit="searches"} 1"#))
        #expect(text.contains("podium_active_tokens 1"))
        #expect(text.contains("podium_store_bytes "))
        #expect(!text.contains("example.org") && !text.contains("WRONG"))
    }

    @Test(arguments: StoreKind.all) func theMetricsRouteAnswersPrometheusText(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        let metrics = ServerMetrics(store: fixture.store)
        try await Application(router: PodiumServer.metricsRouter(metrics, now: { fixture.clock.now() })).test(.router) { client in
            let answer = try await client.execute(uri: "/metrics", method: .get)
            #expect(answer.status == .ok)
            #expect(answer.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            #expect(String(buffer: answer.body).contains("podium_active_tokens 0"))
            #expect(try await client.execute(uri: "/v1/attendees", method: .get).status == .notFound, "nothing else lives there")
        }
    }
}
