import ArgumentParser
import AuditKit
import Foundation

/// `scripts/audit`: checks the package graph and every import against scripts/dependency-rules.json.
@main
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podium-audit",
        abstract: "Audit the package's dependency graph and imports against its rules.",
        discussion: """
            Findings print compiler style (path:line: error|warning: [rule] message), then a \
            summary. Exit status: 0 clean (warnings allowed), 1 findings, 2 usage or environment error.
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "The package to audit (default: the package containing the current directory).")
    var packagePath: String?

    @Option(help: "The rules file (default: <package>/\(AuditOptions.defaultRulesPath)).")
    var rules: String?

    @Option(help: "SwiftPM's scratch path for the package (default: its .build).")
    var scratchPath: String?

    @Option(help: "Findings as text or json.")
    var format: OutputFormat = .text

    @Option(help: "Print the target graph instead of auditing: mermaid or dot.")
    var graph: GraphFormat?

    @Flag(help: "With --graph: draw test targets too.")
    var includeTests = false

    @Flag(help: "Regenerate the architecture pictures in CONTRIBUTING.md and docs/targets.md.")
    var writeReadme = false

    @Option(help: "List targets whose kind matches any of these comma-separated patterns (e.g. module,*-contract).")
    var listTargets: String?

    @Flag(help: "List the test targets and what each tests.")
    var listTests = false

    func validate() throws {
        let modes = [graph != nil, writeReadme, listTargets != nil, listTests].filter { $0 }.count
        if modes > 1 { throw ValidationError("--graph, --write-readme, --list-targets and --list-tests are exclusive") }
        if includeTests && graph == nil { throw ValidationError("--include-tests goes with --graph") }
    }

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let root = try packagePath.map { path in
            guard FileManager.default.fileExists(atPath: "\(path)/Package.swift") else {
                throw AuditFailure("not a Swift package: no Package.swift in \(path)")
            }
            return URL(fileURLWithPath: path).standardizedFileURL.path
        } ?? AuditOptions.findPackageRoot(from: workingDirectory)
        let audit = try Audit.load(AuditOptions(packageRoot: root, rulesPath: rules, scratchPath: scratchPath))

        if let graph {
            print(try audit.graph(graph, includeTests: includeTests), terminator: "")
        } else if writeReadme {
            let changed = try audit.writeReadmeGraph()
            print(changed.isEmpty ? "the architecture pictures are already current" : "\(changed.joined(separator: ", ")): architecture pictures updated")
        } else if let listTargets {
            let patterns = listTargets.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            for target in try audit.targets(ofKinds: patterns) { print(target.name) }
        } else if listTests {
            for test in try audit.testTargets() {
                let subject = test.subject.map { "tests \($0) (\(test.subjectKind ?? "?"))" } ?? "no subject target"
                print("\(test.name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(subject)  — \(test.path)")
            }
        } else {
            let report = audit.report()
            switch format {
            case .text: print(report.text(packageRoot: root, relativeTo: workingDirectory), terminator: "")
            case .json: print(try report.json(packageRoot: root), terminator: "")
            }
            if report.exitCode != 0 { throw ExitCode(report.exitCode) }
        }
    }

    /// ArgumentParser's own usage errors exit 64; this tool promises 2 for every usage or
    /// environment error, and 1 only for findings.
    static func exitStatus(for error: any Error) -> Int32 {
        if let exit = error as? ExitCode { return exit.rawValue }
        if error is AuditFailure { return 2 }
        return exitCode(for: error) == .success ? 0 : 2
    }

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let status = exitStatus(for: error)
            if error is ExitCode {
                // Findings are already printed.
            } else if let failure = error as? AuditFailure {
                FileHandle.standardError.write(Data("podium-audit: error: \(failure.description)\n".utf8))
            } else {
                let message = fullMessage(for: error)
                if status == 0 { print(message) } else { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
            }
            Foundation.exit(status)
        }
    }
}

extension GraphFormat: ExpressibleByArgument {}
