import Entities
import FavoritesDataContract
import Foundation
import ScheduleDataContract
import SecretStoreContract

/// My schedule on the event's pretalx: the star a signed-in attendee sets on its web schedule, on
/// a laptop or a phone. pretalx keeps a set of talk codes and no dates (`GET
/// /api/events/EVENT/submissions/favourites/`, `POST`/`DELETE …/CODE/favourite/`), so Podium
/// keeps the set it last agreed with it (the exchange's tag) to tell "unstarred on the web" from
/// "starred here since", and matches sessions by their talk's code: a talk given a new slot or a
/// new guid keeps its star. Signed in as pretalx's own login page does, with its session cookie.
public struct PretalxFavoritesDataManager: FavoritesSyncPartner {
    /// The secret store's service for pretalx sign-ins; the account is the instance.
    public static let secretService = "pretalx"
    public let event: PretalxEvent
    public let partner: FavoritesPartner
    let secrets: any SecretStoring
    let talks: any PretalxTalksReading
    let http: PretalxHTTP

    public init(event: PretalxEvent, secrets: any SecretStoring, talks: any PretalxTalksReading, timeout: Duration = .seconds(15)) {
        self.event = event
        self.secrets = secrets
        self.talks = talks
        http = PretalxHTTP(timeout: timeout, limit: 2 << 20)
        partner = FavoritesPartner(id: FavoritesPartner.pretalxID, name: "pretalx at \(event.page.absoluteString)")
    }

    /// The secret store's account: the instance, since one sign-in covers its every event.
    public var account: String { event.instanceKey }

    public func isSignedIn() async -> Bool {
        ((try? await secrets.secretIfPresent(service: Self.secretService, account: account)) ?? nil) != nil
    }

    // MARK: The exchange

    public func exchange(_ pending: [FavoriteChoice], favorites: Set<String>, since tag: String?, at time: Date)
        async throws(FavoritesSyncError) -> FavoriteChoiceSet? {
        var signIn = try await keptSignIn()
        let codes: [String: String]
        do {
            codes = try await talks.talkCodes(of: event)
        } catch {
            throw .local("the schedule could not be read for its talks' codes: \(error)")
        }
        var slots: [String: [String]] = [:]
        for (sessionID, code) in codes { slots[code, default: []].append(sessionID) }
        let agreed = tag.map(Self.codes(inTag:))
        let remote = try await starred(&signIn)

        // What was chosen here since the last agreement, per talk: starred when one of its slots
        // is in My schedule now. The first time, only stars: an old removal here does not take
        // away a star set on the web.
        let touched = Set(pending.filter { agreed != nil || $0.isFavorite }.compactMap { codes[$0.sessionID] })
        var now = remote
        for code in touched.sorted() {
            let wanted = slots[code, default: []].contains(where: favorites.contains)
            if wanted, !now.contains(code) {
                if try await setStar(code, true, &signIn) { now.insert(code) }
            } else if !wanted, now.contains(code) {
                if try await setStar(code, false, &signIn) { now.remove(code) }
            }
        }

        // What changed on the web since the last agreement (the first time: every star there),
        // as choices made now; what was just set here is not among it.
        var choices: [FavoriteChoice] = []
        for code in remote.subtracting(agreed ?? []).subtracting(touched).sorted() {
            for id in slots[code, default: []].sorted() where !favorites.contains(id) {
                choices.append(FavoriteChoice(sessionID: id, isFavorite: true, setAt: time))
            }
        }
        for code in (agreed ?? []).subtracting(remote).subtracting(touched).sorted() {
            for id in slots[code, default: []].sorted() where favorites.contains(id) {
                choices.append(FavoriteChoice(sessionID: id, isFavorite: false, setAt: time))
            }
        }
        // A talk starred on the web that the feed does not have yet stays out of the agreement,
        // so it is adopted once the feed has it.
        let agreedNow = now.intersection(slots.keys)
        if choices.isEmpty, touched.isEmpty, agreedNow == agreed { return nil }
        return FavoriteChoiceSet(choices: choices, tag: Self.tag(agreedNow), isComplete: false)
    }

    /// The agreed set as the store keeps it: the codes, sorted, comma-separated.
    static func tag(_ codes: Set<String>) -> String {
        codes.sorted().joined(separator: ",")
    }

    static func codes(inTag tag: String) -> Set<String> {
        Set(tag.split(separator: ",").map { $0.uppercased() }.filter(PretalxEvent.isTalkCode))
    }

    // MARK: pretalx's API

