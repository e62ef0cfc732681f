/// The person's own store for one conference, whole: My schedule's choices and what they were,
/// what is hidden, the reminders given, when they last looked. Screens read and write parts of it,
/// the synchronizer exchanges it with each partner and has it follow each new feed. One type
/// implements it all; every user names only the part it uses.
public protocol FavoritesLocalDataManaging: FavoritesReading, FavoriteListReading, FavoritesWriting, LastLookedReading, LastLookedWriting,
    HidingReading, HidingWriting, HiddenOptionsProviding, ReminderClaiming, ReminderReleasing, FavoritesFollowing, FavoriteChoiceStoring,
    FavoritesSyncStateReading {}
