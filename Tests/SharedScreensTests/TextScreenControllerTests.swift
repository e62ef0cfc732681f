import Formatting
import SharedScreens
import TerminalUI
import Testing

/// A news item's shape: a title, some text, its links.
struct Item: Equatable {
    let title: String
    let text: String
    let links: [String]
    var photo: String?
}

/// A detail screen whose choosable paragraphs are links, as the News item and Attendee screens use it.
@MainActor
final class LinkScreen: TextScreenController<Item, String> {
    var chosen: [String] = []

    override func content(for model: Item) -> Content {
        Content(title: model.title, paragraphs: [TextView.Paragraph(model.text)]
                    + model.links.enumerated().map { TextView.Paragraph($1, tag: $0) },
                choices: model.links, image: model.photo.map(Image.init(contentsOfFile:)))
    }

    override func keyCommands(for model: Item) -> [KeyCommand] {
        [KeyCommand(KeyAction("open-link", .character("o"), summary: "Open the first link"), title: "Open the first link") { [weak self] in self?.chosen.append(model.links[0]) }]
    }

    override func didChoose(_ choice: String) { chosen.append(choice) }
}

@MainActor
struct TextScreenControllerTests {
    let item = Item(title: "Doors open", text: "The hall opens at nine.", links: ["https://example.com/a", "https://example.com/b"])

    /// A picture goes at the right of the text where the window shows pictures and the text
    /// keeps room enough; otherwise the text has the whole screen, exactly as without one.
    @Test func aPictureSitsRightOfTheTextOnlyWhereItCanBeShownAndFits() {
        let screen = LinkScreen(title: "News")
        let window = Snapshot.window(showing: screen, size: Size(width: 60, height: 16))
        var photographed = item
        photographed.photo = "/photos/doors.png"
        screen.show(.loaded(item))
        let plain = Snapshot.text(of: window)
        screen.show(.loaded(photographed))
        #expect(Snapshot.text(of: window) == plain, "no pictures here: the same screen")
        #expect(screen.textView.frame.width == 60 && window.render(size: Size(width: 60, height: 16)).images.isEmpty)
        window.showsImages = true
        let placed = window.render(size: Size(width: 60, height: 16)).images
        #expect(placed.map(\.rect) == [Rect(x: 44, y: 0, width: 16, height: 8)], "at the right, 16 by 8")
        #expect(screen.textView.frame.width == 42, "the text beside it, a gap between")
        _ = window.render(size: Size(width: 50, height: 16))
        #expect(screen.textView.frame.width == 50 && window.render(size: Size(width: 50, height: 16)).images.isEmpty,
                "too narrow for both: the text wins")
        screen.show(.loading)
        #expect(window.render(size: Size(width: 60, height: 16)).images.isEmpty, "a note has no picture")
    }

    @Test func aNoteStandsInForTheContentUntilItComesAndNoKeyActsOnNothing() {
        let screen = LinkScreen(title: "News")
        let window = Snapshot.window(showing: screen, size: Size(width: 60, height: 16))
        screen.show(.loading)
        #expect(Snapshot.text(of: window).contains("Loading…"))
        #expect(screen.keyCommands.isEmpty)
        screen.show(.message("This item is no longer in the feed."))
        #expect(Snapshot.text(of: window).contains("no longer in the feed"))
        #expect(screen.highlightedChoice == nil && screen.keyCommands.isEmpty)
    }

    @Test func aLoadedModelShowsItsContentAndArrowsMoveBetweenChoices() {
        let screen = LinkScreen(title: "News")
        let window = Snapshot.window(showing: screen, size: Size(width: 60, height: 16))
        screen.show(.loaded(item))
        let text = Snapshot.text(of: window)
        #expect(text.contains("The hall opens at nine.") && text.contains("https://example.com/b"), "\(text)")
        #expect(screen.title == "Doors open")
        #expect(screen.keyCommands.map(\.title) == ["Open the first link"])
        window.handle(.down)
        window.handle(.down)
        #expect(screen.highlightedChoice == "https://example.com/b")
        window.handle(.enter)
        #expect(screen.chosen == ["https://example.com/b"])
        screen.show(.message("gone"))
        #expect(screen.highlightedChoice == nil, "a message leaves nothing to choose")
    }
}
