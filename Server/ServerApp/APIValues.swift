import Foundation
import ServerAPI
import StoreContract
import StoreRules

/// The store's values as the document's schemas, and back.
enum APIValues {
    static func attendee(_ attendee: AttendeeEntry) -> Components.Schemas.Attendee {
        .init(id: attendee.id, name: attendee.name, company: attendee.company, role: attendee.role, bio: attendee.bio,
              links: attendee.links.map { .init(title: $0.title, url: $0.url) }, interests: attendee.interests,
              visibility: attendee.visibility == .attendees ? .attendees : .hidden)
    }

    static func page(_ page: AttendeePage) -> Components.Schemas.AttendeePage {
        .init(items: page.items.map { .init(id: $0.id, name: $0.name, company: $0.company, role: $0.role) },
              nextCursor: page.nextCursor)
    }

    static func favoriteSet(_ answer: FavoriteAnswer) -> Components.Schemas.FavoriteSet {
        .init(choices: answer.choices.map { .init(sessionId: $0.sessionID, isFavorite: $0.isFavorite, setAt: $0.setAt) },
              complete: answer.isComplete ? nil : false)
    }

    static func favoriteChoice(_ choice: Components.Schemas.FavoriteChoice) -> FavoriteChoice {
        FavoriteChoice(sessionID: choice.sessionId, isFavorite: choice.isFavorite, setAt: choice.setAt)
    }

    static func profileUpdate(_ update: Components.Schemas.ProfileUpdate) -> ProfileUpdate {
        ProfileUpdate(name: update.name, company: update.company, role: update.role, bio: update.bio,
                      links: (update.links ?? []).map { ProfileLink(title: $0.title, url: $0.url) },
                      interests: update.interests ?? [], visibility: update.visibility == .attendees ? .attendees : .hidden)
    }
}

/// Strong ETags: a digest of the answer's JSON, so an unchanged page or profile answers 304; a
/// set of favorites is named by its version instead (`of(_: FavoriteVersion)`).
enum EntityTag {
    static func of<Body: Encodable>(_ body: Body) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(body)) ?? Data()
        return quotedDigest(String(decoding: data, as: UTF8.self))
    }

    /// A page of the list, from its fields rather than its JSON: encoding each page twice (once
    /// for the tag, once for the answer) was half the time of a search under load. Fields hold
    /// no control characters (profiles are cleaned, the CSV refuses them), so U+0001–U+0003 part
    /// them unambiguously.
    /// Its bytes are gathered in one buffer (joining strings was 4 % of a search under load).
    static func of(_ page: Components.Schemas.AttendeePage) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * (page.items.count + 1))
        func add(_ separator: UInt8, _ field: String?) {
            bytes.append(separator)
            if let field { bytes.append(contentsOf: field.utf8) } else { bytes.append(3) }
        }
        bytes.append(UInt8(ascii: "p"))
        add(1, page.nextCursor)
        for item in page.items {
            add(1, item.id)
            add(2, item.name)
            add(2, item.company)
            add(2, item.role)
        }
        return quoted(Secrets.digest(bytes: bytes))
    }

    private static func quotedDigest(_ text: String) -> String {
        quoted(Secrets.digest(text))
    }

    private static func quoted(_ digest: Data) -> String {
        "\"" + Secrets.hex(digest.prefix(16)) + "\""
    }

    /// An attendee's favorites at a version of a store: `"f.OWNER.EPOCH.NUMBER"`, named without
    /// encoding the set.
    static func of(_ version: FavoriteVersion) -> String {
        "\"f.\(version.owner).\(version.epoch).\(version.number)\""
    }

    /// The version a favorites tag names (quoted or not, weak or strong); nil for any other text.
    static func favoriteVersion(_ tag: String) -> FavoriteVersion? {
        var text = Substring(tag.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("W/") { text = text.dropFirst(2) }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        // A tag of the form before epochs (three parts) names no epoch: answered the whole set.
        guard parts.count == 4, parts[0] == "f", parts[1].count == 8, parts[1].allSatisfy(\.isHexDigit),
              parts[2].count == 8, parts[2].allSatisfy(\.isHexDigit), let number = Int64(parts[3]), number >= 0 else { return nil }
        return FavoriteVersion(owner: String(parts[1]), epoch: String(parts[2]), number: number)
    }

    /// If-None-Match holds this tag (or `*`); weak tags compare by their value, as RFC 9110 says for GET.
    static func matches(_ header: String?, _ tag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
        }
    }
}
