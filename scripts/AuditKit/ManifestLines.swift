import Foundation

/// Points a finding about the package graph at the line of Package.swift that declares it.
/// The graph itself always comes from SwiftPM; this only finds the row a person would edit.
struct ManifestLines: Sendable {
    static let fileName = "Package.swift"

    private let lines: [String]

    init(packageRoot: String) {
        let text = (try? String(contentsOfFile: "\(packageRoot)/\(Self.fileName)", encoding: .utf8)) ?? ""
        lines = text.components(separatedBy: "\n")
    }

    /// The first code line naming `"target"` (and `"dependency"` when given, as a table row
    /// does); else the first naming the target; else line 1.
    func line(ofTarget target: String, mentioning dependency: String? = nil) -> Int {
        let rows = lines.indices.filter { index in
            !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("//") && lines[index].contains("\"\(target)\"")
        }
        if let dependency, let row = rows.first(where: { lines[$0].contains("\"\(dependency)\"") }) {
            return row + 1
        }
        return rows.first.map { $0 + 1 } ?? 1
    }
}
