/// What contract targets hold and how modules use them: protocols and the values they carry,
/// one protocol to a file named after it, and no module handed a read it never makes.
enum ContractChecks {
    /// Implementation in a contract target: a class or actor, a free function, a namespace of
    /// functions, an extension of a type declared elsewhere, a protocol extension that does work.
    static func implementation(_ context: AuditContext) -> [Finding] {
        let guarded = context.rules.contracts
        var findings: [Finding] = []
        for (target, kind) in context.classifiedTargets where guarded.kinds.contains(where: { Glob.matches(pattern: $0, kind) }) {
            let files = context.imports[target.name]?.files ?? []
            let declared = Set(files.flatMap { $0.facts.declarations.filter { $0.kind != .extension && $0.kind != .function }.map(\.name) })
            let ownProtocols = Set(files.flatMap { $0.facts.declarations.filter { $0.kind == .protocol }.map(\.name) })
            func report(_ file: FileImports, _ line: Int, _ what: String) {
                findings.append(context.finding(.contractImplementation, file.path, line,
                    "\(what) in \(target.name) (\(kind)): \(guarded.why)"))
            }
            for file in files {
                for type in file.facts.referenceTypes { report(file, type.line, "'\(type.name)' is a class or actor") }
                for declaration in file.facts.declarations {
                    switch declaration.kind {
                    case .function:
                        report(file, declaration.line, "'func \(declaration.name)' is a free function")
                    case .enum where !declaration.hasCases && !declaration.members.isEmpty:
                        report(file, declaration.line, "'enum \(declaration.name)' is a namespace of functions")
                    case .extension where !declared.contains(declaration.name) && !declaration.members.isEmpty:
                        report(file, declaration.line, "'extension \(declaration.name)' extends a type declared elsewhere")
                    case .extension where ownProtocols.contains(declaration.name):
                        for member in declaration.members where member.doesWork {
                            report(file, member.line, "'\(member.name)' in 'extension \(declaration.name)' does more than forward")
                        }
                    default:
                        break
                    }
                }
            }
        }
        return findings
    }

    /// A contract file declares at most one protocol, and is named after the one it declares.
    static func protocolFiles(_ context: AuditContext) -> [Finding] {
        let guarded = context.rules.contracts
        var findings: [Finding] = []
        for (target, kind) in context.classifiedTargets where guarded.kinds.contains(where: { Glob.matches(pattern: $0, kind) }) {
            for file in context.imports[target.name]?.files ?? [] {
                let protocols = file.facts.declarations.filter { $0.kind == .protocol }
                let fileName = String(file.path.split(separator: "/").last ?? "")
                if protocols.count > 1 {
                    findings.append(context.finding(.protocolFile, file.path, protocols[1].line,
                        "\(fileName) declares \(protocols.count) protocols (\(protocols.map(\.name).joined(separator: ", "))) in \(target.name) (\(kind)): one protocol to a file, named after it"))
                } else if let only = protocols.first, fileName != "\(only.name).swift" {
                    findings.append(context.finding(.protocolFile, file.path, only.line,
                        "\(fileName) declares protocol \(only.name) in \(target.name) (\(kind)): name the file \(only.name).swift"))
                }
            }
        }
        return findings
    }

