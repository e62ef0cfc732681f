/// One thing the audit reports, compiler style: `path:line: severity: [rule] message`.
public struct Finding: Sendable, Hashable, Codable {
    public enum Severity: String, Sendable, Codable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// Path relative to the package root.
    public let path: String
    public let line: Int
    public let severity: Severity
    public let rule: Rule
    public let message: String

    public init(path: String, line: Int, severity: Severity, rule: Rule, message: String) {
        self.path = path
        self.line = line
        self.severity = severity
        self.rule = rule
        self.message = message
    }
}

/// Every rule the audit knows, by the name it prints in brackets.
public enum Rule: String, Sendable, Codable, CaseIterable, Comparable {
    case forbiddenDependency = "forbidden-dependency"
    case implicitImport = "implicit-import"
    case unusedDependency = "unused-dependency"
    case roleViolation = "role-violation"
    case dependencyCycle = "dependency-cycle"
    case packageAccess = "package-access"
    case exportedImport = "exported-import"
    case testableImport = "testable-import"
    case missingTestTarget = "missing-test-target"
    case unknownKind = "unknown-kind"
    case staleGraph = "stale-graph"
    case unlocatedImport = "unlocated-import"
    case contractImplementation = "contract-implementation"
    case protocolFile = "protocol-file"
    case unusedRead = "unused-read"
    case conceptHome = "concept-home"

    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Finding: Comparable {
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.rule, lhs.message) < (rhs.path, rhs.line, rhs.rule, rhs.message)
    }
}
