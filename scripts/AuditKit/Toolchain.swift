import Foundation

/// Where `swift` and `swiftc` are. `PODIUM_SWIFT` / `PODIUM_SWIFTC` override the PATH search.
struct Toolchain: Sendable {
    let swift: String
    let swiftc: String

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Toolchain {
        let swift = try environment["PODIUM_SWIFT"] ?? find("swift", in: environment)
        let swiftc = try environment["PODIUM_SWIFTC"]
            ?? sibling(of: swift, named: "swiftc")
            ?? find("swiftc", in: environment)
        return Toolchain(swift: swift, swiftc: swiftc)
    }

    private static func sibling(of tool: String, named name: String) -> String? {
        let candidate = URL(fileURLWithPath: tool).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    private static func find(_ name: String, in environment: [String: String]) throws -> String {
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw AuditFailure("cannot find '\(name)' on PATH; install the Swift toolchain or set PODIUM_\(name.uppercased())")
    }
}
