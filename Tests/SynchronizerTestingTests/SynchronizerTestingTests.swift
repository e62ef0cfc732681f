import Entities
import Foundation
import SynchronizerContract
import SynchronizerTesting
import Testing

/// The fake synchronizer counts syncs and tells listeners what it is told; the manual clock
/// stays where it is set.
@MainActor @Suite struct FakeSynchronizerTests {
    @Test func aSyncIsCountedAndAStatusPublished() async {
        let synchronizer = FakeSynchronizer()
        synchronizer.nextOutcome = .failed("offline")
        #expect(await synchronizer.syncNow(acceptingShrink: true) == .failed("offline"))
        #expect(synchronizer.syncNowCount == 1 && synchronizer.lastAcceptedShrink)
        let clock = ManualSyncClock(Date(timeIntervalSince1970: 100))
        clock.set(Date(timeIntervalSince1970: 160))
        #expect(clock.now() == Date(timeIntervalSince1970: 160))
    }
}
