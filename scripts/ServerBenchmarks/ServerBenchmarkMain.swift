import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Load on a running podium-server at a fixed rate (open loop: each request starts on its
/// schedule whether or not earlier ones have answered, and its latency counts from that moment,
/// so a stall shows as the queue it causes rather than hiding it): `/healthz` (the floor), directory
/// searches, then sign-ins. Prints percentiles and errors.
///
///     podium-server-bench URL EMAIL TICKET-CODE [SEARCH-RATE SECONDS SIGN-IN-RATE]
///     podium-server-bench URL EMAIL TICKET-CODE sweep [SECONDS]
///
/// `sweep` raises the rate step by step, `/healthz` and the search alike, and prints the highest
/// rate at which each kept its p99 within 10 ms, and their ratio: the search's share of the floor.
/// It first asks each word once and prints what those first searches took: the sweep measures
/// the server once it has answered them (it keeps pages between searches).
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
        if arguments.count > 4, arguments[4] == "sweep" {
            return try await sweep(server, email: email, code: code, seconds: arguments.count > 5 ? Double(arguments[5]) ?? 10 : 10)
        }
        let rate = arguments.count > 4 ? Double(arguments[4]) ?? 500 : 500
        let seconds = arguments.count > 5 ? Double(arguments[5]) ?? 30 : 30
        let signInRate = arguments.count > 6 ? Double(arguments[6]) ?? 20 : 20
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 64)
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)

        // The floor: what the framework answers at the same rate with no store and no JSON work.
        let floor = await Self.load(rate: rate, seconds: seconds) { _ in
            let response = try await client.execute(HTTPClientRequest(url: server.appendingPathComponent("healthz").absoluteString), timeout: .seconds(10))
            _ = try await response.body.collect(upTo: 1 << 16)
            return response.status.code == 200
        }
        Self.report("floor (/healthz)", floor, rate: rate, seconds: seconds)
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
            do {
                let status = try await Self.signIn(client, server, email: email, code: code).status
                // What failed, on standard error: an error count alone says nothing of whose side it was.
                if status != 201 { FileHandle.standardError.write(Data("sign-in answered \(status)\n".utf8)) }
                return status == 201
            } catch {
                FileHandle.standardError.write(Data("sign-in failed: \(error)\n".utf8))
                throw error
            }
        }
        Self.report("sign-in", signIns, rate: signInRate, seconds: 10)
        try await client.shutdown()
    }

    static func sweep(_ server: URL, email: String, code: String, seconds: Double) async throws {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 64)
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let signIn = try await Self.signIn(client, server, email: email, code: code)
        guard signIn.status == 201, let token = signIn.token else { fatalError("sign-in answered \(signIn.status)") }
        // Each word once, one at a time, before the sweep: what a search costs when the server
        // has kept no page of it (printed), so that the sweep measures the state that follows.
        var firsts: [Double] = []
        for word in words {
            let started = ContinuousClock.now
            var request = HTTPClientRequest(url: server.appendingPathComponent("v1/attendees").absoluteString + "?q=\(word)&limit=50")
            request.headers.add(name: "Authorization", value: "Bearer \(token)")
            _ = try await client.execute(request, timeout: .seconds(10)).body.collect(upTo: 1 << 20)
            let elapsed = ContinuousClock.now - started
            firsts.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        firsts.sort()
        print(String(format: "first search of each of %d words, one at a time: median %.2f ms, max %.2f ms", firsts.count, firsts[firsts.count / 2],
                     firsts.last ?? 0))
        let rates: [Double] = [250, 500, 750, 1_000, 1_250, 1_500, 1_750, 2_000, 2_250, 2_500, 2_750, 3_000, 3_500, 4_000, 5_000, 6_000, 8_000]
        var highest: [String: Double] = [:]
        for (name, path) in [("floor (/healthz)", "healthz"), ("directory search", "v1/attendees")] {
            for rate in rates {
                let results = await Self.load(rate: rate, seconds: seconds) { index in
                    let query = path == "healthz" ? "" : "?q=\(words[index % words.count])&limit=50"
                    var request = HTTPClientRequest(url: server.appendingPathComponent(path).absoluteString + query)
                    if path != "healthz" { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
                    let response = try await client.execute(request, timeout: .seconds(10))
                    _ = try await response.body.collect(upTo: 1 << 20)
                    return response.status.code == 200
                }
                Self.report(name, results, rate: rate, seconds: seconds)
                let latencies = results.map(\.0).sorted()
                let p99 = latencies.isEmpty ? .infinity : latencies[min(latencies.count - 1, Int(Double(latencies.count) * 0.99))]
                guard p99 <= 10, results.allSatisfy(\.1) else { break }
                highest[name] = rate
                try await Task.sleep(for: .seconds(2))   // the queue of one step is not the next one's
            }
        }
        let floor = highest["floor (/healthz)"] ?? 0, search = highest["directory search"] ?? 0
        print(String(format: "highest rate with p99 ≤ 10 ms: /healthz %.0f/s, search %.0f/s; ratio %.2f", floor, search, floor > 0 ? search / floor : 0))
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
