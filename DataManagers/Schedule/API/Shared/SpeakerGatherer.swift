import Entities
import Foundation

/// Speakers by the id `PersonIdentities` gave them, each with the sessions they speak at, in
/// the order the feed first names them. What a later mention adds (a bio, a photo) fills in
/// what the first left empty.
struct SpeakerGatherer {
    private var speakers: [String: Speaker] = [:]
    private var order: [String] = []

    mutating func add(_ person: PersonRecord, id: String, session: String, at path: String,
                      fields: inout FeedFields) -> SpeakerSummary {
        if var known = speakers[id] {
            if !known.sessionIDs.contains(session) { known.sessionIDs.append(session) }
            if known.bio == nil { known.bio = Self.bio(person, at: path, fields: &fields) }
            if known.photoURL == nil { known.photoURL = fields.url(person.photoURL, at: "\(path).avatar") }
            speakers[id] = known
            return known.summary
        }
        let name = fields.line(person.name, at: "\(path).name")
        let parts = Self.nameParts(name)
        var links: [SpeakerLink] = []
        for (offset, link) in person.links.enumerated() {
            guard let url = fields.url(link.url, at: "\(path).links[\(offset)]") else { continue }
            links.append(SpeakerLink(title: fields.optionalLine(link.title, at: "\(path).links[\(offset)].title") ?? url.host ?? "link",
                                     url: url, type: "Other"))
        }
        let speaker = Speaker(id: id, firstName: parts.first, lastName: parts.last,
                              displayName: name, bio: Self.bio(person, at: path, fields: &fields),
                              photoURL: fields.url(person.photoURL, at: "\(path).avatar"), links: links, sessionIDs: [session])
        speakers[id] = speaker
        order.append(id)
        return speaker.summary
    }

    var all: [Speaker] { order.compactMap { speakers[$0] } }

    /// Surname last, for lists sorted by it ("Vincenzo Iozzo" → Iozzo); a one-word handle is
    /// the surname. Split at spaces as bytes: split by Characters, 7,000 instructions a name.
    static func nameParts(_ name: String) -> (first: String, last: String) {
        let words = name.utf8.split(separator: UInt8(ascii: " "))
        guard let last = words.last else { return ("", "") }
        return (words.dropLast().map { String(Substring($0)) }.joined(separator: " "), String(Substring(last)))
    }

    /// A bio as plain text: frab and pretalx write bios in Markdown (or HTML), and its syntax
    /// is not shown ("[site](https://…)" reads "site (https://…)").
    private static func bio(_ person: PersonRecord, at path: String, fields: inout FeedFields) -> String? {
        fields.prose(person.bio, at: "\(path).biography", markup: .markdown)?.text
    }
}
