/// The person's mark on a news item: kept apart from the feed, so a re-sent feed never unreads an item.
public protocol ReadMarkWriting: Sendable {
    func setRead(_ id: String, _ isRead: Bool) async throws
}
