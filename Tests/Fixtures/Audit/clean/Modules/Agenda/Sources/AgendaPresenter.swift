import Entities
import Foundation

@MainActor
final class AgendaPresenter {
    func rows(for sessions: [Session]) -> [String] {
        sessions.map(\.title)
    }
}
