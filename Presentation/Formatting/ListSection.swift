/// A titled group of rows, as lists of every screen show them (a time slot, a day, a category):
/// the shape a Presenter hands its View, whatever the rows are.
public struct ListSection<Row> {
    public var title: String
    /// A word after the title ("now", "next").
    public var marker: String?
    public var rows: [Row]

    public init(title: String, marker: String? = nil, rows: [Row]) {
        self.title = title
        self.marker = marker
        self.rows = rows
    }
}

extension ListSection: Equatable where Row: Equatable {}
extension ListSection: Sendable where Row: Sendable {}
