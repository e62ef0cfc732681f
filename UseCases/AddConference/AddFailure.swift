/// Why nothing was added, in one line.
public struct AddFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
