import Foundation

/// Why a name cannot be a module's.
struct GeneratorError: Error, CustomStringConvertible {
    let description: String
}

enum NameRules {
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init",
        "let", "protocol", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "do", "else",
        "for", "if", "in", "return", "switch", "where", "while", "as", "false", "is", "nil", "super", "self", "throw", "throws",
        "true", "try", "actor", "async", "await",
    ]

    /// Refuses anything but an UpperCamelCase Swift identifier of letters and digits, and the
    /// names that would collide with the project's own types and targets.
    static func validate(_ name: String, existingTargets: Set<String>, repository: URL) throws {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
              name.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }) else {
            throw GeneratorError(description: "'\(name)' is not a module name: use UpperCamelCase letters and digits, starting with a capital (e.g. Speakers)")
        }
        guard !keywords.contains(name) else { throw GeneratorError(description: "'\(name)' is a Swift keyword") }
        guard !name.hasSuffix("Contract"), !name.hasSuffix("Tests") else {
            throw GeneratorError(description: "'\(name)' ends in Contract or Tests; name the module itself (the generator adds those targets)")
        }
        for target in [name, name + "Contract", name + "Tests"] where existingTargets.contains(target) {
            throw GeneratorError(description: "a target named '\(target)' already exists in Package.swift")
        }
        let folder = repository.appendingPathComponent("Modules/\(name)")
        if FileManager.default.fileExists(atPath: folder.path) {
            throw GeneratorError(description: "Modules/\(name) already exists")
        }
        if FileManager.default.fileExists(atPath: repository.appendingPathComponent("Tests/\(name)Tests").path) {
            throw GeneratorError(description: "Tests/\(name)Tests already exists")
        }
    }
}
