import Foundation

extension Session {
    /// Of each session, the others it overlaps, in one sweep over the sessions in time order
    /// (comparing each only with those still running when it starts, not with every other):
    /// what My schedule flags, on the screen and from the command line alike.
    public static func overlaps(among sessions: [Session]) -> [String: [Session]] {
        let timed = sessions.compactMap { session in session.startsAt.flatMap { start in session.endsAt.map { (session, start, $0) } } }
            .sorted { ($0.1, $0.0.id) < ($1.1, $1.0.id) }
        var found: [String: [Session]] = [:]
        var running: [(session: Session, endsAt: Date)] = []
        for (session, start, end) in timed {
            running.removeAll { $0.endsAt <= start }
            for other in running where other.session.overlaps(session) {
                found[session.id, default: []].append(other.session)
                found[other.session.id, default: []].append(session)
            }
            running.append((session, end))
        }
        return found
    }
}
