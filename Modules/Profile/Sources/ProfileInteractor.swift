import AttendeesDataContract
import Entities
import Foundation

/// Profile's use cases: reading one's own profile from the conference's server and saving it.
/// Nothing is queued: a save needs the server, and says so when it cannot reach it.
@MainActor
final class ProfileInteractor: ProfileUseCase {
    weak var output: ProfileInteractorOutput?
    private let profiles: any ProfileServing
    private var request: Task<Void, Never>?

    init(profiles: any ProfileServing) {
        self.profiles = profiles
    }

    var address: URL { profiles.address }

    isolated deinit { request?.cancel() }

    func load() {
        let profiles = profiles
        request?.cancel()
        request = Task { [weak self] in
            let result: Result<MyProfile, ConferenceServerError>
            do throws(ConferenceServerError) { result = .success(try await profiles.myProfile()) } catch { result = .failure(error) }
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let profile): output?.didLoad(profile)
            case .failure(let error): output?.didFailToLoad(Self.failure(error))
            }
        }
    }

    func save(_ profile: MyProfile) {
        let profiles = profiles
        request?.cancel()
        request = Task { [weak self] in
            let result: Result<MyProfile, ConferenceServerError>
            do throws(ConferenceServerError) { result = .success(try await profiles.saveProfile(profile)) } catch { result = .failure(error) }
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let saved): output?.didSave(saved)
            case .failure(let error): output?.didFailToSave(Self.failure(error))
            }
        }
    }

    /// The server's refusals by the form's fields; what it says of a field the form does not
    /// have is kept as a note.
    static func failure(_ error: ConferenceServerError) -> ProfileFailure {
        switch error {
        case .unreachable: return .unreachable
        case .notSignedIn: return .notSignedIn
        case .invalidFields(let fields):
            var known: [ProfileField: String] = [:]
            var others: [String] = []
            for key in fields.keys.sorted() {
                if let field = ProfileField(rawValue: key) { known[field] = fields[key] } else { others.append("\(key): \(fields[key]!)") }
            }
            return .invalid(known, note: others.isEmpty ? nil : others.joined(separator: "; "))
        default: return .other(error.description)
        }
    }
}
