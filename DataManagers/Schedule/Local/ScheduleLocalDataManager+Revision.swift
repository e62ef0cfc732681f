import Foundation
import GRDB
import StoreFiles

extension ScheduleLocalDataManager {
    /// The revision of the sessions stored at `path` (made anew by every feed applied that wrote
    /// anything), read without opening the store for the app; nil for a store with none yet,
    /// or no store. Throws when the file cannot be read.
    public static func revision(ofStoreAt path: String) throws -> String? {
        try StoreFile.peek(path: path) { db in
            try db.tableExists("meta") ? try ScheduleMeta.value(.revision, db) : nil
        } ?? nil
    }
}
