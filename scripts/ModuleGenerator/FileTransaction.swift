import Foundation

/// Writes a set of files all or nothing: everything is staged in a temporary folder first,
/// then moved into place; Package.swift is replaced last, atomically. If any step fails, what
/// was already moved is removed again and the manifest is untouched.
struct FileTransaction {
    let repository: URL
    private(set) var files: [(path: String, text: String)] = []

    init(repository: URL) { self.repository = repository }

    mutating func add(_ path: String, _ text: String) { files.append((path, text)) }

    func commit(manifest: String) throws {
        let fileManager = FileManager.default
        let staging = fileManager.temporaryDirectory.appendingPathComponent("podium-new-module-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: staging) }
        for file in files {
            let url = staging.appendingPathComponent(file.path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
        // The new top-level folders (Modules/<Name>, Tests/<Name>Tests) move in whole.
        let roots = Array(Set(files.map { $0.path.split(separator: "/").prefix(2).joined(separator: "/") })).sorted()
        var moved: [URL] = []
        do {
            for root in roots {
                let destination = repository.appendingPathComponent(root)
                try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.moveItem(at: staging.appendingPathComponent(root), to: destination)
                moved.append(destination)
            }
            let manifestURL = repository.appendingPathComponent("Package.swift")
            if ProcessInfo.processInfo.environment["PODIUM_NEW_MODULE_FAIL_BEFORE_MANIFEST"] != nil {
                throw GeneratorError(description: "stopped before writing Package.swift (PODIUM_NEW_MODULE_FAIL_BEFORE_MANIFEST)")
            }
            try manifest.write(to: manifestURL, atomically: true, encoding: .utf8)
        } catch {
            for url in moved { try? fileManager.removeItem(at: url) }
            throw error
        }
    }
}
