import Crypto
import Foundation
import SecretStoreContract
import Synchronization
import _CryptoExtras

/// The keychain-like secret store: one encrypted file in a private directory
/// (`<data dir>/secrets/store`), opened by a random key file beside it (`key`, the default, for
/// unattended use like a login keychain) or by a passphrase through scrypt.
///
/// Writers take an exclusive flock on `lock`, read the current file, change it and replace it
/// durably, so `set` is one step and concurrent writers in any process never lose a write.
/// Readers take no lock: a rename is atomic, so they see the old file or the new one.
/// Blocking file work runs on a private serial queue, never on the caller's executor.
public final class SecretStore: SecretStoring {
    /// How a passphrase-locked store gets its passphrase.
    public enum Passphrase: Sendable {
        /// No passphrase: a new store gets a key file; a passphrase-locked one cannot be opened.
        case none
        /// This passphrase: a new store is locked with it; a key-file store refuses it.
        case given(Secret)
        /// Asked only when a passphrase-locked store must be opened (a prompt on the terminal).
        case ask(@Sendable () -> Secret?)
    }

    public static let storeFileName = "store"
    public static let keyFileName = "key"
    public static let lockFileName = "lock"

    public let directory: URL
    public var storeFile: URL { directory.appendingPathComponent(Self.storeFileName) }
    public var keyFile: URL { directory.appendingPathComponent(Self.keyFileName) }

    private let files: PrivateFiles
    private let passphrase: Passphrase
    private let newStoreParameters: ScryptParameters
    private let now: @Sendable () -> Date
    private let queue = DispatchQueue(label: "podium.secret-store")
    /// The keys of the header last opened: a passphrase costs scrypt once per store, not per call.
    private let unlocked = Mutex<(header: StoreFormat.Header, keys: StoreKeys)?>(nil)

    /// `directory`: the store's own private directory (`SecretStore.directory(inDataDirectory:)`).
    public init(directory: URL, passphrase: Passphrase = .none, newStoreParameters: ScryptParameters = .default,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        self.files = PrivateFiles(directory: directory.path)
        self.passphrase = passphrase
        self.newStoreParameters = newStoreParameters
        self.now = now
    }

    /// `<data dir>/secrets`: a directory of its own, so it can be 0700 while the data directory
    /// (feed stores, exports) keeps ordinary permissions.
    public static func directory(inDataDirectory dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("secrets")
    }

    // MARK: SecretStoring

    public func add(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) {
        try await change(service: service, account: account, label: label) { edit throws(SecretStoreError) in
            guard edit.index(service: service, account: account) == nil else { throw .duplicateItem(service: service, account: account) }
            try edit.insert(secret, service: service, account: account, label: label)
        }
    }

    public func update(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) {
        try await change(service: service, account: account, label: label) { edit throws(SecretStoreError) in
            guard let index = edit.index(service: service, account: account) else { throw .itemNotFound(service: service, account: account) }
            try edit.replace(at: index, secret: secret, label: label)
        }
    }

    @discardableResult
    public func set(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) -> SecretWrite {
        try await change(service: service, account: account, label: label) { edit throws(SecretStoreError) in
            if let index = edit.index(service: service, account: account) {
                try edit.replace(at: index, secret: secret, label: label)
                return .updated
            }
            try edit.insert(secret, service: service, account: account, label: label)
            return .added
        }
    }

    public func read(service: String, account: String) async throws(SecretStoreError) -> SecretItem {
        try await onQueue { () throws(SecretStoreError) in
            guard let store = try self.load(),
                  let item = store.items.first(where: { $0.service == service && $0.account == account }) else {
                throw .itemNotFound(service: service, account: account)
            }
            let contents = try store.open(item)
            return SecretItem(attributes: contents.attributes(of: item), secret: Secret(bytes: contents.secret))
        }
    }

    public func secretIfPresent(service: String, account: String) async throws(SecretStoreError) -> Secret? {
        do {
            return try await read(service: service, account: account).secret
        } catch .itemNotFound {
            return nil
        }
    }

