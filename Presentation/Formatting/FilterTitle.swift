/// What a filtered screen's title says: what it shows only and what is hidden from every view,
/// so nothing left out goes unsaid ("Agenda — Swift, Hall B · hiding Keynotes, Janson").
public enum FilterTitle {
    /// The most hidden names a title spells out; the rest are counted.
    static let namedHidden = 3

    public static func title(_ screen: String, showingOnly picked: [String], hidden: [String]) -> String {
        var title = picked.isEmpty ? screen : screen + " — " + picked.joined(separator: ", ")
        if let hiding = hiding(hidden) { title += " · " + hiding }
        return title
    }

    /// "hiding Keynotes, Janson and 2 more"; nil when nothing is hidden.
    public static func hiding(_ hidden: [String]) -> String? {
        guard !hidden.isEmpty else { return nil }
        let named = hidden.prefix(namedHidden).joined(separator: ", ")
        return "hiding " + named + (hidden.count > namedHidden ? " and \(hidden.count - namedHidden) more" : "")
    }
}
