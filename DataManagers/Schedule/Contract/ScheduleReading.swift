/// The whole reading side of the schedule's store, and word of its changes. The composition
/// root holds it; a module is handed only the parts it calls (the audit's unused-read rule).
public protocol ScheduleReading: ConferenceReading, CatalogReading, FilterNamesReading, DayReading, DayListReading, DayOutlineReading, SessionReading, SessionListReading,
    SpeakerSessionsReading, SessionSearching, SpeakerListReading, SpeakerReading, ScheduleChangeReading, NowReading, SessionCountReading {}
