/// Why an edit of the conferences file was refused, in one line.
public struct ConferenceEditFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
