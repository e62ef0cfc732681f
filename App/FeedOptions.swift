import ArgumentParser
import FeedFetcherContract
import Foundation
import TerminalUI

/// The options every data command takes: which feed, which time zone, where the store lives.
struct FeedOptions: ParsableArguments {
    @Option(help: "The schedule feed: a Sessionize \"All\" URL (https://sessionize.com/api/v2/ID/view/All) or a file. Default: the bundled demo conference.")
    var feed: String?

    @Option(help: "The news feed: RSS 2.0, Atom or JSON Feed, by URL or file. Default: the demo's news with the demo, none otherwise.")
    var news: String?

    @Option(help: "The conference's time zone (an IANA name such as Europe/Berlin). Default: the demo's, or this machine's for other feeds.")
    var timezone: String?

    @Option(help: "The conference's name, for display. Default: the demo's, or taken from the feed's address.")
    var name: String?

    @Option(help: "Give up on a feed request after this many seconds.")
    var timeout: Double = 20

    @Option(help: "Refuse a feed larger than this many megabytes.")
    var maxFeedSize: Double = 50

    @Option(help: "Where the local stores live. Default: $XDG_DATA_HOME/podium (~/.local/share/podium).")
    var dataDir: String?

    func validate() throws {
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout must be between 0 and 600 seconds") }
        guard maxFeedSize > 0, maxFeedSize <= 1024 else { throw ValidationError("--max-feed-size must be between 0 and 1024 MB") }
        if let timezone, TimeZone(identifier: timezone) == nil {
            throw ValidationError("unknown time zone '\(Sanitizer.clean(timezone))' (use an IANA name such as Europe/Berlin)")
        }
        if let news, ConferenceSource.url(for: news) == nil {
            throw ValidationError("'\(Self.shown(news))' is neither an http(s) URL nor a readable file")
        }
        if let feed, ConferenceSource.url(for: feed) == nil {
            throw ValidationError("'\(Self.shown(feed))' is neither an http(s) URL nor a readable file")
        }
    }

    /// An address as a message may repeat it: without a password, and sanitised.
    static func shown(_ address: String) -> String {
        Sanitizer.clean(URL(string: address)?.withoutCredentials ?? address)
    }
}
