import Foundation
import GRDB
import HTTPTypes
import HummingbirdTesting
import Logging
import ServerAPI
import Testing
@testable import AttendeeStore

/// A store that cannot grow (as on a full disk): a write is answered 503 with Retry-After and
/// its cause is logged, health says the store cannot write, and both recover when it can again.
@Suite struct FullDiskTests {
    @Test func aWriteTheDiskRefusesIs503WithACauseAndHealthSaysSo() async throws {
        let fixture = try await ServerFixture()
        let lines = LogLines()
        try await fixture.withClient(logger: Logger(label: "test") { _ in lines }) { client, testClient in
            let ada = Client.over(testClient, token: try await client.token(for: "ada@example.org"))
            _ = try await client.health().ok
            // SQLite's own page limit on the writer: no new page, as when the disk is full.
            try await fixture.file.pool.write { db in
                let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
                try db.execute(sql: "PRAGMA max_page_count = \(pages)")
            }
            let choices = (0..<200).map { Components.Schemas.FavoriteChoice(sessionId: "session-\($0)-" + String(repeating: "x", count: 150),
                                                                             isFavorite: true, setAt: 1_000) }
            let refused = try await ada.putMyFavorites(body: .json(.init(sentAt: 1_000, choices: choices))).serviceUnavailable
            #expect(refused.headers.retryAfter == 30)
            #expect(try refused.body.json.message.contains("nothing was changed"))
            #expect(lines.text.contains("putMyFavorites could not write: the disk is full (SQLITE_FULL)"))
            #expect(try await client.health().serviceUnavailable.body.json.message == "the store cannot write: the disk is full (SQLITE_FULL)")
            #expect(try await ada.getMyFavorites().ok.body.json.choices.isEmpty, "nothing half-written")

            try await fixture.file.pool.write { db in try db.execute(sql: "PRAGMA max_page_count = 1073741823") }
            fixture.clock.advance(6)
            _ = try await client.health().ok
            _ = try await ada.putMyFavorites(body: .json(.init(sentAt: 1_000, choices: choices))).ok
        }
    }
}
