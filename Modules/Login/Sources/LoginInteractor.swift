import Entities
import Foundation
import PeopleDataContract

/// Login's use case: one sign-in at a time, through the People API data manager (which keeps
/// the token in the secret store).
@MainActor
final class LoginInteractor: LoginUseCase {
    weak var output: LoginInteractorOutput?
    private let people: any PeopleServing
    private var signingIn: Task<Void, Never>?

    init(people: any PeopleServing) {
        self.people = people
    }

    isolated deinit { signingIn?.cancel() }

    var server: URL { people.server }

    func signIn(email: String, ticketCode: String) {
        guard signingIn == nil else { return }
        let people = people
        signingIn = Task { [weak self] in
            let result: Result<SignedInAttendee, LoginFailure>
            do throws(PeopleError) {
                result = .success(try await people.signIn(email: email, ticketCode: ticketCode))
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
