/// A picture in a file, like UIImage(contentsOfFile:): the View says where it goes, and the
/// host draws it where the terminal can draw pictures (kitty's graphics, sixel).
public struct Image: Hashable, Sendable {
    public let file: String

    public init(contentsOfFile file: String) {
        self.file = file
    }
}

/// A picture on a canvas: which, and the cells it covers.
public struct ImagePlacement: Hashable, Sendable {
    public let image: Image
    public let rect: Rect

    public init(image: Image, rect: Rect) {
        self.image = image
        self.rect = rect
    }
}
