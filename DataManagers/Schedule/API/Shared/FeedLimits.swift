/// The largest values a schedule feed's fields are stored with (Unicode scalars). Real
/// conferences stay far below them: the longest titles seen are about 200, the longest
/// abstracts about 10,000. Longer values are cut, with a warning; a longer id is refused.
enum FeedLimits {
    /// Titles, names, rooms, tracks, tag lines: one line of text.
    static let line = 500
    /// Descriptions, abstracts, bios.
    static let text = 20_000
    static let url = 2_048
    /// Ids identify: cut, two could become one, so a longer one rejects the feed.
    static let id = 200
}
