import Foundation
import GRDB

/// An opened store: its database, what it is called in messages, and what opening it found.
/// Reads and writes go through here so every failure reaches the person as a `StoreError`.
public struct StoreConnection: Sendable {
    let writer: any DatabaseWriter
    public let role: String
    public let path: String
    /// The file or its folder cannot be written: reading works, saving says why it cannot.
    public let isReadOnly: Bool
    /// What opening had to repair (a damaged file moved aside), if anything.
    public let recovery: StoreRecovery?

    init(writer: any DatabaseWriter, role: String, path: String, isReadOnly: Bool, recovery: StoreRecovery?) {
        self.writer = writer
        self.role = role
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        self.isReadOnly = isReadOnly || !FileManager.default.isWritableFile(atPath: path) || !FileManager.default.isWritableFile(atPath: folder)
        self.recovery = recovery
    }

    public func read<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws(StoreError) -> Value {
        do {
            return try await writer.read(body)
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
    }

    public func write<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws(StoreError) -> Value {
        do {
            return try await writer.write(body)
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
    }

    /// Synchronous access, for work that is already off the caller's actor (opening, migrating).
    public func readNow<Value>(_ body: (Database) throws -> Value) throws(StoreError) -> Value {
        do {
            return try writer.read(body)
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
    }

    public func writeNow<Value>(_ body: (Database) throws -> Value) throws(StoreError) -> Value {
        do {
            return try writer.write(body)
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
    }
}
