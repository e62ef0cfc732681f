import Foundation

/// Finds where the contracts a module names are declared: the data-manager and service contract
/// targets listed in Package.swift's table, and the `protocol` in their folder's sources.
enum ContractReader {
    /// The contract targets and their folders: `contract("ScheduleDataContract", in: "DataManagers/Schedule", …)`.
    static func contractFolders(in manifest: String) -> [(target: String, folder: String)] {
        let pattern = #/^\s*contract\("(\w+)",\s*in:\s*"([^"]+)"/#
        return manifest.split(separator: "\n").compactMap { line in
            (try? pattern.firstMatch(in: String(line))).flatMap { $0 }.map { (String($0.1), String($0.2) + "/Contract") }
        }
    }

    static func protocolNamed(_ name: String, manifest: String, repository: URL) throws -> ContractProtocol {
        guard name.range(of: #"^[A-Z][A-Za-z0-9]*$"#, options: .regularExpression) != nil else {
            throw GeneratorError(description: "--uses \(name): not a protocol name")
        }
        for (target, folder) in contractFolders(in: manifest) {
            let directory = repository.appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                let text = (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
                if text.firstMatch(of: try Regex("public\\s+protocol\\s+\(name)\\b")) != nil {
                    return ContractProtocol(name: name, target: target)
                }
            }
        }
        throw GeneratorError(description: "--uses \(name): no data-manager or service contract declares `public protocol \(name)`")
    }

    /// The generated Interactor calls only `conference()`; any other reading protocol (by the
    /// audit's narrowReads names, scripts/dependency-rules.json) would be handed to a module that
    /// never calls it, which the audit refuses.
    static func refuseUncalledReads(_ uses: [ContractProtocol], repository: URL) throws {
        let rules = repository.appendingPathComponent("scripts/dependency-rules.json")
        guard let data = try? Data(contentsOf: rules),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let patterns = (object["narrowReads"] as? [String: Any])?["protocols"] as? [String] else { return }
        for used in uses where used.name != ContractProtocol.conference && patterns.contains(where: { matches($0, used.name) }) {
            throw GeneratorError(description: "--uses \(used.name): the generated module would never call it, and a module is handed only the reads it makes; add it with the use case that reads it")
        }
    }

    /// `*Reading` matches "DayReading".
    private static func matches(_ pattern: String, _ name: String) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == name }
        return name.hasPrefix(pattern[..<star]) && name.hasSuffix(pattern[pattern.index(after: star)...])
    }

    /// `--input label:Type[=sample]`: the type must be a standard one or declared in Entities;
    /// an Entities type needs a sample value for the generated tests.
    static func input(_ text: String, repository: URL) throws -> ModuleInput {
        let (declaration, sample) = text.firstIndex(of: "=").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) } ?? (text, nil)
        let parts = declaration.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, parts[0].range(of: #"^[a-z][A-Za-z0-9]*$"#, options: .regularExpression) != nil,
              parts[1].range(of: #"^[A-Z][A-Za-z0-9]*$"#, options: .regularExpression) != nil, !NameRules.keywords.contains(parts[0]) else {
            throw GeneratorError(description: "--input \(text): write label:Type, e.g. sessionID:String or current:SessionFilter=.all")
        }
        let (label, type) = (parts[0], parts[1])
        let standardSamples = ["String": "\"item-1\"", "Int": "7", "Bool": "true", "Double": "1.5"]
        if let standard = standardSamples[type] { return ModuleInput(label: label, type: type, sample: sample ?? standard) }
        guard try entitiesDeclare(type, repository: repository) else {
            throw GeneratorError(description: "--input \(text): \(type) is neither a standard type nor declared in Entities")
        }
        guard let sample, !sample.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw GeneratorError(description: "--input \(text): give a value of \(type) for the generated tests, e.g. \(label):\(type)=.all")
        }
        return ModuleInput(label: label, type: type, sample: sample)
    }

    private static func entitiesDeclare(_ type: String, repository: URL) throws -> Bool {
        let directory = repository.appendingPathComponent("Entities")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter { $0.hasSuffix(".swift") } ?? []
        let declaration = try Regex("public\\s+(struct|enum|final\\s+class|class|typealias)\\s+\(type)\\b")
        return files.contains { file in
            ((try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? "").firstMatch(of: declaration) != nil
        }
    }
}

