import Entities
import Foundation
import PeopleDataContract

/// The directory cache when its file cannot be opened: People works online and keeps nothing.
struct ForgetfulPeopleCache: PeopleCaching {
    func save(_ page: ParticipantPage, search: String?, cursor: String?, at: Date) async throws {}
    func cachedPage(search: String?, cursor: String?) async throws -> (page: ParticipantPage, seenAt: Date)? { nil }
    func save(_ participant: Participant, at: Date) async throws {}
    func cachedParticipant(id: String) async throws -> (participant: Participant, seenAt: Date)? { nil }
    func clear() async throws {}
}
