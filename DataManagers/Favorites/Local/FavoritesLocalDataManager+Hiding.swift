import Entities
import FavoritesDataContract
import GRDB

/// What the person hid from every view: kept in their file, held in memory for the schedule's
/// reads (which leave it out by themselves), announced as `.hidden`.
extension FavoritesLocalDataManager {
    public var hiddenNow: HiddenOptions { hidden.value }

    public func hiddenOptions() async throws -> HiddenOptions {
        hidden.value
    }

    public func setCategoryItem(_ id: Int, hidden isHidden: Bool) async throws {
        try await setHidden(kind: "item", id: id, isHidden)
    }

    public func setRoom(_ id: Int, hidden isHidden: Bool) async throws {
        try await setHidden(kind: "room", id: id, isHidden)
    }

    public func showEverything() async throws {
        try await user.write { db in try db.execute(sql: "DELETE FROM hidden") }
        hidden.set(.none)
        broadcaster.publish(.hidden)
    }

    private func setHidden(kind: String, id: Int, _ isHidden: Bool) async throws {
        let now = try await user.write { db -> HiddenOptions in
            if isHidden {
                try db.execute(sql: "INSERT INTO hidden (kind, id) VALUES (?, ?) ON CONFLICT DO NOTHING", arguments: [kind, id])
            } else {
                try db.execute(sql: "DELETE FROM hidden WHERE kind = ? AND id = ?", arguments: [kind, id])
            }
            return try HiddenCache.read(db)
        }
        hidden.set(now)
        broadcaster.publish(.hidden)
    }
}
