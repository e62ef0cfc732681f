import Foundation
import NotifierContract

/// A desktop that records what it was asked to show, and answers as told.
public final class NotifierSpy: DesktopNotifying, @unchecked Sendable {
    private let lock = NSLock()
    private var shown: [(title: String, body: String)] = []
    private let answer: Bool

    public init(answer: Bool = true) { self.answer = answer }

    public var notifications: [(title: String, body: String)] { lock.withLock { shown } }

    public func notify(title: String, body: String) async -> Bool {
        lock.withLock { shown.append((title, body)) }
        return answer
    }
}
