/// A role of the server's store.
public protocol HealthReporting: Sendable {
    func isHealthy() async -> Bool
}
