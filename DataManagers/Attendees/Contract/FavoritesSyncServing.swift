import Entities
import Foundation

/// My schedule on the conference's server, as the synchronizer exchanges it: every choice the
/// attendee has made on any device, and the server's merge of this device's.
public protocol FavoritesSyncServing: Sendable {
    /// Whether a sign-in is kept for this server (without one there is nothing to sync).
    func hasToken() async -> Bool
    /// Every choice on the server; nil when it is still what `tag` names.
    func favoriteChoices(ifNoneMatch tag: String?) async throws(ConferenceServerError) -> FavoriteChoiceSet?
    /// Sends choices made here (at most `FavoriteChoiceSet.maxPerRequest`); the server keeps, per
    /// session, the later of its own and this one, and answers every choice after that — or,
    /// given `since` (the tag of the set this device holds), only what changed after it and the
    /// sessions sent (`isComplete` false). `sentAt`: this device's clock now, so the server can
    /// tell when it is wrong.
    func mergeFavoriteChoices(_ choices: [FavoriteChoice], sentAt: Date, since: String?) async throws(ConferenceServerError) -> FavoriteChoiceSet
}

/// Every choice the server holds for the attendee (or what changed since a tag), and the tag
/// that names the whole set.
public struct FavoriteChoiceSet: Sendable, Hashable {
    /// Choices one request may carry (API/openapi.yaml).
    public static let maxPerRequest = 200
    /// Choices the server keeps for one attendee.
    public static let maxPerAttendee = 5_000
    public static let maxSessionIDLength = 200
    public var choices: [FavoriteChoice]
    public var tag: String?
    /// False when `choices` holds only what changed since the tag the request named.
    public var isComplete: Bool

    public init(choices: [FavoriteChoice], tag: String?, isComplete: Bool = true) {
        self.choices = choices
        self.tag = tag
        self.isComplete = isComplete
    }
}
