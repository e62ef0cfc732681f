import Dispatch
import Foundation
import Synchronization

/// Events' prose read on a second thread while the assembler does the rest of each event:
/// the Markdown and HTML of a Congress's abstracts were half of reading its feed, and the rest
/// (times, ids, speakers, links) was done on one core while they were read on both, then the
/// other way round. The assembler asks for the events in its order and reads each one it
/// reaches itself, unless the other thread, working from the far end, took it already: then it
/// waits for that thread's few last ones. Each text is read alone, so the two meet anywhere.
final class ProseReader: @unchecked Sendable {
    /// Fewer events than this are read by the assembler alone: a thread costs more.
    static let fewestForAThread = 128

    private let records: [EventRecord]
    private let order: [Int]
    private let markup: FeedFields.Markup
    private let base: URL?
    /// Each slot is written once, by the side that took it; read by the assembler only after
    /// it wrote it itself or `finished` said the other side did.
    private let slots: UnsafeMutableBufferPointer<EventProse>
    /// Positions in `order` below `front` are the assembler's; from `back` on, the thread's.
    private let claims: Mutex<(front: Int, back: Int)>
    /// One signal for each slot the thread has written.
    private let finished = DispatchSemaphore(value: 0)
    private var waited = false

    /// `order`: the records' indices in the order `prose(at:)` will be asked for them.
    init(_ records: [EventRecord], order: [Int], markup: FeedFields.Markup, base: URL?) {
        self.records = records
        self.order = order
        self.markup = markup
        self.base = base
        slots = .allocate(capacity: order.count)
        slots.initialize(repeating: EventProse())
        claims = Mutex((0, order.count))
        if order.count >= Self.fewestForAThread, ProcessInfo.processInfo.activeProcessorCount > 1 {
            // A thread the global queue already has, rather than a new one each time. The
            // assembler waits only for events this thread took, so it may start late, or never
            // (a starved pool), and nothing waits on it.
            DispatchQueue.global().async { [self] in readFromTheBack() }
        }
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The prose of the event at `position` in the order given; positions are asked for in
    /// rising order (some may be skipped).
    func prose(at position: Int) -> EventProse {
        let mine = claims.withLock { claims -> Bool in
            guard position < claims.back else { return false }
            claims.front = position + 1
            return true
        }
        if mine {
            slots[position] = EventProse.of(records[order[position]], markup: markup, base: base)
        } else if !waited {
            // Every position from here on was taken by the thread. It is one thread, finishing
            // events in the order it took them (from the far end), so its first signals are these.
            let taken = claims.withLock { $0.back }
            for _ in taken..<order.count { finished.wait() }
            waited = true
        }
        return slots[position]
    }

    /// Stops the thread taking more (the assembler gave up on the feed).
    func stop() {
        claims.withLock { $0.front = $0.back }
    }

    private func readFromTheBack() {
        while let position = claims.withLock({ claims -> Int? in
            guard claims.back > claims.front else { return nil }
            claims.back -= 1
            return claims.back
        }) {
            slots[position] = EventProse.of(records[order[position]], markup: markup, base: base)
            finished.signal()
        }
    }
}
