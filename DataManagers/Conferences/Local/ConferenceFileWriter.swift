import ConferencesDataContract
import Entities
import Foundation

/// Writes `conferences.toml` as a person would: a comment saying what the file is, `current`,
/// then one [[conference]] table each, optional keys only when set.
enum ConferenceFileWriter {
    static let header = """
        # Podium's conferences. `podium add`, `use` and `remove` rewrite this file; you may edit it
        # (comments you add are not kept). Each [[conference]] has a name, a feed (its schedule's
        # address or a file) and a store (the name of its files in the data folder: keep it when the
        # feed moves, and its favorites stay). timezone (an IANA name) and news are optional; without
        # a timezone the feed's own zone is used. remind = MINUTES (0: never; 5 otherwise) is how long
        # before a favorite starts the app and exported calendars remind you; notify = false keeps
        # reminders off the desktop's notifications. server = ADDRESS is the conference's own server
        # (podium-server): the Attendees tab and `podium login`. ignore_offsets = true reads the feed's
        # clock times as written, in timezone, for a feed that writes them with a wrong UTC offset.

        """

    static func text(of list: ConferenceList) -> String {
        var text = header
        if let current = list.currentName { text += "current = \(quoted(current))\n" }
        for conference in list.conferences {
            text += "\n[[conference]]\n"
            text += "name = \(quoted(conference.name))\n"
            text += "feed = \(quoted(conference.feed))\n"
            text += "store = \(quoted(conference.store))\n"
            if let zone = conference.timeZone { text += "timezone = \(quoted(zone.identifier))\n" }
            if let news = conference.news { text += "news = \(quoted(news))\n" }
            if let minutes = conference.reminderMinutes { text += "remind = \(minutes)\n" }
            if let notify = conference.desktopNotifications { text += "notify = \(notify)\n" }
            if let server = conference.server { text += "server = \(quoted(server))\n" }
            if let ignores = conference.ignoresOffsets { text += "ignore_offsets = \(ignores)\n" }
        }
        return text
    }

    /// A TOML basic string: backslash, quote and control characters escaped.
    static func quoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                text += String(format: "\\u%04X", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
