import StoreContract

public struct AttendeeStore: HealthReporting {
    public init() {}
    public func isHealthy() async -> Bool { true }
    public static func digest(_ text: String) -> String { text }
}
