import Foundation

/// People's photos — speakers' from the feed, attendees' from the conference's server — on
/// disk, fetched and cached by the person service. A photo that cannot be had is none: a
/// missing face is nothing a person must act on, so there is no error to show.
public protocol PersonPhotoFetching: Sendable {
    /// The photo at `address`, from the cache or fetched now; nil when its host is not the
    /// feed's or the server's, it is too large, not an image, or cannot be fetched.
    func photo(at address: URL) async -> PersonPhoto?
}
