import Foundation
import ScheduleDataContract

@MainActor
final class FiltersPresenter {
    var selected: Set<String> = []
    var store: (any ScheduleStore)?
}
