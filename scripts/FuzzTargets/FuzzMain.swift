import Foundation

#if PODIUM_FUZZING
/// libFuzzer's entry point (built by `scripts/fuzz` with `-sanitize=fuzzer,address`): the target
/// is named by PODIUM_FUZZ_TARGET.
private let fuzzTarget: FuzzTarget = {
    guard let name = ProcessInfo.processInfo.environment["PODIUM_FUZZ_TARGET"], let target = FuzzTarget(rawValue: name) else {
        fatalError("set PODIUM_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    fuzzTarget.run(data)
    return 0
}
#else
/// `podium-fuzz replay TARGET FILE|FOLDER…`: runs inputs through a target as the fuzzer does
/// (the corpus and every crash found become regression inputs); `podium-fuzz list` names the
/// targets. Fuzzing itself is `scripts/fuzz`.
@main
struct FuzzMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "list":
            FuzzTarget.allCases.forEach { print($0.rawValue) }
        case "replay" where arguments.count >= 3:
            guard let target = FuzzTarget(rawValue: arguments[1]) else { fail("unknown target '\(arguments[1])'") }
            var count = 0
            for path in arguments.dropFirst(2) {
                for file in files(at: path) {
                    guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
                    target.run(data)
                    count += 1
                }
            }
            print("replayed \(count) inputs through \(target.rawValue)")
        default:
            fail("usage: podium-fuzz list | podium-fuzz replay TARGET FILE|FOLDER…")
        }
    }

    static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("podium-fuzz: \(message)\n".utf8))
        exit(2)
    }
}
#endif
