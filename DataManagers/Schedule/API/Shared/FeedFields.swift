import Entities
import FeedMarkup
import Foundation
import ScheduleDataContract

/// Reads a feed's fields the same way in every format: one-line text and paragraphs tidied and
/// capped (`FeedLimits`), HTML made text, URLs checked and completed; what had to be cut or
/// dropped becomes a warning with its path.
///
/// Warnings of one kind (about the same field, with the same message but for quoted values and
/// numbers) are said once, with a count: a feed with 51 relative links gives one line, not 51.
/// And they are capped: a feed with a million different problems is said in a thousand lines
/// and a total.
struct FeedFields {
    static let warningLimit = 1_000
    private var warnings: [FeedWarning] = []
    /// For each kind of warning met, the index of its first in `warnings` and how many more came.
    private var kinds: [String: (first: Int, more: Int)] = [:]
    private var unlistedWarnings = 0
    /// The feed's own web address, which relative links are relative to (nil: not on the web).
    var base: URL?

    init(base: URL? = nil) {
        self.base = base.flatMap { ["http", "https"].contains($0.scheme?.lowercased() ?? "") ? $0 : nil }
    }

    /// The warnings, each kind once with how many more there were, and the count of those left
    /// unlisted.
    var allWarnings: [FeedWarning] {
        var listed = warnings
        for (_, kind) in kinds where kind.more > 0 {
            let first = listed[kind.first]
            listed[kind.first] = FeedWarning(path: first.path, message: first.message + " (and \(kind.more) more like it)")
        }
        return listed + (unlistedWarnings > 0 ? [FeedWarning(path: "(feed)", message: "and \(unlistedWarnings) more problems like these")] : [])
    }

    mutating func warn(_ path: String, _ message: String) {
        // The field it is about (`links[0]`, `title`), and what is said of it.
        let field = path.split(separator: ".").last.map(String.init) ?? path
        let kind = Self.kind(of: field) + "\u{0}" + Self.kind(of: message)
        if let known = kinds[kind] {
            kinds[kind] = (known.first, known.more + 1)
        } else if warnings.count < Self.warningLimit {
            kinds[kind] = (warnings.count, 0)
            warnings.append(FeedWarning(path: path, message: message))
        } else {
            unlistedWarnings += 1
        }
    }

    /// A text without what differs between two warnings of one kind: quoted values and numbers
    /// ("filed under 2017-08-06 but starts on 2017-08-07" → "filed under #-#-# but …").
    static func kind(of message: String) -> String {
        var kind = ""
        var quoted = false
        var lastWasDigit = false
        for character in message {
            if character == "\"" {
                quoted.toggle()
                if quoted { kind += "\"…\"" }
                lastWasDigit = false
            } else if quoted {
                continue
            } else if character.isNumber {
                if !lastWasDigit { kind += "#" }
                lastWasDigit = true
            } else {
                kind.append(character)
                lastWasDigit = false
            }
        }
        return kind
    }

    // A field's path is made only for a warning (`@autoclosure`): made for every field of every
    // event, its interpolations were a twentieth of reading a feed.

    /// One line of text, cut to `FeedLimits.line` (with a warning).
    mutating func line(_ raw: String, at path: @autoclosure () -> String) -> String {
        let (text, wasCut) = FeedText.capped(FeedText.line(raw), to: FeedLimits.line)
        if wasCut { warn(path(), "longer than \(FeedLimits.line) characters; cut") }
        return text
    }

    /// One line, or nil when empty.
    mutating func optionalLine(_ raw: String?, at path: @autoclosure () -> String) -> String? {
        guard let raw else { return nil }
        let text = line(raw, at: path())
        return text.isEmpty ? nil : text
    }

    /// Plain paragraphs (Sessionize's texts are plain by definition), cut to `FeedLimits.text`
    /// (with a warning); nil when empty.
    mutating func text(_ raw: String?, at path: @autoclosure () -> String) -> String? {
        prose(raw, at: path(), markup: .plain)?.text
    }

