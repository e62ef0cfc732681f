/// What no HTML reader shows: the content of `<script>` and `<style>`, up to the tag that closes
/// it. The plain-text, rich-text and link readers each keep one, so they hide the same things.
struct HiddenContent {
    private var closingTag: String?

    /// Inside such content: its text is not read.
    var isOpen: Bool { closingTag != nil }

    /// True when `tag` opens, closes or lies inside hidden content: the reader skips it.
    mutating func takes(_ tag: HTMLText.Tag) -> Bool {
        if let name = closingTag {
            if tag.isClosing && tag.name == name { closingTag = nil }
            return true
        }
        guard !tag.isClosing, tag.name == "script" || tag.name == "style" else { return false }
        closingTag = tag.name
        return true
    }
}
