import Foundation
import SecretStore
import SecretStoreContract
import TerminalHost

/// How Podium opens its secret store: `<data dir>/secrets`, by its key file unless
/// PODIUM_SECRETS_PASSPHRASE is set (which also locks a new store with that passphrase), and
/// asking at the terminal for the passphrase of a locked store when a person is there to type it.
enum SecretStoreAccess {
    static let passphraseVariable = "PODIUM_SECRETS_PASSPHRASE"

    static func store(dataDirectory: String, prompting: Bool,
                      environment: [String: String] = ProcessInfo.processInfo.environment) -> SecretStore {
        let directory = SecretStore.directory(inDataDirectory: URL(fileURLWithPath: dataDirectory))
        let passphrase: SecretStore.Passphrase
        if let given = environment[passphraseVariable], !given.isEmpty {
            passphrase = .given(Secret(given))
        } else if prompting {
            let path = directory.appendingPathComponent(SecretStore.storeFileName).path
            passphrase = .ask { HiddenPrompt.ask("Passphrase for \(path): ").map { Secret($0) } }
        } else {
            passphrase = .none
        }
        return SecretStore(directory: directory, passphrase: passphrase)
    }
}
