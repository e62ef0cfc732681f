import Entities
import LiveDataContract

/// What is hidden now, at once: the schedule's store leaves it out of every list by itself, and a
/// search read on the caller's actor (one keystroke's budget) must not wait for a read of the
/// person's file for it. A change is announced as `.hidden`.
public protocol HiddenOptionsProviding: ChangeAnnouncing where Change == FavoritesDataChange {
    var hiddenNow: HiddenOptions { get }
}