/// How the generated tests get a value of each used protocol: the in-memory schedule store for
/// what it conforms to (directly or through a protocol that refines the used one), else a type
/// beside the contracts, in a family's or service's Testing folder (`FavoritesTesting`), that
/// conforms and takes `()`.
enum FakeReader {
    static let scheduleStore = "InMemoryScheduleStore"

    /// For each used protocol, the fake's initializer call and the testing target it is in.
    static func fakes(for uses: [ContractProtocol], manifest: String, repository: URL) throws -> [String: (call: String, target: String)] {
        let refined = try refinements(manifest: manifest, repository: repository)
        var texts: [(target: String, text: String)] = []
        for parent in ["DataManagers", "Services"] {
            let parentURL = repository.appendingPathComponent(parent)
            for family in ((try? FileManager.default.contentsOfDirectory(atPath: parentURL.path)) ?? []).sorted() {
                let directory = parentURL.appendingPathComponent(family).appendingPathComponent("Testing")
                let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter { $0.hasSuffix(".swift") }.sorted() ?? []
                texts += files.map { (testingTarget(family: family),
                                      (try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) ?? "") }
            }
        }
        let declaration = try Regex("public\\s+(?:final\\s+class|class|struct|actor)\\s+(\\w+)\\s*:([^{]*)\\{")
        var result: [String: (call: String, target: String)] = [:]
        for used in uses {
            let fake = texts.lazy.flatMap { file in file.text.matches(of: declaration).map { (file.target, $0) } }.first { _, match in
                (match.output[2].substring ?? "").split(separator: ",").contains { conformance in
                    let name = conformance.trimmingCharacters(in: .whitespacesAndNewlines)
                    return name == used.name || refined[name, default: []].contains(used.name)
                }
            }
            guard let (target, match) = fake, let name = match.output[1].substring else {
                throw GeneratorError(description: "--uses \(used.name): no fake in a Testing folder (DataManagers/*/Testing, Services/*/Testing) "
                                     + "conforms to it; write one (with an init that takes nothing) first")
            }
            if name != scheduleStore { result[used.name] = ("\(name)()", target) }
        }
        return result
    }

    /// The testing target of a family's or service's folder: `DataManagers/Favorites` →
    /// `FavoritesTesting`, `Services/SecretStore` → `SecretStoreTesting`.
    static func testingTarget(family: String) -> String { family + "Testing" }

    /// Every contract protocol, with every protocol it refines, directly or not.
    static func refinements(manifest: String, repository: URL) throws -> [String: Set<String>] {
        let declaration = try Regex("public\\s+protocol\\s+(\\w+)\\s*:([^{]*?)(?:where[^{]*)?\\{")
        var parents: [String: [String]] = [:]
        for (_, folder) in ContractReader.contractFolders(in: manifest) {
            let directory = repository.appendingPathComponent(folder)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where file.hasSuffix(".swift") {
                let text = (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
                for match in text.matches(of: declaration) {
                    parents[String(match.output[1].substring ?? "")] = (match.output[2].substring ?? "").split(separator: ",")
                        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                }
            }
        }
        func closure(_ name: String, _ seen: inout Set<String>) {
            for parent in parents[name] ?? [] where seen.insert(parent).inserted { closure(parent, &seen) }
        }
        return parents.keys.reduce(into: [:]) { result, name in
            var seen = Set<String>()
            closure(name, &seen)
            result[name] = seen
        }
    }
}
