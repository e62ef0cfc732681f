/// Small hand-made schedules in the open formats, with the quirks real files have. Shared by the
/// parser tests and the command-line tests. Hand-checked instants are in the tests that use them.
public enum FrabSample {
    /// frab XML: a zone named, `day_change` at 06:00, a talk after midnight with only a clock
    /// time (filed under the day before), one workshop held twice under one guid, HTML in an
    /// abstract, a recording opt-out, links, an empty `<persons/>`.
    public static let xml = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <schedule>
      <version>1.0-tiny</version>
      <conference>
        <acronym>tiny24</acronym>
        <title>Tiny Congress 2024</title>
        <start>2024-12-27</start>
        <end>2024-12-28</end>
        <days>2</days>
        <day_change>06:00</day_change>
        <timeslot_duration>00:15</timeslot_duration>
        <base_url>https://tiny.example.org/fahrplan/</base_url>
        <time_zone_name>Europe/Berlin</time_zone_name>
      </conference>
      <day index="1" date="2024-12-27" start="2024-12-27T10:00:00+01:00" end="2024-12-28T06:00:00+01:00">
        <room name="Saal 1">
          <event guid="tiny-keynote" id="101">
            <date>2024-12-27T11:00:00+01:00</date>
            <start>11:00</start>
            <duration>00:45</duration>
            <room>Saal 1</room>
            <slug>tiny24-101-opening</slug>
            <url>https://tiny.example.org/fahrplan/events/101.html</url>
            <title>Opening &amp; Keynote</title>
            <subtitle>Why small is beautiful</subtitle>
            <track>Ceremony</track>
            <type>lecture</type>
            <language>en</language>
            <abstract>&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;/p&gt;</abstract>
            <description></description>
            <recording><license/><optout>true</optout></recording>
            <persons><person id="7">Ada Lovelace</person></persons>
            <links><link href="https://media.example.org/v/101">Video</link></links>
            <attachments><attachment href="/system/attachments/1/slides.pdf">Slides</attachment></attachments>
          </event>
          <event guid="tiny-late" id="102">
            <start>00:30</start>
            <duration>01:00:00</duration>
            <room>Saal 1</room>
            <title>Late night hacking</title>
            <track>Hardware</track>
            <type>lecture</type>
            <language>de</language>
            <abstract>After midnight, still day one.</abstract>
            <persons><person id="8">Grace Hopper</person></persons>
          </event>
        </room>
        <room name="Saal 2">
          <event guid="tiny-workshop" id="103">
            <date>2024-12-27T14:00:00+01:00</date>
            <start>14:00</start>
            <duration>02:00</duration>
            <room>Saal 2</room>
            <title>Soldering workshop</title>
            <track>Hardware</track>
            <type>workshop</type>
            <persons/>
          </event>
        </room>
      </day>
      <day index="2" date="2024-12-28" start="2024-12-28T10:00:00+01:00" end="2024-12-29T06:00:00+01:00">
        <room name="Saal 2">
          <event guid="tiny-workshop" id="103">
            <date>2024-12-28T10:00:00+01:00</date>
            <start>10:00</start>
            <duration>02:00</duration>
            <room>Saal 2</room>
            <title>Soldering workshop</title>
            <track>Hardware</track>
            <type>workshop</type>
            <persons/>
          </event>
        </room>
      </day>
    </schedule>
    """#

    /// Its instants, checked by hand: Berlin is UTC+1 in December.
    public static let utcStarts = ["tiny-keynote": "2024-12-27T10:00:00Z", "tiny-late": "2024-12-27T23:30:00Z",
                                   "tiny-workshop": "2024-12-27T13:00:00Z", "tiny-workshop#2": "2024-12-28T09:00:00Z"]
}

public enum ICalendarSample {
    /// iCalendar with a VTIMEZONE of its own, a folded line, escapes, an all-day event (not a
    /// session), a cancelled one, and speakers as ATTENDEE and ORGANIZER.
    public static let text = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Tiny//Talks//EN",
        "X-WR-CALNAME:Tiny Calendar Days",
        "BEGIN:VTIMEZONE",
        "TZID:Tiny/Berlin",
        "BEGIN:STANDARD",
        "DTSTART:19701025T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "END:STANDARD",
        "BEGIN:DAYLIGHT",
        "DTSTART:19700329T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200",
        "END:DAYLIGHT",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:talk-1@tiny.example.org",
        "DTSTART;TZID=Tiny/Berlin:20250918T100000",
        "DTEND;TZID=Tiny/Berlin:20250918T104500",
        "SUMMARY:Kernels\\, containers\\; and you",
        "DESCRIPTION:A long description that is folded over two lines becau",
        " se calendars fold at 75 octets.\\nSecond line.",
        "LOCATION:Hall A",
        "CATEGORIES:Kernel,Security",
        "ORGANIZER;CN=\"Linus T.\":mailto:linus@example.org",
        "URL:https://tiny.example.org/talk/1",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:talk-2@tiny.example.org",
        "DTSTART:20251026T090000Z",
        "DURATION:PT30M",
        "SUMMARY:After the clocks change",
        "LOCATION:Hall B",
        "ATTENDEE;CN=Ada;ROLE=CHAIR:mailto:ada@example.org",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:all-day@tiny.example.org",
        "DTSTART;VALUE=DATE:20250918",
        "SUMMARY:Conference day",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:gone@tiny.example.org",
        "DTSTART;TZID=Tiny/Berlin:20250918T120000",
        "DURATION:PT1H",
        "STATUS:CANCELLED",
        "SUMMARY:Cancelled talk",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
    ].joined(separator: "\r\n")

    public static let utcStarts = ["talk-1@tiny.example.org": "2025-09-18T08:00:00Z", "talk-2@tiny.example.org": "2025-10-26T09:00:00Z"]
}

public enum FrabJSONSample {
    /// The c3voc schedule.json shape: the first day of `FrabSample`, keynote and the late talk.
    public static let json = #"""
    {"$schema": "https://c3voc.de/schedule/schema.json", "generator": {"name": "tiny"},
     "schedule": {"version": "1.0", "base_url": "https://tiny.example.org/fahrplan/",
      "conference": {"acronym": "tiny24", "title": "Tiny Congress 2024", "start": "2024-12-27", "end": "2024-12-28",
        "daysCount": 1, "timeslot_duration": "00:15", "time_zone_name": "Europe/Berlin",
        "rooms": [{"name": "Saal 1", "guid": "r1"}],
        "days": [{"index": 1, "date": "2024-12-27", "day_start": "2024-12-27T10:00:00+01:00", "day_end": "2024-12-28T06:00:00+01:00",
          "rooms": {"Saal 1": [
            {"guid": "tiny-keynote", "id": 101, "date": "2024-12-27T11:00:00+01:00", "start": "11:00", "duration": "00:45",
             "room": "Saal 1", "slug": "tiny24-101", "url": "https://tiny.example.org/fahrplan/events/101.html",
             "title": "Opening & Keynote", "subtitle": "", "track": "Ceremony", "type": "lecture", "language": "en",
             "abstract": "Hello", "description": "", "recording_license": "", "do_not_record": false,
             "persons": [{"id": 7, "public_name": "Ada Lovelace"}], "links": [], "attachments": []},
            {"guid": "tiny-late", "id": 102, "date": "2024-12-28T00:30:00+01:00", "start": "00:30", "duration": "01:00",
             "room": "Saal 1", "title": "Late night hacking", "track": "Hardware", "type": "lecture", "language": "de",
             "abstract": null, "description": null, "persons": [{"code": "GRACE", "name": "Grace Hopper"}], "links": []}
          ]}}]}}}
    """#
}
