import Foundation

/// What the server asks of its store of attendees, tokens and favorites: everything that is
/// state, the sign-in limits' attempts included, as the roles above. `AttendeeStore` keeps it in
/// one SQLite file (the embedded default); `PostgresAttendeeStore` in a PostgreSQL database
/// several instances share (docs/server.md). Both depend on this contract, not on each other.
public protocol AttendeeStoring: RegistrationStoring, SignInStoring, AttendeeListReading, ProfileStoring, FavoriteStoring,
    StoreHealthReporting {}
