import Entities

/// A speaker as the list needs them: half the size of a whole `Speaker`, whose separate names,
/// links and categories the list never shows (30,000 speakers were most of the tab's memory).
struct ListedSpeaker {
    let id: String
    let name: String
    /// Nil when they have none, or only spaces.
    let tagLine: String?
    let sessionIDs: [String]
    /// "a"…"z": the first letter of their sort key; nil for any other name (listed under "#"),
    /// and for search results, which are not grouped.
    let initial: Unicode.Scalar?

    /// `grouped`: listed A–Z under an initial. Search results are not: their sort keys (Foundation's
    /// folding, for a name that is not ASCII) would be worked out at every keystroke for nothing.
    init(_ speaker: Speaker, grouped: Bool) {
        id = speaker.id
        name = speaker.fullName
        tagLine = speaker.tagLine.flatMap { $0.contains { !$0.isWhitespace } ? $0 : nil }
        sessionIDs = speaker.sessionIDs
        initial = grouped ? speaker.sortKey.unicodeScalars.first.flatMap { ("a"..."z").contains($0) ? $0 : nil } : nil
    }
}
