import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Load on a running podium-server at a fixed rate (open loop: each request starts on its
/// schedule whether or not earlier ones have answered, and its latency counts from that moment,
/// so a stall shows as the queue it causes rather than hiding it): directory searches, then
/// sign-ins. Prints percentiles and errors.
///
///     podium-server-bench URL EMAIL TICKET-CODE [SEARCH-RATE SECONDS SIGN-IN-RATE]
@main
struct ServerBenchmarkMain {
    static let words = ["ros", "anna", "eng", "swift", "kim", "data", "secu", "lind", "mo", "ber", "open", "ivan", "staff", "dev", "zo"]

    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 4, let server = URL(string: arguments[1]) else {
            FileHandle.standardError.write(Data("usage: podium-server-bench URL EMAIL TICKET-CODE [SEARCH-RATE SECONDS SIGN-IN-RATE]\n".utf8))
            exit(2)
        }
        let (email, code) = (arguments[2], arguments[3])
        let rate = arguments.count > 4 ? Double(arguments[4]) ?? 500 : 500
        let seconds = arguments.count > 5 ? Double(arguments[5]) ?? 30 : 30
        let signInRate = arguments.count > 6 ? Double(arguments[6]) ?? 20 : 20
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 64)
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)

        let signIn = try await Self.signIn(client, server, email: email, code: code)
        guard signIn.status == 201, let token = signIn.token else { fatalError("sign-in answered \(signIn.status)") }
        let searches = await Self.load(rate: rate, seconds: seconds) { index in
            let query = words[index % words.count]
            var request = HTTPClientRequest(url: server.appendingPathComponent("v1/attendees").absoluteString + "?q=\(query)&limit=50")
            request.headers.add(name: "Authorization", value: "Bearer \(token)")
            let response = try await client.execute(request, timeout: .seconds(10))
            _ = try await response.body.collect(upTo: 1 << 20)
            return response.status.code == 200
        }
        Self.report("directory search", searches, rate: rate, seconds: seconds)
        let signIns = await Self.load(rate: signInRate, seconds: 10) { _ in
            try await Self.signIn(client, server, email: email, code: code).status == 201
        }
        Self.report("sign-in", signIns, rate: signInRate, seconds: 10)
        try await client.shutdown()
    }

    static func signIn(_ client: HTTPClient, _ server: URL, email: String, code: String) async throws -> (status: UInt, token: String?) {
        var request = HTTPClientRequest(url: server.appendingPathComponent("v1/sessions").absoluteString)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        let payload = try JSONSerialization.data(withJSONObject: ["email": email, "ticketCode": code])
        request.body = .bytes(ByteBuffer(bytes: Array(payload)))
        let response = try await client.execute(request, timeout: .seconds(10))
        let body = try await response.body.collect(upTo: 1 << 20)
        let json = try? JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any]
        return (response.status.code, json?["token"] as? String)
    }

    /// Starts `work` `rate` times a second for `seconds`; each one's latency from its scheduled
    /// start, and whether it succeeded.
    static func load(rate: Double, seconds: Double, _ work: @escaping @Sendable (Int) async throws -> Bool) async -> [(Double, Bool)] {
        let start = ContinuousClock.now
        let count = Int(rate * seconds)
        return await withTaskGroup(of: (Double, Bool).self) { group in
            for index in 0..<count {
                let scheduled = start + .microseconds(Int64(Double(index) / rate * 1_000_000))
                try? await Task.sleep(until: scheduled, clock: .continuous)
                group.addTask {
                    let ok = (try? await work(index)) ?? false
                    let elapsed = ContinuousClock.now - scheduled
                    return (Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15, ok)
                }
            }
            var results: [(Double, Bool)] = []
            for await result in group { results.append(result) }
            return results
        }
    }

    static func report(_ what: String, _ results: [(Double, Bool)], rate: Double, seconds: Double) {
        let latencies = results.map(\.0).sorted()
        func percentile(_ p: Double) -> Double { latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))] }
        let errors = results.filter { !$0.1 }.count
        print(String(format: "%@: %d requests at %.0f/s for %.0f s; median %.2f ms, p99 %.2f ms, max %.2f ms; %d errors",
                     what, results.count, rate, seconds, percentile(0.5), percentile(0.99), latencies.last ?? 0, errors))
    }
}
