import ConferencesDataContract
import Foundation

/// What `podium use`, `rename` and `set` do to the conferences file, over its contract: each
/// finds the conference by its name (in any case), changes the list in one write (nothing when
/// it refuses), and says what it did. The commands only read their arguments and print this.
public struct ConferenceEditing: Sendable {
    private let conferences: any ConferencesLocalDataManaging

    public init(conferences: any ConferencesLocalDataManaging) {
        self.conferences = conferences
    }

    /// Makes `name` the current conference; its name as saved.
    public func use(_ name: String) throws -> String {
        try conferences.update { list in
            guard let found = list.named(name) else { throw Self.unknown(name, in: list) }
            list.currentName = found.name
            return found.name
        }
    }

    /// Gives `name` the name `newName` (trimmed), keeping it current if it was; its files keep
    /// theirs. The old and the new name.
    public func rename(_ name: String, to newName: String) throws -> (old: String, new: String) {
        try conferences.update { list in
            let index = try Self.index(of: name, in: list)
            let old = list.conferences[index].name
            return (old, try Self.rename(&list, at: index, to: newName))
        }
    }

    /// Changes `name` (nil: the current conference) as `changes` says: "FOSDEM 2027: time zone
    /// Europe/Brussels, no news (its times are read again at the next sync)".
    public func set(_ name: String?, _ changes: ConferenceChanges) throws -> String {
        try conferences.update { list in
            guard let wanted = name ?? list.currentName else {
                throw ConferenceEditFailure("no current conference: give --conference NAME (podium list shows them)")
            }
            let index = try Self.index(of: wanted, in: list)
            var said: [String] = []
            switch changes.timeZone {
            case .feed?:
                list.conferences[index].timeZone = nil
                said.append("the feed's own zone")
            case .named(let zone)?:
                list.conferences[index].timeZone = zone
                said.append("time zone \(zone.identifier)")
            case nil: break
            }
            switch changes.news {
            case .none?:
                list.conferences[index].news = nil
                said.append("no news")
            case .feed(let kept, let shown)?:
                list.conferences[index].news = kept
                said.append("news \(shown)")
            case nil: break
            }
            if let minutes = changes.reminderMinutes {
                list.conferences[index].reminderMinutes = minutes
                said.append(minutes == 0 ? "no reminders" : "reminders \(minutes) min before")
            }
            let old = list.conferences[index].name
            if let newName = changes.name {
                let renamed = try Self.rename(&list, at: index, to: newName)
                if renamed != old { said.append("named \(renamed)") }
            }
            return "\(old): " + said.joined(separator: ", ") + (changes.timeZone != nil ? " (its times are read again at the next sync)" : "")
        }
    }

    /// "there is no conference named …", with the names there are.
    public static func unknown(_ name: String, in list: ConferenceList) -> ConferenceEditFailure {
        guard !list.conferences.isEmpty else {
            return ConferenceEditFailure("there is no conference named '\(name)'; add one with: podium add URL-or-FILE")
        }
        return ConferenceEditFailure("there is no conference named '\(name)'; there are: " + list.conferences.map(\.name).joined(separator: ", "))
    }

    private static func index(of name: String, in list: ConferenceList) throws -> Int {
        guard let index = list.conferences.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else { throw unknown(name, in: list) }
        return index
    }

    /// The conference at `index` named `newName` (trimmed), current if it was; another of that
    /// name is refused.
    private static func rename(_ list: inout ConferenceList, at index: Int, to newName: String) throws -> String {
        let wanted = newName.trimmingCharacters(in: .whitespaces)
        let old = list.conferences[index].name
        if let clash = list.named(wanted), clash.name != old {
            throw ConferenceEditFailure("there is already a conference named '\(clash.name)'")
        }
        list.conferences[index].name = wanted
        if list.currentName == old { list.currentName = wanted }
        return wanted
    }
}
