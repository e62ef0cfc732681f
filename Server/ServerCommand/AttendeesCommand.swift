import ArgumentParser
import Foundation
import StoreContract
import StoreRules

struct Attendees: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Manage the attendee list.", subcommands: [Import.self])

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add or update attendees from a CSV file (name, email, ticket code, optional company; a header row).",
            discussion: "Attendees are matched by email. Nobody is removed, and nothing an attendee wrote in their profile is changed.")

        @Argument(help: "The CSV file.")
        var file: String

        @OptionGroup var storage: StoreOptions

        func run() async throws {
            let text: String
            do {
                text = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                throw ValidationError("\(file): cannot be read as UTF-8 text")
            }
            let parsed: (registrations: [Registration], problems: [RegistrationFile.Problem])
            do {
                parsed = try RegistrationFile.parse(text)
            } catch {
                throw ValidationError("\(file): \(error.description)")
            }
            let store = try await storage.open()
            let summary = try await store.importRegistrations(parsed.registrations, now: Date())
            for line in ImportReport.lines(file: file, summary: summary, read: parsed.registrations.count, problems: parsed.problems) {
                print(line)
            }
            if !parsed.problems.isEmpty { throw ExitCode(1) }
        }
    }
}

/// What an import says: counts, what changed where, every skipped row, and who was kept.
enum ImportReport {
    static func lines(file: String, summary: ImportSummary, read: Int, problems: [RegistrationFile.Problem]) -> [String] {
        var lines = ["\(file): \(read) attendees read; \(summary.added) added, \(summary.updated.count) updated, \(summary.unchanged) unchanged"]
        for update in summary.updated.prefix(50) {
            lines.append("line \(update.line): updated \(update.fields.joined(separator: ", "))")
        }
        if summary.updated.count > 50 { lines.append("… and \(summary.updated.count - 50) more updated") }
        for problem in problems { lines.append("\(problem) — skipped") }
        if !problems.isEmpty { lines.append("\(problems.count) rows skipped; the others were imported") }
        if summary.notInFile > 0 {
            lines.append("\(summary.notInFile) registered attendees are not in this file; they are kept, with their profiles")
        }
        return lines
    }
}
