import Foundation

/// Adds a module's rows to Package.swift's table: the contract and module rows after the last
/// module row, the test row at the end of the table, each as one readable line.
enum ManifestEditor {
    /// The names of the targets the table declares, read from its rows.
    static func targetNames(in manifest: String) -> Set<String> {
        let pattern = #/^\s*(?:entities|contract|moduleContract|module|dataManager|service|platform|app|tool|toolMain|testSupport|tests)\("(\w+)"/#
        return Set(manifest.split(separator: "\n").compactMap { line in (try? pattern.firstMatch(in: String(line))).flatMap { $0 }.map { String($0.1) } })
    }

    static func adding(_ spec: ModuleSpec, to manifest: String) throws -> String {
        var lines = manifest.components(separatedBy: "\n")
        guard let lastModule = lines.lastIndex(where: { $0.hasPrefix("    module(\"") }) else {
            throw GeneratorError(description: "Package.swift has no module(...) row to add the new module after")
        }
        let contractRow = "    moduleContract(\"\(spec.contract)\", uses: \(list(spec.contractDependencies))),"
        let moduleRow = "    module(\"\(spec.name)\", uses: \(list(spec.moduleDependencies))),"
        lines.insert(contentsOf: [contractRow, moduleRow], at: endOfRow(startingAt: lastModule, in: lines) + 1)
        guard let tableStart = lines.firstIndex(where: { $0.hasPrefix("let table") }),
              let tableEnd = lines[tableStart...].firstIndex(of: "]") else {
            throw GeneratorError(description: "Package.swift has no `let table: [Row] = [ … ]` to add the test row to")
        }
        lines.insert("    tests(\"\(spec.tests)\", uses: \(list(spec.testDependencies))),", at: tableEnd)
        return lines.joined(separator: "\n")
    }

    /// The last line of the row that starts at `start`: a row may wrap over several lines, and
    /// ends where its parentheses close.
    static func endOfRow(startingAt start: Int, in lines: [String]) -> Int {
        var depth = 0
        for index in start..<lines.count {
            for character in lines[index] {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            }
            if depth <= 0 { return index }
        }
        return start
    }

    private static func list(_ names: [String]) -> String {
        "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
