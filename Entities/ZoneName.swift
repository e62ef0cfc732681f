import Foundation

/// How a time zone is named wherever Podium shows one: its IANA name ("Europe/Brussels"),
/// "UTC", or, for a zone known only by its offset (a feed that writes `+01:00` and names no
/// zone), "UTC+01:00" — never Foundation's "GMT+0100", which is not how anyone writes a zone.
extension TimeZone {
    public var shownName: String {
        let identifier = self.identifier
        if identifier == "GMT" || identifier == "UTC" || identifier == "Etc/UTC" || identifier == "Etc/GMT" { return "UTC" }
        if identifier.hasPrefix("GMT+") || identifier.hasPrefix("GMT-") { return Self.offsetName(secondsFromGMT()) }
        return identifier
    }

    /// A zone known only by its offset: no summer time is known for it.
    public var isFixedOffset: Bool {
        identifier.hasPrefix("GMT+") || identifier.hasPrefix("GMT-")
    }

    /// "UTC+01:00", "UTC-03:30", "UTC+00:00".
    public static func offsetName(_ secondsEast: Int) -> String {
        let minutes = abs(secondsEast) / 60
        return "UTC" + (secondsEast < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}
