import Dispatch
import Entities
import Foundation

/// An event's abstract, then its description when it says more: as plain text and as the feed
/// formatted it, with which of the two had to be cut (the assembler says so where it always did).
///
/// Read for every event before the events are assembled, on every core: the Markdown and HTML
/// of a Congress's abstracts were half of reading its feed, and each text is read alone.
struct EventProse {
    var text: String?
    var rich: RichText?
    var abstractWasCut = false
    var descriptionWasCut = false

    /// Fewer events than this each are read on one thread: starting a second costs more.
    static let eventsPerThread = 64

    static func read(_ records: [EventRecord], markup: FeedFields.Markup, base: URL?) -> [EventProse] {
        let threads = min(ProcessInfo.processInfo.activeProcessorCount, records.count / eventsPerThread)
        guard threads > 1 else { return records.map { of($0, markup: markup, base: base) } }
        var read = [EventProse](repeating: EventProse(), count: records.count)
        read.withUnsafeMutableBufferPointer { slots in
            // Each thread writes only its own slots. Interleaved, so a run of long texts is shared.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in stride(from: thread, to: records.count, by: threads) {
                    slots[index] = of(records[index], markup: markup, base: base)
                }
            }
        }
        return read
    }

    static func of(_ record: EventRecord, markup: FeedFields.Markup, base: URL?) -> EventProse {
        let abstract = FeedFields.prose(record.abstract, markup: markup, base: base)
        let description = FeedFields.prose(record.description, markup: markup, base: base)
        var prose = EventProse(abstractWasCut: abstract.wasCut, descriptionWasCut: description.wasCut)
        switch (abstract.prose, description.prose) {
        case (let abstract?, let description?) where description.text != abstract.text && !description.text.hasPrefix(abstract.text):
            prose.text = FeedText.capped(abstract.text + "\n\n" + description.text, to: FeedLimits.text).text
            // Plain text on both sides has no formatting to join (most talks: made for nothing,
            // this was a tenth of reading a Congress's XML).
            if abstract.rich != nil || description.rich != nil {
                let rich = (abstract.rich ?? RichText(plain: abstract.text)).appending(description.rich ?? RichText(plain: description.text))
                prose.rich = rich.prefix(characters: FeedLimits.text)
            }
        case (let abstract?, let description?):
            let longer = description.text.utf8.count > abstract.text.utf8.count ? description : abstract
            (prose.text, prose.rich) = (longer.text, longer.rich)
        case (let abstract?, nil): (prose.text, prose.rich) = (abstract.text, abstract.rich)
        case (nil, let description?): (prose.text, prose.rich) = (description.text, description.rich)
        case (nil, nil): break
        }
        return prose
    }
}
