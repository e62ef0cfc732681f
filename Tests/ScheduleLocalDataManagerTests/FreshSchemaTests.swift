import Foundation
import GRDB
import Testing
@testable import ScheduleLocalDataManager

/// A new store is made at the current version at once; an old one is migrated step by step.
/// Both must be the same store: the same tables and columns (types, defaults, keys), indexes,
/// foreign keys and full-text options — else a new store and an upgraded one would behave apart.
@Suite struct FreshSchemaTests {
    /// Everything about a schema that decides how the store behaves, as comparable text.
    static func shape(_ db: Database) throws -> [String] {
        var lines: [String] = []
        let objects = try Row.fetchAll(db, sql: """
            SELECT type, name, tbl_name, sql FROM sqlite_master
            WHERE name NOT LIKE 'sqlite_%' AND name NOT GLOB '*Search_*' ORDER BY type, name
            """)
        for object in objects {
            let (type, name, sql): (String, String, String?) = (object["type"], object["name"], object["sql"])
            if let sql, sql.contains("VIRTUAL TABLE") {
                // `ALTER TABLE … RENAME` quotes the name it writes: the options are what count.
                lines.append("virtual \(name): " + String(sql[sql.range(of: "USING")!.lowerBound...]).split(whereSeparator: \.isWhitespace).joined(separator: " "))
                continue
            }
            lines.append("\(type) \(name) on \(object["tbl_name"] as String)")
            if type == "table" {
                lines += try Row.fetchAll(db, sql: "PRAGMA table_xinfo(\(name.quotedDatabaseIdentifier))").map { "  column \($0)" }
                lines += try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(name.quotedDatabaseIdentifier))").map { "  key \($0)" }
                lines.append("  autoincrement: \(sql?.contains("AUTOINCREMENT") == true)")
            } else if type == "index" {
                lines += try Row.fetchAll(db, sql: "PRAGMA index_xinfo(\(name.quotedDatabaseIdentifier))").map { "  part \($0)" }
                lines.append("  expression: \(sql.map { String($0[$0.range(of: " ON ")!.lowerBound...]) } ?? "implicit")")
            }
        }
        return lines
    }

    @Test func aNewStoreIsTheSameAsOneMigratedStepByStep() throws {
        let migrated = try DatabaseQueue()
        try ScheduleSchema.migrator.migrate(migrated)
        let fresh = try DatabaseQueue()
        try fresh.write { db in
            #expect(try ScheduleFreshSchema.isEmpty(db))
            try ScheduleFreshSchema.make(db, migrations: ScheduleSchema.migrator.migrations)
        }
        let (before, after) = (try migrated.read(Self.shape), try fresh.read(Self.shape))
        #expect(after == before, "\(Set(after).symmetricDifference(before).sorted())")
        #expect(try fresh.read { try ScheduleSchema.migrator.hasCompletedMigrations($0) })
        #expect(try fresh.read { try ScheduleSchema.migrator.appliedIdentifiers($0) } == Set(ScheduleSchema.migrator.migrations))
        #expect(try migrated.read { try Row.fetchAll($0, sql: "SELECT * FROM sessionSearch_config ORDER BY k") }
                == fresh.read { try Row.fetchAll($0, sql: "SELECT * FROM sessionSearch_config ORDER BY k") })
    }
}
