import AttendeesDataContract
import AttendeesTesting
import Entities
import Foundation
import TestHarness
import Testing
@testable import Profile

@MainActor
struct ProfileInteractorTests {
    func interactor(_ server: ProfileServerFake) -> (ProfileInteractor, ProfileOutputSpy) {
        let interactor = ProfileInteractor(profiles: server)
        let output = ProfileOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func loadingAndSavingGoThroughTheServer() async {
        let server = ProfileServerFake()
        let (interactor, output) = interactor(server)
        interactor.load()
        #expect(await eventually { output.loaded.map(\.name) == ["Ada Lovelace"] })
        var profile = output.loaded[0]
        profile.name = "  Ada King  "
        profile.visibility = .attendees
        interactor.save(profile)
        #expect(await eventually { output.saved.map(\.name) == ["Ada King"] }, "answered as the server saved it")
        #expect(server.profile.visibility == .attendees)
    }

    @Test func everyRefusalBecomesTheFailureThePresenterWords() async {
        let server = ProfileServerFake()
        let (interactor, output) = interactor(server)
        interactor.save(MyProfile(name: "", links: [ProfileLink(title: "Mail", address: "mailto:ada@example.org")]))
        #expect(await eventually { output.saveFailures.count == 1 })
        guard case .invalid(let fields, nil) = output.saveFailures[0] else { Issue.record("\(output.saveFailures)"); return }
        #expect(fields[.name] == "a name is needed")
        #expect(fields[.links]?.hasPrefix("only http and https addresses") == true)

        server.fail(with: .unreachable("no answer"))
        interactor.save(MyProfile(name: "Ada"))
        #expect(await eventually { output.saveFailures.last == .unreachable })
        server.fail(with: .notSignedIn)
        interactor.load()
        #expect(await eventually { output.loadFailures == [.notSignedIn] })
        #expect(ProfileInteractor.failure(.invalidFields(["name": "a name is needed", "profile": "too big"]))
                == .invalid([.name: "a name is needed"], note: "profile: too big"), "a field the form does not have is a note")
        #expect(ProfileInteractor.failure(.server("status 500")) == .other("the server failed: status 500"))
    }

    @Test func aNewerRequestReplacesAnOlderOne() async throws {
        let server = ProfileServerFake()
        server.delay(.milliseconds(200))
        let (interactor, output) = interactor(server)
        interactor.load()
        interactor.save(MyProfile(name: "Ada Byron"))
        #expect(await eventually { output.saved.count == 1 })
        try await Task.sleep(for: .milliseconds(250))
        #expect(output.loaded.isEmpty, "the load's answer came after the save was asked for, and is not shown over it")
    }
}
