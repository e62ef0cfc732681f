import Entities
import Foundation
import TerminalUI

@MainActor
final class AgendaPresenter {
    func rows(for sessions: [Session]) -> [String] {
        sessions.map(\.title)
    }
}
