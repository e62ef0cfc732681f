import ConferencesDataContract
import Foundation

/// `config.toml` in Podium's config folder, beside `conferences.toml`: the theme, colours and
/// keys. Only read; the person writes it.
public struct InterfaceSettingsLocalDataManager: InterfaceSettingsReading {
    public let location: String

    public init(path: String) {
        location = path
    }

    /// The person's own file: `config.toml` in the folder of the conferences file.
    public static func forPerson(_ environment: [String: String]) -> InterfaceSettingsLocalDataManager {
        let folder = (ConferencesLocalDataManager.defaultPath(environment) as NSString).deletingLastPathComponent
        return InterfaceSettingsLocalDataManager(path: (folder as NSString).appendingPathComponent("config.toml"))
    }

    public func load() throws(ConferenceFileError) -> InterfaceSettings {
        let target = URL(fileURLWithPath: location).resolvingSymlinksInPath().path
        guard let text = try PersonFileText.read(location: location, target: target) else { return InterfaceSettings(file: location) }
        return try InterfaceSettingsReader.settings(from: text, file: location)
    }
}
