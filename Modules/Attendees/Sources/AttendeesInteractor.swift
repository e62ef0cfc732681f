import AttendeesDataContract
import Entities
import Foundation

/// The Attendees tab's use cases: the attendees list a page at a time from the server, at most one
/// request in flight (a newer search cancels the older); each page kept, so the list reads
/// offline as it was last seen.
@MainActor
final class AttendeesInteractor: AttendeesUseCase {
    weak var output: AttendeesInteractorOutput?
    private let server: any AttendeeListReading & SigningOut
    private let cache: any AttendeeListCaching
    private let now: @Sendable () -> Date
    private var request: Task<Void, Never>?
    private var currentSearch: String?
    private var loaded: [AttendeeSummary] = []
    private var nextCursor: String?
    private var isLoadingMore = false

    init(server: any AttendeeListReading & SigningOut, cache: any AttendeeListCaching, now: @escaping @Sendable () -> Date = Date.init) {
        self.server = server
        self.cache = cache
        self.now = now
    }

    isolated deinit { request?.cancel() }

    func start() {
        request?.cancel()
        let server = server
        request = Task { [weak self] in
            let signedIn = await server.hasToken()
            // Signed out, a sign-in form for a server that is not there helps nobody: say so.
            let reachable = signedIn ? true : await server.isReachable()
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
        let (server, cache) = (server, cache)
        request = Task { [weak self] in
            try? await server.signOut()
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
        let (server, cache, now) = (server, cache, now)
        request = Task { [weak self] in
            let result: Result<(AttendeePage, Date?), ConferenceServerError>
            do throws(ConferenceServerError) {
                let page = try await server.page(search: search, cursor: cursor)
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
                output?.didLoad(AttendeesRead(search: search, attendees: loaded, hasMore: page.nextCursor != nil, seenAt: seenAt))
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
