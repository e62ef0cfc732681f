import Entities
import Foundation

/// The inline Markdown of one block: `*emphasis*` and `_emphasis_` (not inside a word:
/// snake_case stays), `**strong**`, `` `code` ``, `[text](address)`, `[text][label]` and
/// `[label]`, `![alt](image)`, `<https://…>`, backslash escapes, entities, a line break ("\n");
/// inline HTML tags are left out, their text kept (`<br>` is a line break).
///
/// Every look-ahead is bounded or precomputed: code spans by a table of backtick runs, brackets
/// by one matching pass, a link's address by a limit; a link's text is read once, without
/// links inside it. So a text of twenty thousand "[" or "`" takes one pass.
struct MarkdownInline {
    private let scalars: [Unicode.Scalar]
    private let references: [String: String]
    /// For each "[" that is closed, where its "]" is.
    private var closing: [Int: Int] = [:]
    /// For each length, where runs of that many backticks start, in order.
    private var backtickRuns: [Int: [Int]] = [:]
    private var tokens: [Token] = []

    private enum Token {
        case text(String, code: Bool)
        case delimiter(Delimiter)
        case lineBreak
        case linkStart(String)
        case linkEnd
    }

    private struct Delimiter {
        let character: Unicode.Scalar
        let count: Int
        let canOpen: Bool
        let canClose: Bool
        /// What matching gave it: styles it ends, styles it starts, characters left as text.
        var closes: [RichText.Style] = []
        var opens: [RichText.Style] = []
        var left: Int
    }

    init(_ text: String, references: [String: String]) {
        // Reserved by bytes and filled in one pass: `Array(_:)` counts the scalars in a pass of its own.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { scalars.append(scalar) }
        self.scalars = scalars
        self.references = references
        indexBackticks()
        matchBrackets()
    }

    mutating func render(into builder: inout RichTextBuilder) {
        tokenize(0..<scalars.count, links: true)
        matchDelimiters()
        var emphasis = 0, strong = 0
        var link: Int?
        var pending = ""
        func style(_ code: Bool) -> RichText.Style {
            var style: RichText.Style = code ? [.code] : []
            if emphasis > 0 { style.insert(.emphasis) }
            if strong > 0 { style.insert(.strong) }
            return style
        }
        func flush(_ builder: inout RichTextBuilder) {
            guard !pending.isEmpty else { return }
            builder.append(pending, style: style(false), link: link)
            pending = ""
        }
        for token in tokens {
            switch token {
            case .text(let text, false):
                pending += text
            case .text(let text, true):
                flush(&builder)
                builder.append(text, style: style(true), link: link)
            case .lineBreak:
                flush(&builder)
                builder.lineBreak()
            case .linkStart(let address):
                flush(&builder)
                link = builder.link(address)
            case .linkEnd:
                flush(&builder)
                link = nil
            case .delimiter(let delimiter):
                if !delimiter.closes.isEmpty || !delimiter.opens.isEmpty { flush(&builder) }
                for ended in delimiter.closes {
                    if ended == .strong { strong = max(0, strong - 1) } else { emphasis = max(0, emphasis - 1) }
                }
                pending += String(repeating: String(delimiter.character), count: delimiter.left)
                if !delimiter.opens.isEmpty { flush(&builder) }
                for started in delimiter.opens {
                    if started == .strong { strong += 1 } else { emphasis += 1 }
                }
            }
        }
        flush(&builder)
    }

    // MARK: Precomputed

