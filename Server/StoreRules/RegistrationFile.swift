import Foundation
import StoreContract

/// The organiser's CSV: a header row naming name, email, ticket code and optionally company (in
/// any order, any case; "ticket", "ticket_code" and "code" name the code), then an attendee a
/// row. A bad row is reported with its line and skipped; the others are read.
public enum RegistrationFile {
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    public struct HeaderError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    static let columnNames: [String: String] = [
        "name": "name", "full name": "name", "attendee": "name",
        "email": "email", "e-mail": "email", "email address": "email",
        "ticket code": "ticket", "ticket_code": "ticket", "ticketcode": "ticket", "ticket": "ticket", "code": "ticket",
        "company": "company", "organisation": "company", "organization": "company",
    ]

    public static func parse(_ text: String) throws(HeaderError) -> (registrations: [Registration], problems: [Problem]) {
        let records = CSVRecords.parse(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        guard let header = records.first(where: { !$0.isBlank }) else { throw HeaderError(description: "the file is empty") }
        var columns: [String: Int] = [:]
        for (index, title) in header.fields.enumerated() {
            let key = title.trimmingCharacters(in: .whitespaces).lowercased()
            if let column = columnNames[key], columns[column] == nil { columns[column] = index }
        }
        let missing = ["name", "email", "ticket"].filter { columns[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.map { $0 == "ticket" ? "ticket code" : $0 }
            throw HeaderError(description: "line \(header.line): the header row has no \(names.joined(separator: ", ")) column "
                              + "(it needs name, email, ticket code and may have company)")
        }
        var registrations: [Registration] = []
        var problems: [Problem] = []
        var emails: [String: Int] = [:]
        for record in records.drop(while: { $0.line <= header.line }) where !record.isBlank {
            func field(_ name: String) -> String {
                guard let index = columns[name], index < record.fields.count else { return "" }
                return record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let registration = Registration(name: field("name"), email: field("email"), ticketCode: field("ticket"),
                                            company: columns["company"] == nil ? nil : field("company"), line: record.line)
            if let problem = problem(with: registration, fieldCount: record.fields.count, expected: header.fields.count) {
                problems.append(Problem(line: record.line, message: problem))
            } else if let first = emails[Secrets.normalizedEmail(registration.email)] {
                problems.append(Problem(line: record.line, message: "the email is also on line \(first); this row is skipped"))
            } else {
                emails[Secrets.normalizedEmail(registration.email)] = record.line
                registrations.append(registration)
            }
        }
        return (registrations, problems)
    }

    static func problem(with registration: Registration, fieldCount: Int, expected: Int) -> String? {
        if fieldCount < expected { return "\(fieldCount) fields where the header has \(expected)" }
        if registration.name.isEmpty { return "no name" }
        if registration.email.isEmpty { return "no email" }
        if !looksLikeEmail(registration.email) { return "“\(printable(registration.email))” is not an email address" }
        if registration.ticketCode.isEmpty { return "no ticket code" }
        if Secrets.normalizedTicketCode(registration.ticketCode).count < 6 { return "the ticket code is shorter than 6 characters" }
        let all = [registration.name, registration.email, registration.ticketCode, registration.company ?? ""]
        let breaksALine: (Unicode.Scalar) -> Bool = { [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) }
        if all.contains(where: { $0.unicodeScalars.contains(where: breaksALine) }) {
            return "a field holds control characters"
        }
        if registration.name.unicodeScalars.count > ProfileRules.maxNameLength { return "the name is over \(ProfileRules.maxNameLength) characters" }
        return nil
    }

    static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasPrefix(".")
            && !text.contains(where: \.isWhitespace) && text.unicodeScalars.count <= 320
    }

    /// Text from the file as a report may print it (`PrintableText`), at most 60 characters.
    static func printable(_ text: String) -> String {
        PrintableText.of(text, limit: 60)
    }
}

/// RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks; each record
/// knows the line it starts on.
enum CSVRecords {
    struct Record {
        var fields: [String]
        var line: Int
        var isBlank: Bool { fields.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
    }

    static func parse(_ text: String) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var recordLine = 1
        var iterator = text.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let character = pending { pending = nil; return character }
            return iterator.next()
        }
        while let character = next() {
            if quoted {
                if character == "\"" {
                    if let following = next() {
                        if following == "\"" { field.append("\"") } else { quoted = false; pending = following }
                    } else {
                        quoted = false
                    }
                } else {
                    if character == "\n" || character == "\r\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty: quoted = true
            case ",": fields.append(field); field = ""
            case "\n", "\r\n", "\r":
                fields.append(field)
                records.append(Record(fields: fields, line: recordLine))
                fields = []
                field = ""
                line += 1
                recordLine = line
            default: field.append(character)
            }
        }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            records.append(Record(fields: fields, line: recordLine))
        }
        return records
    }
}
