import Foundation
import PostgresNIO
import StoreContract
import StoreRules

/// Reading an `attendee` row into what the list shows (the profile where the attendee wrote
/// one, the registration where they did not), as the SQLite store's `AttendeeRow` does.
enum PostgresRows {
    static func attendee(_ row: PostgresRandomAccessRow) throws -> AttendeeEntry {
        AttendeeEntry(id: try row["id"].decode(String.self), profile: ProfileUpdate(
            name: try shownName(row), company: try shownCompany(row), role: try row["role"].decode(String?.self),
            bio: try row["bio"].decode(String?.self),
            links: try StoredJSON.decode([ProfileLink].self, try row["links"].decode(String.self)),
            interests: try StoredJSON.decode([String].self, try row["interests"].decode(String.self)),
            visibility: Visibility(rawValue: try row["visibility"].decode(String.self)) ?? .hidden))
    }

    static func shownName(_ row: PostgresRandomAccessRow) throws -> String {
        try row["profile_name"].decode(String?.self) ?? row["registered_name"].decode(String.self)
    }

    static func shownCompany(_ row: PostgresRandomAccessRow) throws -> String? {
        try row["profile_company"].decode(String?.self) ?? row["registered_company"].decode(String?.self)
    }

    /// The words the list's search finds a row by (what it shows: name, company, role,
    /// interests), folded as `SearchText` folds a query's, for `array_to_tsvector`.
    static func searchWords(name: String, company: String?, role: String?, interests: [String]) -> [String] {
        let text = ([name, company ?? "", role ?? ""] + interests).joined(separator: " ")
        return Array(Set(SearchText.words(in: text).map(SearchText.folded).filter { !$0.isEmpty })).sorted()
    }

    /// A search as a `tsquery` of prefixes that must all match ('ann':* & 'lov':*), built from
    /// words that are only letters, digits and marks: what a person types is never syntax.
    static func prefixQuery(_ query: String) -> String? {
        let words = SearchText.queryWords(query).map(SearchText.folded).filter { !$0.isEmpty }
        guard !words.isEmpty else { return nil }
        return words.map { "'" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''") + "':*" }
            .joined(separator: " & ")
    }
}
