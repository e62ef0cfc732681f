import Entities

/// What a session's full-text row holds. The index keeps no copy of the text (`content = ''`:
/// a quarter of the file, written twice by every apply), so a row is taken out by giving FTS5
/// the same words again: made here, the same way each time, from the session's own columns and
/// the people text it keeps beside them (`searchPeople`).
enum SessionSearchRow {
    /// The index's columns and options, as it is made.
    static let definition = "title, description, people, content = ''"
    /// The title column as SQL over the session table: what `columns(of:people:)` gives.
    static let titleSQL = "title || coalesce(' ' || subtitle, '')"

    /// The title (with the subtitle), the description and the speakers' words.
    static func columns(of session: Session, people: String) -> [String] {
        [session.subtitle.map { session.title + " " + $0 } ?? session.title, session.description ?? "", people]
    }
}
