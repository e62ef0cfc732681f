/// Two reads in one protocol: a module that makes one of them is handed both.
public protocol ConferenceReading: Sendable {
    func conferenceName() async throws -> String
    func rooms(on day: Int) async throws -> [String]
}
