import Agenda
import AgendaContract
import ScheduleDataContract
import ScheduleLocalDataManager

/// Builds the screens, and (wrongly) opens the store they read instead of being handed it.
@MainActor
public enum Screens {
    public static func names() -> [String] { ["Agenda"] }
}
