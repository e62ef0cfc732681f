import Foundation

/// scripts/dependency-rules.json, decoded. See that file for the meaning of each part.
public struct RulesFile: Sendable, Decodable {
    public struct KindFolder: Sendable, Decodable {
        public let kind: String
        public let folder: String
        public let about: String
    }

    public struct Allowance: Sendable, Decodable {
        public let kind: String
        public let may: [String]
        public let why: String
    }

    public struct FileRule: Sendable, Decodable {
        public let name: String
        public let files: String
        public let kinds: [String]
        public let mayNotImport: [String]?
        public let mayImportOnly: [String]?
        public let why: String
    }

    public struct KindList: Sendable, Decodable {
        public let kinds: [String]
        public let why: String
    }

    /// Targets of `readers` may be handed only protocols of `contracts` whose every requirement they call.
    public struct NarrowReads: Sendable, Decodable {
        public let readers: [String]
        public let contracts: [String]
        /// Which of their protocols are reads, by name (`*Reading`).
        public let protocols: [String]
        /// Protocols whose requirements the runtime calls on a module's behalf (change events).
        public let exempt: [String]
        /// Kinds of the parts a reader composes, which read on its behalf what they name (runtime).
        public let parts: [String]
        public let why: String

        enum CodingKeys: String, CodingKey { case readers, contracts, protocols, exempt, parts, why }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            readers = try container.decode([String].self, forKey: .readers)
            contracts = try container.decode([String].self, forKey: .contracts)
            protocols = try container.decode([String].self, forKey: .protocols)
            exempt = try container.decode([String].self, forKey: .exempt)
            parts = try container.decodeIfPresent([String].self, forKey: .parts) ?? []
            why = try container.decode(String.self, forKey: .why)
        }
    }

    /// A concept with one home: its declarations (protocols and types named after it) live in
    /// `home` alone among the targets of `kinds`.
    public struct ConceptHome: Sendable, Decodable {
        /// The word a declaration's name starts with ("Favorite": `FavoritesReading`, `FavoriteChoiceSet`).
        public let concept: String
        /// The folder that holds it (`DataManagers/Favorites`).
        public let home: String
        public let kinds: [String]
        public let why: String
    }

    public let schema: Int
    public let kinds: [KindFolder]
    public let dependencies: [Allowance]
    public let toolchainModules: [String: [String]]
    public let fileRules: [FileRule]
    public let noBoundaryHoles: KindList
    /// The kinds that may write `@testable import` (tests); every other refuses it.
    public let testableImports: KindList
    public let requireTestTarget: KindList
    /// Kinds that hold only protocols and the values they carry, one protocol per file.
    public let contracts: KindList
    public let narrowReads: NarrowReads
    public let conceptHomes: [ConceptHome]
    public let severity: [String: Finding.Severity]

    public static func load(from url: URL) throws -> RulesFile {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AuditFailure("cannot read the rules file \(url.path): \(error.localizedDescription)")
        }
        let rules: RulesFile
        do {
            rules = try JSONDecoder().decode(RulesFile.self, from: data)
        } catch {
            throw AuditFailure("the rules file \(url.path) is not valid: \(describe(error))")
        }
        try rules.validate(at: url.path)
        return rules
    }

    private func validate(at path: String) throws {
        guard schema == 1 else { throw AuditFailure("\(path): schema \(schema) is not supported (expected 1)") }
        let known = Set(kinds.map(\.kind))
        for allowance in dependencies where !known.contains(allowance.kind) {
            throw AuditFailure("\(path): dependencies name an unknown kind '\(allowance.kind)'")
        }
        for kind in known where !dependencies.contains(where: { $0.kind == kind }) {
            throw AuditFailure("\(path): kind '\(kind)' has no entry under dependencies")
        }
        let selectors = dependencies.flatMap(\.may) + fileRules.flatMap { ($0.mayNotImport ?? []) + ($0.mayImportOnly ?? []) }
        for selector in selectors {
            if let group = selector.dropPrefix("toolchain:"), toolchainModules[group] == nil {
                throw AuditFailure("\(path): selector '\(selector)' names no toolchain group")
            }
            if selector.dropPrefix("kind:") == nil, selector.dropPrefix("toolchain:") == nil,
               selector != "subject", selector != "external" {
                throw AuditFailure("\(path): '\(selector)' is not a selector (kind:NAME, toolchain:GROUP, subject, external)")
            }
        }
        for (rule, _) in severity where Rule(rawValue: rule) == nil {
            throw AuditFailure("\(path): severity names an unknown rule '\(rule)'")
        }
    }

    // MARK: Reading the rules

    /// The kind of a target from its folder, relative to the package root: the first match.
    public func kind(ofTargetAt path: String) -> String? {
        kinds.first { Glob.matchesPath(pattern: $0.folder, path: path) }?.kind
    }

    func allowance(for kind: String) -> Allowance? {
        dependencies.first { $0.kind == kind }
    }

    func toolchainGroup(of module: String) -> String? {
        toolchainModules.sorted { $0.key < $1.key }.first { $0.value.contains(module) }?.key
    }

    func severity(of rule: Rule) -> Finding.Severity {
        severity[rule.rawValue] ?? .error
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(codingPath(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.debugDescription) at \(codingPath(context.codingPath))"
        case DecodingError.dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        default:
            return "\(error)"
        }
    }

    private static func codingPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".").description
    }
}

extension String {
    func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}

/// `*` matches within one path component (or within one kind name).
enum Glob {
    static func matchesPath(pattern: String, path: String) -> Bool {
        let patternParts = pattern.split(separator: "/")
        let pathParts = path.split(separator: "/")
        guard patternParts.count == pathParts.count else { return false }
        return zip(patternParts, pathParts).allSatisfy { matches(pattern: String($0), String($1)) }
    }

    static func matches(pattern: String, _ text: String) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard pieces.count > 1 else { return pattern == text }
        guard text.hasPrefix(pieces[0]) else { return false }
        var rest = Substring(text.dropFirst(pieces[0].count))
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = pieces[pieces.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
