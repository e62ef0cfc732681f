import Entities
import Foundation

/// An event's abstract, then its description when it says more: as plain text and as the feed
/// formatted it, with which of the two had to be cut (the assembler says so where it always did).
struct EventProse {
    var text: String?
    var rich: RichText?
    var abstractWasCut = false
    var descriptionWasCut = false

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
