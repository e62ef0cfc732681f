import Entities

/// A speaker as the list needs them: half the size of a whole `Speaker`, whose separate names,
/// links and categories the list never shows (30,000 speakers were most of the tab's memory).
struct ListedSpeaker {
    let id: String
    let name: String
    /// Nil when they have none, or only spaces.
    let tagLine: String?
    let sessionIDs: [String]
    /// "a"…"z": the first letter of their sort key; nil for any other name (listed under "#").
    let initial: Unicode.Scalar?

    init(_ speaker: Speaker) {
        id = speaker.id
        name = speaker.fullName
        tagLine = speaker.tagLine.flatMap { $0.contains { !$0.isWhitespace } ? $0 : nil }
        sessionIDs = speaker.sessionIDs
        initial = speaker.sortKey.unicodeScalars.first.flatMap { ("a"..."z").contains($0) ? $0 : nil }
    }
}
