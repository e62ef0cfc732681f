import Entities
import Foundation
import PeopleDataContract

/// The People tab's use cases: the directory a page at a time from the server, at most one
/// request in flight (a newer search cancels the older); each page kept, so the directory reads
/// offline as it was last seen.
@MainActor
final class ParticipantsInteractor: ParticipantsUseCase {
    weak var output: ParticipantsInteractorOutput?
    private let people: any PeopleServing
    private let cache: any PeopleCaching
    private let now: @Sendable () -> Date
    private var request: Task<Void, Never>?
    private var currentSearch: String?
    private var loaded: [ParticipantSummary] = []
    private var nextCursor: String?
    private var isLoadingMore = false

    init(people: any PeopleServing, cache: any PeopleCaching, now: @escaping @Sendable () -> Date = Date.init) {
        self.people = people
        self.cache = cache
        self.now = now
    }

    isolated deinit { request?.cancel() }

    func start() {
        request?.cancel()
        let people = people
        request = Task { [weak self] in
            let signedIn = await people.hasToken()
            // Signed out, a sign-in form for a server that is not there helps nobody: say so.
            let reachable = signedIn ? true : await people.isReachable()
            guard let self, !Task.isCancelled else { return }
            if signedIn { search(currentSearch) } else { output?.needsSignIn(serverReachable: reachable) }
        }
    }

    func search(_ text: String?) {
        let search = text.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0.trimmingCharacters(in: .whitespaces) }
        currentSearch = search
        loaded = []
        nextCursor = nil
        isLoadingMore = false
        read(search: search, cursor: nil)
    }

    func loadMore() {
        guard let cursor = nextCursor, !isLoadingMore else { return }
        isLoadingMore = true
        read(search: currentSearch, cursor: cursor)
    }

    func signOut() {
        request?.cancel()
        let (people, cache) = (people, cache)
        request = Task { [weak self] in
            try? await people.signOut()
            try? await cache.clear()
            guard let self, !Task.isCancelled else { return }
            loaded = []
            nextCursor = nil
            output?.didSignOut()
        }
    }

    /// One page: from the server (and kept), or, when it cannot be reached, as last seen.
    private func read(search: String?, cursor: String?) {
        request?.cancel()
        let (people, cache, now) = (people, cache, now)
        request = Task { [weak self] in
            let result: Result<(ParticipantPage, Date?), PeopleError>
            do throws(PeopleError) {
                let page = try await people.page(search: search, cursor: cursor)
                try? await cache.save(page, search: search, cursor: cursor, at: now())
                result = .success((page, nil))
            } catch .unreachable(let detail) {
                if let seen = try? await cache.cachedPage(search: search, cursor: cursor) {
                    result = .success((seen.page, seen.seenAt))
                } else {
                    result = .failure(.unreachable(detail))
                }
            } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            isLoadingMore = false
            switch result {
            case .success(let (page, seenAt)):
                loaded += page.items.filter { item in !loaded.contains { $0.id == item.id } }
                nextCursor = page.nextCursor
                output?.didLoad(ParticipantsRead(search: search, participants: loaded, hasMore: page.nextCursor != nil, seenAt: seenAt))
            case .failure(.notSignedIn):
                output?.needsSignIn(serverReachable: true)
            case .failure(let error):
                if case .unreachable = error {
                    output?.didFail("The conference's server cannot be reached, and this was not seen before.", offline: true)
                } else {
                    output?.didFail(error.description, offline: false)
                }
            }
        }
    }
}
