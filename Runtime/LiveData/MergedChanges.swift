/// Two stores' changes as one stream, for a store whose reads depend on another's data (the
/// schedule's lists leave out what the favorites store says is hidden): ending the stream ends
/// both subscriptions.
extension ChangeBroadcaster {
    /// `own`'s changes, and those of `other` that `map` turns into one of this kind.
    public static func merging<Other: Sendable>(_ own: AsyncStream<Change>, _ other: AsyncStream<Other>,
                                                as map: @escaping @Sendable (Other) -> Change?) -> AsyncStream<Change> {
        let (stream, continuation) = AsyncStream<Change>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let first = Task {
            for await change in own { continuation.yield(change) }
            continuation.finish()
        }
        let second = Task {
            for await change in other { if let mapped = map(change) { continuation.yield(mapped) } }
        }
        continuation.onTermination = { _ in
            first.cancel()
            second.cancel()
        }
        return stream
    }
}
