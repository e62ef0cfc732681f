import Testing
@testable import TerminalUI

@MainActor
final class QuitSpy: WindowDelegate {
    var quits = 0
    var displayRequests = 0
    func windowNeedsDisplay(_ window: Window) { displayRequests += 1 }
    func windowDidRequestQuit(_ window: Window) { quits += 1 }
}

@MainActor
@Suite struct WindowTests {
    let journal = Journal()

    @Test func questionMarkListsTheScreensKeysAndEscClosesIt() {
        let screen = Screen("Agenda", journal)
        var favorited = 0
        screen.commands = [KeyCommand(KeyAction("favorite", .character("*"), summary: "Toggle favorite"), title: "Toggle favorite") { favorited += 1 }]
        let navigation = NavigationController(rootViewController: screen)
        let window = Snapshot.window(showing: navigation, size: Size(width: 60, height: 16))
        window.handle(.character("*"))
        #expect(favorited == 1)
        window.handle(.character("?"))
        let text = Snapshot.text(of: window)
        #expect(text.contains("Keys — Agenda"))
        #expect(text.contains("*   Toggle favorite") || text.contains("*  Toggle favorite"))
        #expect(text.contains("q   Quit") || text.contains("q  Quit"))
        window.handle(.escape)
        #expect(!Snapshot.text(of: window).contains("Toggle favorite"))
    }

    /// More keys than the sheet has lines: the list scrolls, and every key can be read.
    @Test func aLongKeyListScrollsInItsSheet() {
        let screen = Screen("Busy", journal)
        screen.commands = (1...30).map { number in
            KeyCommand(KeyAction("action-\(number)", .function(number % 12 + 1), summary: "Action \(number)"), title: "Action number \(number)")
        }
        let window = Snapshot.window(showing: NavigationController(rootViewController: screen), size: Size(width: 60, height: 16))
        window.handle(.character("?"))
        let first = Snapshot.text(of: window)
        #expect(first.contains("Action number 1 ") && !first.contains("Action number 30") && first.contains("↓"), "\(first)")
        window.handle(.character("G"))
        let last = Snapshot.text(of: window)
        #expect(last.contains("Action number 30") && last.contains("quit"), "\(last)")
        window.handle(.escape)
        #expect(!Snapshot.text(of: window).contains("Action number"))
    }

