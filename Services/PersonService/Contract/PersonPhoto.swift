import Foundation

/// A photo in the cache: the file (its bytes checked to be an image) and its kind.
public struct PersonPhoto: Sendable, Hashable {
    public enum Format: String, Sendable, Hashable { case png, jpeg, gif, webp }

    public let file: URL
    public let format: Format

    public init(file: URL, format: Format) {
        self.file = file
        self.format = format
    }
}
