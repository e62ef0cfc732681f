import ArgumentParser
import Entities
import Foundation
import TerminalUI

/// The checks of a conference's settings given on a command line, worded once for every command
/// that takes them (add, set, the data commands, remind, reminders install).
enum SettingChecks {
    /// `name` is an IANA zone; `alternative`: another word the option takes ("feed").
    static func timeZone(_ name: String, or alternative: String? = nil) throws {
        guard name != alternative, TimeZone(identifier: name) == nil else { return }
        let also = alternative.map { ", or \($0)" } ?? ""
        throw ValidationError("unknown time zone '\(Sanitizer.clean(name))' (use an IANA name such as Europe/Berlin\(also))")
    }

    static func reminderMinutes(_ minutes: Int) throws {
        let range = SavedConference.reminderMinutesRange
        guard !range.contains(minutes) else { return }
        throw ValidationError("--remind must be between \(range.lowerBound) (never) and \(range.upperBound) minutes")
    }
}