    @Test func escAndBackspacePopButNeverTheRoot() {
        let navigation = NavigationController(rootViewController: Screen("A", journal))
        let window = Snapshot.window(showing: navigation, size: Size(width: 60, height: 16))
        navigation.push(Screen("B", journal))
        navigation.push(Screen("C", journal))
        window.handle(.escape)
        window.handle(.backspace)
        window.handle(.escape)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func qQuitsFromTheRootOnly() {
        let spy = QuitSpy()
        let navigation = NavigationController(rootViewController: Screen("A", journal))
        let window = Snapshot.window(showing: navigation, size: Size(width: 60, height: 16))
        window.delegate = spy
        let modal = Screen("M", journal)
        modal.modalPresentationStyle = .sheet
        navigation.present(modal)
        window.handle(.character("q"))
        #expect(spy.quits == 0, "q inside a modal does not quit")
        window.handle(.escape)
        window.handle(.character("q"))
        #expect(spy.quits == 1)
    }

    @Test func qAsksFirstWhenSomethingIsUnsaved() {
        let spy = QuitSpy()
        let screen = Screen("Edit", journal)
        screen.unsaved = true
        let window = Snapshot.window(showing: NavigationController(rootViewController: screen), size: Size(width: 60, height: 16))
        window.delegate = spy
        window.handle(.character("q"))
        #expect(spy.quits == 0)
        #expect(Snapshot.text(of: window).contains("Some changes are not saved yet."))
        window.handle(.escape)          // Esc chooses "Keep working"
        #expect(spy.quits == 0)
        window.handle(.character("q"))
        window.handle(.right)           // to "Quit"
        window.handle(.enter)
        #expect(spy.quits == 1)
    }

    /// Esc then `2` typed quickly reach the app as Alt-2: with no Alt-2 anywhere, it is read as
    /// the two keys (back out of a pushed screen, then the second tab).
    @Test func escQuicklyFollowedByAKeyIsBothKeysWhereNothingTakesAltKeys() {
        let agenda = NavigationController(rootViewController: Screen("Agenda", journal))
        let tabs = TabBarController(viewControllers: [agenda, NavigationController(rootViewController: Screen("Mine", journal))])
        let window = Snapshot.window(showing: tabs, size: Size(width: 60, height: 16))
        agenda.push(Screen("Details", journal))
        #expect(window.handle(.alt(.character("2"))))
        #expect(agenda.viewControllers.count == 1, "Esc went back")
        #expect(tabs.selectedIndex == 1, "2 chose the tab")
    }

    @Test func numberKeysAndTabSwitchTabs() {
        let tabs = TabBarController(viewControllers: [
            NavigationController(rootViewController: Screen("Agenda", journal)),
            NavigationController(rootViewController: Screen("Mine", journal)),
            NavigationController(rootViewController: Screen("News", journal)),
        ])
        let window = Snapshot.window(showing: tabs, size: Size(width: 60, height: 16))
        window.handle(.character("3"))
        #expect(tabs.selectedIndex == 2)
        window.handle(.tab)
        #expect(tabs.selectedIndex == 0)
        window.handle(.backTab)
        #expect(tabs.selectedIndex == 2)
        #expect(Snapshot.text(of: window).hasPrefix(" 1 Agenda   2 Mine   3 News"))
    }

    /// Podium's seven tabs at 80 columns (News with a badge) and narrower: every long title is
    /// shortened alike, never one to its key alone; too narrow for any title, the keys remain;
    /// a click still finds the tab under it.
    @Test func aNarrowTabBarShortensEveryLongTitleAlike() {
        let titles = ["Agenda", "Now & next", "Grid", "My schedule", "Speakers", "News", "Attendees"]
        let screens = titles.map { NavigationController(rootViewController: Screen($0, journal)) }
        screens[5].topViewController?.tabBarItem = TabBarItem(title: "News", badge: "13")
        let tabs = TabBarController(viewControllers: screens)
        let window = Snapshot.window(showing: tabs, size: Size(width: 80, height: 16))
        let strip = String(Snapshot.text(of: window).split(separator: "\n").first ?? "")
        #expect(strip == " 1 Agenda   2 Now &…   3 Grid   4 My sc…   5 Speak…   6 News (13)   7 Atten…", "\(strip)")
        #expect(tabs.tab(atColumn: 34) == 3 && tabs.tab(atColumn: 30) == nil, "the fourth tab, where it is drawn")
        window.makeVisible(size: Size(width: 40, height: 12))
        let narrow = String(Snapshot.text(of: window, size: Size(width: 40, height: 12)).split(separator: "\n").first ?? "")
        #expect(narrow == " 1   2   3   4   5   6 (13)   7", "too narrow for titles: the keys, every one: \(narrow)")
        #expect(TextWidth.of(narrow) <= 40)
    }

    @Test func aScreensBadgeShowsOnItsStacksTabBeforeItIsOpened() {
        let news = Screen("News", journal)
        let stack = NavigationController(rootViewController: news)
        stack.tabBarItem = TabBarItem(title: "News", key: "3")
        let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: Screen("Agenda", journal)), stack])
        let window = Snapshot.window(showing: tabs, size: Size(width: 60, height: 16))
        news.tabBarItem = TabBarItem(title: "News", badge: "3")
        #expect(Snapshot.text(of: window).hasPrefix(" 1 Agenda   3 News (3)"), "the root screen's badge, the stack's title and key")
        news.tabBarItem?.badge = nil
        #expect(Snapshot.text(of: window).split(separator: "\n").first == " 1 Agenda   3 News")
    }

    final class FrameWithNotice: TabBarController {
        var taken: [Key] = []
        override func handleBeforeFocusedView(_ key: Key) -> Bool {
            guard bannerView?.isHidden == false, key == .enter else { return false }
            taken.append(key)
            return true
        }
    }

    @Test func aBannerAboveTheStatusLineTakesLinesAndEnterWhileShown() {
        let table = TableView()
        let tabs = FrameWithNotice(viewControllers: [HostController(table)])
        tabs.statusView = StatusLine(leading: "synced 12:04")
        tabs.bannerView = Label("Starting in 4 min: Actors in Practice · Hall A")
        tabs.bannerView?.isHidden = true
        let window = Snapshot.window(showing: tabs, size: Size(width: 60, height: 10))
        #expect(!Snapshot.text(of: window).contains("Starting in"))
        #expect(table.frame.height == 8)
        tabs.setBannerHidden(false)
        let lines = Snapshot.text(of: window).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[8] == "Starting in 4 min: Actors in Practice · Hall A")
        #expect(lines[9].contains("synced 12:04"))
        #expect(table.frame.height == 7, "the tab gives the banner its line")
        window.handle(.enter)
        #expect(tabs.taken == [.enter], "Enter goes to the banner before the focused table")
        tabs.setBannerHidden(true)
        window.handle(.enter)
        #expect(tabs.taken == [.enter], "and to the table again once it is gone")
        #expect(table.frame.height == 8)
    }

    @Test func tabMovesFocusWhenAScreenHasSeveralFocusableViews() {
        let field = TextField()
        let table = TableView()
        let stack = StackView(axis: .vertical)
        stack.addArrangedSubview(field, length: .fixed(1))
        stack.addArrangedSubview(table, length: .flexible())
        let tabs = TabBarController(viewControllers: [HostController(stack), Screen("Other", journal)])
        let window = Snapshot.window(showing: tabs, size: Size(width: 60, height: 16))
        _ = window.render(size: window.size)
        #expect(window.focusedView === field)
        window.handle(.character("2"))
        #expect(tabs.selectedIndex == 0, "a digit typed into a focused text field is text")
        #expect(field.text == "2")
        window.handle(.tab)
        #expect(window.focusedView === table)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func tooSmallTerminalSaysWhatItNeeds() {
        let window = Window(minimumSize: Size(width: 60, height: 16))
        window.rootViewController = Screen("A", journal)
        window.makeVisible(size: Size(width: 40, height: 10))
        let text = Snapshot.text(of: window, size: Size(width: 40, height: 10))
        #expect(text.contains("terminal too small"))
        #expect(text.contains("(need 60×16, have 40×10)"))
    }

    @Test func navigationAndTabsRenderAtBothSnapshotSizes() {
        let agenda = Screen("Agenda", journal)
        let navigation = NavigationController(rootViewController: agenda)
        let tabs = TabBarController(viewControllers: [navigation, NavigationController(rootViewController: Screen("My schedule", journal))])
        tabs.statusView = StatusLine(leading: "synced 12:04", trailing: "? keys ")
        navigation.push(Screen("Session", journal))
        let small = Snapshot.text(of: tabs, width: 80, height: 24).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(small.count == 24)
        #expect(small[0] == " 1 Agenda   2 My schedule")
        #expect(small[1].hasPrefix("‹ Agenda › Session"))
        #expect(small[1].hasSuffix("Esc back · ? keys"))
        #expect(small[23].hasPrefix(" synced 12:04"))
        #expect(small[23].hasSuffix("? keys"))
        let large = Snapshot.text(of: tabs, width: 120, height: 40).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(large.count == 40)
        #expect(large[1].count == 120 && large[1].hasSuffix("Esc back · ? keys"))
        #expect(large[39].hasPrefix(" synced 12:04"))
    }

    @Test func alertIsACenteredSheetWithButtons() {
        let root = Screen("A", journal)
        let window = Snapshot.window(showing: root, size: Size(width: 60, height: 16))
        var chosen: [String] = []
        let alert = AlertController(title: "Remove favorite?", message: "It leaves My schedule.", style: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append("cancel") })
        alert.addAction(AlertAction(title: "Remove", style: .destructive) { chosen.append("remove") })
        root.present(alert)
        let text = Snapshot.text(of: window)
        #expect(text.contains("┌─ Remove favorite? "))
        #expect(text.contains("It leaves My schedule."))
        #expect(text.contains("[ Cancel ]  [ Remove ]"))
        window.handle(.right)   // focus starts on Cancel, never on the destructive action
        window.handle(.enter)
        #expect(chosen == ["remove"])
        #expect(root.presentedViewController == nil)
    }

    @Test func actionSheetListsActionsAndArrowsMoveBetweenThem() {
        let root = Screen("A", journal)
        let window = Snapshot.window(showing: root, size: Size(width: 60, height: 16))
        var chosen = ""
        let sheet = AlertController(title: "Session", message: nil, style: .actionSheet)
        for title in ["Open live stream", "Add to calendar", "Share"] {
            sheet.addAction(AlertAction(title: title) { chosen = title })
        }
        root.present(sheet)
        window.handle(.down)
        window.handle(.enter)
        #expect(chosen == "Add to calendar")
    }
}