    /// A module that names a data protocol calls every one of its requirements.
    static func unusedReads(_ context: AuditContext) -> [Finding] {
        let narrow = context.rules.narrowReads
        // Every protocol of a guarded contract target, with its requirements and those of the
        // protocols it refines (but the exempt ones', which the runtime calls for the module).
        var declared: [String: Declaration] = [:]
        for (target, kind) in context.classifiedTargets where narrow.contracts.contains(where: { Glob.matches(pattern: $0, kind) }) {
            for file in context.imports[target.name]?.files ?? [] {
                for declaration in file.facts.declarations where declaration.kind == .protocol {
                    declared[declaration.name] = declaration
                }
            }
        }
        // A composition another contract names (`typealias RootReading = A & B`) reads what its parts do.
        for (target, kind) in context.classifiedTargets where context.rules.contracts.kinds.contains(where: { Glob.matches(pattern: $0, kind) }) {
            for file in context.imports[target.name]?.files ?? [] {
                for declaration in file.facts.declarations
                    where declaration.kind == .typealias && declaration.inherits.contains(where: { declared[$0]?.kind == .protocol }) {
                    declared[declaration.name] = declaration
                }
            }
        }
        func requirements(of name: String, seen: inout Set<String>) -> [String] {
            guard let declaration = declared[name], !narrow.exempt.contains(name), seen.insert(name).inserted else { return [] }
            return declaration.requirements + declaration.inherits.flatMap { requirements(of: $0, seen: &seen) }
        }
        let protocols = declared.keys.reduce(into: [String: [String]]()) { result, name in
            var seen = Set<String>()
            result[name] = requirements(of: name, seen: &seen)
        }
        // The protocol and those it refines, by name: a part that names any of them reads through it.
        func family(of name: String, seen: inout Set<String>) -> Set<String> {
            guard let declaration = declared[name], seen.insert(name).inserted else { return [] }
            return declaration.inherits.reduce(into: [name]) { $0.formUnion(family(of: $1, seen: &seen)) }
        }
        var findings: [Finding] = []
        for (target, kind) in context.classifiedTargets where narrow.readers.contains(where: { Glob.matches(pattern: $0, kind) }) {
            let files = context.imports[target.name]?.files ?? []
            let called = files.reduce(into: Set<String>()) { $0.formUnion($1.facts.calls) }
            let words = files.reduce(into: Set<String>()) { $0.formUnion($1.facts.words) }
            // A part the module composes (a runtime target it depends on, such as ProgrammeWatch,
            // and the parts that part composes) reads for it: what a part's file calls through a
            // protocol it names is read.
            let parts = Self.parts(of: target, kinds: narrow.parts, context).flatMap { context.imports[$0.name]?.files ?? [] }
            var reported = Set<String>()
            for file in files {
                for (name, line) in file.facts.typeReferences.sorted(by: { $0.value < $1.value })
                    where protocols[name] != nil && !reported.contains(name) && narrow.protocols.contains(where: { Glob.matches(pattern: $0, name) }) {
                    var seen = Set<String>()
                    let names = family(of: name, seen: &seen)
                    let reading = parts.filter { !names.isDisjoint(with: $0.facts.typeReferences.keys) }
                    let partCalls = reading.reduce(into: Set<String>()) { $0.formUnion($1.facts.calls) }
                    let partWords = reading.reduce(into: Set<String>()) { $0.formUnion($1.facts.words) }
                    let unused = protocols[name, default: []].filter { requirement in
                        requirement.hasSuffix("(") || requirement.hasSuffix(":")
                            ? !called.contains(requirement) && !partCalls.contains(requirement)
                            : !words.contains(requirement) && !partWords.contains(requirement)
                    }
                    guard !unused.isEmpty else { continue }
                    reported.insert(name)
                    findings.append(context.finding(.unusedRead, file.path, line,
                        "\(target.name) (\(kind)) is handed \(name) but never calls \(unused.map(describe).joined(separator: ", ")): \(narrow.why)"))
                }
            }
        }
        return findings
    }

    /// The targets of `kinds` that `target` depends on, and those they depend on, in turn.
    private static func parts(of target: PackageGraph.Target, kinds: [String], _ context: AuditContext) -> [PackageGraph.Target] {
        var found: [String: PackageGraph.Target] = [:]
        var queue = [target]
        while let next = queue.popLast() {
            for part in next.targetDependencies.compactMap({ context.graph.target(named: $0) }) where found[part.name] == nil {
                guard let kind = context.kind(of: part), kinds.contains(where: { Glob.matches(pattern: $0, kind) }) else { continue }
                found[part.name] = part
                queue.append(part)
            }
        }
        return Array(found.values)
    }

    /// A concept declared outside its home: a protocol or type named after it in a target of the
    /// guarded kinds whose folder is not the concept's (`FavoritesReading` in the Schedule family).
    static func conceptHomes(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for home in context.rules.conceptHomes {
            for (target, kind) in context.classifiedTargets where home.kinds.contains(where: { Glob.matches(pattern: $0, kind) }) {
                guard target.path != home.home, !target.path.hasPrefix(home.home + "/") else { continue }
                for file in context.imports[target.name]?.files ?? [] {
                    for declaration in file.facts.declarations
                        where declaration.kind != .extension && declaration.kind != .function && declaration.name.hasPrefix(home.concept) {
                        findings.append(context.finding(.conceptHome, file.path, declaration.line,
                            "'\(declaration.name)' (a \(declaration.kind.rawValue)) is declared in \(target.name) (\(kind)), outside \(home.home), "
                                + "the home of '\(home.concept)': \(home.why)"))
                    }
                }
            }
        }
        return findings
    }

    /// "sessions(ids:" → "sessions(ids:)", "conference(" → "conference()".
    private static func describe(_ requirement: String) -> String {
        requirement.hasSuffix("(") || requirement.hasSuffix(":") ? requirement + ")" : requirement
    }
}
