import Entities
import Foundation

@MainActor
final class AgendaPresenter {
    package func rows(for sessions: [Session]) -> [String] {
        sessions.map(\.title)
    }
    let package = "a property named package is fine"
}
