import Entities

/// The protocol every store's changes are announced through leans on nothing, so every data
/// contract may refine it: here it names a session, which ties it to the Entities.
public protocol ChangeAnnouncing: Sendable {
    func changed(_ session: Session)
}
