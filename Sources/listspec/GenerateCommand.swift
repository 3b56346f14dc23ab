import ArgumentParser
import ListSpec
import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write typed Swift for spec files: their types, cells, actions and content, on ListSpecRuntime.",
        discussion: """
        For each spec: one namespace named after the file (recipes.listspec.yaml -> RecipesSpec) \
        holding a struct or String-backed enum per declared type (Hashable, Sendable, \
        Codable) and, under Tables, per table: an enum of its cells (one case per cell type, \
        the typed viewModel as payload), its reuse identifiers and actions, Row and Section \
        types that ListDiffer takes, the content as written (sections()), and table(_:), \
        the runtime's Table for SpecDiffer and JSON, and sections(_:) and sections(json:), \
        a served table read as the typed sections. There is no Any in it. Last, under \
        #if canImport(SwiftUI), per table: ListView, the table in a SwiftUI List, which takes \
        one closure per cell type (its typed viewModel): a cell type added to the spec fails \
        the app's build until it is drawn, with an error naming it.

        One file goes to standard output, or to --output FILE; several files need \
        --output DIRECTORY and each becomes NAME.swift there (recipes.listspec.yaml -> \
        recipes.listspec.swift). Two files that would share an output file or a namespace \
        (my-list.listspec.yaml and my_list.listspec.yaml are both MyListSpec) are refused \
        before anything is written, as is an existing output file that generate did not \
        write (its first line is not listspec's header; an empty file is filled): remove it \
        or choose another path. A file is written only when its content changes, so \
        builds stay incremental. Output names no absolute path and no date.

        A spec that breaks a rule is refused with its findings (exit 2); the others are \
        still written.

        The build-tool plugin ListSpecGenerator runs this on every *.listspec.yaml, \
        *.listspec.yml and *.listspec.json of a target; the command plugin \
        generate-listspec-code writes the code into the package for teams that commit it.

        Examples:
          listspec generate Specs/recipes.yaml
          listspec generate Specs/recipes.yaml --output Sources/App/Recipes.swift
          listspec generate Specs/*.listspec.yaml --output Generated --access public

        Exit codes: 0 generated; 2 bad input, unreadable file, unwritable output or usage.
        """
    )

    @Argument(help: ArgumentHelp("The spec files.", valueName: "file"), completion: .file(extensions: ["yaml", "yml", "json"]))
    var files: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write (one spec), or the directory (several).", valueName: "path"),
            completion: .file())
    var output: String?

    @Option(help: "Access level of the generated declarations: public or internal.")
    var access: SpecCodeGenerator.Access = .internal

    @OptionGroup var settings: SettingsOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one spec file") }
        if files.count > 1, output == nil { throw ValidationError("several spec files need --output DIRECTORY") }
    }

    func run() throws {
        let generator = SpecCodeGenerator(access: access)
        let destinations = try self.destinations()
        // A file that may be someone's own code is not replaced, and then nothing is written.
        let refusals = destinations.compactMap { $0 }.compactMap { path in
            GeneratedFileOwnership.refusal(toReplace: path).map { OutputError(path: path, reason: $0).description }
        }
        if !refusals.isEmpty { throw Trouble(messages: refusals) }
        let frontend = settings.frontend()
        var failed = 0
        for (file, destination) in zip(files, destinations) {
            let input = SpecInput(argument: file)
            let spec: Spec
            do {
                spec = try frontend.validSpec(input).spec
            } catch {
                for message in error.messages { StandardError.error(message) }
                failed += 1
                continue
            }
            let name = String(input.displayPath.split(separator: "/").last ?? "spec")
            let code = generator.generate(spec, declarations: GeneratorDeclarations.of(spec), fileName: name)
            guard let destination else {
                StandardOutput.write(bytes: Array(code.utf8))
                continue
            }
            let bytes = Array(code.utf8)
            do {
                if try AtomicFileWriter.writeIntoStream(at: destination, producing: { $0.raw(contentsOf: bytes) }) { continue }
                try FolderCreation.makeFolder(holding: destination)
                try AtomicFileInterruptCleanup.whileWriting { () throws(OutputError) in
                    _ = try AtomicFileWriter.writeIfChanged(bytes, to: destination,
                                                        temporaryCreated: AtomicFileInterruptCleanup.guardTemporary,
                                                        temporaryResolved: AtomicFileInterruptCleanup.release)
                }
            } catch {
                throw Trouble(message: error.description)
            }
        }
        if failed > 0 { throw ExitCode(2) }
    }

    /// Where each spec's code goes (nil: standard output).
    private func destinations() throws -> [String?] {
        guard let output, output != "-" else { return files.map { _ in nil } }
        var info = stat()
        let isDirectory = stat(output, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        guard files.count > 1 || isDirectory else { return [output] }
        let names = files.map(SpecCodeGenerator.outputFileName(forSpec:))
        try refuseClashes(names, "would both be written to")
        // The files of a directory are compiled together: two namespaces of one name do not build.
        try refuseClashes(files.map(SpecCodeGenerator.namespaceName(forFile:)), "would both declare the namespace")
        if !isDirectory {
            do { try FolderCreation.make(output) } catch { throw Trouble(message: error.description) }
        }
        return names.map { output + "/" + $0 }
    }

    /// Refuses two spec files that give the same `derived` name (one per file, in order).
    private func refuseClashes(_ derived: [String], _ clash: String) throws {
        var seen: [String: String] = [:]
        for (file, name) in zip(files, derived) {
            if let other = seen.updateValue(file, forKey: name) {
                throw Trouble(message: "\(other) and \(file) \(clash) \(name); rename one of them")
            }
        }
    }
}

extension SpecCodeGenerator.Access: ExpressibleByArgument {}
