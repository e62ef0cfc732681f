import ArgumentParser
import AttendeeStore
import Foundation

struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the attendee store to a file only you can read (safe while the server runs).")

    @Argument(help: "The copy to write (replaced in one step when it exists).")
    var file: String

    @Option(help: "The server's data directory (default: $XDG_DATA_HOME/podium-server).")
    var dataDir: String?

    func run() async throws {
        let store = try AttendeeStore.open(dataDirectory: DataDirectory.resolve(dataDir), note: ServerRunner.note)
        try store.backup(to: file)
        print("podium-server: \(try await store.attendeeCount()) attendees copied to \(file) (mode 0600)")
    }
}
