import Entities
import Foundation
import LiveDataContract

/// My schedule as its screen shows it: every favorite (those whose session left the schedule
/// too), what changed, and when the person last looked.
public protocol MyScheduleReading: ScheduleChangeReading {
    func favorites() async throws -> [Favorite]
    /// When the person last looked at what changed in My schedule (nil: never).
    func lastLooked() async throws -> Date?
}
