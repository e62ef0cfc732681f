import AttendeeStore
import Foundation
import StoreContract
import Testing

/// The server's merge of My schedule from several devices: per session the later choice wins, a
/// removal is kept, and a device with a wrong clock still has its latest choice win.
@Suite struct FavoriteChoiceTests {
    static let now = StoreFixture.now
    static var nowMilliseconds: Int64 { Int64(now.timeIntervalSince1970 * 1000) }

    func signedUp(_ kind: StoreKind) async throws -> (StoreFixture, ada: Int64, bob: Int64) {
        let fixture = try await StoreFixture(kind)
        try await fixture.register([("Ada", "ada@example.org", "ABCD-1234"), ("Bob", "bob@example.org", "EFGH-5678")])
        let ada = try #require(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "ABCD-1234", now: Self.now, lifetime: 60))
        let bob = try #require(try await fixture.store.signIn(email: "bob@example.org", ticketCode: "EFGH-5678", now: Self.now, lifetime: 60))
        let adaSeq = try #require(try await fixture.store.attendeeSeq(forToken: ada.token, now: Self.now))
        let bobSeq = try #require(try await fixture.store.attendeeSeq(forToken: bob.token, now: Self.now))
        return (fixture, adaSeq, bobSeq)
    }

    func choice(_ id: String, _ isFavorite: Bool, secondsAgo: Int64) -> FavoriteChoice {
        FavoriteChoice(sessionID: id, isFavorite: isFavorite, setAt: Self.nowMilliseconds - secondsAgo * 1000)
    }

    @Test(arguments: StoreKind.all) func theLaterChoiceWinsAndARemovalStays(kind: StoreKind) async throws {
        let (fixture, ada, _) = try await signedUp(kind)
        let store = fixture.store
        let sent = Self.nowMilliseconds
        // The laptop added two sessions a while ago; the phone removed one of them since.
        _ = try await store.mergeFavoriteChoices(of: ada, [choice("keynote", true, secondsAgo: 300), choice("rust", true, secondsAgo: 300)],
                                                 sentAt: sent, now: Self.now)
        let merged = try await store.mergeFavoriteChoices(of: ada, [choice("keynote", false, secondsAgo: 100)], sentAt: sent, now: Self.now).choices
        #expect(merged.map(\.sessionID) == ["keynote", "rust"])
        #expect(merged.first { $0.sessionID == "keynote" }?.isFavorite == false, "the removal is kept as a choice")
        // The laptop, back online, sends its older addition again: it does not bring it back.
        let again = try await store.mergeFavoriteChoices(of: ada, [choice("keynote", true, secondsAgo: 300)], sentAt: sent, now: Self.now).choices
        #expect(again == merged)
        #expect(try await store.favoriteChoices(of: ada) == merged)
    }

    @Test(arguments: StoreKind.all) func atTheSameMomentARemovalWinsWhicheverCameFirst(kind: StoreKind) async throws {
        let (fixture, ada, bob) = try await signedUp(kind)
        let store = fixture.store
        let sent = Self.nowMilliseconds
        for (seq, order) in [(ada, [true, false]), (bob, [false, true])] {
            for isFavorite in order {
                _ = try await store.mergeFavoriteChoices(of: seq, [choice("talk", isFavorite, secondsAgo: 5)], sentAt: sent, now: Self.now)
            }
            #expect(try await store.favoriteChoices(of: seq).map(\.isFavorite) == [false])
        }
    }

    @Test(arguments: StoreKind.all) func aDeviceWhoseClockIsWrongStillHasItsLatestChoiceWin(kind: StoreKind) async throws {
        let (fixture, ada, _) = try await signedUp(kind)
        let store = fixture.store
        // The phone's clock is right: it added the talk a minute ago.
        _ = try await store.mergeFavoriteChoices(of: ada, [choice("talk", true, secondsAgo: 60)], sentAt: Self.nowMilliseconds, now: Self.now)
        // The laptop's clock is two hours behind: it removed the talk 10 s ago, by its clock.
        let twoHours: Int64 = 7_200_000
        let laptopNow = Self.nowMilliseconds - twoHours
        let merged = try await store.mergeFavoriteChoices(
            of: ada, [FavoriteChoice(sessionID: "talk", isFavorite: false, setAt: laptopNow - 10_000)], sentAt: laptopNow, now: Self.now).choices
        #expect(merged.map(\.isFavorite) == [false], "moved onto the server's clock, the laptop's removal is the later choice")
        #expect(merged.first?.setAt == Self.nowMilliseconds - 10_000)
        // A clock ahead of the server's cannot make a choice win forever: nothing is later than now.
        let ahead = try await store.mergeFavoriteChoices(
            of: ada, [FavoriteChoice(sessionID: "future", isFavorite: true, setAt: Self.nowMilliseconds + 5_000)],
            sentAt: Self.nowMilliseconds, now: Self.now).choices
        #expect(ahead.first { $0.sessionID == "future" }?.setAt == Self.nowMilliseconds)
    }

    @Test(arguments: StoreKind.all) func oneAttendeesChoicesAreTheirsAlone(kind: StoreKind) async throws {
        let (fixture, ada, bob) = try await signedUp(kind)
        _ = try await fixture.store.mergeFavoriteChoices(of: ada, [choice("keynote", true, secondsAgo: 1)], sentAt: Self.nowMilliseconds,
                                                         now: Self.now)
        #expect(try await fixture.store.favoriteChoices(of: bob).isEmpty)
    }