    /// The codes of the talks starred on pretalx, signing in again once when the session ended
    /// and the password is kept.
    private func starred(_ signIn: inout PretalxSignIn) async throws(FavoritesSyncError) -> Set<String> {
        var response = try await http.send(.get, event.favourites, cookies: signIn.cookies, headers: [("Accept", "application/json")])
        if Self.isSignedOut(response), let password = signIn.password {
            signIn = try await freshSignIn(email: signIn.email, password: password, remember: true)
            try await keep(signIn)
            response = try await http.send(.get, event.favourites, cookies: signIn.cookies, headers: [("Accept", "application/json")])
        }
        try check(response, signIn: signIn, doing: "reading your favourites")
        return try Self.codes(inAnswer: response.body)
    }

    /// Stars (POST) or unstars (DELETE) a talk; false when pretalx no longer schedules it (404):
    /// it has no star to set, which is no failure.
    private func setStar(_ code: String, _ isFavorite: Bool, _ signIn: inout PretalxSignIn) async throws(FavoritesSyncError) -> Bool {
        let headers = [("Accept", "application/json"), ("X-CSRFToken", signIn.csrf), ("Referer", event.schedulePage.absoluteString),
                       ("Origin", Self.origin(of: event.instance))]
        var response = try await http.send(isFavorite ? .post : .delete, event.favourite(code: code), cookies: signIn.cookies, headers: headers)
        if Self.isSignedOut(response), let password = signIn.password {
            signIn = try await freshSignIn(email: signIn.email, password: password, remember: true)
            try await keep(signIn)
            let again = [("Accept", "application/json"), ("X-CSRFToken", signIn.csrf), ("Referer", event.schedulePage.absoluteString),
                         ("Origin", Self.origin(of: event.instance))]
            response = try await http.send(isFavorite ? .post : .delete, event.favourite(code: code), cookies: signIn.cookies, headers: again)
        }
        if response.status == 404 { return false }
        try check(response, signIn: signIn, doing: isFavorite ? "starring \(code)" : "unstarring \(code)")
        return true
    }

    /// An answer other than 2xx, in words that say what to do.
    private func check(_ response: PretalxHTTP.Response, signIn: PretalxSignIn, doing what: String) throws(FavoritesSyncError) {
        switch response.status {
        case 200..<300: return
        case _ where Self.isSignedOut(response):
            throw .signInEnded("your pretalx sign-in at \(event.instance.absoluteString) has ended; sign in again: "
                               + "podium login --pretalx --email \(Self.shown(signIn.email))")
        case 401, 403:
            throw .closed("\(event.page.absoluteString) takes no favourites now (its schedule is not public); your picks stay here")
        case 404:
            throw .closed("pretalx at \(event.instance.absoluteString) has no public event '\(event.slug)' now; your picks stay here")
        case 429, 500..<600:
            throw .unreachable("pretalx at \(event.instance.absoluteString) answered HTTP \(response.status) while \(what); tried again later")
        default:
            throw .refused("pretalx at \(event.instance.absoluteString) answered HTTP \(response.status) while \(what)")
        }
    }

    /// pretalx's API says "Authentication credentials were not provided." (a session it no longer
    /// knows) or "CSRF Failed" (a token that ended with it) with a 403, apart from "You do not have
    /// permission" (favourites closed).
    static func isSignedOut(_ response: PretalxHTTP.Response) -> Bool {
        guard response.status == 401 || response.status == 403 else { return false }
        let detail = response.text.lowercased()
        return detail.contains("credentials were not provided") || detail.contains("not authenticated") || detail.contains("csrf failed")
            || detail.contains("authentication credentials")
    }

    /// The favourites answer as pretalx documents it: a list of talk codes. Anything else, or
    /// more than a person's favourites could be, is refused whole.
    static func codes(inAnswer body: Data) throws(FavoritesSyncError) -> Set<String> {
        guard let list = try? JSONSerialization.jsonObject(with: body) as? [Any] else {
            throw .refused("pretalx's favourites answer is not a list of talk codes")
        }
        guard list.count <= FavoriteChoiceSet.maxPerAttendee else { throw .refused("pretalx answered more favourites (\(list.count)) than Podium keeps") }
        var codes = Set<String>()
        for item in list {
            guard let code = item as? String, PretalxEvent.isTalkCode(code) else { throw .refused("pretalx's favourites answer holds something that is no talk code") }
            codes.insert(code.uppercased())
        }
        return codes
    }

    static func origin(of url: URL) -> String {
        let port = url.port.map { ":\($0)" } ?? ""
        return "\(url.scheme ?? "https")://\(url.host ?? "")\(port)"
    }

    /// An email as a message may repeat it: printable, short.
    static func shown(_ email: String) -> String {
        String(String.UnicodeScalarView(email.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }.prefix(100)))
    }
}
