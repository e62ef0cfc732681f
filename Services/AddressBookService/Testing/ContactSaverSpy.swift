import AddressBookServiceContract
import Entities
import Foundation
import Synchronization

/// An address book that records whose card it was asked to save and answers with a file, or fails.
public final class ContactSaverSpy: ContactExporting {
    public let failure: ContactSaveError?
    private let saved = Mutex<[String]>([])

    public init(failure: ContactSaveError? = nil) {
        self.failure = failure
    }

    public var savedSpeakerIDs: [String] { saved.withLock { $0 } }
    /// Attendees' ids, as "attendee:ID".
    public var savedIDs: [String] { saved.withLock { $0 } }

    public static func file(for id: String) -> URL {
        URL(fileURLWithPath: "/data/podium/exports/demo-\(id).vcf")
    }

    public func vCards(for speakers: [Speaker], version: VCardVersion) -> String {
        "BEGIN:VCARD\r\nEND:VCARD\r\n"
    }

    public func saveCard(for speaker: Speaker) throws(ContactSaveError) -> URL {
        saved.withLock { $0.append(speaker.id) }
        if let failure { throw failure }
        return Self.file(for: speaker.id)
    }

    public func vCard(for attendee: Attendee) -> String {
        "BEGIN:VCARD\r\nFN:\(attendee.name)\r\nEND:VCARD\r\n"
    }

    public func saveCard(for attendee: Attendee) throws(ContactSaveError) -> URL {
        saved.withLock { $0.append("attendee:" + attendee.id) }
        if let failure { throw failure }
        return Self.file(for: "attendee-" + attendee.id)
    }
}
