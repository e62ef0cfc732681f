import FeedXML
import Foundation
import ScheduleDataContract

/// Reads a feed's fields the same way in every format: one-line text and paragraphs tidied and
/// capped (`FeedLimits`), HTML made text, URLs checked; what had to be cut or dropped becomes a
/// warning with its path. Warnings are capped too: a feed with a million bad references is said
/// in a thousand lines and a total, not a million.
struct FeedFields {
    static let warningLimit = 1_000
    private(set) var warnings: [FeedWarning] = []
    private var unlistedWarnings = 0

    /// The warnings, with the count of those left unlisted.
    var allWarnings: [FeedWarning] {
        warnings + (unlistedWarnings > 0 ? [FeedWarning(path: "(feed)", message: "and \(unlistedWarnings) more problems like these")] : [])
    }

    mutating func warn(_ path: String, _ message: String) {
        if warnings.count < Self.warningLimit {
            warnings.append(FeedWarning(path: path, message: message))
        } else {
            unlistedWarnings += 1
        }
    }

    /// One line of text, cut to `FeedLimits.line` (with a warning).
    mutating func line(_ raw: String, at path: String) -> String {
        let (text, wasCut) = FeedText.capped(FeedText.line(raw), to: FeedLimits.line)
        if wasCut { warn(path, "longer than \(FeedLimits.line) characters; cut") }
        return text
    }

    /// One line, or nil when empty.
    mutating func optionalLine(_ raw: String?, at path: String) -> String? {
        guard let raw else { return nil }
        let text = line(raw, at: path)
        return text.isEmpty ? nil : text
    }

    /// Paragraphs, cut to `FeedLimits.text` (with a warning); nil when empty. With `html`, a
    /// text that holds HTML tags (FOSDEM's abstracts, some calendars' descriptions) is read as
    /// HTML; Sessionize's texts are plain by definition.
    mutating func text(_ raw: String?, at path: String, html: Bool = false) -> String? {
        guard let raw else { return nil }
        // Read from a bounded prefix: what lies beyond four times the cap would be cut anyway.
        let source = raw.utf8.count > FeedLimits.text * 4 ? String(raw.unicodeScalars.prefix(FeedLimits.text * 4)) : raw
        let plain = html && HTMLText.looksLikeHTML(source) ? HTMLText.plainText(source) : source
        let (text, wasCut) = FeedText.capped(FeedText.paragraphs(plain), to: FeedLimits.text)
        if wasCut || source.utf8.count < raw.utf8.count { warn(path, "longer than \(FeedLimits.text) characters; cut") }
        return text.isEmpty ? nil : text
    }

    /// An http(s) URL, or nil (with a warning when there was something that was not one).
    mutating func url(_ raw: String?, at path: String) -> URL? {
        guard let text = raw.map(FeedText.trimmed), !text.isEmpty else { return nil }
        guard text.utf8.count <= FeedLimits.url else {
            warn(path, "an address longer than \(FeedLimits.url) characters; dropped")
            return nil
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            warn(path, "\"\(text)\" is not an http(s) URL; dropped")
            return nil
        }
        return url
    }

    /// An id as it is kept: at most `FeedLimits.id` characters (cut, two ids could become one, so
    /// a longer one rejects the feed).
    func id(_ raw: String, at path: String) throws(ScheduleFeedError) -> String {
        let id = FeedText.trimmed(raw)
        guard id.unicodeScalars.count <= FeedLimits.id else {
            throw .wrongType(path: path, expected: "an id of at most \(FeedLimits.id) characters")
        }
        return id
    }
}
