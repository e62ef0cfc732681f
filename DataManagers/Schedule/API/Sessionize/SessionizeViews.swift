import Foundation
import ScheduleDataContract

/// Sessionize publishes an event in several views; Podium reads "All", the only one with
/// sessions, speakers, rooms and categories together. A feed of another view is named, with
/// the address of the right one, instead of a decoding error.
enum SessionizeViews {
    /// `error` as the person should read it: another view named, else unchanged.
    static func explain(_ error: ScheduleFeedError, data: Data, feedURL: URL?) -> ScheduleFeedError {
        guard case .notASessionizeFeed = error, let document = try? FeedJSON.parse(data) else { return error }
        let allView = allViewURL(of: feedURL)
        switch document {
        case .array(let elements):
            guard let first = elements.first else {
                return .notASessionizeFeed("an empty list; the \"All\" view is an object with \"sessions\" (\(allView ?? "https://sessionize.com/api/v2/<event id>/view/All"))")
            }
            return .otherSessionizeView(view: viewName(of: first), allViewURL: allView)
        default:
            return error
        }
    }

    /// Which view a list's first element comes from.
    private static func viewName(of element: FeedJSON) -> String {
        let keys = Set(element.members.map(\.key))
        if keys.contains("timeSlots") || (keys.contains("date") && keys.contains("rooms")) { return "GridSmart" }
        if keys.contains("groupId") || keys.contains("groupName") { return "Sessions" }
        if keys.contains("fullName") || keys.contains("firstName") {
            return keys.contains("sessions") ? "Speakers" : "SpeakerWall"
        }
        return "Sessions"
    }

    /// `https://sessionize.com/api/v2/ID/view/All` for a feed on sessionize.com's API.
    static func allViewURL(of url: URL?) -> String? {
        guard let url, url.host?.lowercased().hasSuffix("sessionize.com") == true else { return nil }
        let parts = url.pathComponents
        guard let v2 = parts.firstIndex(of: "v2"), v2 + 1 < parts.count else { return nil }
        return "https://sessionize.com/api/v2/\(parts[v2 + 1])/view/All"
    }
}
