/// Whole-number ids for what a feed names but does not number (frab's rooms and tracks,
/// iCalendar's locations): the same name gives the same id on every sync, so an unchanged feed
/// writes nothing and a filter set on a room still matches it after the next sync.
enum StableID {
    /// FNV-1a over the text, kept to 52 bits so JSON readers that use doubles read it exactly.
    static func number(_ text: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return Int(hash & 0x000F_FFFF_FFFF_FFFF) | 1
    }

    /// A text id from a text that is too long or absent: "name-3f2a…", stable for the same text.
    static func text(_ prefix: String, _ source: String) -> String {
        prefix + "-" + String(number(source), radix: 16)
    }
}

/// Hands out stable ids by name, one per distinct name, never the same id for two names.
struct StableIDs {
    private var byName: [String: Int] = [:]
    private var taken: Set<Int> = []

    mutating func id(for name: String) -> Int {
        if let id = byName[name] { return id }
        var id = StableID.number(name)
        while taken.contains(id) { id = StableID.number(name + "\u{0}\(id)") }
        byName[name] = id
        taken.insert(id)
        return id
    }
}
