import Foundation
import ScheduleDataContract

/// A Giggity menu entry (`{"url": …, "title": …, "timezone": …, "metadata": {…}}`, one file per
/// conference in Giggity's `menu/`): not a schedule but where one is. Read as such, so that
/// `podium add entry.json` adds the schedule it points to with its title and zone, instead of
/// refusing it as "not a Sessionize feed".
enum MenuEntry {
    /// Whether these bytes are such an entry: a JSON object with `url` and none of a
    /// schedule's own members.
    static func isEntry(_ data: Data) -> Bool {
        let keys = JSONKeys.topLevel(of: data)
        return keys.contains("url") && keys.isDisjoint(with: ["schedule", "sessions", "speakers", "rooms"])
    }

    static func pointer(in data: Data) throws(ScheduleFeedError) -> SchedulePointer {
        let entry = try FeedJSON.parse(data)
        guard let text = entry["url"]?.text.map(FeedText.trimmed), !text.isEmpty else {
            throw .wrongType(path: "url", expected: "the address of the schedule the menu entry points to")
        }
        guard text.utf8.count <= FeedLimits.url, let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
              url.host?.isEmpty == false, !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F }) else {
            throw .invalidValue(path: "url", value: String(text.prefix(200)), expected: "an http(s) address")
        }
        // A port no connection can use (0, 99999) was later read as a file's name.
        if let problem = url.connectionProblem {
            throw .invalidValue(path: "url", value: String(text.prefix(200)), expected: "an address Podium can connect to (\(problem))")
        }
        let title = entry["title"]?.text.map { FeedText.capped(FeedText.line($0), to: FeedLimits.line).text }.flatMap { $0.isEmpty ? nil : $0 }
        let zone = entry["timezone"]?.text.flatMap { name in name.utf8.count <= 64 ? TimeZone(identifier: name) : nil }
        return SchedulePointer(url: url, title: title, timeZone: zone)
    }
}
