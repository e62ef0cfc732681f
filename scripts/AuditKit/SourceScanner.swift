/// An `import` declaration as written: `@testable public import struct Foo.Bar`.
struct ImportDeclaration: Sendable, Equatable {
    let module: String
    let line: Int
    let attributes: [String]     // "@testable", "@_exported", "@preconcurrency", …
    let accessLevel: String?     // "public", "package", "internal", … when written
    let isConditional: Bool      // inside an `#if` block: the compiler decides whether it counts

    var isExported: Bool { attributes.contains("@_exported") }
}

/// What the audit reads from one source file.
struct SourceFacts: Sendable, Equatable {
    let imports: [ImportDeclaration]
    /// Lines where `package` is used as an access modifier.
    let packageAccessLines: [Int]
    /// Top-level types, extensions and functions.
    let declarations: [Declaration]
    /// Every class or actor, at any depth.
    let referenceTypes: [ReferenceType]
    /// Names this file calls as methods or functions (`.sessions(ids:` gives "sessions(ids:"),
    /// with the first argument label when there is one.
    let calls: Set<String>
    /// Every identifier written, and the first line each capitalized one (a type) is named on.
    let words: Set<String>
    let typeReferences: [String: Int]

    struct ReferenceType: Sendable, Equatable {
        let name: String
        let line: Int
    }

    var hasConditionalImports: Bool { imports.contains(where: \.isConditional) }
}

enum SourceScanner {
    static let accessModifiers: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// Words that may follow an access modifier in a declaration.
    private static let declarationWords: Set<String> = [
        "func", "var", "let", "struct", "class", "enum", "protocol", "actor", "typealias", "init",
        "subscript", "extension", "import", "static", "final", "override", "mutating", "nonmutating",
        "nonisolated", "convenience", "required", "lazy", "weak", "unowned", "dynamic", "indirect",
        "associatedtype", "macro", "consuming", "borrowing", "distributed", "isolated", "optional",
    ]

    /// Words after which `package` is a name being declared or a member, not a modifier.
    private static let namingWords: Set<String> = [
        "case", "var", "let", "func", "class", "struct", "enum", "protocol", "actor", "typealias",
        "associatedtype", "import", "macro",
    ]

    private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    static func scan(_ source: String) -> SourceFacts {
        let tokens = SwiftLexer.tokenize(source)
        var imports: [ImportDeclaration] = []
        var packageLines: [Int] = []
        var conditionDepth = 0

        for (position, token) in tokens.enumerated() {
            switch (token.kind, token.text) {
            case (.directive, "#if"):
                conditionDepth += 1
            case (.directive, "#endif"):
                conditionDepth = max(0, conditionDepth - 1)
            case (.word, "import"):
                if let declaration = importDeclaration(at: position, in: tokens, conditional: conditionDepth > 0) {
                    imports.append(declaration)
                }
            case (.word, "package"):
                if isAccessModifier(at: position, in: tokens) { packageLines.append(token.line) }
            default:
                break
            }
        }
        return SourceFacts(imports: imports, packageAccessLines: packageLines, declarations: DeclarationScanner.scan(tokens),
                           referenceTypes: DeclarationScanner.referenceTypes(tokens).map { SourceFacts.ReferenceType(name: $0.name, line: $0.line) },
                           calls: calls(in: tokens), words: Set(tokens.filter { $0.kind == .word }.map(\.text)),
                           typeReferences: typeReferences(in: tokens))
    }

    private static func typeReferences(in tokens: [Token]) -> [String: Int] {
        var references: [String: Int] = [:]
        for token in tokens where token.kind == .word && token.text.first?.isUppercase == true && references[token.text] == nil {
            references[token.text] = token.line
        }
        return references
    }

    /// `name(` and `name(label:` for every call written with a dot or bare.
    private static func calls(in tokens: [Token]) -> Set<String> {
        var calls = Set<String>()
        for position in tokens.indices.dropLast() where tokens[position].kind == .word && tokens[position + 1].text == "(" {
            let name = tokens[position].text
            calls.insert(name + "(")
            if position + 3 < tokens.count, tokens[position + 2].kind == .word, tokens[position + 3].text == ":" {
                calls.insert(name + "(" + tokens[position + 2].text + ":")
            }
        }
        return calls
    }

    private static func importDeclaration(at position: Int, in tokens: [Token], conditional: Bool) -> ImportDeclaration? {
        // Forward: optional kind, then the module path's first component.
        var cursor = position + 1
        if cursor < tokens.count, tokens[cursor].kind == .word, importKinds.contains(tokens[cursor].text) { cursor += 1 }
        guard cursor < tokens.count, tokens[cursor].kind == .word || tokens[cursor].kind == .escapedWord else { return nil }
        let module = tokens[cursor].text

        // Backward: access level and attributes (which may carry arguments, as `@_spi(Name)`).
        var attributes: [String] = []
        var accessLevel: String?
        var firstLine = tokens[position].line
        var back = position - 1
        while back >= 0 {
            let token = tokens[back]
            if token.kind == .word, accessModifiers.contains(token.text), accessLevel == nil {
                accessLevel = token.text
            } else if token.kind == .attribute {
                attributes.insert(token.text, at: 0)
            } else if token.kind == .punctuation, token.text == ")", let open = matchingOpen(before: back, in: tokens),
                      open > 0, tokens[open - 1].kind == .attribute {
                back = open - 1
                attributes.insert(tokens[back].text, at: 0)
            } else {
                break
            }
            firstLine = tokens[back].line
            back -= 1
        }
        return ImportDeclaration(module: module, line: firstLine, attributes: attributes,
                                 accessLevel: accessLevel, isConditional: conditional)
    }

    private static func matchingOpen(before close: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var position = close
        while position >= 0 {
            if tokens[position].kind == .punctuation {
                if tokens[position].text == ")" { depth += 1 }
                if tokens[position].text == "(" {
                    depth -= 1
                    if depth == 0 { return position }
                }
            }
            position -= 1
        }
        return nil
    }

    private static func isAccessModifier(at position: Int, in tokens: [Token]) -> Bool {
        if position > 0 {
            let previous = tokens[position - 1]
            if previous.kind == .punctuation && previous.text == "." { return false }
            if previous.kind == .word && namingWords.contains(previous.text) { return false }
        }
        var next = position + 1
        // `package(set) var x`
        if next + 2 < tokens.count, tokens[next].text == "(", tokens[next + 1].text == "set", tokens[next + 2].text == ")" {
            next += 3
        }
        guard next < tokens.count else { return false }
        let following = tokens[next]
        let introducesDeclaration = declarationWords.contains(following.text) || accessModifiers.contains(following.text)
        return (following.kind == .word && introducesDeclaration) || following.kind == .attribute
    }
}
