/// Word wrapping of styled text: the same lines `TextLayout.wrap` makes of its words, each
/// piece keeping the style it had (an emphasised word stays emphasised on the next line).
extension TextLayout {
    public static func wrap(_ spans: [Span], width: Int, lineLimit: Int = .max) -> [[Span]] {
        // Cleaned first, as `wrap` cleans, so that its lines are made of these very characters.
        var characters: [Character] = []
        var styles: [Style] = []
        for span in spans {
            for character in Sanitizer.clean(span.text, keepingLayout: true) {
                // A tab is spaces here, so that the lines are made of these characters.
                let pieces: [Character] = character == "\t" ? [" ", " ", " ", " "] : [character]
                for piece in pieces {
                    characters.append(piece)
                    styles.append(span.style)
                }
            }
        }
        let lines = wrap(String(characters), width: width, lineLimit: lineLimit)
        // Walk the text beside the lines: what wrapping dropped (a space at a break, a line
        // break) is skipped; every character of a line takes the style it had in the text.
        var position = 0
        var result: [[Span]] = []
        for line in lines {
            var spansOfLine: [Span] = []
            var lastStyle = styles.indices.contains(position) ? styles[position] : .plain
            for character in line {
                while position < characters.count, characters[position] != character, characters[position].isWhitespace {
                    position += 1
                }
                var style = lastStyle
                if position < characters.count, characters[position] == character {
                    style = styles[position]
                    position += 1
                }
                lastStyle = style
                if var last = spansOfLine.last, last.style == style {
                    last.text.append(character)
                    spansOfLine[spansOfLine.count - 1] = last
                } else {
                    spansOfLine.append(Span(String(character), style: style))
                }
            }
            result.append(spansOfLine)
        }
        return result
    }
}
