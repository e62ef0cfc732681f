import AttendeeStore
import Foundation
import StoreContract

/// A store of either kind, fresh (a temporary folder, or a schema of its own), removed with the fixture.
final class StoreFixture: Sendable {
    let directory: URL
    let store: any AttendeeStoring
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    init(_ kind: StoreKind = .sqlite) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("directory-store-\(UUID().uuidString)")
        store = try await kind.open(in: directory)
    }

    /// The SQLite store, for what only a file can show.
    var file: AttendeeStore { store as! AttendeeStore }

    deinit { StoreKind.discard(store, directory: directory) }

    /// Registers people ("Name <email> CODE") and lists those named in `listed`.
    func register(_ people: [(name: String, email: String, code: String)], listed: Set<String> = [],
                  role: String? = nil, interests: [String] = []) async throws {
        _ = try await store.importRegistrations(people.enumerated().map {
            Registration(name: $1.name, email: $1.email, ticketCode: $1.code, line: $0 + 2)
        }, now: Self.now)
        try await store.updateProfiles(byEmail: people.filter { listed.contains($0.name) }.map {
            ($0.email, ProfileUpdate(name: $0.name, role: role, interests: interests, visibility: .attendees))
        }, now: Self.now)
    }
}
