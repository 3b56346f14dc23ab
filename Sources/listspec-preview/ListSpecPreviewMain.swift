import ArgumentParser
import ListSpec
import ListSpecPreview
import ListSpecPreviewArguments

/// `listspec-preview`: the server behind `listspec preview`, a program of its own so that the HTTP
/// server never weighs on the other commands' start-up and size.
/// `listspec preview` finds it next to itself and runs it with the same arguments.
@main
struct ListSpecPreviewMain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listspec-preview",
        abstract: "The server of 'listspec preview' (see 'listspec preview --help'), run by it with the same arguments."
    )

    @OptionGroup var options: PreviewOptions

    @Option(help: ArgumentHelp("The configuration file (default: the .listspec.yml nearest the spec).", valueName: "file"))
    var config: String?

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            PreviewServer.quit(writing: fullMessage(for: error) + "\n")
        }
    }

    func run() throws {
        PreviewServer.run(file: options.file, host: options.host, port: options.port, frontend: Frontend(configurationFile: config))
    }
}
