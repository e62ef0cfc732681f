import Foundation
import StoreContract

/// What a profile may hold: exactly the limits API/openapi.yaml states (lengths in code points,
/// as JSON Schema counts them; "\S" as ECMAScript reads it), so what the document calls valid is
/// saved and what it calls invalid is a 422 naming each field. Characters that could drive a
/// terminal or hide text are removed on saving, not refused.
public enum ProfileRules {
    public static let maxNameLength = 100
    public static let maxFieldLength = 100
    public static let maxBioLength = 1_000
    public static let maxLinks = 5
    public static let maxLinkTitleLength = 100
    public static let maxURLLength = 500
    public static let maxInterests = 10
    public static let maxInterestLength = 40
    /// The document's pattern for a link's address.
    static let webAddress = try! NSRegularExpression(
        pattern: #"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%!$&'()*+,;=:@/?#-]*)?$"#)

    public static func problems(of update: ProfileUpdate) -> [String: String] {
        var problems: [String: String] = [:]
        if !hasNonSpace(update.name) { problems["name"] = "a name is needed" }
        if length(update.name) > maxNameLength { problems["name"] = "at most \(maxNameLength) characters" }
        if length(update.company) > maxFieldLength { problems["company"] = "at most \(maxFieldLength) characters" }
        if length(update.role) > maxFieldLength { problems["role"] = "at most \(maxFieldLength) characters" }
        if length(update.bio) > maxBioLength { problems["bio"] = "at most \(maxBioLength) characters" }
        if update.links.count > maxLinks {
            problems["links"] = "at most \(maxLinks) links"
        } else if let bad = update.links.first(where: { !isWebAddress($0.url) }) {
            problems["links"] = "only http and https addresses (not “\(PrintableText.showing(bad.url, limit: 60))”)"
        } else if update.links.contains(where: { length($0.title) > maxLinkTitleLength }) {
            problems["links"] = "a title of at most \(maxLinkTitleLength) characters"
        }
        if update.interests.count > maxInterests {
            problems["interests"] = "at most \(maxInterests) interests"
        } else if update.interests.contains(where: { length($0) > maxInterestLength || !hasNonSpace($0) }) {
            problems["interests"] = "each 1–\(maxInterestLength) characters"
        }
        return problems
    }

    /// What is saved of a valid update: no control or formatting characters (the bio keeps its
    /// line breaks), trimmed, empty optional fields absent, and interests that were only such
    /// characters dropped.
    public static func cleaned(_ update: ProfileUpdate) -> ProfileUpdate {
        func field(_ text: String?, lineBreaks: Bool = false) -> String? {
            Normalized.text(text.map { clean($0, keepingLineBreaks: lineBreaks) })
        }
        return ProfileUpdate(
            name: field(update.name) ?? "", company: field(update.company), role: field(update.role),
            bio: field(update.bio, lineBreaks: true),
            links: update.links.map { ProfileLink(title: field($0.title) ?? "", url: $0.url) },
            interests: update.interests.compactMap { field($0) }, visibility: update.visibility)
    }

    static func length(_ text: String?) -> Int { text?.unicodeScalars.count ?? 0 }

    static func isWebAddress(_ text: String) -> Bool {
        length(text) <= maxURLLength
            && webAddress.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Has a character ECMAScript's `\S` matches (the document's patterns are ECMAScript).
    static func hasNonSpace(_ text: String) -> Bool {
        let space: Set<UInt32> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF]
        return text.unicodeScalars.contains { !space.contains($0.value) && !(0x2000...0x200A).contains($0.value) }
    }

    /// U+2028 and U+2029 break lines as "\n" does: a single-line field loses them, the bio
    /// keeps them as "\n".
    static func clean(_ text: String, keepingLineBreaks: Bool) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.compactMap { scalar in
            switch scalar.properties.generalCategory {
            case .control: keepingLineBreaks && scalar == "\n" ? scalar : nil
            case .lineSeparator, .paragraphSeparator: keepingLineBreaks ? "\n" : nil
            case .format: scalar.value == 0x200D ? scalar : nil   // a zero-width joiner holds emoji together
            default: scalar
            }
        }))
    }
}
