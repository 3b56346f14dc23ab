import Foundation
import PackagePlugin

/// Runs `listspec generate` on every `*.listspec.yaml`, `*.listspec.yml` and
/// `*.listspec.json` of a target, as a build command (not prebuild: the tool is
/// built from source), so an edited spec regenerates its Swift and nothing else. A build command
/// runs in the package's folder, so `listspec generate` obeys the settings (`.listspec.yml`,
/// inline suppressions) that `listspec lint` run there obeys.
@main
struct ListSpecGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles.map(\.url).filter(ListSpecGenerator.isSpec)
        return try ListSpecGenerator.commands(for: specs, tool: context.tool(named: "listspec").url,
                                              outputDirectory: context.pluginWorkDirectoryURL)
    }

    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        return [".listspec.yaml", ".listspec.yml", ".listspec.json"].contains { name.hasSuffix($0) }
    }

    /// One build command per spec: its Swift file, named after it, in the plugin's work directory.
    static func commands(for specs: [URL], tool: URL, outputDirectory: URL) -> [Command] {
        specs.sorted { $0.path < $1.path }.map { spec in
            let output = outputDirectory.appendingPathComponent(spec.deletingPathExtension().lastPathComponent + ".swift")
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["generate", spec.path, "--output", output.path],
                inputFiles: [spec],
                outputFiles: [output])
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ListSpecGenerator: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter(ListSpecGenerator.isSpec)
        return try ListSpecGenerator.commands(for: specs, tool: context.tool(named: "listspec").url,
                                              outputDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
