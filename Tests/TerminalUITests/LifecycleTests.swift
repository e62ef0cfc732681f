import Testing
@testable import TerminalUI

/// Records every lifecycle call of every screen, in order.
@MainActor
final class Journal {
    var entries: [String] = []
}

@MainActor
final class Screen: ViewController {
    let name: String
    let journal: Journal
    var commands: [KeyCommand] = []
    var unsaved = false

    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
        super.init()
        title = name
    }

    override func viewDidLoad() { journal.entries.append("\(name).didLoad") }
    override func viewWillAppear() { journal.entries.append("\(name).willAppear") }
    override func viewDidAppear() { journal.entries.append("\(name).didAppear") }
    override func viewWillDisappear() { journal.entries.append("\(name).willDisappear") }
    override func viewDidDisappear() { journal.entries.append("\(name).didDisappear") }
    override var keyCommands: [KeyCommand] { commands }
    override var hasUnsavedChanges: Bool { unsaved }
}

@MainActor
@Suite struct LifecycleTests {
    let journal = Journal()

    @Test func pushAndPopFollowUIKitsOrder() {
        let root = Screen("A", journal)
        let navigation = NavigationController(rootViewController: root)
        let window = Snapshot.window(showing: navigation, size: Size(width: 80, height: 24))
        #expect(journal.entries == ["A.didLoad", "A.willAppear", "A.didAppear"])

        journal.entries = []
        navigation.push(Screen("B", journal))
        #expect(window.activeViewController?.title == "B")
        #expect(journal.entries == ["B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])

        journal.entries = []
        navigation.pop()
        #expect(journal.entries == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    }

    @Test func sheetOverAFullScreenModalComesAndGoesAlone() {
        let root = Screen("A", journal)
        let window = Snapshot.window(showing: root, size: Size(width: 80, height: 24))
        let modal = Screen("M", journal)
        root.present(modal)
        let sheet = Screen("S", journal)
        sheet.modalPresentationStyle = .sheet
        modal.present(sheet)
        journal.entries = []
        modal.dismiss()   // dismisses what M presented: the sheet
        #expect(journal.entries == ["S.willDisappear", "S.didDisappear"])
        #expect(window.activeViewController === modal)
    }

    @Test func nothingAppearsBeforeTheWindowIsVisible() {
        let navigation = NavigationController(rootViewController: Screen("A", journal))
        navigation.push(Screen("B", journal))
        #expect(!journal.entries.contains { $0.hasSuffix("Appear") })
    }

    @Test func fullScreenPresentationCoversThePresenter() {
        let root = Screen("A", journal)
        let window = Snapshot.window(showing: root, size: Size(width: 80, height: 24))
        defer { _ = window }
        journal.entries = []
        let modal = Screen("M", journal)
        root.present(modal)
        #expect(journal.entries == ["M.didLoad", "A.willDisappear", "M.willAppear", "A.didDisappear", "M.didAppear"])
        journal.entries = []
        modal.dismiss()
        #expect(journal.entries == ["M.willDisappear", "A.willAppear", "M.didDisappear", "A.didAppear"])
        #expect(root.presentedViewController == nil)
    }

    @Test func sheetLeavesThePresenterOnScreen() {
        let root = Screen("A", journal)
        let window = Snapshot.window(showing: root, size: Size(width: 80, height: 24))
        defer { _ = window }
        journal.entries = []
        let sheet = Screen("S", journal)
        sheet.modalPresentationStyle = .sheet
        root.present(sheet)
        #expect(journal.entries == ["S.didLoad", "S.willAppear", "S.didAppear"])
        journal.entries = []
        root.dismiss()
        #expect(journal.entries == ["S.willDisappear", "S.didDisappear"])
    }

    @Test func presentingFromAChildStacksOnTopAndDismissingTakesEverythingAbove() {
        let root = Screen("A", journal)
        let navigation = NavigationController(rootViewController: root)
        let window = Snapshot.window(showing: navigation, size: Size(width: 80, height: 24))
        let first = Screen("M1", journal)
        let second = Screen("M2", journal)
        root.present(first)
        root.present(second)
        #expect(second.presentingViewController === first)
        #expect(window.activeViewController === second)
        journal.entries = []
        navigation.dismiss()
        // M1 was already covered by M2, so only M2 leaves the screen.
        #expect(journal.entries == ["M2.willDisappear", "A.willAppear", "M2.didDisappear", "A.didAppear"])
        #expect(window.activeViewController === root)
    }

    @Test func tabSwitchDisappearsTheOldTabAndAppearsTheNew() {
        let tabs = TabBarController(viewControllers: [
            NavigationController(rootViewController: Screen("A", journal)),
            NavigationController(rootViewController: Screen("B", journal)),
        ])
        let window = Snapshot.window(showing: tabs, size: Size(width: 80, height: 24))
        defer { _ = window }
        #expect(journal.entries == ["A.didLoad", "A.willAppear", "A.didAppear"])
        journal.entries = []
        tabs.select(1)
        #expect(journal.entries == ["B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    }

    @Test func eachTabKeepsItsOwnStack() {
        let first = NavigationController(rootViewController: Screen("A", journal))
        let tabs = TabBarController(viewControllers: [first, NavigationController(rootViewController: Screen("B", journal))])
        let window = Snapshot.window(showing: tabs, size: Size(width: 80, height: 24))
        first.push(Screen("A2", journal))
        tabs.select(1)
        tabs.select(0)
        #expect(first.topViewController?.title == "A2")
        #expect(window.activeViewController?.title == "A2")
    }

    @Test func poppedScreenIsReleased() {
        let navigation = NavigationController(rootViewController: Screen("A", journal))
        let window = Snapshot.window(showing: navigation, size: Size(width: 80, height: 24))
        defer { _ = window }
        weak var released: Screen?
        do {
            let pushed = Screen("B", journal)
            released = pushed
            navigation.push(pushed)
            _ = pushed.view
        }
        navigation.pop()
        #expect(released == nil)
    }

    @Test func dismissedModalIsReleased() {
        let root = Screen("A", journal)
        let window = Snapshot.window(showing: root, size: Size(width: 80, height: 24))
        defer { _ = window }
        weak var released: Screen?
        do {
            let modal = Screen("M", journal)
            released = modal
            root.present(modal)
        }
        root.dismiss()
        #expect(released == nil)
    }
}

@MainActor
@Suite struct ShowTests {
    @Test func showPushesInsideANavigationStackAndPresentsOutsideOne() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let window = Snapshot.window(showing: navigation, size: Size(width: 60, height: 16))
        let pushed = ViewController()
        root.show(pushed)
        #expect(navigation.topViewController === pushed)

        let alone = ViewController()
        let otherWindow = Snapshot.window(showing: alone, size: Size(width: 60, height: 16))
        let presented = ViewController()
        alone.show(presented)
        #expect(otherWindow.activeViewController === presented)
        _ = window
    }
}
