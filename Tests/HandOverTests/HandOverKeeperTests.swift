import ExternalOpenerContract
import ExternalOpenerTesting
import Foundation
import HandOver
import TestHarness
import Testing

/// A Router that hands links and files over, as the detail screens' Routers do.
@MainActor
final class LeavingRouter: HandingOver {
    let handOver: HandOverKeeper
    init(opener: any ExternalOpening) { handOver = HandOverKeeper(opener: opener) }
}

@MainActor
@Suite struct HandOverKeeperTests {
    @Test func aLinkAndAFileReachTheOpener() async throws {
        let opener = ExternalOpenerSpy()
        let router = LeavingRouter(opener: opener)
        var refused = 0
        router.openExternally(URL(string: "https://example.com/talk")!) { refused += 1 }
        router.openFile(URL(fileURLWithPath: "/tmp/talk.ics")) { refused += 1 }
        #expect(await eventually { opener.opened.count == 1 && opener.openedFiles.count == 1 })
        #expect(opener.opened == [URL(string: "https://example.com/talk")!])
        #expect(opener.openedFiles == [URL(fileURLWithPath: "/tmp/talk.ics")])
        #expect(refused == 0)
    }

    @Test func whenNothingTakesItTheScreenIsToldOnTheMainActor() async throws {
        let router = LeavingRouter(opener: ExternalOpenerSpy(succeeds: false))
        var refused: [String] = []
        router.openExternally(URL(string: "https://example.com")!) {
            MainActor.assertIsolated()
            refused.append("link")
        }
        #expect(await eventually { refused == ["link"] })
    }
}
