import Entities

/// How Login tells the module that opened it that the person is signed in.
@MainActor
public protocol LoginDelegate: AnyObject {
    func loginDidSucceed(as attendee: SignedInAttendee)
}