    /// How a feed writes a text's formatting.
    enum Markup {
        /// Sessionize: plain text by definition.
        case plain
        /// iCalendar: plain, unless it holds HTML tags (some calendars' descriptions).
        case html
        /// frab and pretalx: Markdown, unless it is HTML (FOSDEM's abstracts are).
        case markdown
    }

    /// A description or abstract: its plain text, cut to `FeedLimits.text` (with a warning), and
    /// its formatting (nil when it has none); nil when empty.
    mutating func prose(_ raw: String?, at path: @autoclosure () -> String, markup: Markup) -> (text: String, rich: RichText?)? {
        let read = Self.prose(raw, markup: markup, base: base)
        if read.wasCut { warn(path(), Self.cutProse) }
        return read.prose
    }

    /// What is said of a text longer than a text may be.
    static let cutProse = "longer than \(FeedLimits.text) characters; cut"

    /// `prose(_:at:markup:)` without its warning, which the caller says when `wasCut`: nothing
    /// shared is touched, so many texts may be read at once.
    static func prose(_ raw: String?, markup: Markup, base: URL?) -> (prose: (text: String, rich: RichText?)?, wasCut: Bool) {
        guard let raw else { return (nil, false) }
        let source = raw.utf8.count > FeedLimits.text * 4 ? String(raw.unicodeScalars.prefix(FeedLimits.text * 4)) : raw
        let rich: RichText?
        switch markup {
        case .plain:
            rich = nil
        case .html:
            rich = HTMLText.looksLikeHTML(source) ? HTMLText.richText(source, base: base) : nil
        case .markdown:
            rich = HTMLText.looksLikeHTMLDocument(source) ? HTMLText.richText(source, base: base) : MarkdownText.richText(source, base: base)
        }
        let (text, wasCut) = FeedText.capped(FeedText.paragraphs(rich?.plainText ?? source), to: FeedLimits.text)
        let cut = wasCut || source.utf8.count < raw.utf8.count
        guard !text.isEmpty else { return (nil, cut) }
        return ((text, rich.flatMap { $0.isFormatted ? $0.prefix(characters: FeedLimits.text) : nil }), cut)
    }

    /// An http(s) URL, or nil (with a warning when there was something that was not one). A
    /// web address written without its scheme (`www.axoloti.be`, `//cdn.example.org/a.png`) is
    /// read as https; a relative one (`/media/avatars/a.png`, `../slides/b.pdf`) as the feed's
    /// address places it.
    mutating func url(_ raw: String?, at path: @autoclosure () -> String) -> URL? {
        guard let text = raw.map(FeedText.trimmed), !text.isEmpty else { return nil }
        guard text.utf8.count <= FeedLimits.url else {
            warn(path(), "an address longer than \(FeedLimits.url) characters; dropped")
            return nil
        }
        // A scheme has no dot: "example.org:8080/x" is a host and its port.
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), !scheme.utf8.contains(UInt8(ascii: ".")) {
            guard scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
                warn(path(), "\"\(text)\" is not an http(s) URL; dropped")
                return nil
            }
            return url
        }
        if WebAddress.isSchemeless(text), let url = URL(string: (text.hasPrefix("//") ? "https:" : "https://") + text),
           url.host?.isEmpty == false {
            return url
        }
        guard !text.contains(where: \.isWhitespace), URL(string: text) != nil else {
            warn(path(), "\"\(text)\" is not an http(s) URL; dropped")
            return nil
        }
        guard let base, let url = URL(string: text, relativeTo: base)?.absoluteURL, url.host?.isEmpty == false else {
            warn(path(), "\"\(text)\" is a relative address, and the feed was not read from the web to place it; dropped")
            return nil
        }
        return url
    }

    /// An id as it is kept: at most `FeedLimits.id` characters (cut, two ids could become one, so
    /// a longer one rejects the feed).
    func id(_ raw: String, at path: @autoclosure () -> String) throws(ScheduleFeedError) -> String {
        let id = FeedText.trimmed(raw)
        guard id.unicodeScalars.count <= FeedLimits.id else {
            throw .wrongType(path: path(), expected: "an id of at most \(FeedLimits.id) characters")
        }
        return id
    }
}
