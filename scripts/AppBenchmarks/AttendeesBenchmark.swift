import AttendeesAPIDataManager
import AttendeesLocalDataManager
import Foundation
import SecretStore
import TerminalUI

/// Typing a search in the Attendees tab against a running podium-server (scripts/bench-server
/// starts one on loopback): for each key, the time to the frame that shows the server's results
/// for what has been typed. Signs in first, as an attendee would, with a real secret store.
enum AttendeesBenchmark {
    static let queries = ["rossi", "anna kowalski", "engineer", "swift", "kim", "moreau", "security", "nakamura"]

    @MainActor
    static func run(feed: URL, server: URL, email: String, ticketCode: String) async throws {
        let directory = try TabBenchmark.scratch("attendees")
        defer { try? FileManager.default.removeItem(at: directory) }
        let secrets = SecretStore(directory: directory.appendingPathComponent("secrets"))
        let api = AttendeesAPIDataManager(address: server, secrets: secrets)
        _ = try await api.signIn(email: email, ticketCode: ticketCode)
        let cache = try AttendeesLocalDataManager(path: directory.appendingPathComponent("attendees.sqlite").path)
        let store = try await AppScreens.store(at: directory.appendingPathComponent("store.sqlite").path, feed: feed)
        let size = TabBenchmark.size
        let window = AppScreens.window(store: store, server: api, attendeeCache: cache, size: size)
        let frames = HostFrames(window: window, size: size)
        await frames.frame { $0.contains("–") && !$0.contains("Loading") }
        let opening = ContinuousClock.now
        window.handle(.character("6"))
        // The Attendees screen (its search box's hint) with the list's rows (role · company) in.
        let firstPage = TypingBenchmark.milliseconds(await frames.frame {
            $0.contains("search names, companies") && !$0.contains("Loading") && $0.contains(" · ")
        } - opening)

        // The title names a search only once the server's answer for it is shown (or nobody matched).
        let keys = try await TypingBenchmark.type(queries, into: window, frames: frames) { frame, typed in
            frame.contains("Attendees — search “\(typed)”")
        }
        // The server's part: the same pages asked for by the data manager alone.
        let requests = try await TypingBenchmark.timePrefixes(of: queries) { prefix in _ = try await api.page(search: prefix, cursor: nil) }
        try await api.signOut()
        print(String(format: "Attendees tab, key to the first page of the list: %.2f ms", firstPage))
        keys.report("attendees search", results: "the server's results")
        print(String(format: "of which a page from the server through the data manager: median %.2f ms, p99 %.2f ms",
                     percentile(requests, 0.5), percentile(requests, 0.99)))
    }
}
