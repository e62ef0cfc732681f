import Crypto
import Entities
import FeedFetcher
import FeedMarkup
import FeedXML
import Foundation
import NIOCore
import NewsAPIDataManager
import PretalxFavoritesDataManager
import ScheduleAPIDataManager
import SecretStore
import TerminalHost
import TerminalUI

/// Every parser of untrusted input, and text layout, as a function of arbitrary bytes: what
/// libFuzzer drives (`scripts/fuzz`) and what the regression tests replay. A target must
/// never crash, hang or grow without bound, whatever the bytes; rejecting them is fine.
enum FuzzTarget: String, CaseIterable, Sendable {
    case sessionize, news, xml, html, secretStore = "secret-store", keyDecoder = "key-decoder", textLayout = "text-layout"
    case frabXML = "frab-xml", frabJSON = "frab-json", iCalendar = "icalendar", schedule
    /// Feed prose: Markdown and HTML into formatted text (`MarkdownText`, `HTMLText.richText`).
    case markdown
    /// Every address Podium connects to: typed or stored (`URL.connectionProblem`) and received
    /// in a redirect (`RedirectTarget`); one that passes must be one NIO accepts.
    case address
    /// A detail screen's text, laid out at any size and driven by any keys (`TextViewFuzzing`).
    case textView = "text-view"
    /// What a pretalx answers: its login page, its cookies, its favourites, and an event's
    /// description in its API; and every pretalx event an address could name.
    case pretalx

    /// Screens live on the main actor: the replay runs these targets there.
    var needsMainActor: Bool { self == .textView }

    /// Parsing with a zone given, and without (where a feed without one must be refused).
    private static let configured = ParseContext(configuredTimeZone: TimeZone(identifier: "Europe/Berlin"), feedURL: nil)
    private static let unconfigured = ParseContext(configuredTimeZone: nil, feedURL: URL(string: "https://example.org/schedule.xml"))
    /// The clock times as written, offsets ignored (`--ignore-offsets`), in a zone given.
    private static let venueClock = ParseContext(configuredTimeZone: TimeZone(identifier: "America/Toronto"), feedURL: nil, ignoresOffsets: true)

    /// One of the three, by the input's length, so each input is read one way.
    private static func context(_ data: Data) -> ParseContext {
        [configured, unconfigured, venueClock][data.count % 3]
    }

    func run(_ data: Data) {
        switch self {
        case .sessionize:
            _ = try? SessionizeFeedParser(conferenceTimeZone: TimeZone(identifier: "Europe/Berlin")!).parse(data)
        case .news:
            _ = try? NewsFeedParser().parse(data)
        case .xml:
            _ = try? XMLDocument.parse(data)
        case .html:
            let page = String(decoding: data, as: UTF8.self)
            _ = HTMLText.plainText(page)
            // A page pasted into `podium add`: its links, and which are a schedule's exports.
            let address = URL(string: "https://conference.example.org/2027/schedule/")!
            let links = HTMLText.links(page, base: address)
            _ = ScheduleExportLinks.exports(in: links, page: address)
            _ = ScheduleExportLinks.schedulePages(in: links, page: address)
        case .markdown:
            let text = String(decoding: data, as: UTF8.self)
            let base = URL(string: "https://pretalx.example.org/democon/talk/ABC/")
            _ = MarkdownText.richText(text, base: base).plainText
            _ = HTMLText.richText(text, base: base).plainText
        case .address:
            Self.checkAddress(String(decoding: data, as: UTF8.self))
        case .secretStore:
            Self.readSecretStore(Array(data))
        case .keyDecoder:
            // The bytes split in two reads, as a terminal may deliver them.
            var decoder = KeyDecoder()
            let half = data.count / 2
            _ = decoder.decode(data.prefix(half))
            _ = decoder.decode(data.dropFirst(half))
            _ = decoder.flushPendingEscape()
        case .frabXML:
            _ = try? FrabXMLParser().parse(data, context: Self.context(data))
        case .frabJSON:
            _ = try? FrabJSONParser().parse(data, context: Self.context(data))
        case .iCalendar:
            _ = try? ICalendarParser().parse(data, context: Self.context(data))
        case .schedule:
            // Format detection, then whichever parser it chooses.
            _ = try? ScheduleFeedReader(timeZone: data.count % 2 == 0 ? nil : TimeZone(identifier: "Asia/Kolkata"),
                                        feedURL: URL(string: "https://example.org/s/schedule.json"), ignoringOffsets: data.count % 3 == 0).read(data)
        case .textLayout:
            Self.layOut(String(decoding: data, as: UTF8.self), width: Int(data.first ?? 40) % 120 + 1)
        case .textView:
            MainActor.assumeIsolated { TextViewFuzzing.run(data) }
        case .pretalx:
            PretalxAnswers.read(data)
            PretalxDiscovery.read(data)
            if let address = URL(string: String(decoding: data.prefix(2_048), as: UTF8.self)) {
                _ = PretalxEvent.candidates(forPage: address)
                _ = PretalxEvent(exportAddress: address)
                _ = PretalxEvent(talkPage: address).map { $0.talkCode(inPage: address) }
            }
        }
    }

