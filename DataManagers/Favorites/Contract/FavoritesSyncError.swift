/// Why an exchange with a sync partner failed, said for a person, each with what to do.
public enum FavoritesSyncError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No sign-in is kept for the partner.
    case notSignedIn(String)
    /// The partner no longer knows the sign-in kept here (it expired, or was revoked).
    case signInEnded(String)
    /// The partner could not be reached, or was too busy: tried again later.
    case unreachable(String)
    /// The partner answered, but refused or answered nonsense.
    case refused(String)
    /// The partner takes no favourites for this event (its schedule is not public).
    case closed(String)
    /// The secret store or the local store could not be used.
    case local(String)

    public var description: String {
        switch self {
        case .notSignedIn(let why), .signInEnded(let why), .unreachable(let why), .refused(let why), .closed(let why), .local(let why): why
        }
    }

    /// Whether waiting helps (the next minute's sync tries again).
    public var isTemporary: Bool {
        if case .unreachable = self { true } else { false }
    }
}
