import Foundation

/// Reads another module's contract to learn how to open it: its `<Name>Building` protocol, the
/// one `make…` function that returns a ViewController, and where each of its parameters comes
/// from in the module that opens it.
enum RouteReader {
    static func route(to module: String, from input: ModuleInput?, repository: URL) throws -> Route {
        let folder = repository.appendingPathComponent("Modules/\(module)/Contract")
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".swift") }).sorted(),
              !files.isEmpty else {
            throw GeneratorError(description: "--routes-to \(module): there is no Modules/\(module)/Contract")
        }
        let contract = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        let builder = module + "Building"
        guard let body = body(ofProtocol: builder, in: contract) else {
            throw GeneratorError(description: "--routes-to \(module): no protocol \(builder) in Modules/\(module)/Contract")
        }
        guard let match = body.firstMatch(of: #/func\s+(make\w*)\s*\(([^)]*)\)\s*->\s*ViewController/#) else {
            throw GeneratorError(description: "--routes-to \(module): \(builder) has no make…() -> ViewController function")
        }
        let method = String(match.1)
        let parameters = try match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            .map { declaration -> RouteParameter in
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, !parts[0].contains(" ") else {
                    throw GeneratorError(description: "--routes-to \(module): cannot read the parameter '\(declaration)' of \(builder).\(method); add this route by hand")
                }
                let (label, type) = (parts[0], parts[1])
                if let delegateName = type.firstMatch(of: #/^any\s+(\w+Delegate)$/#).map({ String($0.1) }) {
                    guard let delegateBody = Self.body(ofProtocol: delegateName, in: contract) else {
                        throw GeneratorError(description: "--routes-to \(module): \(delegateName) is not declared in Modules/\(module)/Contract")
                    }
                    return RouteParameter(label: label, type: type, kind: .delegate(delegateName, DelegateProtocol(name: delegateName, methods: methods(in: delegateBody))))
                }
                // A String is a row's id, unless it is this module's own input under the same name
                // (Speaker details opens a session by the row's id, not by its speaker's id).
                if type == input?.type, type != "String" || label == input?.label { return RouteParameter(label: label, type: type, kind: .input) }
                if type == "String" { return RouteParameter(label: label, type: type, kind: .rowID) }
                throw GeneratorError(description: "--routes-to \(module): \(builder).\(method) needs \(label): \(type), which this module has no value of (its input is \(input.map { "\($0.label): \($0.type)" } ?? "none")); add this route by hand")
            }
        if parameters.filter({ $0.kind == .rowID }).count > 1 {
            throw GeneratorError(description: "--routes-to \(module): \(builder).\(method) takes more than one String; add this route by hand")
        }
        return Route(module: module, builderProtocol: builder, method: method, parameters: parameters)
    }

    /// The text between a protocol's braces (no nested braces in a contract's protocols).
    static func body(ofProtocol name: String, in text: String) -> Substring? {
        guard let start = text.firstMatch(of: try! Regex("protocol\\s+\(name)\\b[^{]*\\{")) else { return nil }
        let rest = text[start.range.upperBound...]
        return rest.firstIndex(of: "}").map { rest[..<$0] }
    }

    /// The methods a delegate protocol declares, comments left out.
    static func methods(in body: Substring) -> [DelegateMethod] {
        body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("//") }
            .compactMap { line -> DelegateMethod? in
                guard let match = line.firstMatch(of: #/^func\s+((\w+)\s*\(([^)]*)\))/#) else { return nil }
                let names = match.3.split(separator: ",").compactMap { parameter -> String? in
                    let words = parameter.split(separator: ":")[0].split(separator: " ")
                    return words.last.map(String.init)
                }
                return DelegateMethod(signature: String(match.1), name: String(match.2), argumentNames: names)
            }
    }
}
