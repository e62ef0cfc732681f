import ConferencesDataContract
import ConferencesLocalDataManager
import Foundation

/// The person's own files as the commands reach them: the conferences file and the settings
/// file, each behind its contract. With OpenedConference (a conference's stores), the secret
/// store's access and the server's client, this is where the command line names an
/// implementation; the commands themselves parse and print.
enum PersonFiles {
    static func conferences(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> any ConferencesLocalDataManaging {
        ConferencesLocalDataManager.forPerson(environment)
    }

    static func interfaceSettings(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> any InterfaceSettingsReading {
        InterfaceSettingsLocalDataManager.forPerson(environment)
    }
}
