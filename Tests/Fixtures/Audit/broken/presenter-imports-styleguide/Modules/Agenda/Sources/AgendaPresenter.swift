import Entities
import Foundation
import Styleguide

@MainActor
final class AgendaPresenter {
    func rows(for sessions: [Session]) -> [String] {
        sessions.map(\.title)
    }
}
