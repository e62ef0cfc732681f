import Foundation
import PackagePlugin

@main
struct StampPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Stamp.swift")
        return [.buildCommand(displayName: "Stamp", executable: try context.tool(named: "Stamper").url,
                              arguments: [output.path], outputFiles: [output])]
    }
}
