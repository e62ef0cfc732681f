import Entities

/// The words a session's row shows under its title, the same on every screen.
public enum SessionText {
    /// "Hall A · Anna Berg, 李 雷 · Swift": room, speakers and (unless a screen leaves it out)
    /// track, whichever it has.
    public static func detail(of session: Session, showingTrack: Bool = true) -> String {
        [session.room?.name, session.speakerNames.isEmpty ? nil : session.speakerNames, showingTrack ? session.trackNames : nil]
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// What kind of row it is: keynotes and breaks look different from talks.
    public static func kind(of session: Session) -> SessionKind {
        kind(isService: session.isServiceSession, isPlenum: session.isPlenumSession)
    }

    public static func kind(isService: Bool, isPlenum: Bool) -> SessionKind {
        isPlenum ? .keynote : isService ? .service : .talk
    }
}

/// A session's kind as rows show it.
public enum SessionKind: Sendable, Hashable {
    case talk
    case keynote
    case service
}
