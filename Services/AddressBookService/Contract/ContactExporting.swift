import Entities
import Foundation

/// Speakers as vCards, for an address book: several speakers make one `.vcf` of several cards.
public protocol ContactExporting: Sendable {
    func vCards(for speakers: [Speaker], version: VCardVersion) -> String
    /// Writes one speaker's card (vCard 4.0) to a file of its own, atomically, and says where:
    /// the address book imports it (again: the same UID updates the contact).
    func saveCard(for speaker: Speaker) throws(ContactSaveError) -> URL
    /// An attendee of the directory as a vCard 4.0, to copy.
    func vCard(for attendee: Attendee) -> String
    /// Writes an attendee's card to a file of its own, atomically, and says where.
    func saveCard(for attendee: Attendee) throws(ContactSaveError) -> URL
}

/// Why a card could not be saved, in words.
public struct ContactSaveError: Error, Sendable, Hashable, CustomStringConvertible {
    public let path: String
    public let detail: String

    public init(path: String, detail: String) {
        self.path = path
        self.detail = detail
    }

    public var description: String { "cannot write \(path): \(detail)" }
}

/// vCard 4.0 (RFC 6350) by default; 3.0 (RFC 2426) for older address books.
public enum VCardVersion: String, Sendable, Hashable, CaseIterable {
    case v3 = "3.0"
    case v4 = "4.0"
}
