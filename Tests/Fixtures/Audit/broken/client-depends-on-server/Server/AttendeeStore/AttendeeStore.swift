/// The server's store.
public struct AttendeeStore {
    public init() {}
    public func count() -> Int { 0 }
}
