import Foundation

/// Secret bytes that never show themselves: every description, debug description and mirror
/// says `<redacted N bytes>`, so a secret that reaches a log line or an error by mistake leaks
/// nothing but its length.
public struct Secret: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The bytes as text, when they are UTF-8 (a token, a password).
    public var text: String? {
        String(validating: bytes, as: UTF8.self)
    }

    public var description: String { "<redacted \(bytes.count) bytes>" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["bytes": description]) }
}

/// What a store says about an item without its secret (what `list` returns).
public struct SecretItemAttributes: Sendable, Equatable {
    public let service: String
    public let account: String
    public let label: String?
    public let created: Date
    public let modified: Date

    public init(service: String, account: String, label: String?, created: Date, modified: Date) {
        self.service = service
        self.account = account
        self.label = label
        self.created = created
        self.modified = modified
    }
}

/// An item with its secret (what `read` returns).
public struct SecretItem: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    public let attributes: SecretItemAttributes
    public let secret: Secret

    public init(attributes: SecretItemAttributes, secret: Secret) {
        self.attributes = attributes
        self.secret = secret
    }

    public var description: String {
        "SecretItem(service: \(attributes.service), account: \(attributes.account), secret: \(secret))"
    }
    public var debugDescription: String { description }
}
