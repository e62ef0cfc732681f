import Entities
import Foundation
import ScheduleTesting
import Testing
@testable import Speakers

@MainActor
final class ViewSpy: SpeakersView {
    var models: [SpeakersViewModel] = []
    func show(_ model: SpeakersViewModel) { models.append(model) }
    var last: SpeakersViewModel? { models.last }
    /// Section titles, and rows under them ("★ " marks a favorite's speaker).
    var outline: [String] {
        (last?.sections ?? []).flatMap { [$0.title] + $0.rows.map { "  " + ($0.isFavorite ? "★ " : "") + $0.name } }
    }
}

@MainActor
final class InteractorSpy: SpeakersUseCase {
    var starts = 0
    var searches: [String] = []
    var cancels = 0
    func start() { starts += 1 }
    func search(_ text: String) { searches.append(text) }
    func cancelSearch() { cancels += 1 }
}

@MainActor
final class RouterSpy: SpeakersWireframe {
    var opened: [String] = []
    var problems: [String] = []
    func presentSpeakerDetails(for speakerID: String) { opened.append(speakerID) }
    func showProblem(_ title: String, _ message: String) { problems.append("\(title): \(message)") }
}

@MainActor
struct SpeakersPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()

    func makePresenter() -> SpeakersPresenter {
        let presenter = SpeakersPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    static let aberg = Speaker(id: "s-aberg", firstName: "Zoë", lastName: "Åberg", sessionIDs: ["ui"])
    static let digit = Speaker(id: "s-9", firstName: "", lastName: "", displayName: "9elements", sessionIDs: [])
    static let cjk = Speaker(id: "s-li", firstName: "", lastName: "", displayName: "李 雷", sessionIDs: ["nio"])

    @Test func everyoneAToZUnderTheirInitialWithTagLineSessionsAndStars() {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(interactor.starts == 1 && view.last?.message == "Loading…")
        presenter.didLoadFavorites(["actors"])
        presenter.didLoadSpeakers([Self.digit, Self.aberg, SampleSchedule.anna, SampleSchedule.lei, Self.cjk], total: 5, hasSchedule: true)
        #expect(view.outline == ["A", "  Zoë Åberg", "B", "  ★ Anna Berg", "L", "  Lei Li", "#", "  9elements", "  李 雷"],
                "Åberg under A; digits and other scripts together at the end")
        #expect(view.last?.title == "Speakers (5)")
        let anna = view.last?.sections[1].rows.first
        #expect(anna?.detail == "Principal Engineer at Example · 2 sessions")
        #expect(view.last?.sections[0].rows.first?.detail == "1 session")
        #expect(view.last?.sections[3].rows.first?.detail == "", "no tag line, no sessions: nothing to say")
        presenter.didLoadFavorites(["nio"])
        #expect(view.outline.contains("  ★ Lei Li") && view.outline.contains("  Anna Berg"), "stars follow My schedule")
    }

    @Test func searchResultsByNameThenOtherTextAndTheListComesBack() {
        let presenter = makePresenter()
        presenter.didLoadSpeakers([SampleSchedule.anna, SampleSchedule.lei], total: 2, hasSchedule: true)
        presenter.didChangeSearch(" ber ")
        #expect(interactor.searches == ["ber"])
        #expect(view.last?.title == "Speakers (2)", "the list stays until the results come: no flicker per key")
        presenter.didFindSpeakers(SpeakerSearchResult(byName: [SampleSchedule.anna], byOtherText: [SampleSchedule.lei]), for: "be")
        #expect(view.last?.title == "Speakers (2)", "an answer to an older keystroke is ignored")
        presenter.didFindSpeakers(SpeakerSearchResult(byName: [SampleSchedule.anna], byOtherText: [SampleSchedule.lei]), for: "ber")
        #expect(view.outline == ["Names", "  Anna Berg", "Tag lines and bios", "  Lei Li"])
        #expect(view.last?.title == "Speakers — search “ber”")
        #expect(view.last?.focusSpeakerID == "s-anna", "a new search starts at its top")
        presenter.didFindSpeakers(SpeakerSearchResult(byName: [SampleSchedule.anna], byOtherText: []), for: "ber")
        #expect(view.last?.focusSpeakerID == nil, "a re-read keeps the person's highlight")
        presenter.didFindSpeakers(SpeakerSearchResult(byName: [], byOtherText: []), for: "ber")
        #expect(view.last?.message == "No speakers match “ber”.")
        presenter.didChangeSearch("")
        #expect(interactor.cancels == 1)
        #expect(view.outline == ["B", "  Anna Berg", "L", "  Lei Li"])
    }

    @Test func emptyStatesAndFailuresAreSaid() {
        let presenter = makePresenter()
        presenter.didFail("cannot read the speakers: disk I/O error")
        #expect(view.last?.message == "cannot read the speakers: disk I/O error")
        presenter.didLoadSpeakers([], total: 0, hasSchedule: false)
        #expect(view.last?.message == "No schedule yet — syncing…")
        presenter.didLoadSpeakers([], total: 0, hasSchedule: true)
        #expect(view.last?.message == "This conference lists no speakers yet.")
        presenter.didLoadSpeakers([SampleSchedule.anna], total: 3_000, hasSchedule: true)
        #expect(view.last?.title == "Speakers (3000)", "the top of the list says how long all of it is")
        presenter.didFail("cannot read the speakers: database is locked")
        #expect(router.problems == ["Could not read the speakers: cannot read the speakers: database is locked"], "the list stays")
        #expect(view.last?.sections.isEmpty == false)
    }

    @Test func selectingOpensTheSpeaker() {
        makePresenter().didSelectSpeaker("s-anna")
        #expect(router.opened == ["s-anna"])
    }
}
