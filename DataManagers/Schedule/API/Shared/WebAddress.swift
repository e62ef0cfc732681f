/// Whether a link without a scheme is a web address (`www.axoloti.be`, `example.org/talk`,
/// `//cdn.example.org/a.png`) rather than a path relative to the feed (`slides.pdf`,
/// `/media/a.png`, `../slides/b.odp`): its first part is a host name whose last label is a
/// top-level domain, not a file's extension.
enum WebAddress {
    /// Whether `text` holds "://", the end of a scheme. Looked for in its bytes: `contains` with a
    /// string bridged through NSString, `firstRange(of:)` took 20,000 instructions a link.
    static func hasSchemeSeparator(_ text: String) -> Bool {
        var last: UInt8 = 0, beforeLast: UInt8 = 0
        for byte in text.utf8 {
            if beforeLast == UInt8(ascii: ":"), last == UInt8(ascii: "/"), byte == UInt8(ascii: "/") { return true }
            (beforeLast, last) = (last, byte)
        }
        return false
    }

    static func isSchemeless(_ text: String) -> Bool {
        if text.hasPrefix("//") { return text.count > 2 && !text.hasPrefix("///") }
        guard let first = text.first, first.isLetter || first.isNumber else { return false }
        let host = text.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }.lowercased()
        if host.hasPrefix("www.") { return host.count > 4 }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
              let last = labels.last, last.count >= 2, last.allSatisfy(\.isLetter) else { return false }
        return !fileExtensions.contains(String(last))
    }

    /// Extensions of files a schedule links to, which a bare `name.ext` is rather than a host.
    private static let fileExtensions: Set<String> = [
        "pdf", "odp", "odt", "ods", "ppt", "pptx", "doc", "docx", "key", "html", "htm", "php", "asp", "aspx", "txt", "md",
        "png", "jpg", "jpeg", "gif", "svg", "webp", "zip", "gz", "tgz", "bz2", "xz", "tar", "mp4", "webm", "ogg", "ogv",
        "mp3", "opus", "flac", "mkv", "avi", "mov", "xml", "json", "ics", "csv", "sh", "py", "rb", "js", "css", "c", "h",
    ]
}
