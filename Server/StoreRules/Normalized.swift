import Foundation

/// Optional text as stored: trimmed, and nil rather than empty.
public enum Normalized {
    public static func text(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    public static func isEmpty(_ value: String) -> Bool { text(value) == nil }
}
