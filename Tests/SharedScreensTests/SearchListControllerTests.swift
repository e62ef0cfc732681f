import SharedScreens
import TerminalUI
import Testing

@MainActor
final class RecordingSearchList: SearchListController, TableViewDataSource {
    var typed: [String] = []
    var cancelled = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        showMessage("3 found")
        table.reloadData()
    }

    override func searchDidChange(_ text: String) { typed.append(text) }
    override func searchDidCancel() { cancelled += 1 }

    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        TableCell([StyledText("Row \(indexPath.row)"), StyledText("  detail")])
    }
}

@MainActor
struct SearchListControllerTests {
    @Test func slashTypesIntoTheSearchAndEscEndsItBeforeItMeansBack() {
        let screen = RecordingSearchList(title: "Attendees", searchPlaceholder: "/ search everyone")
        let navigation = NavigationController(rootViewController: ViewController())
        let window = Snapshot.window(showing: navigation, size: Size(width: 60, height: 16))
        navigation.push(screen)
        var text = Snapshot.text(of: window)
        #expect(text.contains("/ search everyone") && text.contains("3 found") && text.contains("Row 2") && text.contains("  detail"), "\(text)")
        window.handle(.character("/"))
        window.handle(.character("a"))
        window.handle(.character("b"))
        #expect(screen.typed == ["a", "ab"])
        window.handle(.escape)
        #expect(screen.cancelled == 1)
        #expect(navigation.topViewController === screen, "the first Esc ends the search")
        text = Snapshot.text(of: window)
        #expect(text.contains("/ search everyone"))
        window.handle(.escape)
        #expect(navigation.topViewController !== screen, "the second goes back")
    }
}
