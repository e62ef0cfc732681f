import Foundation
import Testing
@testable import StoreContract

/// The values the store's roles carry, as both stores and the handlers read them.
@Suite struct StoreValuesTests {
    @Test func aRemovalAtTheSameMomentWinsSoTwoDevicesAgree() {
        let starred = FavoriteChoice(sessionID: "a", isFavorite: true, setAt: 100)
        let removed = FavoriteChoice(sessionID: "a", isFavorite: false, setAt: 100)
        #expect(removed.wins(over: starred) && !starred.wins(over: removed))
        #expect(FavoriteChoice(sessionID: "a", isFavorite: true, setAt: 101).wins(over: removed))
    }

    @Test func aVersionIsOfOneAttendeesSetInOneStore() {
        let version = FavoriteVersion(owner: "ab12", epoch: "e1", number: 3)
        #expect(version.isSameSet(as: FavoriteVersion(owner: "ab12", epoch: "e1", number: 9)))
        #expect(!version.isSameSet(as: FavoriteVersion(owner: "ab12", epoch: "e2", number: 3)), "a restored store's epoch differs")
    }

    @Test func failuresAreSaidInWordsWithTheLimit() {
        #expect(AttendeeStoreError.tooManyFavorites.description.contains("\(FavoriteChoice.keptPerAttendee)"))
        #expect(AttendeeStoreError.invalidProfile(["name": "empty", "bio": "long"]).description == "invalid bio, name")
        let entry = AttendeeEntry(id: "x", profile: ProfileUpdate(name: "Ada", company: "Engines", visibility: .attendees))
        #expect(entry.name == "Ada" && entry.company == "Engines", "a profile's fields read as the entry's own")
    }
}
