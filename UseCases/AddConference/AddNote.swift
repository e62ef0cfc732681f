import Foundation

/// What adding says on the way, for the command to word: where an address led, and what it
/// kept where.
public enum AddNote: Sendable, Hashable {
    /// A pretalx event's page: its export is subscribed to (`json`: the JSON export was chosen
    /// over the export the page led to, for its bios and photos).
    case pretalxEvent(page: URL, event: String, export: URL, json: Bool)
    /// A web page that links its schedule's export.
    case linkedExport(page: URL, export: URL)
    /// A Giggity menu entry: the schedule it points to is added.
    case menuEntry(source: URL, schedule: URL)
    /// The feed names no conference: it is named after its address.
    case namedAfterAddress(String)
    /// The address's credentials went to the secret store, not the conferences file.
    case credentialsKept(file: String)
    /// What the feed's reader warned of.
    case feedWarnings([String])
    /// The store of earlier runs with --feed held its schedule: the new one was held back.
    case heldBack(String)
    /// The store of earlier runs with --feed came along, favorites and all.
    case adoptedFavorites(feed: URL)
    case newsFailed(String)
}