    /// The text as an address typed or stored, and as a redirect's `Location` from an http and
    /// an https address. Whatever passes is handed to NIO's own address code, which traps on a
    /// port it cannot hold: a crash here is an address the check let through.
    static func checkAddress(_ text: String) {
        var passed: [URL] = []
        if let typed = URL(string: text), typed.connectionProblem == nil { passed.append(typed) }
        for base in ["http://feeds.example.org/a/b?c", "https://[::1]:8443/x"] {
            if case .success(let next) = RedirectTarget.resolve(text, from: URL(string: base)!) { passed.append(next) }
        }
        for url in passed {
            guard let host = url.host, !host.isEmpty else { fatalError("passed without a host: \(url)") }
            let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
            _ = try? SocketAddress(ipAddress: "127.0.0.1", port: port)
            _ = try? SocketAddress(ipAddress: "::1", port: port)
        }
    }

    /// The store file reader, past its authentication: the trailer is recomputed with a fixed
    /// key, so the item reader and the item opener see the fuzzed bytes too.
    static func readSecretStore(_ bytes: [UInt8]) {
        guard let opened = try? StoreFormat.open(bytes, path: "fuzz") else { return }
        _ = try? StoreFormat.names(bytes, after: opened, path: "fuzz")
        let keys = StoreKeys(inputKey: SymmetricKey(data: [UInt8](repeating: 7, count: 32)), salt: opened.header.salt)
        guard bytes.count >= StoreFormat.digestByteCount else { return }
        let body = Array(bytes.dropLast(StoreFormat.digestByteCount))
        let authentic = body + keys.authenticate(body[...])
        guard let items = try? StoreFormat.items(authentic, after: opened, keys: keys, path: "fuzz") else { return }
        for item in items.prefix(64) {
            _ = try? ItemContents.open(item, keys: keys, storeDigest: opened.digest, path: "fuzz")
        }
    }

    /// Everything a screen does with text: measure, truncate, wrap, draw.
    static func layOut(_ text: String, width: Int) {
        _ = TextWidth.of(text)
        _ = TextLayout.truncate(text, to: width)
        _ = TextLayout.wrap(text, width: width, lineLimit: 50)
        // "Every line", as a text view asks when End is pressed, and nearly every line, as it
        // asks for the paragraphs after the first.
        _ = TextLayout.wrap(text, width: width, lineLimit: .max - text.utf8.count % 7)
        var canvas = Canvas(size: Size(width: width, height: 4))
        canvas.draw(text, at: Point(x: 0, y: 0), width: width)
        _ = canvas.lines
    }
}
