import ArgumentParser
import Foundation

/// Which conference the commands work on, resolved from the options: the feed's address, its
/// time zone, its name, and the store that belongs to it (one database per feed).
struct ConferenceSource {
    static let demoName = "Podium Demo Conf 2026"
    static let demoTimeZone = "Europe/Berlin"

    let feedURL: URL
    let isDemo: Bool
    let name: String
    let timeZone: TimeZone
    let storePath: String
    /// The feed's stable identity ("demo", "feed-c1428ff250bb69eb"): the store's name, and part
    /// of every calendar and contact UID.
    let feedKey: String
    /// Where the stores, the secret store and exported files live.
    let dataDirectory: String
    let newsURL: URL?
    let newsStorePath: String?
    let timeout: Duration
    let maximumBytes: Int

    init(_ options: FeedOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if let feed = options.feed {
            guard let url = Self.url(for: feed) else { throw ValidationError("cannot use feed '\(FeedOptions.shown(feed))'") }
            feedURL = url
            isDemo = false
        } else {
            guard let demo = Bundle.module.url(forResource: "demo-schedule", withExtension: "json") else {
                throw ValidationError("the bundled demo conference is missing from this build")
            }
            feedURL = demo
            isDemo = true
        }
        timeout = .milliseconds(Int(options.timeout * 1000))
        maximumBytes = Int(options.maxFeedSize * 1_048_576)
        name = options.name ?? (isDemo ? Self.demoName : Self.name(from: feedURL))
        let zone = options.timezone ?? (isDemo ? Self.demoTimeZone : TimeZone.current.identifier)
        timeZone = TimeZone(identifier: zone) ?? .current
        let dataDirectory = options.dataDir ?? Self.defaultDataDirectory(environment)
        self.dataDirectory = dataDirectory
        feedKey = isDemo ? "demo" : "feed-" + Self.fingerprint(feedURL.absoluteString)
        storePath = (dataDirectory as NSString).appendingPathComponent("\(feedKey).sqlite")
        let news = options.news.flatMap(Self.url(for:)) ?? (isDemo ? Bundle.module.url(forResource: "demo-news", withExtension: "xml") : nil)
        let demoNews = isDemo && options.news == nil
        newsURL = news
        newsStorePath = news.map { url in
            (dataDirectory as NSString).appendingPathComponent((demoNews ? "demo-news" : "news-" + Self.fingerprint(url.absoluteString)) + ".sqlite")
        }
    }

    static func url(for feed: String) -> URL? {
        if let url = URL(string: feed), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil {
            return url
        }
        if let url = URL(string: feed), url.scheme?.lowercased() == "file" { return url }
        let path = (feed as NSString).expandingTildeInPath
        return FileManager.default.isReadableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }

    static func defaultDataDirectory(_ environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return (xdg as NSString).appendingPathComponent("podium") }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/share/podium")
    }

    /// "sessionize abc123" from a Sessionize URL, else the host or file name.
    static func name(from url: URL) -> String {
        let parts = url.pathComponents
        if url.host?.contains("sessionize") == true, let index = parts.firstIndex(of: "v2"), index + 1 < parts.count {
            return "Sessionize event \(parts[index + 1])"
        }
        return url.host ?? url.deletingPathExtension().lastPathComponent
    }

    /// FNV-1a, 64 bits, hex: a stable file name per feed address (not a security measure).
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
