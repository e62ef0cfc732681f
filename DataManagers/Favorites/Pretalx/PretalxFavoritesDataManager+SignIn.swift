import Entities
import FavoritesDataContract
import Foundation
import SecretStoreContract

/// Signing in to a pretalx event as its own login page does (the form, its CSRF token and
/// cookie), and out. Only what keeps the sign-in goes to the secret store: the session, never the
/// password unless the person asks (`remember`).
extension PretalxFavoritesDataManager: PretalxSigningIn {
    public func signIn(email: String, password: String, remember: Bool) async throws(FavoritesSyncError) -> PretalxSignInOutcome {
        var signIn = try await freshSignIn(email: email, password: password, remember: remember)
        try await keep(signIn)
        do throws(FavoritesSyncError) {
            return PretalxSignInOutcome(email: email, starred: try await starredNow(&signIn), problem: nil)
        } catch .closed(let why) {
            return PretalxSignInOutcome(email: email, starred: nil, problem: why)
        } catch {
            return PretalxSignInOutcome(email: email, starred: nil, problem: "signed in, but your favourites there could not be read: \(error)")
        }
    }

    /// Forgets the sign-in (telling pretalx, when it can be reached); whether there was one.
    @discardableResult
    public func signOut() async throws(FavoritesSyncError) -> Bool {
        guard let signIn = try await storedSignIn() else { return false }
        _ = try? await http.send(.post, event.page.appendingPathComponent("logout"), cookies: signIn.cookies,
                                 headers: [("X-CSRFToken", signIn.csrf), ("Referer", event.page.absoluteString), ("Origin", Self.origin(of: event.instance))],
                                 form: [("csrfmiddlewaretoken", signIn.csrf)])
        do {
            try await secrets.delete(service: Self.secretService, account: account)
        } catch .itemNotFound {
        } catch {
            throw .local("the pretalx sign-in could not be removed from the secret store: \(error)")
        }
        return true
    }

    /// The email the kept sign-in is for, when there is one.
    public func signedInEmail() async -> String? {
        ((try? await storedSignIn()) ?? nil)?.email
    }

    private func starredNow(_ signIn: inout PretalxSignIn) async throws(FavoritesSyncError) -> Int {
        let response = try await http.send(.get, event.favourites, cookies: signIn.cookies, headers: [("Accept", "application/json")])
        if response.status == 401 || response.status == 403, !Self.isSignedOut(response) {
            throw .closed("signed in, but \(event.page.absoluteString) takes no favourites now (its schedule is not public); "
                          + "your picks are synced once it does")
        }
        if response.status == 404 {
            throw .closed("signed in, but pretalx has no public event '\(event.slug)' now; your picks are synced once it does")
        }
        guard (200..<300).contains(response.status) else {
            throw .refused("signed in, but pretalx answered HTTP \(response.status) when asked for your favourites")
        }
        return try Self.codes(inAnswer: response.body).count
    }

    /// The login page's form, filled in and sent, as a browser does.
    func freshSignIn(email: String, password: String, remember: Bool) async throws(FavoritesSyncError) -> PretalxSignIn {
        let login = event.loginPage
        let page = try await http.send(.get, login, headers: [("Accept", "text/html")])
        switch page.status {
        case 200: break
        case 404:
            throw .closed("\(event.page.absoluteString) is no public pretalx event (its login page is not there): check the address")
        case 429, 500..<600:
            throw .unreachable("pretalx at \(event.instance.absoluteString) answered HTTP \(page.status); try again later")
        default:
            throw .refused("\(login.absoluteString) answered HTTP \(page.status), not pretalx's login page")
        }
        let form = PretalxLoginPage(html: page.text)
        guard form.isLoginForm, let token = form.csrfToken, let cookie = page.cookies[PretalxCookie.csrf] else {
            throw .refused("\(login.absoluteString) is not a pretalx login page (no sign-in form with its CSRF token)")
        }
        let answer = try await http.send(.post, login, cookies: [PretalxCookie.csrf: cookie],
                                         headers: [("Accept", "text/html"), ("Referer", login.absoluteString), ("Origin", Self.origin(of: login))],
                                         form: [("csrfmiddlewaretoken", token), ("login_email", email), ("login_password", password)])
        if (300..<400).contains(answer.status), let session = answer.cookies[PretalxCookie.session], !session.isEmpty {
            return PretalxSignIn(session: session, csrf: answer.cookies[PretalxCookie.csrf] ?? cookie, email: email,
                                 password: remember ? password : nil)
        }
        let instance = event.instance.absoluteString
        switch answer.status {
        case 200:
            switch PretalxLoginPage(html: answer.text).refusal {
            case .credentials:
                throw .refused("pretalx at \(instance) knows no account with this email and password (it does not say which is wrong): "
                               + "check both, or reset the password at \(event.page.absoluteString)reset")
            case .tooManyAttempts:
                throw .refused("pretalx at \(instance) asks to wait 5 minutes after too many attempts; sign in again then")
            case .disabled:
                throw .refused("pretalx at \(instance) says this account is disabled; ask the event's organisers")
            case .unknown:
                throw .refused("pretalx at \(instance) showed its login page again without signing you in; try signing in on \(login.absoluteString)")
            }
        case 403:
            throw .refused("pretalx at \(instance) refused the sign-in form (its CSRF check); try again, and tell Podium's authors if it stays")
        case 429, 500..<600:
            throw .unreachable("pretalx at \(instance) answered HTTP \(answer.status) to the sign-in; try again later")
        default:
            throw .refused("pretalx at \(instance) answered HTTP \(answer.status) to the sign-in, without a session")
        }
    }

    func keptSignIn() async throws(FavoritesSyncError) -> PretalxSignIn {
        guard let signIn = try await storedSignIn() else {
            throw .notSignedIn("not signed in to pretalx at \(event.instance.absoluteString): podium login --pretalx --email EMAIL")
        }
        return signIn
    }

    func storedSignIn() async throws(FavoritesSyncError) -> PretalxSignIn? {
        let secret: Secret?
        do {
            secret = try await secrets.secretIfPresent(service: Self.secretService, account: account)
        } catch {
            throw .local("the secret store could not be read: \(error)")
        }
        guard let secret else { return nil }
        guard let signIn = try? JSONDecoder().decode(PretalxSignIn.self, from: Data(secret.bytes)) else {
            throw .signInEnded("the pretalx sign-in kept for \(account) cannot be read; sign in again: podium login --pretalx --email EMAIL")
        }
        return signIn
    }

    func keep(_ signIn: PretalxSignIn) async throws(FavoritesSyncError) {
        do {
            let data = try JSONEncoder().encode(signIn)
            try await secrets.set(Secret(bytes: Array(data)), service: Self.secretService, account: account,
                                  label: "Podium sign-in to pretalx at \(account)")
        } catch {
            throw .local("signed in, but the sign-in could not be kept in the secret store: \(error)")
        }
    }
}
