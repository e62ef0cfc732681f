import Entities
import FiltersContract
import Foundation
import SessionDetailsContract
import TerminalUI
import TestSupport
@testable import Grid

@MainActor
final class ViewSpy: GridView {
    var models: [GridViewModel] = []
    var last: GridViewModel? { models.last }
    func show(_ model: GridViewModel) { models.append(model) }
    /// The highlighted box's session.
    var selectedID: String? { last.flatMap { model in model.selected.map { model.boxes[$0].sessionID } } }
}

@MainActor
final class InteractorSpy: GridUseCase {
    var starts = 0
    var dayLoads: [(LocalDate, SessionFilter)] = []
    var favorites: [(String, Bool)] = []
    func start() { starts += 1 }
    func loadDay(_ day: LocalDate, filter: SessionFilter) { dayLoads.append((day, filter)) }
    func setFavorite(_ sessionID: String, _ isFavorite: Bool) { favorites.append((sessionID, isFavorite)) }
    var clock = SampleSchedule.at(SampleSchedule.day1, 10, 45)
    func currentTime() -> Date { clock }
}

@MainActor
final class RouterSpy: GridWireframe {
    var details: [String] = []
    var filters: [SessionFilter] = []
    var problems: [String] = []
    func presentSessionDetails(_ sessionID: String) { details.append(sessionID) }
    func presentFilters(current: SessionFilter, delegate: any FiltersDelegate) { filters.append(current) }
    func showProblem(_ title: String, _ message: String) { problems.append("\(title): \(message)") }
}

@MainActor
final class SessionDetailsRouteSpy: SessionDetailsBuilding {
    var requests: [String] = []
    func makeSessionDetails(sessionID: String) -> ViewController {
        requests.append(sessionID)
        let screen = ViewController()
        screen.title = "SessionDetails (spy)"
        return screen
    }
}

@MainActor
final class FiltersRouteSpy: FiltersBuilding {
    var requests: [SessionFilter] = []
    func makeFilters(current: SessionFilter, delegate: any FiltersDelegate) -> ViewController {
        requests.append(current)
        let sheet = ViewController()
        sheet.title = "Filters (spy)"
        sheet.modalPresentationStyle = .sheet
        return sheet
    }
}
