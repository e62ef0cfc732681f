import Entities

/// Speakers as vCards, for an address book: several speakers make one `.vcf` of several cards.
public protocol ContactExporting: Sendable {
    func vCards(for speakers: [Speaker], version: VCardVersion) -> String
}

/// vCard 4.0 (RFC 6350) by default; 3.0 (RFC 2426) for older address books.
public enum VCardVersion: String, Sendable, Hashable, CaseIterable {
    case v3 = "3.0"
    case v4 = "4.0"
}
