import Foundation

/// The findings of one run and how to print them.
public struct AuditReport: Sendable {
    public let findings: [Finding]
    public let targetCount: Int
    public let fileCount: Int
    public let duration: Duration

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// 0 when clean (warnings allowed), 1 when any error was found.
    public var exitCode: Int32 { errorCount > 0 ? 1 : 0 }

    /// `path:line: severity: [rule] message` per finding, then one summary line. Paths are
    /// printed relative to `base` when the package lies below it, so editors can open them.
    public func text(packageRoot: String, relativeTo base: String) -> String {
        let prefix = displayPrefix(packageRoot: packageRoot, base: base)
        var lines = findings.map { "\(prefix)\($0.path):\($0.line): \($0.severity.rawValue): [\($0.rule.rawValue)] \($0.message)" }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    public var summary: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let verdict = findings.isEmpty ? "clean" : "\(plural(errorCount, "error")), \(plural(warningCount, "warning"))"
        return "audit: \(verdict) — \(plural(targetCount, "target")), \(plural(fileCount, "file")) in \(String(format: "%.1f", seconds)) s"
    }

    public func json(packageRoot: String) throws -> String {
        struct Document: Encodable {
            let packageRoot: String
            let findings: [Finding]
            let errors: Int
            let warnings: Int
            let targets: Int
            let files: Int
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(packageRoot: packageRoot, findings: findings, errors: errorCount,
                                warnings: warningCount, targets: targetCount, files: fileCount)
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    private func displayPrefix(packageRoot: String, base: String) -> String {
        let root = packageRoot.hasSuffix("/") ? packageRoot : packageRoot + "/"
        let from = base.hasSuffix("/") ? base : base + "/"
        if root == from { return "" }
        if root.hasPrefix(from) { return String(root.dropFirst(from.count)) }
        return root
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
