import Foundation

/// Reads another module's contract to learn how to open it: its `<Name>Building` protocol and
/// the one `make…` function that returns a ViewController.
enum RouteReader {
    static func route(to module: String, repository: URL) throws -> Route {
        let folder = repository.appendingPathComponent("Modules/\(module)/Contract")
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".swift") }).sorted(),
              !files.isEmpty else {
            throw GeneratorError(description: "--routes-to \(module): there is no Modules/\(module)/Contract")
        }
        let builder = module + "Building"
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            guard let protocolRange = text.range(of: "protocol \(builder)") else { continue }
            let body = text[protocolRange.upperBound...]
            let pattern = #/func\s+(make\w*)\s*\(([^)]*)\)\s*->\s*ViewController/#
            guard let match = body.firstMatch(of: pattern) else {
                throw GeneratorError(description: "--routes-to \(module): \(builder) has no make…() -> ViewController function")
            }
            let parameters = match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if parameters.isEmpty { return Route(module: module, builderProtocol: builder, method: String(match.1), stringParameter: nil) }
            if parameters.count == 1 {
                let parts = parameters[0].split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[1] == "String", !parts[0].contains(" ") {
                    return Route(module: module, builderProtocol: builder, method: String(match.1), stringParameter: parts[0])
                }
            }
            throw GeneratorError(description: "--routes-to \(module): \(builder).\(match.1)(\(match.2)) takes something other than nothing or one String; add this route by hand")
        }
        throw GeneratorError(description: "--routes-to \(module): no protocol \(builder) in Modules/\(module)/Contract")
    }
}
