import Entities
import LiveDataContract

/// What the schedule can be filtered by: its rooms, and its categories (tracks, levels, formats).
public protocol CatalogReading: RoomReading {
    func categories() async throws -> [Category]
}
