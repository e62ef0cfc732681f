import Entities
import FiltersContract
import Foundation
import SessionDetailsContract
import TerminalUI
@testable import NowAndNext

@MainActor
final class ViewSpy: NowAndNextView {
    var models: [NowAndNextViewModel] = []
    var last: NowAndNextViewModel? { models.last }
    func show(_ model: NowAndNextViewModel) { models.append(model) }
    /// "Hall A: ★Actors in Practice — Anna Berg [10 min left] › | next: …" per row.
    var outline: [String] {
        (last?.rows ?? []).map { row in
            func text(_ session: NowAndNextSessionModel) -> String {
                (session.isChosen ? "›" : "") + (session.isFavorite ? "★" : "") + session.title + " [\(session.timing)]"
            }
            let now = row.onNow.isEmpty ? row.nowText : row.onNow.map(text).joined(separator: " + ")
            return "\(row.room): \(now) | next: \(row.next.map(text) ?? row.nextText)"
        }
    }
}

@MainActor
final class InteractorSpy: NowAndNextUseCase {
    var starts = 0
    var loads: [SessionFilter] = []
    var favorites: [(String, Bool)] = []
    func start() { starts += 1 }
    func load(filter: SessionFilter) { loads.append(filter) }
    func setFavorite(_ sessionID: String, _ isFavorite: Bool) { favorites.append((sessionID, isFavorite)) }
}

@MainActor
final class RouterSpy: NowAndNextWireframe {
    var details: [String] = []
    var filters: [SessionFilter] = []
    var problems: [String] = []
    func presentSessionDetails(_ sessionID: String) { details.append(sessionID) }
    func presentFilters(current: SessionFilter, delegate: any FiltersDelegate) { filters.append(current) }
    func showProblem(_ title: String, _ message: String) { problems.append("\(title): \(message)") }
}

