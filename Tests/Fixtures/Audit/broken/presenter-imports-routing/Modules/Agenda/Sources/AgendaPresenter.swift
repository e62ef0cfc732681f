import Entities
import Foundation
import SharedRouting

/// A Presenter asks its Router through its Wireframe; it never holds a Router's parts.
@MainActor
final class AgendaPresenter {
    var routing: (any FilterRouting)?
    func rows(for sessions: [Session]) -> [String] {
        sessions.map(\.title)
    }
}
