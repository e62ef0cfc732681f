import Crypto
import Foundation

/// A feed body's SHA-256, stored as `podium-sha256:<hex>` in place of an ETag the server did
/// not send.
struct BodyDigest: Equatable {
    static let prefix = "podium-sha256:"
    let hex: String

    init(of data: Data) {
        hex = SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    /// The digest a stored tag holds; nil for a server's own ETag.
    init?(tag: String) {
        guard tag.hasPrefix(Self.prefix) else { return nil }
        hex = String(tag.dropFirst(Self.prefix.count))
    }

    var tag: String { Self.prefix + hex }
}
