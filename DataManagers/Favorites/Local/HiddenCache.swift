import Entities
import GRDB
import Synchronization

/// What the person hid, held in memory: every list read leaves it out, and a search (read on the
/// caller's actor, one keystroke's budget) must not pay a read of the other file for it. Read
/// when the store opens; this process's changes update it (only the app hides things).
final class HiddenCache: Sendable {
    private let options: Mutex<HiddenOptions>

    init(_ options: HiddenOptions) {
        self.options = Mutex(options)
    }

    var value: HiddenOptions { options.withLock { $0 } }

    func set(_ value: HiddenOptions) { options.withLock { $0 = value } }

    static func read(_ db: Database) throws -> HiddenOptions {
        var hidden = HiddenOptions()
        for row in try Row.fetchAll(db, sql: "SELECT kind, id FROM hidden") {
            switch row["kind"] as String {
            case "room": hidden.roomIDs.insert(row["id"])
            default: hidden.categoryItemIDs.insert(row["id"])
            }
        }
        return hidden
    }
}