    private mutating func indexBackticks() {
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "`" else { index += 1; continue }
            let start = index
            while index < scalars.count, scalars[index] == "`" { index += 1 }
            backtickRuns[index - start, default: []].append(start)
        }
    }

    /// The backtick run of `length` that closes the one at `start`, if any.
    private func codeSpanEnd(from start: Int, length: Int) -> Int? {
        guard let runs = backtickRuns[length] else { return nil }
        // The first run of this length after `start` (runs are in order: a binary search).
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return low < runs.count ? runs[low] : nil
    }

    /// "[" and "]" paired, outside code spans and escapes, in one pass with a stack.
    private mutating func matchBrackets() {
        var open: [Int] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 2
                continue
            }
            if scalar == "`" {
                var length = 0
                while index + length < scalars.count, scalars[index + length] == "`" { length += 1 }
                if let end = codeSpanEnd(from: index, length: length) {
                    index = end + length
                } else {
                    index += length
                }
                continue
            }
            if scalar == "[" {
                open.append(index)
            } else if scalar == "]", let start = open.popLast() {
                closing[start] = index
            }
            index += 1
        }
    }

    // MARK: Tokens

    private mutating func tokenize(_ range: Range<Int>, links: Bool) {
        var text = PendingText()
        var index = range.lowerBound
        while index < range.upperBound {
            let scalar = scalars[index]
            switch scalar {
            case "\\" where index + 1 < range.upperBound && scalars[index + 1].isASCII && scalars[index + 1].properties.isPatternSyntax:
                text.put(scalars[index + 1])
                index += 2
            case "\n":
                text.emit(into: &tokens)
                tokens.append(.lineBreak)
                index += 1
            case "`":
                var length = 0
                while index + length < range.upperBound, scalars[index + length] == "`" { length += 1 }
                if let end = codeSpanEnd(from: index, length: length), end < range.upperBound {
                    text.emit(into: &tokens)
                    let inside = String(String.UnicodeScalarView(scalars[(index + length)..<end]))
                    tokens.append(.text(inside.trimmingCharacters(in: .whitespaces), code: true))
                    index = end + length
                } else {
                    for backtick in scalars[index..<(index + length)] { text.put(backtick) }
                    index += length
                }
            case "[" where links, "!" where links && index + 1 < range.upperBound && scalars[index + 1] == "[":
                let open = scalar == "!" ? index + 1 : index
                if let close = closing[open], close < range.upperBound, let (address, next) = destination(after: close, label: open + 1..<close,
                                                                                                         limit: range.upperBound) {
                    text.emit(into: &tokens)
                    tokens.append(.linkStart(address))
                    tokenize(open + 1..<close, links: false)
                    tokens.append(.linkEnd)
                    index = next
                } else {
                    text.put(scalar)
                    index += 1
                }
            case "<":
                if let (address, next) = autolink(at: index, limit: range.upperBound) {
                    text.emit(into: &tokens)
                    tokens.append(.linkStart(address))
                    tokens.append(.text(address, code: false))
                    tokens.append(.linkEnd)
                    index = next
                } else if let (isBreak, next) = htmlTag(at: index, limit: range.upperBound) {
                    if isBreak {
                        text.emit(into: &tokens)
                        tokens.append(.lineBreak)
                    }
                    index = next
                } else {
                    text.put(scalar)
                    index += 1
                }
            case "&":
                if let (decoded, next) = entity(at: index, limit: range.upperBound) {
                    text.bytes.append(contentsOf: decoded.utf8)
                    index = next
                } else {
                    text.put(scalar)
                    index += 1
                }
            case "*", "_":
                var count = 0
                while index + count < range.upperBound, scalars[index + count] == scalar { count += 1 }
                text.emit(into: &tokens)
                tokens.append(.delimiter(delimiter(scalar, at: index, count: count, in: range)))
                index += count
            default:
                // Plain text runs to the next scalar any case above reads: copied in one loop.
                var end = index + 1
                while end < range.upperBound, !Self.opensAToken(scalars[end]) { end += 1 }
                text.bytes.reserveCapacity(text.bytes.count + end - index)
                for plain in scalars[index..<end] { text.put(plain) }
                index = end
            }
        }
        text.emit(into: &tokens)
    }

    /// Text read but not yet a token, as UTF-8 bytes: appending a scalar at a time to a
    /// String.UnicodeScalarView was a tenth of reading a Congress's abstracts. A value passed
    /// along, not a local captured by nested functions: those were checked for exclusive access
    /// at every byte, 2 % of adding a Congress's schedule.
    private struct PendingText {
        var bytes: [UInt8] = []

        mutating func put(_ scalar: Unicode.Scalar) {
            if scalar.isASCII { bytes.append(UInt8(truncatingIfNeeded: scalar.value)) } else { bytes.append(contentsOf: UTF8.encode(scalar)!) }
        }

        mutating func emit(into tokens: inout [Token]) {
            if !bytes.isEmpty { tokens.append(.text(String(decoding: bytes, as: UTF8.self), code: false)) }
            bytes.removeAll(keepingCapacity: true)
        }
    }

    /// Whether `tokenize` may read `scalar` as more than text: the cases of its switch.
    private static func opensAToken(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\\", "\n", "`", "[", "!", "<", "&", "*", "_": true
        default: false
        }
    }

    /// `(address "title")`, `[label]` or nothing (the text is its label), after the "]" at
    /// `close`: the address and where reading goes on.
    private func destination(after close: Int, label: Range<Int>, limit: Int) -> (String, Int)? {
        let next = close + 1
        if next < limit, scalars[next] == "(" {
            var index = next + 1
            while index < limit, scalars[index] == " " { index += 1 }
            let bracketed = index < limit && scalars[index] == "<"
            if bracketed { index += 1 }
            let start = index
            var depth = 0
            while index < limit, index - start <= 2_048 {
                let scalar = scalars[index]
                // An address holds no space, and here no bracket: "[a]([a]([a](…" fails at once.
                if bracketed ? scalar == ">" || scalar == "<" : (scalar == " " || scalar == "[" || scalar == "]" || (scalar == ")" && depth == 0)) { break }
                if scalar == "(" { depth += 1 }
                if scalar == ")" { depth -= 1 }
                index += 1
            }
            let address = String.UnicodeScalarView(scalars[start..<index])
            if bracketed { index += 1 }
            // An optional title, then ")": looked for within a short distance.
            let end = min(limit, index + 300)
            while index < end, scalars[index] != ")" { index += 1 }
            guard index < end, !address.isEmpty else { return nil }
            return (String(address), index + 1)
        }
        // A reference is looked up only when there are references, and by a label no longer than
        // CommonMark allows (999): otherwise each "[" of "[[[…x]]]" made a key of everything
        // inside it, and twenty thousand deep cost a minute.
        guard !references.isEmpty else { return nil }
        if next < limit, scalars[next] == "[", let labelEnd = closing[next], labelEnd < limit {
            guard labelEnd - next <= Self.longestLabel + 1 else { return nil }
            guard let name = key(next + 1..<labelEnd), let found = name.isEmpty ? key(label) : name else { return nil }
            return references[found].map { ($0, labelEnd + 1) }
        }
        return key(label).flatMap { references[$0] }.map { ($0, next) }
    }

    /// CommonMark's longest link label.
    static let longestLabel = 999

    /// A label as a reference key (lowercased); nil when longer than a label may be.
    private func key(_ label: Range<Int>) -> String? {
        guard label.count <= Self.longestLabel else { return nil }
        return String(String.UnicodeScalarView(scalars[label])).lowercased()
    }

    /// `<https://…>`.
    private func autolink(at start: Int, limit: Int) -> (String, Int)? {
        var index = start + 1
        var address = String.UnicodeScalarView()
        while index < limit, index - start <= 2_048, scalars[index] != ">", scalars[index] != "<", scalars[index] != " " {
            address.append(scalars[index])
            index += 1
        }
        guard index < limit, scalars[index] == ">" else { return nil }
        let text = String(address).lowercased()
        guard text.hasPrefix("http://") || text.hasPrefix("https://") else { return nil }
        return (String(address), index + 1)
    }

    /// `<b>`, `</span>`, `<br/>`: a tag to leave out (whether it breaks the line, and where
    /// reading goes on). Looked for within 200 characters.
    private func htmlTag(at start: Int, limit: Int) -> (Bool, Int)? {
        var index = start + 1
        if index < limit, scalars[index] == "/" { index += 1 }
        let nameStart = index
        while index < limit, scalars[index].isASCII, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
            index += 1
        }
        guard index > nameStart, index - nameStart <= 10 else { return nil }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index])).lowercased()
        let end = min(limit, start + 200)
        while index < end, scalars[index] != ">", scalars[index] != "<" { index += 1 }
        guard index < end, scalars[index] == ">" else { return nil }
        return (name == "br", index + 1)
    }

    private func entity(at start: Int, limit: Int) -> (String, Int)? {
        let end = min(limit, start + 12)
        guard let semicolon = (start + 1..<end).first(where: { scalars[$0] == ";" }) else { return nil }
        let name = String(String.UnicodeScalarView(scalars[(start + 1)..<semicolon]))
        return HTMLText.entity(name).map { ($0, semicolon + 1) }
    }

    // MARK: Emphasis

    /// CommonMark's flanking rules: `*` opens before a word and closes after one; `_` does too,
    /// but not inside a word (snake_case).
    private func delimiter(_ character: Unicode.Scalar, at start: Int, count: Int, in range: Range<Int>) -> Delimiter {
        let before: Unicode.Scalar? = start > range.lowerBound ? scalars[start - 1] : nil
        let after: Unicode.Scalar? = start + count < range.upperBound ? scalars[start + count] : nil
        func isSpace(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { $0.properties.isWhitespace } ?? true }
        func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return scalar.properties.generalCategory.isPunctuation || (scalar.isASCII && scalar.properties.isPatternSyntax)
        }
        let leftFlanking = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
        let rightFlanking = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
        let canOpen = character == "*" ? leftFlanking : leftFlanking && (!rightFlanking || isPunctuation(before))
        let canClose = character == "*" ? rightFlanking : rightFlanking && (!leftFlanking || isPunctuation(after))
        return Delimiter(character: character, count: count, canOpen: canOpen, canClose: canClose, left: count)
    }

    /// Each closer takes the nearest open run of its character: two from each for strong, else
    /// one for emphasis. What no run takes stays text.
    private mutating func matchDelimiters() {
        var openers: [Unicode.Scalar: [Int]] = [:]
        for index in tokens.indices {
            guard case .delimiter(var closer) = tokens[index] else { continue }
            if closer.canClose {
                while closer.left > 0, let openerIndex = openers[closer.character]?.last,
                      case .delimiter(var opener) = tokens[openerIndex] {
                    let used = opener.left >= 2 && closer.left >= 2 ? 2 : 1
                    let style: RichText.Style = used == 2 ? .strong : .emphasis
                    opener.left -= used
                    closer.left -= used
                    opener.opens.append(style)
                    closer.closes.append(style)
                    tokens[openerIndex] = .delimiter(opener)
                    if opener.left == 0 { openers[closer.character]?.removeLast() }
                }
            }
            if closer.left > 0, closer.canOpen, closer.closes.isEmpty {
                openers[closer.character, default: []].append(index)
            }
            tokens[index] = .delimiter(closer)
        }
    }
}

private extension Unicode.GeneralCategory {
    var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default:
            false
        }
    }
}
