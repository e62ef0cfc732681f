/// The server's store.
public struct DirectoryStore {
    public init() {}
    public func count() -> Int { 0 }
}
