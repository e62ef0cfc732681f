import Foundation
import PostgresNIO
import StoreContract
import StoreRules

/// The statements every request makes, prepared once per connection: a search's plan took
/// 0.6–0.9 ms to make each time, as long as running it.
enum PostgresStatements {
    /// The attendee a token signs in (every authenticated request).
    struct TokenOwner: PostgresPreparedStatement {
        static let sql = "SELECT attendee_seq FROM token WHERE hash = $1 AND revoked_at IS NULL AND expires_at > $2"
        typealias Row = Int64
        let hash: Data
        let now: Double

        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 2)
            try bindings.append(hash)
            bindings.append(now)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Int64 { try row.decode(Int64.self) }
    }

    /// The store's epoch and its directory's count of changes (`DirectoryPages`): a restored
    /// dump, whose count may match, is given an epoch of its own.
    struct DirectoryVersion: PostgresPreparedStatement {
        static let sql = "SELECT (SELECT value FROM store_epoch WHERE id = 1) || '.' || (SELECT value FROM directory_version WHERE id = 1)"
        typealias Row = String
        func makeBindings() throws -> PostgresBindings { PostgresBindings() }
        func decodeRow(_ row: PostgresRow) throws -> String { try row.decode(String.self) }
    }

    /// A row of the list as a page reads it.
    struct Listed: Sendable {
        let listing: AttendeeListing
        let sortKey: String
    }

    static let listed = "id, sort_key, coalesce(profile_name, registered_name) AS name, coalesce(profile_company, registered_company) AS company, role"

    /// A statement that reads rows of the list (the four pages below), each as `Listed`.
    protocol ListStatement: PostgresPreparedStatement where Row == Listed {}

    /// A page of the list A–Z after a cursor (`AttendeeCursor.start` for the first page).
    struct PageAfter: ListStatement {
        static let sql = "SELECT \(listed) FROM attendee WHERE visibility = 'attendees' AND (sort_key, id) > ($1, $2) ORDER BY sort_key, id LIMIT $3"
        let after: AttendeeCursor
        let limit: Int
        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(after.sortKey)
            bindings.append(after.id)
            bindings.append(limit)
            return bindings
        }
    }

    /// A search's page as `SearchPlan` says, first by walking the list: the listed rows after the
    /// cursor (`AttendeeCursor.start` for the first page), at most `SearchPlan.window` of them,
    /// that the words match.
    struct SearchWalk: ListStatement {
        static let sql = """
            SELECT \(listed) FROM (SELECT * FROM attendee WHERE visibility = 'attendees' AND (sort_key, id) > ($2, $3)
                                  ORDER BY sort_key, id LIMIT \(SearchPlan.window)) AS walked
            WHERE search_words @@ $1::tsquery ORDER BY sort_key, id LIMIT $4
            """
        let query: String
        let after: AttendeeCursor
        let limit: Int
        func makeBindings() throws -> PostgresBindings { searchBindings(query, after, limit) }
    }

    /// Then, if the walk found less than a page, by sorting every row the words match: fenced
    /// off as a materialized CTE, so that the planner reads them through the word index rather
    /// than walking the whole list with the words as a filter (27 ms for a rare word).
    struct SearchSort: ListStatement {
        static let sql = """
            WITH found AS MATERIALIZED (
                SELECT \(listed) FROM attendee WHERE visibility = 'attendees' AND search_words @@ $1::tsquery AND (sort_key, id) > ($2, $3)
            )
            SELECT * FROM found ORDER BY sort_key, id LIMIT $4
            """
        let query: String
        let after: AttendeeCursor
        let limit: Int
        func makeBindings() throws -> PostgresBindings { searchBindings(query, after, limit) }
    }
}

private func searchBindings(_ query: String, _ after: AttendeeCursor, _ limit: Int) -> PostgresBindings {
    var bindings = PostgresBindings()
    bindings.append(query)
    bindings.append(after.sortKey)
    bindings.append(after.id)
    bindings.append(limit)
    return bindings
}

extension PostgresStatements.ListStatement {
    func decodeRow(_ row: PostgresRow) throws -> PostgresStatements.Listed {
        let (id, sortKey, name, company, role) = try row.decode((String, String, String, String?, String?).self)
        return .init(listing: AttendeeListing(id: id, name: name, company: company, role: role), sortKey: sortKey)
    }
}