    @Test(arguments: StoreKind.all) func moreChoicesThanTheServerKeepsAreRefusedWhole(kind: StoreKind) async throws {
        let (fixture, ada, _) = try await signedUp(kind)
        let store = fixture.store
        for batch in 0..<25 {
            let choices = (0..<200).map { choice("s\(batch)-\($0)", true, secondsAgo: 10) }
            _ = try await store.mergeFavoriteChoices(of: ada, choices, sentAt: Self.nowMilliseconds, now: Self.now)
        }
        #expect(try await store.favoriteChoices(of: ada).count == FavoriteChoice.keptPerAttendee)
        await #expect(throws: AttendeeStoreError.tooManyFavorites) {
            try await store.mergeFavoriteChoices(of: ada, [choice("one-more", true, secondsAgo: 1), choice("s0-0", false, secondsAgo: 1)],
                                                 sentAt: Self.nowMilliseconds, now: Self.now)
        }
        #expect(try await store.favoriteChoices(of: ada).first { $0.sessionID == "s0-0" }?.isFavorite == true, "nothing of it was written")
        // Changing sessions it already has is still fine.
        let changed = try await store.mergeFavoriteChoices(of: ada, [choice("s0-0", false, secondsAgo: 1)], sentAt: Self.nowMilliseconds,
                                                           now: Self.now).choices
        #expect(changed.first { $0.sessionID == "s0-0" }?.isFavorite == false)
    }

    /// A device that says which version it holds is answered what changed since and what it
    /// sent — not 5,000 choices for one; someone else's version, or one the set never had, gets
    /// everything.
    @Test(arguments: StoreKind.all) func aDeviceThatSaysItsVersionIsAnsweredOnlyWhatChanged(kind: StoreKind) async throws {
        let (fixture, ada, bob) = try await signedUp(kind)
        let store = fixture.store
        let all = (0..<300).map { choice("s\($0)", true, secondsAgo: 60) }
        let laptop = try await store.mergeFavoriteChoices(of: ada, Array(all[..<200]), sentAt: Self.nowMilliseconds, now: Self.now)
        #expect(laptop.isComplete && laptop.choices.count == 200)
        let phone = try await store.mergeFavoriteChoices(of: ada, Array(all[200...]), sentAt: Self.nowMilliseconds, now: Self.now,
                                                         since: laptop.version)
        #expect(!phone.isComplete && phone.choices.count == 100, "only what it sent: nothing else changed since")
        // The laptop, still at its version, removes one: it learns of the phone's 100 and its own one.
        let back = try await store.mergeFavoriteChoices(of: ada, [choice("s0", false, secondsAgo: 1)], sentAt: Self.nowMilliseconds,
                                                        now: Self.now, since: laptop.version)
        #expect(!back.isComplete && back.choices.count == 101 && back.choices.contains { $0.sessionID == "s0" && !$0.isFavorite })
        #expect(back.version.number == laptop.version.number + 2)
        // Sending what the server already has changes nothing and bumps nothing.
        let same = try await store.mergeFavoriteChoices(of: ada, [choice("s1", true, secondsAgo: 60)], sentAt: Self.nowMilliseconds,
                                                        now: Self.now, since: back.version)
        #expect(same.version == back.version && same.choices.map(\.sessionID) == ["s1"])
        // Bob's version, or a version from the future (a store restored from an older copy): all of it.
        let bobs = try await store.mergeFavoriteChoices(of: bob, [choice("b", true, secondsAgo: 1)], sentAt: Self.nowMilliseconds, now: Self.now)
        let wrongOwner = try await store.mergeFavoriteChoices(of: ada, [], sentAt: Self.nowMilliseconds, now: Self.now,
                                                              since: FavoriteVersion(owner: bobs.version.owner, epoch: bobs.version.epoch, number: 1))
        #expect(wrongOwner.isComplete && wrongOwner.choices.count == 300)
        let future = try await store.mergeFavoriteChoices(of: ada, [], sentAt: Self.nowMilliseconds, now: Self.now,
                                                          since: FavoriteVersion(owner: back.version.owner, epoch: back.version.epoch, number: 99))
        #expect(future.isComplete && future.choices.count == 300)
        #expect(try await store.favoriteSet(of: ada).version == back.version)
    }

    /// A store restored from a backup rewinds its versions; a device's tag from before the
    /// restore names a number the restored set reaches again with other choices. The copy's
    /// epoch is its own, so that device is answered the whole set, never only what changed.
    @Test func aTagFromBeforeARestoreIsAnsweredTheWholeSet() async throws {
        let (fixture, ada, _) = try await signedUp(.sqlite)
        let store = fixture.file
        let first = try await store.mergeFavoriteChoices(of: ada, [choice("a", true, secondsAgo: 90)], sentAt: Self.nowMilliseconds, now: Self.now)
        let copy = fixture.directory.appendingPathComponent("copy.sqlite").path
        try store.backup(to: copy)
        // After the copy: the device adds b, and holds the tag of that set.
        let device = try await store.mergeFavoriteChoices(of: ada, [choice("b", true, secondsAgo: 80)], sentAt: Self.nowMilliseconds,
                                                          now: Self.now, since: first.version)
        // Restored from the copy, another device makes the set reach the same number with c.
        let restored = try AttendeeStore(path: copy)
        let other = try await restored.mergeFavoriteChoices(of: ada, [choice("c", true, secondsAgo: 70)], sentAt: Self.nowMilliseconds, now: Self.now)
        #expect(other.version.number == device.version.number && other.version.owner == device.version.owner)
        #expect(other.version.epoch != device.version.epoch, "the copy has an epoch of its own")
        let answer = try await restored.mergeFavoriteChoices(of: ada, [], sentAt: Self.nowMilliseconds, now: Self.now, since: device.version)
        #expect(answer.isComplete && answer.choices.map(\.sessionID) == ["a", "c"], "\(answer)")
        // The live store keeps its epoch.
        #expect(try await store.favoriteSet(of: ada).version.epoch == device.version.epoch)
    }
}
