import Foundation

/// What a conference is called in the conferences file: without control characters (the file
/// refuses them, and a hostile title would leave it unreadable), and, when nothing names it,
/// after where its feed comes from.
public enum ConferenceNames {
    public static func withoutControlCharacters(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
            .trimmingCharacters(in: .whitespaces)
    }

    /// A name from a feed's address: its last part that is not an export's plumbing
    /// ("democon" of pretalx's `/democon/schedule/export/schedule.ics`), never just a host.
    public static func name(from url: URL) -> String {
        let parts = url.pathComponents.filter { $0 != "/" }
        if url.host?.contains("sessionize") == true, let index = parts.firstIndex(of: "v2"), index + 1 < parts.count {
            return "Sessionize event \(parts[index + 1])"
        }
        let stems = parts.map { ($0 as NSString).deletingPathExtension }.filter { !$0.isEmpty }
        if url.isFileURL { return stems.last ?? "conference" }
        // The last part that is not the export's own plumbing.
        let plumbing: Set<String> = ["schedule", "export", "exports", "xml", "json", "ics", "ical", "calendar", "api", "v1", "v2",
                                     "view", "all", "fahrplan", "feed", "events", "event", "index"]
        if let word = stems.last(where: { !plumbing.contains($0.lowercased()) }) { return word }
        let host = url.host ?? "conference"
        return stems.last.map { "\(host) \($0)" } ?? "\(host) schedule"
    }
}
