import FeedXML
import ScheduleDataContract

/// Whether a `<schedule>` document is a frab or Pentabarf schedule at all. Other programs use
/// the same root (EuroPython 2014's `<schedule><day><entry>`); reading such a file as an empty
/// frab schedule would say "not published yet" about a conference that is all there. A
/// schedule with the format's structure and no events is empty; one whose structure is not the
/// format's is refused, naming what it holds.
enum FrabStructure {
    static func check(_ root: XMLNode) throws(ScheduleFeedError) {
        let days = root.children("day")
        let hasConference = root.child("conference") != nil
        if days.isEmpty {
            guard hasConference else { throw notFrab(root, inside: nil) }
            return  // the conference is announced, its days not yet
        }
        // A day holds rooms (with events) or events; an empty day is just empty.
        let dayContents = days.flatMap(\.children)
        guard dayContents.isEmpty || dayContents.contains(where: { $0.name == "room" || $0.name == "event" }) else {
            throw notFrab(root, inside: days[0])
        }
    }

    /// "a <schedule> of <day><entry> elements: not a frab or Pentabarf schedule".
    private static func notFrab(_ root: XMLNode, inside day: XMLNode?) -> ScheduleFeedError {
        let path: String
        if let day {
            path = "<day>" + names(day.children).map { "<\($0)>" }.joined(separator: ", ")
        } else {
            let found = names(root.children)
            path = found.isEmpty ? "no elements" : found.map { "<\($0)>" }.joined(separator: ", ")
        }
        let what = day != nil || !root.children.isEmpty ? "a <schedule> of \(path) elements" : "an empty <schedule>"
        return .unrecognizedFormat("\(what): not a frab or Pentabarf schedule")
    }

    /// The distinct element names, in order, at most four (they name a stranger's format).
    private static func names(_ nodes: [XMLNode]) -> [String] {
        var seen: [String] = []
        for node in nodes {
            // Shown in a message: letters, digits and the punctuation of XML names only.
            let name = String(String.UnicodeScalarView(node.name.unicodeScalars.prefix(40).filter {
                $0.properties.isAlphabetic || "_-:.0123456789".unicodeScalars.contains($0)
            }))
            if !seen.contains(name) { seen.append(name) }
            if seen.count == 4 { break }
        }
        return seen
    }
}
