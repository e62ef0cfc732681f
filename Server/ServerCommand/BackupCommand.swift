import ArgumentParser
import AttendeeStore
import Foundation
import StoreContract
import StoreRules

struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the attendee store to a file only you can read (safe while the server runs).")

    @Argument(help: "The copy to write (replaced in one step when it exists).")
    var file: String

    @Option(help: "The server's data directory (default: $XDG_DATA_HOME/podium-server).")
    var dataDir: String?

    func run() async throws {
        // Opening makes a store where there is none: a mistyped folder would be backed up as an
        // empty store, and the organiser told it worked.
        let directory = DataDirectory.resolve(dataDir)
        guard [AttendeeStore.fileName, AttendeeStore.formerFileName].contains(where: {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }) else {
            throw ValidationError("there is no attendee store in \(PrintableText.of(directory.path, limit: 300)) (no \(AttendeeStore.fileName)): "
                                  + "nothing to back up; give the server's --data-dir")
        }
        let store = try AttendeeStore.open(dataDirectory: directory, note: ServerRunner.note)
        try store.backup(to: file)
        print("podium-server: \(try await store.attendeeCount()) attendees copied to \(file) (mode 0600)")
    }
}
