import Crypto
import FeedFetcherContract
import Foundation

/// A feed body's SHA-256 in lowercase hex: what tells the same bytes from new ones when the
/// server's validators do not (pretalx never answers 304 to the ETag it sent).
public enum BodyDigest {
    public static func of(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    /// Where stores from before the digest had a field of its own kept it: as the ETag of a
    /// feed served without one, `podium-sha256:<hex>`. Such a tag was never the server's.
    static let legacyTagPrefix = "podium-sha256:"

    /// Validators as stored, with a legacy digest moved out of the ETag, so it is not sent
    /// (`load` does this for every feed).
    public static func upgrading(_ validators: FeedValidators?) -> FeedValidators? {
        guard var validators, let tag = validators.etag, tag.hasPrefix(legacyTagPrefix) else { return validators }
        validators.digest = validators.digest ?? String(tag.dropFirst(legacyTagPrefix.count))
        validators.etag = nil
        return validators.isEmpty ? nil : validators
    }
}
