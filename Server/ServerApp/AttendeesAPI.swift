import Foundation
import OpenAPIRuntime
import ServerAPI
import StoreContract
import StoreRules

/// The OpenAPI document's operations over the attendee store. Authentication happened in
/// `BearerAuthMiddleware`; each handler validates what the document does not (lengths, ranges)
/// and answers only with responses the document lists.
struct AttendeesAPI: APIProtocol {
    let store: any AttendeeStoring
    let settings: ServerSettings
    let limiter: SignInLimiter
    let searchShare: SearchShare
    let metrics: ServerMetrics
    let log: ServerLog
    let tokenOwners: TokenOwners

    func health(_ input: Operations.Health.Input) async throws -> Operations.Health.Output {
        switch await store.health(now: settings.now()) {
        case .ok:
            return .ok(.init(body: .json(.init(status: .ok))))
        case .notAnswering:
            return .serviceUnavailable(.init(body: .json(.init(message: "the database does not answer"))))
        case .cannotWrite(let reason):
            return .serviceUnavailable(.init(body: .json(.init(message: "the store cannot write: \(reason)"))))
        }
    }

    func signIn(_ input: Operations.SignIn.Input) async throws -> Operations.SignIn.Output {
        guard case .json(let request) = input.body else { throw ProblemResponse(status: .badRequest, message: "a JSON body is needed") }
        // Lengths in code points, as the document (JSON Schema) counts them.
        guard request.email.unicodeScalars.count <= 320, request.ticketCode.unicodeScalars.count <= 200 else {
            return .badRequest(.init(body: .json(.init(message: "the email or ticket code is too long"))))
        }
        let email = Secrets.normalizedEmail(request.email)
        let now = settings.now()
        switch try await limiter.begin(email: email, address: RequestScope.clientAddress, now: now) {
        case .failure(let retry):
            metrics.limitHit("email")
            log.info("sign-in refused for \(Secrets.maskedEmail(email)): too many attempts, retry in \(retry.seconds) s")
            return .tooManyRequests(.init(headers: .init(retryAfter: retry.seconds),
                                          body: .json(.init(message: "too many attempts — try again in \(retry.seconds) s"))))
        case .success(let attempt):
            let signedIn: (token: String, expiresAt: Date, attendee: AttendeeEntry)?
            do {
                signedIn = try await store.signIn(email: email, ticketCode: request.ticketCode, now: now,
                                                  lifetime: settings.tokenLifetime, keepingTokens: settings.liveTokensPerAttendee)
            } catch {
                _ = try? await limiter.end(attempt, .unknown, now: now)
                throw error
            }
            if signedIn != nil { tokenOwners.forgetAll() }   // it may have revoked the attendee's oldest token
            let addressWait = try await limiter.end(attempt, signedIn == nil ? .failed : .succeeded, now: settings.now())
            guard let signedIn else {
                metrics.signInFailed()
                if let addressWait {
                    metrics.limitHit("address")
                    log.info("sign-in failed for \(Secrets.maskedEmail(email)) from an address over its limit")
                    return .tooManyRequests(.init(headers: .init(retryAfter: addressWait.seconds),
                                                  body: .json(.init(message: "too many attempts — try again in \(addressWait.seconds) s"))))
                }
                log.info("sign-in failed for \(Secrets.maskedEmail(email))")
                return .unauthorized(.init(body: .json(.init(message: "email or ticket code not recognised"))))
            }
            log.info("signed in \(Secrets.maskedEmail(email))")
            return .created(.init(body: .json(.init(token: signedIn.token, expiresAt: signedIn.expiresAt,
                                                    attendee: APIValues.attendee(signedIn.attendee)))))
        }
    }

    func signOut(_ input: Operations.SignOut.Input) async throws -> Operations.SignOut.Output {
        guard let token = RequestScope.bearerToken else { throw ProblemResponse.unauthorized }
        try await store.revoke(token: token, now: settings.now())
        tokenOwners.forgetAll()
        return .noContent(.init())
    }

    func listAttendees(_ input: Operations.ListAttendees.Input) async throws -> Operations.ListAttendees.Output {
        let limit = input.query.limit ?? 50
        guard (1...100).contains(limit) else { return .badRequest(Self.badRequest("limit is 1 to 100")) }
        guard (input.query.q ?? "").unicodeScalars.count <= 200 else { return .badRequest(Self.badRequest("the search is over 200 characters")) }
        guard (input.query.cursor ?? "").unicodeScalars.count <= 400 else { return .badRequest(Self.badRequest("the cursor is too long")) }
        guard let seq = RequestScope.attendeeSeq else { throw ProblemResponse.unauthorized }
        let ticket: SearchShare.Ticket
        switch searchShare.begin(seq, now: settings.now()) {
        case .success(let granted): ticket = granted
        case .failure(let wait):
            metrics.limitHit("searches")
            return .tooManyRequests(.init(headers: .init(retryAfter: wait.seconds),
                                          body: .json(.init(message: "too many searches at once — try again in \(wait.seconds) s"))))
        }
        defer { searchShare.end(ticket) }
        let page: AttendeePage
        do {
            page = try await store.page(matching: input.query.q, after: input.query.cursor, limit: limit)
        } catch AttendeeStoreError.badCursor {
            return .badRequest(Self.badRequest("the cursor is not one this server gave"))
        }
        let body = APIValues.page(page)
        let tag = EntityTag.of(body)
        if EntityTag.matches(input.headers.ifNoneMatch, tag) { return .notModified(.init(headers: .init(eTag: tag))) }
        return .ok(.init(headers: .init(eTag: tag), body: .json(body)))
    }

