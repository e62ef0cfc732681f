@MainActor
public protocol FiltersDelegate: AnyObject {
    func filtersDidChange(_ tracks: Set<String>)
}
