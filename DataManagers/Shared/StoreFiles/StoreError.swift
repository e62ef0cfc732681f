import Files
import Foundation
import GRDB

/// Why a local store could not be read or written, said for a person: what, which file, and
/// what to do — never "SQLite error 11". Every local data manager throws these.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The file is not a healthy database (malformed, truncated, overwritten).
        case damaged
        /// The file or its folder cannot be written.
        case readOnly
        case diskFull
        /// Another program held the file's write lock for longer than the busy timeout.
        case busy
        /// The file or its folder is missing or cannot be opened.
        case cannotOpen
        /// The file was deleted or replaced while open (`podium remove` with the app running):
        /// a write would go to a file nobody will read again.
        case removed
        /// Anything else SQLite or the file system reported.
        case failed
    }

    public let kind: Kind
    /// What the store is, in words: "schedule store", "favorites store".
    public let role: String
    public let path: String
    public let detail: String

    public init(_ kind: Kind, role: String, path: String, detail: String = "") {
        self.kind = kind
        self.role = role
        self.path = path
        self.detail = detail
    }

    public var description: String {
        switch kind {
        case .damaged:
            "the \(role) \(path) is damaged\(detail.isEmpty ? "" : " (\(detail))"): quit and start Podium again, "
                + "and it is moved aside and rebuilt"
        case .readOnly:
            "cannot save to the \(role) \(path): the file or its folder is read-only"
        case .diskFull:
            "cannot save to the \(role) \(path): the disk is full"
        case .busy:
            "the \(role) \(path) is busy: another program has been writing to it for over "
                + "\(Int(StoreFile.busyTimeout)) s; try again"
        case .cannotOpen:
            "cannot open the \(role) \(path)\(detail.isEmpty ? "" : ": \(detail)")"
        case .removed:
            "the \(role) \(path) was removed while Podium ran (podium remove?): nothing more is saved to it; "
                + "quit, and add the conference again to keep using it"
        case .failed:
            "cannot use the \(role) \(path)\(detail.isEmpty ? "" : ": \(detail)")"
        }
    }

    /// The words for whatever SQLite or the file system threw while using the store at `path`.
    public static func from(_ error: any Error, role: String, path: String) -> StoreError {
        if let error = error as? StoreError { return error }
        if let error = error as? DatabaseError {
            let sqliteSays = error.message ?? "SQLite error \(error.resultCode.rawValue)"
            switch error.resultCode {
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: return StoreError(.damaged, role: role, path: path, detail: sqliteSays)
            // A full disk is said as one whatever SQLite calls it (a new file there fails as
            // "read-only" or "cannot open").
            case .SQLITE_READONLY, .SQLITE_PERM:
                return StoreError(DiskState.of(folderOf: path) == .full ? .diskFull : .readOnly, role: role, path: path)
            case .SQLITE_FULL: return StoreError(.diskFull, role: role, path: path)
            case .SQLITE_BUSY, .SQLITE_LOCKED: return StoreError(.busy, role: role, path: path)
            case .SQLITE_CANTOPEN:
                if DiskState.of(folderOf: path) == .full { return StoreError(.diskFull, role: role, path: path) }
                return StoreError(.cannotOpen, role: role, path: path, detail: systemReason(path))
            case .SQLITE_IOERR:
                // Extended I/O codes say little to a person; the disk itself says more.
                switch DiskState.of(folderOf: path) {
                case .full: return StoreError(.diskFull, role: role, path: path)
                case .readOnly: return StoreError(.readOnly, role: role, path: path)
                case .fine: return StoreError(.failed, role: role, path: path, detail: "the disk could not be read or written")
                }
            default: return StoreError(.failed, role: role, path: path, detail: sqliteSays)
            }
        }
        return StoreError(.failed, role: role, path: path, detail: FileProblem.words(for: error))
    }

    /// Why a file cannot be opened, from the file system's point of view.
    static func systemReason(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) { return "its folder \(folder) does not exist" }
        if !isDirectory.boolValue { return "\(folder) is not a folder" }
        if !FileManager.default.isWritableFile(atPath: folder) { return "its folder \(folder) is read-only" }
        return "the file cannot be opened"
    }
}

/// Whether the disk holding a file is full or mounted read-only (statvfs), to say which.
enum DiskState {
    case fine, full, readOnly

    static func of(folderOf path: String) -> DiskState {
        var status = statvfs()
        guard statvfs((path as NSString).deletingLastPathComponent, &status) == 0 else { return .fine }
        if status.f_flag & UInt(ST_RDONLY) != 0 { return .readOnly }
        return status.f_bavail == 0 ? .full : .fine
    }
}
