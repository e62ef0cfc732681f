import Testing
@testable import TerminalUI

/// A picture takes room only where the window can show pictures, sits over blank cells, and a
/// sheet over it hides it.
@MainActor
@Suite struct ImageViewTests {
    let journal = Journal()

    func host(_ image: ImageView) -> HostController {
        let host = HostController(image)
        return host
    }

    @Test func withoutPicturesAnImageTakesNoRoomAndIsNotPlaced() {
        let imageView = ImageView(preferredSize: Size(width: 6, height: 3))
        imageView.image = Image(contentsOfFile: "/photos/ada.png")
        let window = Snapshot.window(showing: host(imageView), size: Size(width: 20, height: 6))
        #expect(imageView.sizeThatFits(Size(width: 20, height: 6)) == Size(width: 0, height: 0))
        #expect(window.render(size: Size(width: 20, height: 6)).images.isEmpty)
        window.showsImages = true
        #expect(imageView.sizeThatFits(Size(width: 20, height: 6)) == Size(width: 6, height: 3))
        #expect(imageView.sizeThatFits(Size(width: 4, height: 6)) == Size(width: 4, height: 3), "never more than there is")
        let placed = window.render(size: Size(width: 20, height: 6)).images
        #expect(placed == [ImagePlacement(image: Image(contentsOfFile: "/photos/ada.png"), rect: Rect(x: 0, y: 0, width: 20, height: 6))])
        imageView.image = nil
        #expect(window.render(size: Size(width: 20, height: 6)).images.isEmpty)
    }

    @Test func halfAPictureIsNotPlacedAndASheetOverOneHidesIt() {
        var canvas = Canvas(size: Size(width: 10, height: 4))
        canvas.clip = Rect(x: 0, y: 0, width: 10, height: 2)
        canvas.place(Image(contentsOfFile: "/a.png"), in: Rect(x: 0, y: 0, width: 4, height: 3))
        #expect(canvas.images.isEmpty, "cut by the clip")
        canvas.clip = canvas.bounds
        canvas.place(Image(contentsOfFile: "/a.png"), in: Rect(x: 0, y: 0, width: 4, height: 3))
        #expect(canvas.images.count == 1)
        canvas.removeImages(under: Rect(x: 8, y: 0, width: 2, height: 2))
        #expect(canvas.images.count == 1, "a sheet elsewhere")
        canvas.removeImages(under: Rect(x: 3, y: 2, width: 4, height: 2))
        #expect(canvas.images.isEmpty)

        let imageView = ImageView(preferredSize: Size(width: 6, height: 3))
        imageView.image = Image(contentsOfFile: "/photos/ada.png")
        let screen = host(imageView)
        let window = Snapshot.window(showing: screen, size: Size(width: 60, height: 16))
        window.showsImages = true
        #expect(window.render(size: Size(width: 60, height: 16)).images.count == 1)
        window.handle(.character("?"))
        #expect(window.render(size: Size(width: 60, height: 16)).images.isEmpty, "the help sheet covers it")
    }
}
