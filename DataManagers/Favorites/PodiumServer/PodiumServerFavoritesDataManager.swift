import ConferenceServerCalls
import Entities
import FavoritesDataContract
import Foundation
import OpenAPIRuntime
import SecretStoreContract

/// My schedule on the conference's podium-server, through the client generated from
/// API/openapi.yaml for its two operations (internal to this target): every choice the attendee
/// has made on any device, dated, merged by the server.
public struct PodiumServerFavoritesDataManager: FavoritesSyncPartner {
    let server: ConferenceServerCalls
    public let partner: FavoritesPartner

    public init(address: URL, secrets: any SecretStoring, timeout: Duration = .seconds(10), responseLimit: Int = 4 << 20) {
        server = ConferenceServerCalls(address: address, secrets: secrets, timeout: timeout, responseLimit: responseLimit)
        partner = FavoritesPartner(id: FavoritesPartner.podiumServerID, name: "podium-server at \(address.withoutCredentials)")
    }

    public func isSignedIn() async -> Bool {
        await server.hasToken()
    }

    /// With nothing to send, the server's set when it changed since `tag` (nil: it did not);
    /// else the choices sent, a request at a time, each naming the set the answers so far add
    /// up to, so the server answers only what changed since (and what was sent).
    public func exchange(_ pending: [FavoriteChoice], favorites: Set<String>, since tag: String?, at time: Date)
        async throws(FavoritesSyncError) -> FavoriteChoiceSet? {
        do {
            guard !pending.isEmpty else { return try await favoriteChoices(ifNoneMatch: tag) }
            // Each request says this device's clock when it leaves, not when the exchange began:
            // a slow token read or an earlier request's wait would otherwise read as a wrong clock.
            let began = ContinuousClock.now
            let clock = { @Sendable in time.addingTimeInterval(Self.seconds(began.duration(to: .now))) }
            var answer: FavoriteChoiceSet?
            var start = pending.startIndex
            while start < pending.endIndex {
                let end = min(start + FavoriteChoiceSet.maxPerRequest, pending.endIndex)
                let next = try await mergeFavoriteChoices(Array(pending[start..<end]), sentAt: clock, since: answer?.tag ?? tag)
                answer = answer.map { Self.combined($0, then: next) } ?? next
                start = end
            }
            return answer
        } catch {
            throw Self.syncError(error)
        }
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Every choice on the server; nil when it is still what `tag` names.
    func favoriteChoices(ifNoneMatch tag: String?) async throws(ConferenceServerError) -> FavoriteChoiceSet? {
        let token = try await server.requiredToken()
        switch try await call(token: token, { client in try await client.getMyFavorites(headers: .init(ifNoneMatch: tag)) }) {
        case .ok(let ok): return try Self.choiceSet(try ConferenceServerCalls.json { try ok.body.json }, tag: ok.headers.eTag)
        case .notModified: return nil
        case .unauthorized: throw .notSignedIn
        case .badRequest(let bad): throw .invalid((try? bad.body.json.message) ?? "the server refused the request")
        case .undocumented(let status, _): throw .server("status \(status)")
        }
    }

    /// Sends choices made here (at most `FavoriteChoiceSet.maxPerRequest`); the server keeps, per
    /// session, the later of its own and this one, and answers every choice after that — or,
    /// given `since` (the tag of the set this device holds), only what changed after it and the
    /// sessions sent (`isComplete` false). `sentAt`: this device's clock, read as the request
    /// leaves, so the server can tell when it is wrong.
    func mergeFavoriteChoices(_ choices: [FavoriteChoice], sentAt: @Sendable () -> Date, since: String?)
        async throws(ConferenceServerError) -> FavoriteChoiceSet {
        let token = try await server.requiredToken()
        let changes = Components.Schemas.FavoriteChanges(
            sentAt: ConferenceServerCalls.milliseconds(sentAt()),
            since: since.flatMap { $0.unicodeScalars.count <= 100 ? $0 : nil },
            choices: choices.map { .init(sessionId: $0.sessionID, isFavorite: $0.isFavorite, setAt: ConferenceServerCalls.milliseconds($0.setAt)) })
        switch try await call(token: token, { client in try await client.putMyFavorites(body: .json(changes)) }) {
        case .ok(let ok): return try Self.choiceSet(try ConferenceServerCalls.json { try ok.body.json }, tag: ok.headers.eTag)
        case .unauthorized: throw .notSignedIn
        case .unprocessableContent(let refused): throw .invalid((try? refused.body.json.message) ?? "the server keeps no more favorites")
        case .badRequest(let bad): throw .invalid((try? bad.body.json.message) ?? "the server refused the favorites")
        case .contentTooLarge: throw .invalid("the favorites are more than the server takes at once")
        case .requestTimeout: throw ConferenceServerCalls.tooSlow
        case .serviceUnavailable(let busy): throw ConferenceServerCalls.cannotWrite(busy.headers.retryAfter)
        case .undocumented(let status, _): throw .server("status \(status)")
        }
    }

    /// The server's set, held to what the document promises: at most 5,000 choices, session ids
    /// of 1–200 characters without control characters. Anything else is not adopted at all.
    static func choiceSet(_ set: Components.Schemas.FavoriteSet, tag: String) throws(ConferenceServerError) -> FavoriteChoiceSet {
        guard set.choices.count <= FavoriteChoiceSet.maxPerAttendee else { throw .server("more favorites than the server keeps (\(set.choices.count))") }
        guard set.choices.allSatisfy({ choice in
            (1...FavoriteChoiceSet.maxSessionIDLength).contains(choice.sessionId.unicodeScalars.count)
                && !choice.sessionId.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        }) else { throw .server("a favorite with a session id outside the API's document") }
        return FavoriteChoiceSet(choices: set.choices.map {
            FavoriteChoice(sessionID: $0.sessionId, isFavorite: $0.isFavorite, setAt: Date(timeIntervalSince1970: Double($0.setAt) / 1000))
        }, tag: tag, isComplete: set.complete ?? true)
    }

    /// Two answers in a row as one: the later one's choice per session and its tag; whole when the
    /// first was (the second then adds what changed since it) or the second is.
    static func combined(_ first: FavoriteChoiceSet, then next: FavoriteChoiceSet) -> FavoriteChoiceSet {
        guard !next.isComplete else { return next }
        var bySession = Dictionary(first.choices.map { ($0.sessionID, $0) }, uniquingKeysWith: { _, last in last })
        for choice in next.choices { bySession[choice.sessionID] = choice }
        return FavoriteChoiceSet(choices: bySession.values.sorted { $0.sessionID < $1.sessionID }, tag: next.tag, isComplete: first.isComplete)
    }

    /// The server's words as a sync's: what a person does about each.
    static func syncError(_ error: ConferenceServerError) -> FavoritesSyncError {
        switch error {
        case .notSignedIn: .signInEnded("podium-server no longer knows your sign-in: sign in again with podium login --email EMAIL")
        case .unreachable: .unreachable(error.description)
        case .tooManyAttempts: .unreachable(error.description)
        case .insecure, .invalid, .invalidFields, .notRecognised, .notFound, .server: .refused(error.description)
        }
    }

    private func call<Output: Sendable>(token: String?, _ operation: @escaping @Sendable (Client) async throws -> Output)
        async throws(ConferenceServerError) -> Output {
        try await server.call(token: token, client: { Client(serverURL: $0, transport: $1, middlewares: $2) }, operation)
    }
}
