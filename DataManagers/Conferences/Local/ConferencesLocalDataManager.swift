#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ConferencesDataContract
import Foundation
import Files

/// The conferences file, `conferences.toml` in Podium's config folder
/// (`$XDG_CONFIG_HOME/podium`, else `~/.config/podium`). Read with TOMLKit, written whole and
/// atomically by `ConferenceFileWriter`, one process at a time (a lock on the folder).
public struct ConferencesLocalDataManager: ConferencesLocalDataManaging {
    public let location: String

    public init(path: String) {
        location = path
    }

    /// The person's own file, where `defaultPath` says.
    public static func forPerson(_ environment: [String: String]) -> ConferencesLocalDataManager {
        ConferencesLocalDataManager(path: defaultPath(environment))
    }

    /// `$XDG_CONFIG_HOME/podium/conferences.toml`, else `~/.config/podium/conferences.toml`.
    public static func defaultPath(_ environment: [String: String]) -> String {
        let folder: String
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            folder = (xdg as NSString).appendingPathComponent("podium")
        } else {
            folder = ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".config/podium")
        }
        return (folder as NSString).appendingPathComponent("conferences.toml")
    }

    /// The file itself, when `location` is a link to it (dotfiles kept in a repository): it is
    /// written through the link, never replaced by a file of its own.
    var target: String { URL(fileURLWithPath: location).resolvingSymlinksInPath().path }

    public func load() throws(ConferenceFileError) -> ConferenceList {
        guard let text = try PersonFileText.read(location: location, target: target) else { return ConferenceList() }
        return try ConferenceFileReader.list(from: text, file: location)
    }

    public func update<Result>(_ change: (inout ConferenceList) throws -> Result) throws -> Result {
        let target = target
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ConferenceFileError.unwritable(file: location, detail: FileProblem.words(for: error))
        }
        return try Self.holdingLock(on: folder) {
            var list = try load()
            let result = try change(&list)
            do {
                // Only its owner reads it: a feed's address may carry a token.
                try AtomicFile.write(Data(ConferenceFileWriter.text(of: list).utf8), to: URL(fileURLWithPath: target), mode: 0o600)
            } catch {
                throw ConferenceFileError.unwritable(file: location, detail: (error as? AtomicFile.WriteError)?.detail ?? FileProblem.words(for: error))
            }
            return result
        }
    }

    /// An advisory lock on the folder (flock on its descriptor), so two `podium add` at once
    /// cannot each write the list without the other's conference.
    private static func holdingLock<Result>(on folder: String, _ body: () throws -> Result) throws -> Result {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { break }
        }
        return try body()
    }
}
