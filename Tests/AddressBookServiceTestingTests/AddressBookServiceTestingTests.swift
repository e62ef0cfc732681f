import AddressBookServiceContract
import AddressBookServiceTesting
import Entities
import Testing

/// The contact spy saves what it is asked to.
@Suite struct ContactSaverSpyTests {
    @Test func aSavedCardIsRecorded() throws {
        let spy = ContactSaverSpy()
        #expect(try spy.saveCard(for: Speaker(id: "s-anna", firstName: "Anna", lastName: "Berg")) == ContactSaverSpy.file(for: "s-anna"))
        #expect(spy.savedSpeakerIDs == ["s-anna"])
    }
}
