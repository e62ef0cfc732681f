/// A reason the audit could not run at all (exit code 2), as opposed to a finding (exit code 1).
public struct AuditFailure: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
