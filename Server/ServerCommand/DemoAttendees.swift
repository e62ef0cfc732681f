import Foundation
import StoreContract

/// The demo's attendees: generated from a fixed seed, so every run has the same people, the
/// same share of them listed (about a third, as opt-in directories see) and the same sign-in.
enum DemoAttendees {
    struct Visitor {
        let email: String
        let ticketCode: String
    }

    static let firstNames = ["Anna", "Åsa", "Ben", "Chloé", "Dmitri", "Elif", "Farah", "Gustav", "Hana", "Ines", "Jonas", "Kemal",
                             "Lea", "Mateo", "Nadia", "Olu", "Priya", "Quentin", "Rosa", "Sven", "Tomás", "Uma", "Viktor",
                             "Wen", "Xavier", "Yara", "Zoë", "Amara", "Björn", "Carmen", "Daniel", "Emma", "Felix", "Grace",
                             "Hiro", "Ingrid", "Jamal", "Katarzyna", "Luca", "Mei"]
    static let lastNames = ["Åberg", "Becker", "Costa", "Dubois", "Eriksen", "Fischer", "García", "Hoffmann", "Ivanova", "Jensen",
                            "Kowalski", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Petrov", "Quinn", "Rossi", "Schmidt",
                            "Tanaka", "Ueda", "Virtanen", "Wagner", "Xu", "Yilmaz", "Zimmermann", "Novak", "Müller", "Kim", "Singh"]
    static let companies = ["Nordlicht GmbH", "Open Source Collective", "Kernel Labs", "Fjord Systems", "Mosaic Health",
                            "Tidewater Analytics", "Bytewise", "Helios Energy", "Atlas Mobility", "University of Ghent",
                            "Freelance", "Civic Tech Berlin", "Quantum Garden", "Lumen Studio", "Riverbank Bank"]
    static let roles = ["Software Engineer", "Staff Engineer", "Engineering Manager", "Product Designer", "Developer Advocate",
                        "Site Reliability Engineer", "Researcher", "CTO", "Student", "Data Scientist", "Security Engineer",
                        "iOS Developer", "Backend Developer", "Community Manager"]
    static let interests = ["swift", "rust", "linux", "databases", "accessibility", "security", "open source", "embedded",
                            "compilers", "design systems", "observability", "kubernetes", "privacy", "testing", "mobile",
                            "machine learning", "networking", "education"]

    /// Fills an empty store (an existing one is kept as it is, with what was changed in it) and
    /// returns the sign-in of a listed attendee.
    static func fill(_ store: any AttendeeStoring, count: Int) async throws -> Visitor {
        var random = SplitMix64(seed: 2026)
        var registrations: [Registration] = []
        var profiles: [(email: String, profile: ProfileUpdate)] = []
        for index in 0..<count {
            let first = firstNames[Int(random.next() % UInt64(firstNames.count))]
            let last = lastNames[Int(random.next() % UInt64(lastNames.count))]
            let email = "\(ascii(first)).\(ascii(last)).\(index)@example.org"
            let code = ticketCode(&random)
            let company = random.next() % 4 == 0 ? nil : companies[Int(random.next() % UInt64(companies.count))]
            registrations.append(Registration(name: "\(first) \(last)", email: email, ticketCode: code, company: company, line: index + 2))
            // The first attendee is always listed: the demo's sign-in shows a list with them in it.
            if index == 0 || random.next() % 100 < 35 {
                let picked = (0..<(1 + Int(random.next() % 3))).map { _ in interests[Int(random.next() % UInt64(interests.count))] }
                profiles.append((email, ProfileUpdate(
                    name: "\(first) \(last)", company: company, role: roles[Int(random.next() % UInt64(roles.count))],
                    bio: "Here for the talks on \(picked.joined(separator: " and ")), and the hallway track.",
                    links: [ProfileLink(title: "Website", url: "https://example.org/~\(ascii(first))\(index)")],
                    interests: Array(Set(picked)).sorted(), visibility: .attendees)))
            }
        }
        if try await store.attendeeCount() == 0 {
            _ = try await store.importRegistrations(registrations, now: Date())
            try await store.updateProfiles(byEmail: profiles, now: Date())
        }
        return Visitor(email: registrations[0].email, ticketCode: registrations[0].ticketCode)
    }

    static func ascii(_ text: String) -> String {
        text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).filter { $0.isASCII && $0.isLetter }
    }

    static func ticketCode(_ random: inout SplitMix64) -> String {
        let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        let characters = (0..<8).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        return String(characters[0..<4]) + "-" + String(characters[4...])
    }
}

/// A small seeded generator: the same demo on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
