import ArgumentParser

/// `listspec preview`'s arguments, read alike by `listspec` (which shows the help and hands them
/// on) and by `listspec-preview` (which serves): one declaration, so the two never disagree.
public struct PreviewOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The spec file to show (watched: each save is shown).", valueName: "file"),
              completion: .file(extensions: ["yaml", "yml", "json"]))
    public var file: String

    @Option(help: "The port to listen on; 0 takes a free one (the address is printed on start).")
    public var port: UInt16 = 8017

    @Option(help: ArgumentHelp("The address to listen on: loopback unless you say otherwise (an IP address, such as ::1 or 0.0.0.0).",
                               valueName: "address"))
    public var host = "127.0.0.1"

    public init() {}

    /// The arguments as `listspec-preview` takes them, with the configuration file the settings chose.
    public func forwarded(configuration: String?) -> [String] {
        ["--port", String(port), "--host", host] + (configuration.map { ["--config", $0] } ?? []) + ["--", file]
    }
}
