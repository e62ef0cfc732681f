import AttendeesDataContract
import Entities
import Foundation

/// Login's use case: one sign-in at a time, through the Attendees API data manager (which keeps
/// the token in the secret store).
@MainActor
final class LoginInteractor: LoginUseCase {
    weak var output: LoginInteractorOutput?
    private let server: any SigningIn
    private var signingIn: Task<Void, Never>?

    init(server: any SigningIn) {
        self.server = server
    }

    isolated deinit { signingIn?.cancel() }

    var address: URL { server.address }

    func signIn(email: String, ticketCode: String) {
        guard signingIn == nil else { return }
        let server = server
        signingIn = Task { [weak self] in
            let result: Result<SignedInAttendee, LoginFailure>
            do throws(ConferenceServerError) {
                result = .success(try await server.signIn(email: email, ticketCode: ticketCode))
            } catch .notRecognised {
                result = .failure(.notRecognised)
            } catch .tooManyAttempts(let seconds) {
                result = .failure(.tooManyAttempts(seconds: seconds))
            } catch .unreachable {
                result = .failure(.unreachable)
            } catch {
                result = .failure(.other(error.description))
            }
            guard let self, !Task.isCancelled else { return }
            signingIn = nil
            switch result {
            case .success(let attendee): output?.didSignIn(as: attendee)
            case .failure(let failure): output?.didFailToSignIn(failure)
            }
        }
    }
}
