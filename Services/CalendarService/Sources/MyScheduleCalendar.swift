import CalendarServiceContract
import ContentLines
import Entities
import FavoritesDataContract
import Foundation
import ScheduleDataContract

/// The subscribable My-schedule calendar: the favorites' events in one `.ics` file, rewritten
/// atomically when they change — after a favorite is toggled, or a sync moves, renames or
/// removes a favorite's session.
public struct MyScheduleCalendar: MyScheduleCalendarPublishing {
    public let fileURL: URL
    private let schedule: any ScheduleReading
    private let favorites: any FavoritesReading
    private let calendar: CalendarService
    private let name: String

    /// Whether the favorites file was rebuilt empty: until the person chooses again, the
    /// calendar's events are the favorites' last copy and are never replaced by none.
    private let favoritesWereRecreated: Bool

    /// `name`: the calendar's title in applications ("My schedule · Podium Demo Conf").
    public init(schedule: any ScheduleReading, favorites: any FavoritesReading, calendar: CalendarService, fileURL: URL, name: String,
                favoritesWereRecreated: Bool = false) {
        self.schedule = schedule
        self.favorites = favorites
        self.calendar = calendar
        self.fileURL = fileURL
        self.name = name
        self.favoritesWereRecreated = favoritesWereRecreated
    }

    /// The sessions a My-schedule file written for `feedKey` holds, by its events' UIDs
    /// (`<session id>.<feed key>@podium`): what comes back when the favorites file was lost.
    public static func sessionIDs(inFileAt url: URL, feedKey: String) -> [String] {
        let suffix = ".\(feedKey)@podium"
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber, size.intValue <= 16_777_216,
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var seen: Set<String> = []
        return ContentText.unfold(text).compactMap { line -> String? in
            guard line.hasPrefix("UID:") else { return nil }
            let uid = ContentText.unescape(String(line.dropFirst(4)))
            guard uid.hasSuffix(suffix), uid.count > suffix.count else { return nil }
            let id = String(uid.dropLast(suffix.count))
            return seen.insert(id).inserted ? id : nil
        }
    }

    /// Where the file goes for a store: beside it, `<store>-my-schedule.ics`.
    public static func fileURL(forStoreAt storePath: String) -> URL {
        URL(fileURLWithPath: (storePath as NSString).deletingPathExtension + "-my-schedule.ics")
    }

    /// Rewrites the file when its events changed. Never from a store that holds no schedule (a
    /// first start, or a damaged store just moved aside and not yet rebuilt): the file may be
    /// the last copy of the favorites, and calendar applications would drop every event.
    @discardableResult
    public func publish() async throws(CalendarExportError) -> Bool {
        let sessions: [Session]
        do {
            guard let conference = try await schedule.conference(), !conference.days.isEmpty else { return false }
            sessions = try await schedule.sessions(ids: Array(try await favorites.favoriteSessionIDs()))
        } catch {
            throw .cannotRead(detail: "\(error)")
        }
        let existing = try? String(contentsOf: fileURL, encoding: .utf8)
        if existing == nil && sessions.isEmpty { return false }  // nothing favorited yet, nothing to subscribe to
        if favoritesWereRecreated, sessions.isEmpty, let existing, existing.contains("BEGIN:VEVENT") { return false }
        let document = calendar.calendar(of: sessions, named: name)
        if let existing, Self.events(existing) == Self.events(document) { return false }
        try TextFile.writeAtomically(document, to: fileURL)
        return true
    }

    public func follow(onError report: @Sendable (CalendarExportError) -> Void) async {
        let (changes, picks) = (schedule.changeEvents(), favorites.changeEvents())
        // One pending rewrite at most: changes during one coalesce into the next.
        let (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in changes { wake.yield() }
                wake.finish()
            }
            group.addTask { for await change in picks where change == .favorites { wake.yield() } }
            do throws(CalendarExportError) { try await publish() } catch { report(error) }
            for await _ in wakes {
                do throws(CalendarExportError) { try await publish() } catch { report(error) }
            }
            group.cancelAll()
        }
    }

    /// What a document says, its DTSTAMP lines aside (they only say when it was written).
    static func events(_ document: String) -> [String] {
        ContentText.unfold(document).filter { !$0.hasPrefix("DTSTAMP:") }
    }
}
