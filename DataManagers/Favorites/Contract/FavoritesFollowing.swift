import Entities
import Foundation

/// The favorites after a new version of the feed: each follows its talk to the talk's new slots
/// (a talk given a new slot or a new id keeps its star), and each still in the schedule is
/// remembered as it now is, so it can be shown if its session leaves.
public protocol FavoritesFollowing: Sendable {
    func follow(_ succession: ScheduleSuccession, at time: Date) async throws
}
