import Foundation

/// The sessions retimed or moved lately, as lists mark them: for each, the changes of the newest
/// sync that retimed or moved it. A day is "lately": at a conference, a talk moved this morning
/// matters; one moved three weeks ago is simply where it is.
public struct RecentChanges: Sendable, Equatable {
    /// How long a change stays marked.
    public static let age: TimeInterval = 86_400

    private var bySession: [String: [ScheduleChange]] = [:]

    public init() {}

    /// From changes newest first (as the store reads them); only retimed and moved ones count.
    public init(_ changes: [ScheduleChange]) {
        for change in changes where change.kind == .retimed || change.kind == .moved {
            if let kept = bySession[change.sessionID]?.first, kept.detectedAt != change.detectedAt { continue }
            bySession[change.sessionID, default: []].append(change)
        }
        for id in bySession.keys { bySession[id]?.sort { $0.kind.rawValue > $1.kind.rawValue } }   // retimed before moved
    }

    /// What to mark on this session: nothing for most.
    public subscript(sessionID: String) -> [ScheduleChange] { bySession[sessionID] ?? [] }

    public var isEmpty: Bool { bySession.isEmpty }
}
