import Foundation
import PackagePlugin

/// `swift package generate-listspec-code [--target NAME]... [--access public|internal]`:
/// writes the Swift of each `*.listspec.yaml`, `*.listspec.yml`, `*.listspec.json` of
/// the package's targets into a `Generated/` folder beside the spec, for teams that
/// commit generated code (use it instead of the build-tool plugin on a target, not beside it).
@main
struct GenerateListSpecCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let access = extractor.extractOption(named: "access").last
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let tool = try context.tool(named: "listspec").url
        var specs: [URL] = []
        for case let target as SourceModuleTarget in targets {
            specs += target.sourceFiles.map(\.url).filter(GenerateListSpecCode.isSpec)
        }
        guard !specs.isEmpty else {
            Diagnostics.warning("no *.listspec.yaml, *.listspec.yml or *.listspec.json file in the targets given")
            return
        }
        try GenerateListSpecCode.generate(specs, tool: tool, access: access, root: context.package.directoryURL)
    }

    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        return [".listspec.yaml", ".listspec.yml", ".listspec.json"].contains { name.hasSuffix($0) }
    }

    /// Runs `listspec generate` once per folder of specs, into that folder's `Generated/`, in
    /// `root` (the package's folder, where a build command runs): the settings are the ones
    /// `listspec lint` run there obeys, as for the build-tool plugin.
    static func generate(_ specs: [URL], tool: URL, access: String?, root: URL) throws {
        let byFolder = Dictionary(grouping: specs) { $0.deletingLastPathComponent().path }
        for folder in byFolder.keys.sorted() {
            let files = (byFolder[folder] ?? []).sorted { $0.path < $1.path }
            let output = URL(fileURLWithPath: folder).appendingPathComponent("Generated")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            var arguments = ["generate"] + files.map(\.path) + ["--output", output.path]
            if let access { arguments += ["--access", access] }
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            process.currentDirectoryURL = root
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("listspec generate failed in \(folder) (exit \(process.terminationStatus))")
                throw ExitStatus(code: process.terminationStatus)
            }
            print("Generated \(files.count) file(s) in \(output.path)")
        }
    }
}

struct ExitStatus: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "listspec generate exited with \(code)" }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateListSpecCode: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let access = extractor.extractOption(named: "access").last
        let specs = context.xcodeProject.targets
            .filter { names.isEmpty || names.contains($0.displayName) }
            .flatMap { $0.inputFiles.map(\.url).filter(GenerateListSpecCode.isSpec) }
        try GenerateListSpecCode.generate(specs, tool: context.tool(named: "listspec").url, access: access,
                                          root: context.xcodeProject.directoryURL)
    }
}
#endif
