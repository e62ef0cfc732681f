import Foundation

/// The dates news feeds carry: RFC 822 in RSS ("Sat, 20 Apr 2024 07:00:00 GMT" or "+0200"),
/// RFC 3339 in Atom and JSON Feed ("2024-04-20T07:00:00Z", with or without fractions).
struct FeedDates {
    private let rfc822: [DateFormatter]
    private let rfc3339 = ISO8601DateFormatter()
    private let rfc3339Fractional: ISO8601DateFormatter

    init() {
        rfc822 = ["EEE, dd MMM yyyy HH:mm:ss Z", "EEE, dd MMM yyyy HH:mm:ss zzz", "dd MMM yyyy HH:mm:ss Z", "EEE, dd MMM yyyy HH:mm Z"].map { format in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = format
            return formatter
        }
        rfc3339Fractional = ISO8601DateFormatter()
        rfc3339Fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    }

    func date(_ text: String?) -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        if let date = rfc3339.date(from: text) ?? rfc3339Fractional.date(from: text) { return date }
        for formatter in rfc822 { if let date = formatter.date(from: text) { return date } }
        return nil
    }
}
