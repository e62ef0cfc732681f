/// Numbers apart by colons, as feeds write clock times and durations ("09:30", "00:30:00",
/// "1:02:00"), read as ASCII bytes: asking each Character whether it is a number looked up
/// Unicode's tables, 8,000–11,000 instructions for one time.
struct ColonNumbers {
    /// Each part's value and how many digits it was written with.
    let parts: [(value: Int, digits: Int)]

    /// nil unless `text` is parts of 1 to `longestPart` ASCII digits apart by single colons.
    init?(_ text: String, longestPart: Int) {
        var parts: [(value: Int, digits: Int)] = []
        var value = 0, digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") {
                guard digits > 0 else { return nil }
                parts.append((value, digits))
                value = 0
                digits = 0
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < longestPart {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        parts.append((value, digits))
        self.parts = parts
    }
}
