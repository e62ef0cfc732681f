import TerminalUI

final class AgendaViewController: ViewController {
    override func viewDidLoad() { title = "Agenda" }
}
