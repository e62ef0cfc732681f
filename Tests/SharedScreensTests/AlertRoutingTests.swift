import Foundation
import SharedScreens
import TerminalUI
import Testing

@MainActor
final class AlertingRouter: AlertRouting {
    weak var viewController: ViewController?
}

@MainActor
final class FakeClipboard: Clipboard {
    var copied: [String] = []
    let works: Bool
    init(works: Bool) { self.works = works }
    func copy(_ text: String) -> ClipboardResult {
        guard works else { return .unavailable(why: "the terminal does not take it") }
        copied.append(text)
        return .copied(how: "through the terminal (OSC 52)")
    }
}

@MainActor
struct AlertRoutingTests {
    func routed(clipboard: FakeClipboard? = nil) -> (AlertingRouter, Window, ViewController) {
        let screen = ViewController()
        let window = Snapshot.window(showing: screen, size: Size(width: 80, height: 20))
        window.clipboard = clipboard
        let router = AlertingRouter()
        router.viewController = screen
        return (router, window, screen)
    }

    @Test func aProblemIsSaidOverTheScreenWithOK() {
        let (router, window, screen) = routed()
        router.showProblem("Cannot save", "the disk is full")
        let text = Snapshot.text(of: window)
        #expect(text.contains("Cannot save") && text.contains("the disk is full") && text.contains("OK"), "\(text)")
        window.handle(.enter)
        #expect(screen.presentedViewController == nil)
    }

    @Test func anOfferDoesItsThingWhenChosen() {
        let (router, window, _) = routed()
        var opened = 0
        router.showOffer("Saved", "talk.ics is in Downloads", action: "Open") { opened += 1 }
        #expect(Snapshot.text(of: window).contains("Open"))
        window.handle(.enter)
        #expect(opened == 1)
    }

    @Test func aLinkIsCopiedWhereTheTerminalTakesItAndShownWhereItCannot() {
        let clipboard = FakeClipboard(works: true)
        let (router, window, _) = routed(clipboard: clipboard)
        router.share(URL(string: "https://example.com/talk")!)
        #expect(clipboard.copied == ["https://example.com/talk"])
        #expect(Snapshot.text(of: window).contains("Link copied"))

        let (refusing, refusedWindow, _) = routed(clipboard: FakeClipboard(works: false))
        refusing.share(URL(string: "https://example.com/talk")!)
        let text = Snapshot.text(of: refusedWindow)
        #expect(text.contains("Copy this link") && text.contains("https://example.com/talk") && text.contains("does not take it"), "\(text)")
    }
}
