import Entities
import FiltersContract
import ScheduleDataContract
import TerminalUI

/// Closes the sheet.
@MainActor
final class FiltersRouter: FiltersWireframe {
    weak var viewController: ViewController?

    func close() {
        viewController?.dismiss()
    }
}
