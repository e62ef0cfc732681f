import Entities
import Foundation

/// A place besides this device that keeps the person's picks, and an exchange with it: the
/// conference's podium-server (every choice, dated, on every device) or the event's pretalx (the
/// star on its web schedule). The synchronizer pairs each with the favorites store.
public protocol FavoritesSyncPartner: Sendable {
    var partner: FavoritesPartner { get }
    /// Whether a sign-in is kept for it (without one there is nothing to exchange).
    func isSignedIn() async -> Bool
    /// Sends `pending` (the choices made here it has not confirmed, at most a few thousand) and
    /// answers what it holds: every choice, or what changed since `tag` (`isComplete` false); nil
    /// when nothing was sent and nothing changed since `tag`. `favorites`: the sessions in My
    /// schedule now (a partner that keeps talks rather than sessions unstars a talk only when none
    /// of its slots is kept). `time`: this device's clock now.
    func exchange(_ pending: [FavoriteChoice], favorites: Set<String>, since tag: String?, at time: Date)
        async throws(FavoritesSyncError) -> FavoriteChoiceSet?
}

/// Who a sync partner is: the favorites store keeps its state under `id`; `name` is how a
/// person calls it ("pretalx at https://pretalx.example/democon/").
public struct FavoritesPartner: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The conference's podium-server.
    public static let podiumServerID = "podium-server"
    /// The event's pretalx.
    public static let pretalxID = "pretalx"

    public let id: String
    public let name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { name }
}
