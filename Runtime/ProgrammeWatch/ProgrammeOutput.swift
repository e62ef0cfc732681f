import Entities
import Foundation

/// What a screen of the programme's days hears from its `ProgrammeWatch`; the screen's
/// Interactor output refines it with what only that screen reads (a day's sessions, a search).
@MainActor
public protocol ProgrammeOutput: AnyObject {
    /// nil: nothing synced yet.
    func didLoadConference(_ conference: Conference?, catalog: FilterNames, now: Date)
    /// The sessions in My schedule, now and after every change.
    func didLoadFavorites(_ favorites: Set<String>)
    /// The sessions retimed or moved lately, now and after every sync.
    func didLoadChanges(_ changes: RecentChanges)
    /// Reading failed (the store is busy, damaged…).
    func didFail(_ message: String)
    /// Saving a favorite failed: it is as it was before the key.
    func didFailToSaveFavorite(_ sessionID: String, _ isFavorite: Bool, _ message: String)
}
