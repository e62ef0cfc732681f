import ArgumentParser
import AttendeesDataContract
import Entities
import Foundation
import TerminalHost
import TerminalUI

/// `podium login`: signs in to the conference's server with an email and a ticket code, or
/// (`--pretalx`) to the event's pretalx with its account's email and password.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in to the conference's server, or with --pretalx to the event's pretalx (the ticket code or password is read from standard input, or asked for without echo).",
        discussion: """
            With --pretalx, My schedule is kept the same as the stars on the event's pretalx schedule (on the web, on any \
            device), both ways, every minute. The event is found from the conference's feed. Only the session is kept, in \
            Podium's secret store; the password too only with --remember (to sign in again when the session ends).
            """)

    @OptionGroup var feedOptions: FeedOptions
    private static let voice = CommandVoice(command: "login")

    @Option(help: "The email your ticket (or with --pretalx, your pretalx account) was registered with.")
    var email: String

    @Flag(help: "Sign in to the event's pretalx (its web schedule's stars) instead of the conference's server.")
    var pretalx = false

    @Flag(help: "With --pretalx: keep the password in the secret store, to sign in again when pretalx's session ends.")
    var remember = false

    func validate() throws {
        if remember && !pretalx { throw ValidationError("--remember is for --pretalx: a ticket code is not kept") }
    }

    func run() async throws {
        if pretalx {
            return try await Self.voice.failingInOneLine {
                try await PretalxSignInCommands.logIn(feedOptions, email: email, remember: remember, voice: Self.voice)
            }
        }
        try await Self.voice.failingInOneLine {
            let api = try AttendeesServer.api(feedOptions, prompting: isatty(STDIN_FILENO) == 1)
            let code = try readTicketCode()
            let signedIn = try await api.signIn(email: email, ticketCode: code)
            let until = signedIn.expiresAt.formatted(.iso8601.year().month().day())
            CommandVoice.print("signed in to \(api.address.absoluteString) as \(signedIn.name) (until \(until))")
        }
    }

    private func readTicketCode() throws -> String {
        let code: String
        if isatty(STDIN_FILENO) == 1 {
            guard let typed = HiddenPrompt.ask("Ticket code for \(email): ") else { throw CommandFailure("nothing was typed") }
            code = typed
        } else {
            code = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        let trimmed = code.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw CommandFailure("no ticket code on standard input (echo CODE | podium login --email …)") }
        return trimmed
    }
}

/// `podium logout`: revokes the token on the server and removes it from the secret store; with
/// `--pretalx`, forgets the pretalx sign-in.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "logout", abstract: "Sign out of the conference's server, or with --pretalx of the event's pretalx.")

    @OptionGroup var feedOptions: FeedOptions
    private static let voice = CommandVoice(command: "logout")

    @Flag(help: "Forget the sign-in to the event's pretalx instead.")
    var pretalx = false

    func run() async throws {
        if pretalx {
            return try await Self.voice.failingInOneLine { try await PretalxSignInCommands.logOut(feedOptions, voice: Self.voice) }
        }
        try await Self.voice.failingInOneLine {
            let api = try AttendeesServer.api(feedOptions, prompting: isatty(STDIN_FILENO) == 1)
            let had = await api.hasToken()
            try await api.signOut()
            CommandVoice.print(had ? "signed out of \(api.address.absoluteString)" : "not signed in to \(api.address.absoluteString)")
        }
    }
}

/// `podium attendees`: the attendees who chose to be listed, for scripts.
struct AttendeesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attendees",
        abstract: "List the attendees who chose to be listed, A–Z or matching a search (signed in: podium login).")

    @OptionGroup var options: AttendeeListOptions

    func run() async throws {
        try await options.list(as: CommandVoice(command: "attendees"))
    }
}

struct AttendeeListOptions: ParsableArguments {
    @OptionGroup var feedOptions: FeedOptions

    @Option(help: "Only attendees with words starting with these (name, company, role, interests).")
    var search: String?

    @Option(help: "At most this many (every page is read until then).")
    var limit = 500

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func list(as voice: CommandVoice) async throws {
        try await voice.failingInOneLine {
            let api = try AttendeesServer.api(feedOptions, prompting: isatty(STDIN_FILENO) == 1)
            var attendees: [AttendeeSummary] = []
            var cursor: String?
            repeat {
                let page = try await api.page(search: search, cursor: cursor)
                attendees += page.items
                cursor = page.nextCursor
            } while cursor != nil && attendees.count < limit
            attendees = Array(attendees.prefix(limit))
            print(format == .json ? try Self.json(attendees) : Self.text(attendees), terminator: "")
        }
    }

    static func text(_ attendees: [AttendeeSummary]) -> String {
        attendees.map { person in
            let detail = [person.role, person.company].compactMap { $0 }.joined(separator: " · ")
            return Sanitizer.clean(detail.isEmpty ? person.name : "\(person.name)  — \(detail)") + "\n"
        }.joined()
    }

    static func json(_ attendees: [AttendeeSummary]) throws -> String {
        return try JSONOutput.encode(attendees)
    }
}
