import Foundation
import SecretStore
import SecretStoreContract

// podium-secret-stress: the writer processes the secret store's crash and concurrency tests
// drive (Tests/SecretStoreStressTests). Each command works on the store in DIR, opened by its
// key file.
//
//   podium-secret-stress write-loop DIR SERVICE ACCOUNT START   set the item to START, START+1, …
//                                                                 forever, saying "writing N" before
//                                                                 and "wrote N" after each write
//   podium-secret-stress write-many DIR SERVICE COUNT            add accounts 0..<COUNT, one write each
//   podium-secret-stress dump DIR                                every item as "service account secret"

/// Unbuffered, so a killed process has said exactly what it did.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("podium-secret-stress: \(message)\n".utf8))
    exit(message.hasPrefix("usage") ? 2 : 1)
}

let usage = "usage: podium-secret-stress write-loop DIR SERVICE ACCOUNT START | write-many DIR SERVICE COUNT | dump DIR"
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail(usage) }
let store = SecretStore(directory: URL(fileURLWithPath: arguments[1]))

do {
    switch (arguments[0], arguments.count) {
    case ("write-loop", 5):
        guard var value = Int(arguments[4]) else { fail(usage) }
        while true {
            say("writing \(value)")
            try await store.set(Secret("\(value)"), service: arguments[2], account: arguments[3], label: nil)
            say("wrote \(value)")
            value += 1
        }
    case ("write-many", 4):
        guard let count = Int(arguments[3]) else { fail(usage) }
        for account in 0..<count {
            try await store.add(Secret("\(arguments[2])-\(account)"), service: arguments[2], account: "\(account)", label: nil)
        }
        say("wrote \(count)")
    case ("dump", 2):
        for item in try await store.list(service: nil) {
            let secret = try await store.read(service: item.service, account: item.account).secret
            say("\(item.service) \(item.account) \(secret.text ?? "<binary>")")
        }
    default:
        fail(usage)
    }
} catch {
    fail("\(error)")
}