    public func delete(service: String, account: String) async throws(SecretStoreError) {
        try await change(service: service, account: account, label: nil) { edit throws(SecretStoreError) in
            guard let index = edit.index(service: service, account: account) else { throw .itemNotFound(service: service, account: account) }
            edit.items.remove(at: index)
        }
    }

    public func list(service: String?) async throws(SecretStoreError) -> [SecretItemAttributes] {
        try await onQueue { () throws(SecretStoreError) in
            guard let store = try self.load() else { return [] }
            var attributes: [SecretItemAttributes] = []
            for item in store.items where service == nil || item.service == service {
                attributes.append(try store.open(item).attributes(of: item))
            }
            return attributes
        }
    }

    public func itemNames(service: String?) async throws(SecretStoreError) -> [SecretItemID] {
        try await onQueue { () throws(SecretStoreError) in
            guard try self.files.checkDirectory(), let bytes = try self.files.contents(of: Self.storeFileName) else { return [] }
            let opened = try StoreFormat.open(bytes, path: self.storeFile.path)
            return try StoreFormat.names(bytes, after: opened, path: self.storeFile.path)
                .filter { service == nil || $0.service == service }
        }
    }

    // MARK: Reading and writing the file

    /// The file opened: its header checked, its key proven, its items authenticated.
    struct OpenStore {
        let opened: StoreFormat.Opened
        let keys: StoreKeys
        let items: [StoreFormat.SealedItem]
        let path: String

        func open(_ item: StoreFormat.SealedItem) throws(SecretStoreError) -> ItemContents {
            try ItemContents.open(item, keys: keys, storeDigest: opened.digest, path: path)
        }
    }

    /// The store as it is on disk, or nil when there is none yet.
    func load() throws(SecretStoreError) -> OpenStore? {
        guard try files.checkDirectory() else { return nil }
        guard let bytes = try files.contents(of: Self.storeFileName) else { return nil }
        let path = storeFile.path
        let opened = try StoreFormat.open(bytes, path: path)
        let keys = try keys(for: opened.header)
        return OpenStore(opened: opened, keys: keys, items: try StoreFormat.items(bytes, after: opened, keys: keys, path: path), path: path)
    }

    /// Under the exclusive lock: reads the store (or makes a new one), lets `body` change its
    /// items, and writes it back durably. Nothing is written when `body` throws.
    private func change<Result: Sendable>(
        service: String, account: String, label: String?,
        _ body: @escaping @Sendable (inout StoreEdit) throws(SecretStoreError) -> Result
    ) async throws(SecretStoreError) -> Result {
        try StoreEdit.validate(service: service, account: account, label: label)
        return try await onQueue { () throws(SecretStoreError) in
            try self.files.prepareDirectory()
            return try FileLock.withLock(self.files.path(Self.lockFileName), .exclusive) { () throws(SecretStoreError) in
                self.files.removeLeftovers()
                var edit: StoreEdit
                if let store = try self.load() {
                    edit = StoreEdit(header: store.opened.header, digest: store.opened.digest, keys: store.keys, items: store.items,
                                     path: store.path, now: self.now())
                } else {
                    let (header, keys) = try self.newHeader()
                    edit = StoreEdit(header: header, digest: StoreFormat.digest(of: header), keys: keys, items: [],
                                     path: self.storeFile.path, now: self.now())
                }
                let result = try body(&edit)
                try self.files.writeDurably(StoreFormat.encode(header: edit.header, items: edit.items, keys: edit.keys), to: Self.storeFileName)
                return result
            }
        }
    }

    // MARK: Keys

