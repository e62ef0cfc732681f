import AddressBookServiceContract
import ContentLines
import Crypto
import Entities
import Files
import Foundation

/// The address-book service: speakers as vCards, as text or as a file each.
public struct AddressBookService: ContactExporting {
    /// The feed's stable identity: part of every card's UID.
    public let feedKey: String
    /// Where `saveCard` puts its files (`<data dir>/exports`, beside the calendar files).
    public let exportDirectory: URL

    public init(feedKey: String, exportDirectory: URL = FileManager.default.temporaryDirectory) {
        self.feedKey = feedKey
        self.exportDirectory = exportDirectory
    }

    public func vCards(for speakers: [Speaker], version: VCardVersion) -> String {
        ContentLine.document(speakers.flatMap { card(for: $0, version: version) })
    }

    public func saveCard(for speaker: Speaker) throws(ContactSaveError) -> URL {
        let url = exportDirectory.appendingPathComponent("\(feedKey)-\(ExportFileName.safe(speaker.id)).vcf")
        do {
            try AtomicFile.write(Data(vCards(for: [speaker], version: .v4).utf8), to: url)
        } catch {
            throw ContactSaveError(path: url.path, detail: error.detail)
        }
        return url
    }

    public func vCard(for attendee: Attendee) -> String {
        ContentLine.document(card(for: attendee))
    }

    public func saveCard(for attendee: Attendee) throws(ContactSaveError) -> URL {
        let url = exportDirectory.appendingPathComponent("\(feedKey)-attendee-\(ExportFileName.safe(attendee.id)).vcf")
        do {
            try AtomicFile.write(Data(vCard(for: attendee).utf8), to: url)
        } catch {
            throw ContactSaveError(path: url.path, detail: error.detail)
        }
        return url
    }

    /// An attendee's card: name (the last word as the family name, as the directory has one name),
    /// role and company, bio and interests as the note, links.
    func card(for attendee: Attendee) -> [ContentLine] {
        var lines = [ContentLine("BEGIN", value: "VCARD"), ContentLine("VERSION", value: VCardVersion.v4.rawValue), .podiumProductID,
                     ContentLine("KIND", value: "individual"), ContentLine("UID", value: uid("attendee\u{0}\(attendee.id)")),
                     .text("FN", attendee.name)]
        let words = attendee.name.split(separator: " ").map(String.init)
        lines.append(.list("N", [words.count > 1 ? words.last! : attendee.name, words.dropLast().joined(separator: " "), "", "", ""],
                           separator: ";"))
        if let role = attendee.role { lines.append(.text("TITLE", role)) }
        if let company = attendee.company { lines.append(.text("ORG", company)) }
        let notes = [attendee.bio, attendee.interests.isEmpty ? nil : "Interests: " + attendee.interests.joined(separator: ", ")]
            .compactMap { $0 }
        if !notes.isEmpty { lines.append(.text("NOTE", notes.joined(separator: "\n\n"))) }
        for link in attendee.links where link.url != nil { lines.append(ContentLine("URL", value: link.address)) }
        lines.append(ContentLine("END", value: "VCARD"))
        return lines
    }

    func card(for speaker: Speaker, version: VCardVersion) -> [ContentLine] {
        var lines = [ContentLine("BEGIN", value: "VCARD"), ContentLine("VERSION", value: version.rawValue),
                     .podiumProductID]
        if version == .v4 { lines.append(ContentLine("KIND", value: "individual")) }
        lines.append(ContentLine("UID", value: uid(speaker.id)))
        lines.append(.text("FN", speaker.fullName))
        // Family; given; additional names; honorific prefixes; honorific suffixes.
        lines.append(.list("N", [speaker.lastName, speaker.firstName, "", "", ""], separator: ";"))
        var notes: [String] = []
        if let tagLine = speaker.tagLine {
            if let role = TagLineRole(tagLine) {
                lines.append(.text("TITLE", role.title))
                lines.append(.text("ORG", role.organization))
            } else {
                notes.append(tagLine)
            }
        }
        if let bio = speaker.bio { notes.append(bio) }
        if !notes.isEmpty { lines.append(.text("NOTE", notes.joined(separator: "\n\n"))) }
        for link in speaker.links {
            lines.append(ContentLine("URL", [.init("TYPE", Self.urlType(link.type))], value: link.url.absoluteString))
        }
        if let photo = speaker.photoURL {
            lines.append(ContentLine("PHOTO", version == .v3 ? [.init("VALUE", "uri")] : [], value: photo.absoluteString))
        }
        lines.append(ContentLine("END", value: "VCARD"))
        return lines
    }

    /// `urn:uuid:…`, the same for a speaker of a feed on every export: a name-based UUID
    /// (version 8, RFC 9562) from the feed and the speaker id.
    func uid(_ speakerID: String) -> String {
        var bytes = Array(SHA256.hash(data: Data("\(feedKey)\u{0}\(speakerID)".utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        let groups = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return "urn:uuid:" + groups.joined(separator: "-")
    }

    /// A feed's link type as a TYPE value: the company site is "work"; the others, which no
    /// registry names, are private values ("x-twitter", "x-blog").
    static func urlType(_ linkType: String) -> String {
        if linkType.lowercased().replacingOccurrences(of: "_", with: " ") == "company website" { return "work" }
        let name = linkType.lowercased().unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? String(scalar) : "-"
        }.joined()
        return "x-" + (name.isEmpty ? "other" : name)
    }
}
