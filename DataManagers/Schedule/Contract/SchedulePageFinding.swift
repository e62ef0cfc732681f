import Foundation

/// Finding a schedule's exports from a web page a person pasted (FOSDEM's schedule page, a
/// Congress's Fahrplan): the exports it links, best first.
public protocol SchedulePageFinding: Sendable {
    func find(_ page: URL) async -> SchedulePageFound
}

/// What a page gave: its exports, best first, and the pages read to find them.
public struct SchedulePageFound: Sendable, Hashable {
    public let exports: [URL]
    /// The pages asked for, the first the address itself.
    public let pagesRead: [URL]
    /// Whether the address itself answered with a page (not a 404, a refusal, a timeout).
    public var pageAnswered: Bool

    public init(exports: [URL], pagesRead: [URL], pageAnswered: Bool = true) {
        self.exports = exports
        self.pagesRead = pagesRead
        self.pageAnswered = pageAnswered
    }
}
