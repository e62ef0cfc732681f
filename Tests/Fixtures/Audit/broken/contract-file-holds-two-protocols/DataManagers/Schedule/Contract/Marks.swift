/// A protocol in a file named after something else.
public protocol ReadMarks: Sendable {
    func isRead(_ id: String) async -> Bool
}
