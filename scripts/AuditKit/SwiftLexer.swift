/// A token of Swift source, as much as the audit needs: words (identifiers and keywords), `#`
/// directives, `@` attributes and punctuation. Comments are dropped; string and regex literals
/// become one opaque token each, so nothing inside them can look like code.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case word          // identifier or keyword, not backticked
        case escapedWord   // `identifier` in backticks: never a keyword
        case directive     // #if, #elseif, #else, #endif, #sourceLocation, …
        case attribute     // @name
        case literal       // string, regex or number literal
        case punctuation   // one character: ( ) [ ] { } . , : ; = and operators
    }

    let kind: Kind
    let text: String
    let line: Int
}

/// Tokenizes Swift source. Handles nested block comments, single-line, multi-line and raw
/// strings with interpolation (which may itself hold strings and comments), `#/…/#` and bare
/// `/…/` regex literals.
struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private(set) var tokens: [Token] = []

    static func tokenize(_ source: String) -> [Token] {
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        lexer.run()
        return lexer.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    private mutating func advance() {
        if bytes[index] == .newline { line += 1 }
        index += 1
    }

    private mutating func run() {
        while index < bytes.count {
            scanToken()
        }
    }

    /// Scans one token (or skips white space or a comment).
    private mutating func scanToken() {
        let byte = bytes[index]
        let startLine = line
        switch byte {
        case .space, .tab, .newline, .carriageReturn, 0x0B, 0x0C:
            advance()
        case .slash where peek(1) == .slash:
            while let next = peek(), next != .newline { _ = next; advance() }
        case .slash where peek(1) == .star:
            skipBlockComment()
        case .slash where startsBareRegex():
            skipBareRegex()
            emit(.literal, "/regex/", startLine)
        case .quote:
            skipString(hashes: 0)
            emit(.literal, "\"…\"", startLine)
        case .hash:
            scanHash(startLine: startLine)
        case .at:
            advance()
            let name = scanWordText()
            emit(.attribute, "@" + name, startLine)
        case .backtick:
            advance()
            let start = index
            while let next = peek(), next != .backtick, next != .newline { advance() }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if peek() == .backtick { advance() }
            emit(.escapedWord, name, startLine)
        case _ where byte.isWordStart:
            let name = scanWordText()
            emit(.word, name, startLine)
        case _ where byte.isDigit:
            while let next = peek(), next.isWordPart || next == .dot && (peek(1)?.isDigit ?? false) { advance() }
            emit(.literal, "0", startLine)
        default:
            advance()
            emit(.punctuation, String(UnicodeScalar(byte)), startLine)
        }
    }

    private mutating func emit(_ kind: Token.Kind, _ text: String, _ line: Int) {
        tokens.append(Token(kind: kind, text: text, line: line))
    }

    private mutating func scanWordText() -> String {
        let start = index
        while let next = peek(), next.isWordPart { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if peek() == .slash, peek(1) == .star {
                depth += 1
                advance(); advance()
            } else if peek() == .star, peek(1) == .slash {
                depth -= 1
                advance(); advance()
            } else {
                advance()
            }
        } while depth > 0 && index < bytes.count
    }

    /// `#if`-style directives, raw strings `#"…"#`, and extended regex literals `#/…/#`.
    private mutating func scanHash(startLine: Int) {
        var hashes = 0
        while peek(hashes) == .hash { hashes += 1 }
        switch peek(hashes) {
        case .quote?:
            for _ in 0..<hashes { advance() }
            skipString(hashes: hashes)
            emit(.literal, "#\"…\"#", startLine)
        case .slash?:
            for _ in 0..<hashes { advance() }
            skipExtendedRegex(hashes: hashes)
            emit(.literal, "#/regex/#", startLine)
        default:
            advance()
            let name = scanWordText()
            emit(.directive, "#" + name, startLine)
        }
    }

    /// At a `"`: skips a string literal whose delimiter carries `hashes` `#` signs.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == .quote && peek(2) == .quote
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes { advance() }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .newline && !multiline { return }  // unterminated: the compiler will say so
            if byte == .backslash && hasHashes(hashes, at: index + 1) {
                advance()
                for _ in 0..<hashes { advance() }
                if peek() == .openParen {
                    advance()
                    skipInterpolation()
                } else if index < bytes.count {
                    advance()
                }
                continue
            }
            if byte == .quote && closesString(quotes: quotes, hashes: hashes) {
                for _ in 0..<(quotes + hashes) { advance() }
                return
            }
            advance()
        }
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[position + $0] == .hash }
    }

    private func closesString(quotes: Int, hashes: Int) -> Bool {
        guard index + quotes + hashes <= bytes.count else { return false }
        return (0..<quotes).allSatisfy { bytes[index + $0] == .quote } && hasHashes(hashes, at: index + quotes)
    }

    /// After `\(`: code up to the matching `)`, which may hold strings, comments and parentheses.
    /// Its tokens are part of the literal, so they are dropped.
    private mutating func skipInterpolation() {
        let saved = tokens.count
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case .openParen:
                depth += 1
                advance()
            case .closeParen:
                advance()
                if depth == 0 { tokens.removeSubrange(saved...); return }
                depth -= 1
            default:
                scanToken()
            }
        }
        tokens.removeSubrange(saved...)  // unterminated: drop what the interpolation held
    }

    private mutating func skipExtendedRegex(hashes: Int) {
        advance()  // the opening slash
        while index < bytes.count {
            if bytes[index] == .backslash { advance(); if index < bytes.count { advance() }; continue }
            if bytes[index] == .slash && hasHashes(hashes, at: index + 1) {
                for _ in 0...hashes { advance() }
                return
            }
            advance()
        }
    }

    /// Swift reads `/` as the start of a regex literal where an expression may begin and the next
    /// character is not a space; we also require the closing `/` on the same line.
    private func startsBareRegex() -> Bool {
        guard let next = peek(1), next != .space, next != .tab, next != .newline, next != .equals else { return false }
        if let previous = tokens.last {
            switch previous.kind {
            case .word:
                guard ["return", "case", "in", "try", "await", "where", "if", "guard", "while"].contains(previous.text) else { return false }
            case .escapedWord, .literal:
                return false
            case .punctuation:
                if [")", "]", "}", "?", "!"].contains(previous.text) { return false }
            case .directive, .attribute:
                break
            }
        }
        var position = index + 1
        while position < bytes.count, bytes[position] != .newline {
            if bytes[position] == .backslash { position += 2; continue }
            if bytes[position] == .slash { return true }
            position += 1
        }
        return false
    }

    private mutating func skipBareRegex() {
        advance()
        while index < bytes.count, bytes[index] != .slash {
            if bytes[index] == .backslash { advance() }
            advance()
        }
        if index < bytes.count { advance() }
    }
}

private extension UInt8 {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let equals: UInt8 = 0x3D
    static let at: UInt8 = 0x40
    static let backslash: UInt8 = 0x5C
    static let backtick: UInt8 = 0x60

    var isDigit: Bool { (0x30...0x39).contains(self) }
    /// Letters, `_`, `$` and any non-ASCII byte (Swift identifiers may be Unicode).
    var isWordStart: Bool {
        (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || self == 0x5F || self == 0x24 || self >= 0x80
    }
    var isWordPart: Bool { isWordStart || isDigit }
}
