import TerminalUI

/// Every action of Podium's screens, by the name a settings file rebinds it by, with its
/// default keys and the screens it is on (two actions may share a key only where they never
/// meet). `podium keys` and the man page list these; the platform's own (`down`, `back`,
/// `help`, …) are `KeyAction.platform`.
extension KeyAction {
    public static let favorite = KeyAction("favorite", .character("*"), summary: "Add to My schedule, or remove from it",
                                           screens: ["agenda", "grid", "now-and-next", "my-schedule", "session"])
    public static let filters = KeyAction("filters", .character("f"), summary: "Filters", screens: ["agenda", "grid", "now-and-next"])
    public static let previousDay = KeyAction("previous-day", .character("["), .left, summary: "The day before", screens: ["agenda", "grid"])
    public static let nextDay = KeyAction("next-day", .character("]"), .right, summary: "The day after", screens: ["agenda", "grid"])

    public static let roomBefore = KeyAction("room-before", .left, .character("h"), summary: "The room before (grid)", screens: ["grid"])
    public static let roomAfter = KeyAction("room-after", .right, .character("l"), summary: "The room after (grid)", screens: ["grid"])
    public static let sessionBefore = KeyAction("session-before", .up, .character("k"), summary: "The session before in the room (grid)", screens: ["grid"])
    public static let sessionAfter = KeyAction("session-after", .down, .character("j"), summary: "The session after in the room (grid)", screens: ["grid"])
    public static let now = KeyAction("now", .character("t"), summary: "Back to now: today, and what is on (agenda, grid)", screens: ["agenda", "grid"])
    public static let earlier = KeyAction("earlier", .pageUp, summary: "An hour earlier (grid)", screens: ["grid"])
    public static let later = KeyAction("later", .pageDown, summary: "An hour later (grid)", screens: ["grid"])

    public static let chooseNow = KeyAction("choose-now", .left, summary: "The session on now (now and next)", screens: ["now-and-next"])
    public static let chooseNext = KeyAction("choose-next", .right, summary: "The next session (now and next)", screens: ["now-and-next"])
    public static let onlyBusyRooms = KeyAction("only-busy-rooms", .character("o"), summary: "Only rooms with a session on, or every room",
                                                screens: ["now-and-next"])
    public static let onlyMine = KeyAction("only-mine", .character("m"), summary: "Only rooms with My schedule now or next, or every room",
                                           screens: ["now-and-next"])

    public static let calendar = KeyAction("calendar", .character("c"), summary: "Add the session to a calendar (.ics file)", screens: ["session"])
    public static let liveStream = KeyAction("live-stream", .character("o"), summary: "Open the session's live stream", screens: ["session"])
    public static let recording = KeyAction("recording", .character("r"), summary: "Open the session's recording", screens: ["session"])
    public static let page = KeyAction("page", .character("p"), summary: "Open the session's page", screens: ["session"])
    /// The session's other links, by number.
    public static let links: [KeyAction] = (1...9).map {
        KeyAction("link-\($0)", .character(Character(String($0))), summary: "Open the session's link \($0)", screens: ["session"])
    }
    public static let copy = KeyAction("copy", .character("y"), summary: "Copy the link (or the contact) to the clipboard",
                                       screens: ["session", "speaker", "attendee", "news-item"])
    public static let openLink = KeyAction("open-link", .character("o"), summary: "Open the link chosen, else the first",
                                           screens: ["speaker", "attendee", "news-item"])
    public static let addressBook = KeyAction("address-book", .character("a"), summary: "Save the person to your address book (.vcf file)",
                                              screens: ["speaker", "attendee"])
    public static let markUnread = KeyAction("mark-unread", .character("u"), summary: "Mark the news item unread", screens: ["news-item"])
    public static let nextUnread = KeyAction("next-unread", .character("n"), summary: "The next unread news item", screens: ["news"])
    public static let markAllRead = KeyAction("mark-all-read", .character("R"), summary: "Mark every news item read", screens: ["news"])

    public static let pick = KeyAction("pick", .character(" "), summary: "Pick or unpick a filter", screens: ["filters"])
    public static let previousGroup = KeyAction("previous-group", .character("["), summary: "The group of filters before", screens: ["filters"])
    public static let nextGroup = KeyAction("next-group", .character("]"), summary: "The next group of filters", screens: ["filters"])
    public static let hide = KeyAction("hide", .character("h"), summary: "Hide from every view, or show again", screens: ["filters"])
    public static let showHidden = KeyAction("show-hidden", .character("H"), summary: "Show everything hidden again", screens: ["filters"])
    public static let clear = KeyAction("clear", .character("c"), summary: "Clear every filter", screens: ["filters"])
    public static let apply = KeyAction("apply", .enter, summary: "Apply the filters", screens: ["filters"])

    public static let signIn = KeyAction("sign-in", .character("l"), summary: "Sign in to the conference's server, or out", screens: ["attendees"])
    public static let editProfile = KeyAction("edit-profile", .character("e"), summary: "Edit your profile (who sees you)", screens: ["attendees"])
    public static let save = KeyAction("save", .control("s"), summary: "Save the form", screens: ["profile"])

    public static let sync = KeyAction("sync", .character("s"), summary: "Sync now")
    public static let acceptHeldBack = KeyAction("accept-held-back", .character("A"), summary: "Apply a feed held back because it shrank")

    /// Every action there is, the platform's first.
    public static let all: [KeyAction] = platform + [
        .favorite, .filters, .previousDay, .nextDay, .now,
        .roomBefore, .roomAfter, .sessionBefore, .sessionAfter, .earlier, .later,
        .chooseNow, .chooseNext, .onlyBusyRooms, .onlyMine,
        .calendar, .liveStream, .recording, .page,
    ] + links + [
        .copy, .openLink, .addressBook, .markUnread, .nextUnread, .markAllRead,
        .pick, .previousGroup, .nextGroup, .hide, .showHidden, .clear, .apply,
        .signIn, .editProfile, .save, .sync, .acceptHeldBack,
    ]
}
