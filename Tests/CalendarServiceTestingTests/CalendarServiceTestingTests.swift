import CalendarServiceContract
import CalendarServiceTesting
import Entities
import Testing

/// The calendar spy saves what it is asked to, or fails as told.
@Suite struct CalendarSpyTests {
    @Test func aSavedEventIsRecordedAndAFailureThrown() throws {
        let spy = CalendarSpy()
        #expect(try spy.saveEvent(of: Session(id: "keynote", title: "Keynote")) == CalendarSpy.file(for: "keynote"))
        #expect(spy.savedSessionIDs == ["keynote"])
        #expect(throws: CalendarExportError.self) { try CalendarSpy(failure: .cannotWrite(path: "/tmp/x.ics", detail: "the disk is full")).saveEvent(of: Session(id: "x", title: "X")) }
    }
}
