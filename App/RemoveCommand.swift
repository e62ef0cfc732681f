import ArgumentParser
import ConferenceEditing
import ConferencesDataContract
import Entities
import Foundation
import SecretStoreContract

/// `podium remove NAME`: forgets a conference and deletes its stores (schedule, favorites,
/// My-schedule calendar), after asking; `--yes` for scripts.
struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove one of your conferences and its stores (its favorites go with them).",
        discussion: "Asks first at a terminal; elsewhere give --yes.")

    @Argument(help: "The conference's name (case does not matter).", completion: ConferenceNameCompletion.kind)
    var name: String

    @Flag(help: "Remove without asking.")
    var yes = false

    @OptionGroup var storage: StorageOptions

    private static let voice = CommandVoice(command: "remove")

    func run() async throws {
        try await Self.voice.failingInOneLine(remove)
    }

    private func remove() async throws {
        let environment = ProcessInfo.processInfo.environment
        let conferences = PersonFiles.conferences(environment)
        let before = try conferences.load()
        guard let doomed = before.named(name) else { throw ConferenceEditing.unknown(name, in: before) }
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                throw CommandFailure("give --yes to remove \(doomed.name) and its stores (its favorites go with them)")
            }
            FileHandle.standardError.write(Data("Remove \(doomed.name) and its stores, favorites included? [y/N] ".utf8))
            guard let answer = readLine(), ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                Self.voice.note("kept \(doomed.name)")
                return
            }
        }
        let after = try conferences.update { list -> ConferenceList in
            list.conferences.removeAll { $0.store == doomed.store }
            if list.currentName.map({ $0.lowercased() == doomed.name.lowercased() }) == true { list.currentName = nil }
            return list
        }
        let dataDirectory = storage.dataDir ?? ConferenceSource.defaultDataDirectory(environment)
        let removed = try Self.deleteFiles(of: doomed, keepingNewsOf: after.conferences, in: dataDirectory)
        // The feed address's credentials, when add kept them in the secret store.
        let secrets = SecretStoreAccess.store(dataDirectory: dataDirectory, prompting: false)
        if (try? await secrets.itemNames(service: OpenedConference.feedAddressService))?
            .contains(SecretItemID(service: OpenedConference.feedAddressService, account: doomed.store)) == true {
            try? await secrets.delete(service: OpenedConference.feedAddressService, account: doomed.store)
        }
        CommandVoice.print("removed \(doomed.name) and its stores (\(removed) file\(removed == 1 ? "" : "s"))")
        if after.currentName == nil {
            Self.voice.note(after.conferences.isEmpty ? "no conferences left: podium opens the bundled demo"
                            : "no current conference now: podium use NAME picks one (podium list shows them)")
        }
    }

    /// The conference's files in the data folder: its schedule and the person's data (with
    /// their -wal and -shm companions and any damaged copies moved aside), its sync lock, its
    /// My-schedule calendar, its status bar's list of upcoming favorites, and its news store
    /// unless another conference reads the same news.
    static func deleteFiles(of conference: SavedConference, keepingNewsOf others: [SavedConference],
                            in dataDirectory: String) throws -> Int {
        let store = conference.store
        var stems = ["\(store).sqlite", "\(store)-user.sqlite"]
        if let news = conference.news.flatMap(ConferenceSource.url(for:)), !others.contains(where: { $0.news == conference.news }) {
            let newsStore = (ConferenceSource.newsStorePath(for: news, in: dataDirectory) as NSString).lastPathComponent
            stems += [newsStore, (newsStore as NSString).deletingPathExtension + "-user.sqlite"]
        }
        let exact: Set<String> = ["\(store).sync-lock", "\(store)-my-schedule.ics", "\(store)-next.json"]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dataDirectory)) ?? []
        var removed = 0
        for name in names where exact.contains(name) || stems.contains(where: { name == $0 || name.hasPrefix($0 + "-") || name.hasPrefix($0 + ".damaged-") }) {
            do {
                try FileManager.default.removeItem(atPath: (dataDirectory as NSString).appendingPathComponent(name))
                removed += 1
            } catch {
                throw CommandFailure("removed \(conference.name) from the list, but not its file \(name): \(error.localizedDescription)")
            }
        }
        return removed
    }
}
