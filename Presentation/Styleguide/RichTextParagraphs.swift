import Entities
import TerminalUI

/// A `RichText` as a text view's paragraphs, the way every screen shows formatted text:
/// paragraphs re-flowed to the width with a blank line between; headings bold; list items with
/// their marker and a hanging indent by depth; code blocks kept line by line, indented; quotes
/// behind a bar; emphasis italic, strong bold, code in its colour; a link underlined with its
/// number after it ("Rust Analyzer[3]"), the number the screen's list of links opens it by.
public enum RichTextParagraphs {
    public static func paragraphs(_ text: RichText, referenceNumbers: [Int] = []) -> [TextView.Paragraph] {
        var result: [TextView.Paragraph] = []
        var previousWasItem = false
        for block in text.blocks {
            let isItem: Bool
            if case .item = block.kind { isItem = true } else { isItem = false }
            // A blank line between blocks, none between the items of one list.
            if !result.isEmpty, !(isItem && previousWasItem) { result.append(TextView.Paragraph("")) }
            previousWasItem = isItem
            let runs = spans(block.runs, referenceNumbers: referenceNumbers)
            switch block.kind {
            case .paragraph where runs.count == 1 && runs[0].style == .plain:
                // Plain text keeps the text view's own wrapping, which reads only as far as it shows.
                result.append(TextView.Paragraph(runs[0].text))
            case .paragraph:
                result.append(TextView.Paragraph(runs: runs))
            case .heading:
                result.append(TextView.Paragraph(runs: runs.map { Span($0.text, style: $0.style.merged(with: Theme.heading)) }))
            case .item(let depth, let marker):
                let lead = String(repeating: "  ", count: min(depth, 8)) + marker + " "
                result.append(TextView.Paragraph(runs: runs, style: Theme.secondary, lead: lead))
            case .code:
                // Line by line: a code block's line breaks and indentation are its own.
                for line in block.text.split(separator: "\n", omittingEmptySubsequences: false) {
                    result.append(TextView.Paragraph(runs: [Span(String(line), style: Theme.code)], lead: "    ", leadRepeats: true))
                }
            case .quote:
                result.append(TextView.Paragraph(runs: runs, style: Theme.secondary, lead: "│ ", leadRepeats: true))
            case .rule:
                result.append(TextView.Paragraph("───", style: Theme.secondary))
            }
        }
        return result
    }

    private static func spans(_ runs: [RichText.Run], referenceNumbers: [Int]) -> [Span] {
        var spans: [Span] = []
        for (offset, run) in runs.enumerated() {
            var style = Style.plain
            if run.style.contains(.emphasis) { style = style.merged(with: Theme.emphasis) }
            if run.style.contains(.strong) { style = style.merged(with: Theme.strong) }
            if run.style.contains(.code) { style = style.merged(with: Theme.code) }
            guard let link = run.link else {
                spans.append(Span(run.text, style: style))
                continue
            }
            spans.append(Span(run.text, style: style.merged(with: Theme.link)))
            // The number once, after the last run of the link.
            let next = offset + 1 < runs.count ? runs[offset + 1].link : nil
            if next != link, referenceNumbers.indices.contains(link) {
                spans.append(Span("[\(referenceNumbers[link])]", style: Theme.reference))
            }
        }
        return spans
    }
}
