import Foundation
import PackagePlugin

/// Names the commit a binary is built from, for `--version`: before every build of a target that
/// uses it, writes `BuildCommit.swift` (`enum BuildCommit { static let id }`) with the checkout's
/// commit — twelve hex digits, `+` when files differ from it, `unknown` outside a git checkout.
/// The file is rewritten only when that changes, so an unchanged tree rebuilds nothing.
@main
struct BuildCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        // git's answer is checked to be hex before it becomes Swift source.
        let script = #"""
            commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=unknown
            case "$commit" in *[!0-9a-f]*|"") commit=unknown ;; esac
            if [ "$commit" != unknown ] && ! git -C "$1" diff --quiet HEAD -- 2>/dev/null; then commit="$commit+"; fi
            mkdir -p "$2"
            printf '/// Written by the BuildCommit plugin before each build.\nenum BuildCommit {\n    static let id = "%s"\n}\n' "$commit" > "$2/BuildCommit.swift.new"
            if cmp -s "$2/BuildCommit.swift.new" "$2/BuildCommit.swift"; then rm "$2/BuildCommit.swift.new"; else mv "$2/BuildCommit.swift.new" "$2/BuildCommit.swift"; fi
            """#
        return [.prebuildCommand(displayName: "Reading the commit \(target.name) is built from",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script, "build-commit", context.package.directoryURL.path, output.path],
                                 outputFilesDirectory: output)]
    }
}
