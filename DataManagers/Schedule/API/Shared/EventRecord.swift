import Entities
import Foundation

/// One session as a frab or iCalendar feed describes it: read, not yet checked against the
/// rest of the feed. `ScheduleAssembler` turns a feed's records into entities the same way for
/// every format.
struct EventRecord {
    /// Where it is in the feed, for messages: `day[2].room["Ada"].event[3]`.
    var path: String
    /// What identifies it: frab's guid (else id), iCalendar's UID.
    var key: String?
    var title: String?
    var subtitle: String?
    var abstract: String?
    var description: String?
    var start: EventTime?
    /// The clock time the feed writes beside a dated start (frab's `<start>` with `<date>`):
    /// the venue's clock as the feed's own author saw it, which says whether the date's UTC
    /// offset is right.
    var clock: (hour: Int, minute: Int)?
    var end: EventTime?
    var duration: TimeInterval?
    /// The programme day the feed files it under (frab's `<day date>`).
    var filedUnder: LocalDate?
    var room: String?
    /// (category, item): ("Track", "Security"), ("Language", "en").
    var categories: [(category: String, item: String)] = []
    var persons: [PersonRecord] = []
    var pageURL: String?
    var links: [(title: String?, url: String)] = []
    var doNotRecord = false

    init(path: String) {
        self.path = path
    }
}

/// A time as a feed gives it: written (its zone chosen later), or already an instant (an
/// iCalendar time in a zone of its own).
enum EventTime {
    case written(FeedDateTime)
    case instant(Date)
}

/// A speaker as an event names them.
struct PersonRecord {
    /// The feed's own id for the person (frab's number, pretalx's code): unique within one
    /// frab or pretalx instance only, so a merged file may give it to several people.
    var id: String?
    /// A globally unique id (c3voc's `guid`): the same person wherever it appears.
    var guid: String?
    var name: String
    var bio: String?
    var photoURL: String?
    var links: [(title: String?, url: String)] = []
}
