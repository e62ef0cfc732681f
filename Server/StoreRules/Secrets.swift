import Crypto
import Foundation

/// Bearer tokens and ticket codes: what is stored is a SHA-256, never the secret.
public enum Secrets {
    /// 256 random bits from the system's secure generator, base64url without padding.
    public static func newToken() -> String {
        let key = SymmetricKey(size: .bits256)
        return key.withUnsafeBytes { base64URL(Data($0)) }
    }

    public static func digest(_ secret: String) -> Data {
        digest(bytes: Array(secret.utf8))
    }

    public static func digest(bytes: [UInt8]) -> Data {
        Data(SHA256.hash(data: bytes))
    }

    /// Lowercase hex of `bytes`, by table: `String(format:)` per byte was 2 % of a search's
    /// time under load (the page's tag).
    public static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Ticket codes as people type them: case, spaces and dashes do not matter.
    public static func normalizedTicketCode(_ code: String) -> String {
        code.uppercased().filter { !$0.isWhitespace && $0 != "-" }
    }

    public static func normalizedEmail(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// Equal digests, compared in time that does not depend on where they differ.
    public static func constantTimeEqual(_ left: Data, _ right: Data) -> Bool {
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) { difference |= a ^ b }
        return difference == 0
    }

    public static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    public static func fromBase64URL(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64)
    }

    /// An email as a log may show it: its first letter and its domain.
    public static func maskedEmail(_ email: String) -> String {
        let parts = email.split(separator: "@", maxSplits: 1)
        guard parts.count == 2, let first = parts[0].first else { return "…" }
        return "\(first)…@\(parts[1])"
    }
}
