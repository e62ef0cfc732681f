import Foundation

/// The web addresses in a text, in order and once each: what a screen lists as links to open
/// (a news item's HTML links come through as "text (https://…)").
public enum TextLinks {
    public static func find(in text: String, limit: Int = 20) -> [URL] {
        var found: [URL] = []
        var seen = Set<String>()
        var rest = text[...]
        while found.count < limit, let start = rest.range(of: "http", options: .caseInsensitive) {
            let candidate = rest[start.lowerBound...].prefix { !$0.isWhitespace && !"()<>\"'“”‘’«»[]{}".contains($0) }
            rest = rest[candidate.endIndex...]
            // A sentence's own punctuation after an address is not part of it.
            let trimmed = String(candidate.reversed().drop { ".,;:!?".contains($0) }.reversed())
            guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
                  url.host?.isEmpty == false, seen.insert(url.absoluteString).inserted else { continue }
            found.append(url)
        }
        return found
    }
}
