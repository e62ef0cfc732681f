/// The person's settings for the look and the keys (`config.toml`, beside the conferences
/// file). Podium only reads it; the person writes it.
public protocol InterfaceSettingsReading: Sendable {
    /// Where the file is, for messages and the README.
    var location: String { get }
    /// The settings; empty ones when there is no file.
    func load() throws(ConferenceFileError) -> InterfaceSettings
}
