import Entities
import FiltersContract
import Foundation
import ScheduleDataContract
import ScheduleTesting
import SessionDetailsContract
import TerminalUI
@testable import Agenda

@MainActor
final class ViewSpy: AgendaView {
    var models: [AgendaViewModel] = []
    var last: AgendaViewModel? { models.last }
    func show(_ model: AgendaViewModel) { models.append(model) }
    /// Section titles with their markers, and each row's title with its star.
    var outline: [String] {
        (last?.sections ?? []).flatMap { section in
            [section.title + (section.marker.map { " <\($0)>" } ?? "")] + section.rows.map { "  " + ($0.isFavorite ? "★ " : "") + $0.title }
        }
    }
}

@MainActor
final class InteractorSpy: AgendaUseCase {
    var starts = 0
    var dayLoads: [(LocalDate, SessionFilter)] = []
    var searches: [String] = []
    var favorites: [(String, Bool)] = []
    func start() { starts += 1 }
    func loadDay(_ day: LocalDate, filter: SessionFilter) { dayLoads.append((day, filter)) }
    func search(_ text: String) { searches.append(text) }
    func setFavorite(_ sessionID: String, _ isFavorite: Bool) { favorites.append((sessionID, isFavorite)) }
    var clock = SampleSchedule.at(SampleSchedule.day1, 10, 45)
    func currentTime() -> Date { clock }
}

@MainActor
final class RouterSpy: AgendaWireframe {
    var filters: [(SessionFilter, any FiltersDelegate)] = []
    var details: [String] = []
    func presentFilters(current: SessionFilter, delegate: any FiltersDelegate) { filters.append((current, delegate)) }
    func presentSessionDetails(_ sessionID: String) { details.append(sessionID) }
    var problems: [String] = []
    func showProblem(_ title: String, _ message: String) { problems.append("\(title): \(message)") }
}

