/// Two reads in one protocol: the runtime part the module composes makes one; nobody makes the other.
public protocol ConferenceReading: Sendable {
    func conferenceName() async throws -> String
    func rooms(on day: Int) async throws -> [String]
}
