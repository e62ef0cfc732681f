import Entities
import FiltersContract
import Foundation
import ScheduleTesting
import SessionDetailsContract
import TerminalUI
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

