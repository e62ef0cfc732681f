import Entities
import FavoritesDataContract
import Formatting
import Foundation
import SynchronizerContract
import TerminalHost
import TerminalUI

/// `podium login --pretalx` and `podium logout --pretalx`: the conference's pretalx, found from
/// its feed (the event's address is never typed), signed in to as its own login page does.
enum PretalxSignInCommands {
    /// The conference's pretalx, syncing first when nothing is stored yet; one line when its feed
    /// is no pretalx export.
    static func pretalx(of opened: OpenedConference, voice: CommandVoice, prompting: Bool) async throws -> any PretalxSigningIn {
        _ = try await opened.conferenceSyncingFirst(saying: voice)
        guard let pretalx = try await opened.pretalx(prompting: prompting) else {
            throw CommandFailure("\(opened.source.name) does not come from a pretalx event (its feed names no pretalx and its talks have no "
                                 + "pretalx pages); add the event by its pretalx address to sync its favourites")
        }
        return pretalx
    }

    static func logIn(_ options: FeedOptions, email: String, remember: Bool, voice: CommandVoice) async throws {
        let prompting = isatty(STDIN_FILENO) == 1
        let opened = try await OpenedConference.opening(try ConferenceSource(options), voice: voice)
        let pretalx = try await pretalx(of: opened, voice: voice, prompting: prompting)
        let password = try readPassword(for: email, at: pretalx.event)
        let signedIn: PretalxSignInOutcome
        do {
            signedIn = try await pretalx.signIn(email: email, password: password, remember: remember)
        } catch {
            throw CommandFailure("\(error)")
        }
        let starred = signedIn.starred.map { " (\($0) talk\($0 == 1 ? "" : "s") starred there)" } ?? ""
        CommandVoice.print("signed in to pretalx at \(pretalx.event.page.absoluteString) as \(email)\(starred)"
                           + (remember ? "; the password is kept in the secret store to sign in again" : ""))
        if let problem = signedIn.problem {
            voice.note(problem)
            return
        }
        // The picks meet now, not at the next minute's sync.
        let synchronizer = try await opened.makeSynchronizer(prompting: prompting, lockWait: opened.source.timeout * 3 + .seconds(10))
        _ = await synchronizer.syncNow()
        SyncCommand.reportFavorites(await synchronizer.status().favorites.filter { $0.partner == pretalx.partner.name })
    }

    static func logOut(_ options: FeedOptions, voice: CommandVoice) async throws {
        let opened = try await OpenedConference.opening(try ConferenceSource(options), voice: voice)
        guard let pretalx = try await opened.pretalx(prompting: isatty(STDIN_FILENO) == 1) else {
            throw CommandFailure("\(opened.source.name) does not come from a pretalx event; there is no pretalx sign-in to forget")
        }
        let had: Bool
        do {
            had = try await pretalx.signOut()
        } catch {
            throw CommandFailure("\(error)")
        }
        CommandVoice.print(had ? "signed out of pretalx at \(pretalx.event.instance.absoluteString); My schedule stays here"
                               : "not signed in to pretalx at \(pretalx.event.instance.absoluteString)")
    }

    /// The password from standard input, or asked for without echo at a terminal; never an
    /// argument (it would be in the shell's history and every process list).
    private static func readPassword(for email: String, at event: PretalxEvent) throws -> String {
        let typed: String
        if isatty(STDIN_FILENO) == 1 {
            guard let answer = HiddenPrompt.ask("pretalx password for \(Sanitizer.clean(email)) at \(event.instance.absoluteString): ") else {
                throw CommandFailure("nothing was typed")
            }
            typed = answer
        } else {
            typed = String(decoding: FileHandle.standardInput.readDataToEndOfFile().prefix(4_096), as: UTF8.self)
        }
        // One line: what follows a newline is not part of it (echo adds one).
        let password = String(typed.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
        guard !password.isEmpty else {
            throw CommandFailure("no password on standard input (printf '%s' PASSWORD | podium login --pretalx --email \(Sanitizer.clean(ShellQuoting.word(email))))")
        }
        return password
    }
}