    func getAttendee(_ input: Operations.GetAttendee.Input) async throws -> Operations.GetAttendee.Output {
        guard input.path.id.unicodeScalars.count <= 64, let attendee = try await store.listedAttendee(id: input.path.id) else {
            return .notFound(.init(body: .json(.init(message: "no listed attendee has this id"))))
        }
        let body = APIValues.attendee(attendee)
        let tag = EntityTag.of(body)
        if EntityTag.matches(input.headers.ifNoneMatch, tag) { return .notModified(.init(headers: .init(eTag: tag))) }
        return .ok(.init(headers: .init(eTag: tag), body: .json(body)))
    }

    func getMyProfile(_ input: Operations.GetMyProfile.Input) async throws -> Operations.GetMyProfile.Output {
        guard let seq = RequestScope.attendeeSeq else { throw ProblemResponse.unauthorized }
        return .ok(.init(body: .json(APIValues.attendee(try await store.profile(of: seq)))))
    }

    func putMyProfile(_ input: Operations.PutMyProfile.Input) async throws -> Operations.PutMyProfile.Output {
        guard let seq = RequestScope.attendeeSeq else { throw ProblemResponse.unauthorized }
        guard case .json(let update) = input.body else { throw ProblemResponse(status: .badRequest, message: "a JSON body is needed") }
        do {
            let saved = try await store.updateProfile(of: seq, to: APIValues.profileUpdate(update), now: settings.now())
            return .ok(.init(body: .json(APIValues.attendee(saved))))
        } catch AttendeeStoreError.invalidProfile(let fields) {
            let message = fields.keys.sorted().map { "\($0): \(fields[$0]!)" }.joined(separator: "; ")
            return .unprocessableContent(.init(body: .json(.init(message: message, fields: .init(additionalProperties: fields)))))
        }
    }

    func getMyFavorites(_ input: Operations.GetMyFavorites.Input) async throws -> Operations.GetMyFavorites.Output {
        guard let seq = RequestScope.attendeeSeq else { throw ProblemResponse.unauthorized }
        let answer = try await store.favoriteSet(of: seq)
        let tag = EntityTag.of(answer.version)
        if EntityTag.matches(input.headers.ifNoneMatch, tag) { return .notModified(.init(headers: .init(eTag: tag))) }
        return .ok(.init(headers: .init(eTag: tag), body: .json(APIValues.favoriteSet(answer))))
    }

    func putMyFavorites(_ input: Operations.PutMyFavorites.Input) async throws -> Operations.PutMyFavorites.Output {
        guard let seq = RequestScope.attendeeSeq else { throw ProblemResponse.unauthorized }
        guard case .json(let changes) = input.body else { throw ProblemResponse(status: .badRequest, message: "a JSON body is needed") }
        guard changes.choices.count <= FavoriteRules.maxChoicesPerRequest else {
            return .badRequest(Self.badRequest("at most \(FavoriteRules.maxChoicesPerRequest) choices a request"))
        }
        let times = [changes.sentAt] + changes.choices.map(\.setAt)
        guard times.allSatisfy({ (0...FavoriteRules.latestMillisecond).contains($0) }) else {
            return .badRequest(Self.badRequest("times are milliseconds from 0 to \(FavoriteRules.latestMillisecond)"))
        }
        if let problem = changes.choices.lazy.compactMap({ FavoriteRules.problem(withSessionID: $0.sessionId) }).first {
            return .badRequest(Self.badRequest(problem))
        }
        guard (changes.since ?? "").unicodeScalars.count <= 100 else { return .badRequest(Self.badRequest("since is at most 100 characters")) }
        let merged: FavoriteAnswer
        do {
            merged = try await store.mergeFavoriteChoices(of: seq, changes.choices.map(APIValues.favoriteChoice), sentAt: changes.sentAt,
                                                          now: settings.now(), since: changes.since.flatMap(EntityTag.favoriteVersion))
        } catch AttendeeStoreError.tooManyFavorites {
            return .unprocessableContent(.init(body: .json(.init(message: AttendeeStoreError.tooManyFavorites.description))))
        }
        return .ok(.init(headers: .init(eTag: EntityTag.of(merged.version)), body: .json(APIValues.favoriteSet(merged))))
    }

    static func badRequest(_ message: String) -> Components.Responses.BadRequest {
        .init(body: .json(.init(message: message)))
    }
}
