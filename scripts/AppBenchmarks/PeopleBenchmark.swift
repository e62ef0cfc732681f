import Foundation
import PeopleAPIDataManager
import PeopleLocalDataManager
import SecretStore
import TerminalUI

/// Typing a search in the People tab against a running podium-server (scripts/bench-server
/// starts one on loopback): for each key, the time to the frame that shows the server's results
/// for what has been typed. Signs in first, as an attendee would, with a real secret store.
enum PeopleBenchmark {
    static let queries = ["rossi", "anna kowalski", "engineer", "swift", "kim", "moreau", "security", "nakamura"]

    @MainActor
    static func run(feed: URL, server: URL, email: String, ticketCode: String) async throws {
        let directory = try TabBenchmark.scratch("people")
        defer { try? FileManager.default.removeItem(at: directory) }
        let secrets = SecretStore(directory: directory.appendingPathComponent("secrets"))
        let people = PeopleAPIDataManager(server: server, secrets: secrets)
        _ = try await people.signIn(email: email, ticketCode: ticketCode)
        let cache = try PeopleLocalDataManager(path: directory.appendingPathComponent("people.sqlite").path)
        let store = try await AppScreens.store(at: directory.appendingPathComponent("store.sqlite").path, feed: feed)
        let size = TabBenchmark.size
        let window = AppScreens.window(store: store, people: people, peopleCache: cache, size: size)
        let frames = HostFrames(window: window, size: size)
        await frames.frame { $0.contains("–") && !$0.contains("Loading") }
        let opening = ContinuousClock.now
        window.handle(.character("5"))
        // The People screen (its search box's hint) with the directory's rows (role · company) in.
        let firstPage = TypingBenchmark.milliseconds(await frames.frame {
            $0.contains("search names, companies") && !$0.contains("Loading") && $0.contains(" · ")
        } - opening)

        // The title names a search only once the server's answer for it is shown (or nobody matched).
        let keys = try await TypingBenchmark.type(queries, into: window, frames: frames) { frame, typed in
            frame.contains("People — search “\(typed)”")
        }
        // The server's part: the same pages asked for by the data manager alone.
        let requests = try await TypingBenchmark.timePrefixes(of: queries) { prefix in _ = try await people.page(search: prefix, cursor: nil) }
        try await people.signOut()
        print(String(format: "People tab, key to the first page of the directory: %.2f ms", firstPage))
        keys.report("people search", results: "the server's results")
        print(String(format: "of which a page from the server through the data manager: median %.2f ms, p99 %.2f ms",
                     percentile(requests, 0.5), percentile(requests, 0.99)))
    }
}
