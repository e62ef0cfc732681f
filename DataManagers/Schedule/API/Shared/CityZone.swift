import Foundation

/// The IANA zone of a city by its name ("Brussels" → Europe/Brussels, "Montréal" →
/// America/Montreal, "New York" → America/New_York): IANA names its zones after cities, so a
/// conference's city names its zone when it is one of them. Nothing is guessed for a city
/// that is not.
enum CityZone {
    static func zone(forCity city: String) -> TimeZone? {
        let wanted = key(city)
        guard !wanted.isEmpty else { return nil }
        // Foundation's list on Linux holds some old names and misses their new ones
        // (Asia/Calcutta, not Asia/Kolkata): the system's own zone table is read first.
        return firstZone(named: wanted, in: systemTable()) ?? firstZone(named: wanted, in: TimeZone.knownTimeZoneIdentifiers)
    }

    /// The first zone of `identifiers` whose city is `wanted`. Only that one is made: making a
    /// `TimeZone` loads it from ICU, and making every listed zone to build a table was a tenth
    /// of adding FOSDEM 2007's schedule.
    private static func firstZone(named wanted: String, in identifiers: [String]) -> TimeZone? {
        for identifier in identifiers where identifier.utf8.contains(UInt8(ascii: "/")) && !identifier.hasPrefix("Etc/") {
            guard let last = identifier.split(separator: "/").last, cityKey(last) == wanted else { continue }
            if let zone = TimeZone(identifier: identifier) { return zone }
        }
        return nil
    }

    /// The zone names of /usr/share/zoneinfo/zone1970.tab, in its order (none when it is missing).
    private static func systemTable() -> [String] {
        // Split as bytes: splitting the table's lines as Characters cost more than the rest of the lookup.
        let table = FileManager.default.contents(atPath: "/usr/share/zoneinfo/zone1970.tab") ?? Data()
        return table.split(separator: UInt8(ascii: "\n")).filter { $0.first != UInt8(ascii: "#") }.compactMap { line -> String? in
            let fields = line.split(separator: UInt8(ascii: "\t"))
            return fields.count >= 3 ? String(decoding: fields[2], as: UTF8.self) : nil
        }
    }

    private static func key(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
    }

    /// `key` of a zone name's last part. IANA writes them in ASCII, where folding is lowering
    /// the case: done by hand, as Foundation's folding of hundreds of names cost milliseconds.
    private static func cityKey(_ part: Substring) -> String {
        guard part.utf8.allSatisfy({ $0 < 0x80 }) else { return key(String(part)) }
        let lowered = part.utf8.map { byte -> UInt8 in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
            case UInt8(ascii: "_"): UInt8(ascii: " ")
            default: byte
            }
        }
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = lowered.firstIndex(where: { !blank($0) }), let last = lowered.lastIndex(where: { !blank($0) }) else { return "" }
        return String(decoding: lowered[first...last], as: UTF8.self)
    }
}
