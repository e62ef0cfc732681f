import ArgumentParser
import Foundation
import Logging
import PostgresStore
import ServerApp
import StoreContract

/// `podium-server`: the organiser's commands.
@main
struct PodiumServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podium-server",
        abstract: "The conference's server: signing in with a ticket, and the list of attendees who chose to be listed.",
        discussion: """
            podium-server attendees import attendees.csv    load or update the attendee list
            podium-server serve                             serve it on 127.0.0.1:8080
            podium-server --demo                            serve 2,000 generated attendees
            """,
        subcommands: [Serve.self, Attendees.self, Backup.self, Demo.self],
        // `podium-server --demo` is the demo subcommand's flag: a root option of the same name as a
        // subcommand's (--data-dir) would take the subcommand's value.
        defaultSubcommand: Demo.self)
}

struct Demo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve 2,000 generated attendees and print one sign-in to try (also: podium-server --demo).")

    @Flag(help: "Serve the demo (what `podium-server --demo` means).")
    var demo = false

    @OptionGroup var listening: ListeningOptions
    @OptionGroup var serving: ServingOptions

    @OptionGroup var storage: StoreOptions

    @Option(help: "How many attendees the demo generates into an empty directory (the benchmarks use 10,000).")
    var attendees = 2_000

    func validate() throws {
        guard (1...1_000_000).contains(attendees) else { throw ValidationError("--attendees \(attendees) is not 1 to 1,000,000") }
    }

    func run() async throws {
        // Plain `podium-server` lands here too: show the whole tool's help rather than start a demo.
        guard demo || CommandLine.arguments.dropFirst().first == "demo" else { throw CleanExit.helpRequest(PodiumServerCommand.self) }
        ServerRunner.startLogging(serving.logFormat)
        let store = try await storage.open(defaultDirectory: DataDirectory.demo)
        let visitor = try await DemoAttendees.fill(store, count: attendees)
        FileHandle.standardOutput.write(Data("demo sign-in: \(visitor.email) \(visitor.ticketCode)\n".utf8))
        try await ServerRunner.serve(store: store, listening: listening, serving: serving)
    }
}

struct ListeningOptions: ParsableArguments {
    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port, printed when serving).")
    var port = 8080

    @Option(name: .customLong("trusted-proxy"),
            help: "The address of a proxy in front of the server whose X-Forwarded-For names the client (repeatable; none by default).")
    var trustedProxies: [String] = []

    @Option(help: "A port for GET /metrics (Prometheus' format), on --metrics-host; none by default.")
    var metricsPort: Int?

    @Option(help: "The address the metrics port listens on: keep it to the monitoring network.")
    var metricsHost = "127.0.0.1"

    /// The address to reach the server at: an IPv6 host in brackets.
    func url(port: Int) -> String { Self.url(host: host, port: port) }

    static func url(host: String, port: Int) -> String {
        "http://" + (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port) is not a port (0–65535)") }
        if let metricsPort, !(0...65_535).contains(metricsPort) { throw ValidationError("--metrics-port \(metricsPort) is not a port (0–65535)") }
        for proxy in trustedProxies where !Self.isIPAddress(proxy) {
            throw ValidationError("--trusted-proxy \(String(String.UnicodeScalarView(proxy.unicodeScalars.filter { (0x21..<0x7F).contains($0.value) }.prefix(60)))) is not an IP address")
        }
    }

    /// What the socket's peer address reads as: only then can it match.
    static func isIPAddress(_ text: String) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        return inet_pton(AF_INET, text, &buffer) == 1 || inet_pton(AF_INET6, text, &buffer) == 1
    }
}

/// What an organiser may tune: limits (docs/server.md says what each protects), deadlines, the log.
struct ServingOptions: ParsableArguments {
    @Option(help: "Successful sign-ins allowed per email a minute (then 429 until the minute is over).")
    var signInsPerMinute = 10

    enum LogFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "Log lines as text, or as one JSON object a line (for a log shipper).")
    var logFormat = LogFormat.text

    @Option(help: "Each attendee's searches allowed a second (twice as many in a burst; then 429).")
    var searchesPerSecond = 10.0

    @Option(help: "Seconds a connection may go without sending a whole request head before it is closed.")
    var idleTimeout = 15.0

    @Option(help: "Seconds a request's body may take to arrive whole (then 408).")
    var bodyTimeout = 30.0

    func validate() throws {
        guard (1...1_000_000).contains(signInsPerMinute) else {
            throw ValidationError("--sign-ins-per-minute \(signInsPerMinute) is not 1 to 1,000,000")
        }
        guard (1...1_000_000).contains(searchesPerSecond) else {
            throw ValidationError("--searches-per-second \(searchesPerSecond) is not 1 to 1,000,000")
        }
        guard (0.1...3_600).contains(idleTimeout) else { throw ValidationError("--idle-timeout \(idleTimeout) is not 0.1 to 3600 seconds") }
        guard (0.1...3_600).contains(bodyTimeout) else { throw ValidationError("--body-timeout \(bodyTimeout) is not 0.1 to 3600 seconds") }
    }
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve sign-in and the attendees list until SIGTERM or SIGINT (finishing requests under way).")

    @OptionGroup var listening: ListeningOptions
    @OptionGroup var serving: ServingOptions

    @OptionGroup var storage: StoreOptions

    func run() async throws {
        ServerRunner.startLogging(serving.logFormat)
        let store = try await storage.open()
        try await ServerRunner.serve(store: store, listening: listening, serving: serving)
    }
}

enum DataDirectory {
    static func resolve(_ option: String?) -> URL {
        if let option { return URL(fileURLWithPath: option) }
        return base.appendingPathComponent("podium-server")
    }

    /// The demo's own directory, beside the real one: in the user's home, not a name anyone
    /// could make first in the shared temporary directory.
    static var demo: URL { base.appendingPathComponent("podium-server-demo") }

    private static var base: URL {
        ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    }
}

enum ServerRunner {
    /// A line about the data directory (a mode tightened), on standard error.
    static func note(_ line: String) {
        FileHandle.standardError.write(Data("podium-server: \(line)\n".utf8))
    }

    /// Log lines as the organiser chose, for everything made after this (the store's pool too).
    static func startLogging(_ format: ServingOptions.LogFormat) {
        switch format {
        case .text: LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
        case .json: LoggingSystem.bootstrap { JSONLineLogHandler(label: $0) }
        }
    }

    static func serve(store: any AttendeeStoring, listening: ListeningOptions, serving: ServingOptions) async throws {
        var logger = Logger(label: "podium-server")
        logger.logLevel = .info
        let settings = ServerSettings(host: listening.host, port: listening.port, successfulSignInsAllowed: serving.signInsPerMinute,
                                      searchesPerSecond: serving.searchesPerSecond,
                                      trustedProxies: Set(listening.trustedProxies), idleTimeout: .milliseconds(Int64(serving.idleTimeout * 1000)),
                                      bodyReadTimeout: .milliseconds(Int64(serving.bodyTimeout * 1000)))
        let metricsAddress = listening.metricsPort.map { (host: listening.metricsHost, port: $0) }
        try await PodiumServer.serve(store: store, settings: settings, logger: logger, metricsAddress: metricsAddress) { port in
            // Unbuffered, so a script waiting for this line sees it at once.
            FileHandle.standardOutput.write(Data("podium-server: serving \(listening.url(port: port)) (data in \(store.location))\n".utf8))
        } onMetrics: { port in
            FileHandle.standardOutput.write(Data("podium-server: metrics at \(ListeningOptions.url(host: listening.metricsHost, port: port))/metrics\n".utf8))
        }
    }
}
