import Entities

/// Hears that the profile was saved (the attendees list may show it differently now).
@MainActor
public protocol ProfileDelegate: AnyObject {
    func profileDidSave(_ profile: MyProfile)
}
