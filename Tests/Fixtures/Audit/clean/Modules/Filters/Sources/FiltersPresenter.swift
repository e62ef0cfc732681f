import Foundation

@MainActor
final class FiltersPresenter {
    var selected: Set<String> = []
}
