import Entities
import GRDB

/// The `speakerNames` column: a session's speakers' full names in their order, as a timetable
/// shows them, written with the session and made for stores from before it.
enum SessionSpeakerNames {
    /// Fills the column of every session from the speakers it lists (migration v10).
    static func fill(_ db: Database) throws {
        var names: [String: [String]] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT ss.sessionId, sp.firstName, sp.lastName, sp.displayName
            FROM sessionSpeaker ss JOIN speaker sp ON sp.id = ss.speakerId ORDER BY ss.sessionId, ss.position
            """)
        while let row = try rows.next() {
            names[row[0], default: []].append(Speaker.fullName(firstName: row[1], lastName: row[2], displayName: row[3]))
        }
        let update = try db.makeStatement(sql: "UPDATE session SET speakerNames = ? WHERE id = ?")
        for (session, list) in names { try update.execute(arguments: [Session.speakerNames(list), session]) }
    }
}
