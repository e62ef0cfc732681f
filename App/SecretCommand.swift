import ArgumentParser
import Foundation
import SecretStoreContract
import TerminalHost

/// `podium secret set|get|delete|list`: the keychain-like store of tokens and passwords.
struct SecretCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "secret",
        abstract: "Keep tokens and passwords in Podium's encrypted secret store.",
        discussion: """
            The store is <data dir>/secrets/store (~/.local/share/podium/secrets/store), sealed with \
            ChaChaPoly. By default it is opened by a random key file beside it (secrets/key, mode 0600), \
            like a login keychain: anyone who can read your files can read your secrets, and nobody \
            else. Set PODIUM_SECRETS_PASSPHRASE before the first `set` to lock a new store with a \
            passphrase instead (scrypt); Podium then needs the passphrase in that variable, or asks \
            for it at the terminal. A private schedule feed's token is service `feed`, account = the \
            feed's host, with :port when it is not the default: podium secret set --service feed --account example.org < token.txt
            """,
        subcommands: [SecretSetCommand.self, SecretGetCommand.self, SecretDeleteCommand.self, SecretListCommand.self])
}

/// Which item: a service and, within it, an account.
struct SecretItemOptions: ParsableArguments {
    @Option(help: "The service the secret belongs to (`feed` for schedule-feed tokens).")
    var service: String

    @Option(help: "The account within the service (for `feed`: the feed's host, e.g. sessionize.com, or host:port). Default: empty.")
    var account: String = ""
}

struct SecretSetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Store a secret read from standard input (never from the command line: ps and history would show it).",
        discussion: "One trailing newline is dropped. At a terminal, the secret is asked for without echo.")

    @OptionGroup var feedOptions: FeedOptions
    @OptionGroup var item: SecretItemOptions

    @Option(help: "A label describing the item.")
    var label: String?

    func run() async throws {
        try await SecretOutput.voice.failingInOneLine {
            let secret = try readSecret()
            let store = try SecretOutput.store(feedOptions)
            let write = try await store.set(secret, service: item.service, account: item.account, label: label)
            SecretOutput.voice.note("\(write == .added ? "added" : "updated") \(SecretItemID(service: item.service, account: item.account))")
        }
    }

    private func readSecret() throws -> Secret {
        var bytes: [UInt8]
        if isatty(STDIN_FILENO) == 1 {
            guard let typed = HiddenPrompt.ask("Secret for \(SecretItemID(service: item.service, account: item.account)): ") else {
                throw CommandFailure("nothing was typed")
            }
            bytes = Array(typed.utf8)
        } else {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
            if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        }
        guard !bytes.isEmpty else { throw CommandFailure("no secret on standard input (pipe it in: podium secret set … < file)") }
        return Secret(bytes: bytes)
    }
}

struct SecretGetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: "Print a secret to standard output.")

    @OptionGroup var feedOptions: FeedOptions
    @OptionGroup var item: SecretItemOptions

    func run() async throws {
        try await SecretOutput.voice.failingInOneLine {
            let found = try await SecretOutput.store(feedOptions).read(service: item.service, account: item.account)
            FileHandle.standardOutput.write(Data(found.secret.bytes + [UInt8(ascii: "\n")]))
        }
    }
}

struct SecretDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Remove a secret.")

    @OptionGroup var feedOptions: FeedOptions
    @OptionGroup var item: SecretItemOptions

    func run() async throws {
        try await SecretOutput.voice.failingInOneLine {
            try await SecretOutput.store(feedOptions).delete(service: item.service, account: item.account)
            SecretOutput.voice.note("deleted \(SecretItemID(service: item.service, account: item.account))")
        }
    }
}

struct SecretListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the stored items (never their secrets).")

    @OptionGroup var feedOptions: FeedOptions

    @Option(help: "Only this service's items.")
    var service: String?

    func run() async throws {
        try await SecretOutput.voice.failingInOneLine {
            let store = try SecretOutput.store(feedOptions, prompting: false)
            let table: String
            do {
                table = SecretOutput.table(try await store.list(service: service))
            } catch let error as SecretStoreError where SecretOutput.needsKey(error) {
                // Names are in the clear, like a keychain's attributes: a locked store still lists them.
                SecretOutput.voice.note("the store is locked: labels and dates need its key; names only")
                table = SecretOutput.table(names: try await store.itemNames(service: service))
            }
            table.split(separator: "\n").forEach { CommandVoice.print(String($0)) }
        }
    }
}

/// The store's own errors say what and where in one line.
extension SecretStoreError: OneLineFailure {}

/// What the secret commands share: the store, the failure line, the listing.
enum SecretOutput {
    static let voice = CommandVoice(command: "secret")

    static func store(_ options: FeedOptions, prompting: Bool = true) throws -> any SecretStoring {
        SecretStoreAccess.store(dataDirectory: options.storage.dataDir ?? ConferenceSource.defaultDataDirectory(ProcessInfo.processInfo.environment),
                                prompting: prompting)
    }

    /// Whether the store only refused for want of its key (it may still say its items' names).
    static func needsKey(_ error: SecretStoreError) -> Bool {
        switch error {
        case .passphraseRequired, .wrongPassphrase, .keyFileMismatch: true
        default: false
        }
    }

    /// SERVICE  ACCOUNT, aligned: what a locked store can say.
    static func table(names: [SecretItemID]) -> String {
        guard !names.isEmpty else { return "no secrets stored\n" }
        let rows = [["SERVICE", "ACCOUNT"]] + names.map { [$0.service, $0.account.isEmpty ? "-" : $0.account] }
        let width = rows.map { $0[0].count }.max() ?? 0
        return rows.map { $0[0].padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0[1] }.joined(separator: "\n") + "\n"
    }

    /// SERVICE  ACCOUNT  LABEL  MODIFIED, aligned; a line saying so when there is nothing.
    static func table(_ items: [SecretItemAttributes]) -> String {
        guard !items.isEmpty else { return "no secrets stored\n" }
        let format = Date.ISO8601FormatStyle(timeZone: .current).year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: false)
            .timeSeparator(.colon)
        let rows = [["SERVICE", "ACCOUNT", "LABEL", "MODIFIED"]]
            + items.map { [$0.service, $0.account.isEmpty ? "-" : $0.account, $0.label ?? "-", $0.modified.formatted(format)] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ") + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }
}
