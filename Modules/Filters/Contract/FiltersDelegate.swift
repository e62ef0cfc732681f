import Entities

/// How Filters hands its result back to the module that asked (the practice's "module B fills
/// module A's field").
@MainActor
public protocol FiltersDelegate: AnyObject {
    /// The person applied `filter` (empty when they cleared everything).
    func filtersDidApply(_ filter: SessionFilter)
}
