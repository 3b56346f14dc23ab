import ArgumentParser

/// `listspec preview`'s arguments, read alike by `listspec` (which shows the help and hands them
/// on) and by `listspec-preview` (which serves): one declaration, so the two never disagree.
package struct PreviewOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The spec file to show (watched: each save is shown).", valueName: "file"),
              completion: .file(extensions: ["yaml", "yml", "json"]))
    package var file: String

    @Option(help: "The port to listen on; 0 takes a free one (the address is printed on start).")
    package var port: UInt16 = 8017

    @Option(help: ArgumentHelp("The address to listen on: loopback unless you say otherwise (an IP address, such as ::1 or 0.0.0.0).",
                               valueName: "address"))
    package var host = "127.0.0.1"

    package init() {}

    /// The arguments as `listspec-preview` takes them, with `--config` when it was given.
    package func forwarded(configuration: String?) -> [String] {
        ["--port", String(port), "--host", host] + (configuration.map { ["--config", $0] } ?? []) + ["--", file]
    }
}
