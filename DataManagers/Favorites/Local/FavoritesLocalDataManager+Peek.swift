import Foundation
import GRDB
import StoreFiles

extension FavoritesLocalDataManager {
    /// The favorites kept at `path`, by id, read without opening the store for the app (empty
    /// for no store). Throws when the file cannot be read.
    public static func favoriteIDs(ofStoreAt path: String) throws -> [String] {
        try StoreFile.peek(path: path) { db in
            try db.tableExists("favoriteChoice") ? try String.fetchAll(db, sql: "SELECT sessionId FROM favoriteChoice WHERE isFavorite ORDER BY sessionId") : []
        } ?? []
    }
}