    private func keys(for header: StoreFormat.Header) throws(SecretStoreError) -> StoreKeys {
        if let known = unlocked.withLock({ $0 }), known.header == header { return known.keys }
        let keys: StoreKeys
        switch header.derivation {
        case .keyFile:
            if case .given = passphrase { throw .passphraseNotUsed(path: storeFile.path, keyFile: keyFile.path) }
            guard let key = try files.contents(of: Self.keyFileName) else {
                throw .keyFileMismatch(keyFile: keyFile.path, detail: "it is missing, and the store cannot be opened without it")
            }
            keys = StoreKeys(inputKey: try Self.inputKey(fromKeyFile: key, path: keyFile.path), salt: header.salt)
            guard keys.opens(check: header.keyCheck) else {
                throw .keyFileMismatch(keyFile: keyFile.path, detail: "it is not the key this store was made with")
            }
        case .scrypt(let parameters):
            guard let phrase = passphraseValue() else { throw .passphraseRequired(path: storeFile.path) }
            keys = StoreKeys(inputKey: try Self.scrypt(phrase, salt: header.salt, parameters, path: storeFile.path), salt: header.salt)
            guard keys.opens(check: header.keyCheck) else { throw .wrongPassphrase(path: storeFile.path) }
        }
        unlocked.withLock { $0 = (header, keys) }
        return keys
    }

    /// A header for a new store: locked by the given passphrase, else by the key file (made now
    /// when there is none).
    private func newHeader() throws(SecretStoreError) -> (StoreFormat.Header, StoreKeys) {
        let salt = SymmetricKey(size: .bits256).withUnsafeBytes { Array($0) }
        let derivation: KeyDerivation
        let input: SymmetricKey
        if case .given(let phrase) = passphrase {
            if let refusal = newStoreParameters.refusal { throw .unsafeParameters(path: storeFile.path, detail: refusal) }
            derivation = .scrypt(newStoreParameters)
            input = try Self.scrypt(phrase, salt: salt, newStoreParameters, path: storeFile.path)
        } else {
            derivation = .keyFile
            if let existing = try files.contents(of: Self.keyFileName) {
                input = try Self.inputKey(fromKeyFile: existing, path: keyFile.path)
            } else {
                input = SymmetricKey(size: .bits256)
                try files.writeDurably(input.withUnsafeBytes { Array($0) }, to: Self.keyFileName)
            }
        }
        let keys = StoreKeys(inputKey: input, salt: salt)
        let header = StoreFormat.Header(derivation: derivation, salt: salt, keyCheck: keys.check)
        unlocked.withLock { $0 = (header, keys) }
        return (header, keys)
    }

    private func passphraseValue() -> Secret? {
        switch passphrase {
        case .none: nil
        case .given(let phrase): phrase
        case .ask(let ask): ask()
        }
    }

    private static func inputKey(fromKeyFile bytes: [UInt8], path: String) throws(SecretStoreError) -> SymmetricKey {
        guard bytes.count == StoreKeys.keyByteCount else {
            throw .keyFileMismatch(keyFile: path, detail: "it holds \(bytes.count) bytes, not \(StoreKeys.keyByteCount)")
        }
        return SymmetricKey(data: bytes)
    }

    static func scrypt(_ phrase: Secret, salt: [UInt8], _ parameters: ScryptParameters, path: String) throws(SecretStoreError) -> SymmetricKey {
        do {
            return try KDF.Scrypt.deriveKey(from: phrase.bytes, salt: salt, outputByteCount: StoreKeys.keyByteCount,
                                            rounds: 1 << Int(parameters.logN), blockSize: Int(parameters.r), parallelism: Int(parameters.p),
                                            maxMemory: parameters.memory + (1 << 20) * Int(parameters.p))
        } catch {
            throw .io(path: path, operation: "derive the key for", detail: "scrypt failed: \(error)")
        }
    }

    // MARK: The queue

    private func onQueue<Value: Sendable>(_ work: @escaping @Sendable () throws(SecretStoreError) -> Value) async throws(SecretStoreError) -> Value {
        let result: Result<Value, SecretStoreError> = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: Result { () throws(SecretStoreError) in try work() }) }
        }
        return try result.get()
    }
}

extension ItemContents {
    func attributes(of item: StoreFormat.SealedItem) -> SecretItemAttributes {
        SecretItemAttributes(service: item.service, account: item.account, label: label, created: created, modified: modified)
    }
}

