import Entities
import Foundation
import GRDB
import ScheduleDataContract

/// Which pretalx event the feed comes from, and its talks' codes, read from what the feed wrote.
extension ScheduleLocalDataManager {
    public func pretalxEvent() async throws -> PretalxEvent? {
        let address = feedAddress
        return try await readSchedule { db in
            let generator = try ScheduleMeta.value(.generator, db)
            let feedAddress = (try ScheduleMeta.value(.feedAddress, db) ?? address).flatMap(URL.init(string:))
            // A talk's page is where pretalx itself is (a feed may be a mirror of its export).
            let page = try String.fetchOne(db, sql: "SELECT pageURL FROM session WHERE pageURL LIKE '%/talk/%' ORDER BY id LIMIT 1")
                .flatMap(URL.init(string:))
            let fromPage = page.flatMap(PretalxEvent.init(talkPage:))
            let fromAddress = feedAddress.flatMap(PretalxEvent.init(exportAddress:))
            guard generator == "pretalx" || fromPage != nil else { return nil }
            return fromPage ?? fromAddress
        }
    }

    public func talkCodes(of event: PretalxEvent) async throws -> [String: String] {
        try await readSchedule { db in
            var codes: [String: String] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT id, pageURL FROM session WHERE pageURL IS NOT NULL")
            while let row = try rows.next() {
                if let page = (row[1] as String?).flatMap(URL.init(string:)), let code = event.talkCode(inPage: page) { codes[row[0]] = code }
            }
            return codes
        }
    }
}
