/// What a file declares, as much as the contract checks need: its top-level types, extensions
/// and functions, the members of each that have a body, and every class or actor at any depth.
struct Declaration: Sendable, Equatable {
    enum Kind: String, Sendable {
        case `class`, actor, `struct`, `enum`, `protocol`, `extension`, function = "func", `typealias`
    }

    /// A member with a body of its own (a method, a computed property, an initializer).
    struct Member: Sendable, Equatable {
        let name: String
        let line: Int
        /// Its body holds control flow or a closure: it does work rather than forward a call.
        let doesWork: Bool
    }

    let kind: Kind
    /// The type's or function's name; for an extension, the extended type's first name component.
    let name: String
    let line: Int
    let members: [Member]
    /// An enum with at least one `case` (an enum without is a namespace).
    let hasCases: Bool
    /// A protocol's own requirements, as a call names them: `sessions(ids:`, `conference(`, or a
    /// property's name.
    let requirements: [String]
    /// The protocols or types it names after its colon (a protocol's refined protocols), or a
    /// type alias's composition (`A & B`).
    let inherits: [String]
}

enum DeclarationScanner {
    private static let typeWords: [String: Declaration.Kind] = [
        "class": .class, "actor": .actor, "struct": .struct, "enum": .enum, "protocol": .protocol, "extension": .extension,
    ]
    private static let memberWords: Set<String> = ["func", "var", "init", "subscript"]
    private static let controlFlow: Set<String> = ["if", "guard", "switch", "for", "while", "repeat", "do", "catch"]
    /// Words after which `class` is a modifier of a member (`class func`), not a declaration.
    private static let afterClassModifier: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate", "internal", "public", "open",
    ]

    /// Top-level declarations, in order.
    static func scan(_ tokens: [Token]) -> [Declaration] {
        var declarations: [Declaration] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                if token.text == "{" { depth += 1 }
                if token.text == "}" { depth = max(0, depth - 1) }
            } else if depth == 0, token.kind == .word, let declaration = declaration(at: index, in: tokens) {
                declarations.append(declaration.value)
                index = declaration.end
                continue
            }
            index += 1
        }
        return declarations
    }

    /// Every `class` or `actor` declared in the file, at any depth: name and line.
    static func referenceTypes(_ tokens: [Token]) -> [(name: String, line: Int)] {
        tokens.indices.compactMap { index in
            let token = tokens[index]
            guard token.kind == .word, token.text == "class" || token.text == "actor", index + 1 < tokens.count else { return nil }
            if index > 0, tokens[index - 1].kind == .punctuation, tokens[index - 1].text == "." { return nil }
            let next = tokens[index + 1]
            guard next.kind == .word || next.kind == .escapedWord, !afterClassModifier.contains(next.text) else { return nil }
            return (next.text, token.line)
        }
    }

    private static func declaration(at index: Int, in tokens: [Token]) -> (value: Declaration, end: Int)? {
        let word = tokens[index].text
        if index > 0, tokens[index - 1].kind == .punctuation, tokens[index - 1].text == "." { return nil }
        if word == "typealias" { return typeAlias(at: index, in: tokens) }
        let kind: Declaration.Kind
        if let typeKind = typeWords[word] { kind = typeKind } else if word == "func" { kind = .function } else { return nil }
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word || tokens[index + 1].kind == .escapedWord
                || (kind == .function && tokens[index + 1].kind == .punctuation) else { return nil }
        let name = tokens[index + 1].text
        guard let open = bodyStart(after: index + 1, in: tokens), let close = matchingClose(of: open, in: tokens) else {
            return nil
        }
        let members = kind == .function ? [] : self.members(in: tokens, from: open + 1, to: close)
        let direct = directMembers(in: tokens, from: open + 1, to: close)
        let hasCases = kind == .enum && direct.contains { tokens[$0].text == "case" }
        let requirements = kind == .protocol ? direct.compactMap { requirement(at: $0, in: tokens) } : []
        var inherits: [String] = []
        if index + 2 < open, tokens[index + 2].text == ":" {
            for token in tokens[(index + 3)..<open] {
                if token.kind == .word && token.text == "where" { break }
                if token.kind == .word || token.kind == .escapedWord { inherits.append(token.text) }
            }
        }
        return (Declaration(kind: kind, name: name, line: tokens[index].line, members: members, hasCases: hasCases,
                            requirements: requirements, inherits: inherits), close + 1)
    }

    /// Words that start the next declaration: a declaration without a body ends before them.
    private static let declarationStarts: Set<String> = [
        "func", "var", "let", "case", "init", "deinit", "subscript", "struct", "class", "enum", "protocol", "extension", "actor",
        "typealias", "associatedtype", "static", "public", "private", "fileprivate", "internal", "open", "package", "import",
        "nonisolated", "mutating", "override", "final", "convenience", "required", "isolated",
    ]

    /// `typealias Name = A & B & C`: its parts, as `inherits`.
    private static func typeAlias(at index: Int, in tokens: [Token]) -> (value: Declaration, end: Int)? {
        guard index + 3 < tokens.count, tokens[index + 2].text == "=" else { return nil }
        var parts: [String] = []
        var position = index + 3
        while position < tokens.count, tokens[position].kind == .word {
            parts.append(tokens[position].text)
            guard position + 2 < tokens.count, tokens[position + 1].text == "&" else { position += 1; break }
            position += 2
        }
        return (Declaration(kind: .typealias, name: tokens[index + 1].text, line: tokens[index].line, members: [], hasCases: false,
                            requirements: [], inherits: parts), position)
    }

    /// The `{` that opens a declaration's body: the first outside parentheses and brackets (a
    /// default argument's closure sits inside them), or nil when the declaration has none (a
    /// requirement, a stored property: `=` or the next declaration comes first).
    private static func bodyStart(after index: Int, in tokens: [Token]) -> Int? {
        var parentheses = 0
        for position in index..<tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[": parentheses += 1
                case ")", "]": parentheses -= 1
                case "{" where parentheses == 0: return position
                case "}" where parentheses == 0: return nil
                case "=" where parentheses == 0 && !isPartOfOperator(position, in: tokens): return nil
                default: break
                }
            } else if parentheses == 0, position > index,
                      (token.kind == .attribute && token.line > tokens[position - 1].line)
                        || (token.kind == .word && declarationStarts.contains(token.text)) {
                return nil
            }
        }
        return nil
    }

    /// `=` in `==`, `!=`, `<=`, `>=` (a `where` clause's same-type requirement) is no initializer.
    private static func isPartOfOperator(_ position: Int, in tokens: [Token]) -> Bool {
        let neighbours = [position - 1, position + 1].filter { tokens.indices.contains($0) }.map { tokens[$0] }
        return neighbours.contains { $0.kind == .punctuation && ["=", "!", "<", ">"].contains($0.text) }
    }

    private static func matchingClose(of open: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        for position in open..<tokens.count where tokens[position].kind == .punctuation {
            if tokens[position].text == "{" { depth += 1 }
            if tokens[position].text == "}" {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    /// Positions of the words directly inside a body (not inside a member's own braces).
    private static func directMembers(in tokens: [Token], from start: Int, to end: Int) -> [Int] {
        var depth = 0
        var words: [Int] = []
        for position in start..<end {
            let token = tokens[position]
            if token.kind == .punctuation {
                if token.text == "{" { depth += 1 }
                if token.text == "}" { depth -= 1 }
            } else if depth == 0, token.kind == .word {
                words.append(position)
            }
        }
        return words
    }

    /// `func name(label inner: T…` gives "name(label:", `func name(_ x: T)` and `func name()`
    /// give "name(", `var name: T { get }` gives "name".
    private static func requirement(at position: Int, in tokens: [Token]) -> String? {
        guard position + 1 < tokens.count else { return nil }
        let name = tokens[position + 1].text
        switch tokens[position].text {
        case "var":
            return name
        case "func":
            var open = position + 2
            if open < tokens.count, tokens[open].text == "<" {   // generic parameters
                while open < tokens.count, tokens[open].text != ">" { open += 1 }
                open += 1
            }
            guard open + 2 < tokens.count, tokens[open].text == "(" else { return nil }
            let first = tokens[open + 1]
            guard first.kind == .word, first.text != "_" else { return name + "(" }
            return name + "(" + first.text + ":"
        default:
            return nil
        }
    }

    private static func members(in tokens: [Token], from start: Int, to end: Int) -> [Declaration.Member] {
        directMembers(in: tokens, from: start, to: end).compactMap { position in
            guard memberWords.contains(tokens[position].text) else { return nil }
            if position > start, tokens[position - 1].kind == .punctuation, tokens[position - 1].text == "." { return nil }
            guard let open = bodyStart(after: position + 1, in: tokens), open < end,
                  let close = matchingClose(of: open, in: tokens) else { return nil }
            // A stored property's `{ didSet … }` or a `var x: T { get }` requirement still has braces; only bodies count.
            let inner = tokens[(open + 1)..<close]
            guard !inner.isEmpty, !(inner.allSatisfy { $0.kind == .word && ["get", "set", "async", "throws"].contains($0.text) }) else { return nil }
            let doesWork = inner.contains { token in
                (token.kind == .word && controlFlow.contains(token.text)) || (token.kind == .punctuation && token.text == "{")
            }
            let name = position + 1 < tokens.count ? tokens[position + 1].text : tokens[position].text
            return Declaration.Member(name: tokens[position].text == "init" ? "init" : name, line: tokens[position].line, doesWork: doesWork)
        }
    }
}
