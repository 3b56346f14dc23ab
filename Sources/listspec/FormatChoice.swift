import ArgumentParser
import ListSpec

/// A `--format` value: the name of a format in a command's registry (`OutputFormatRegistry`),
/// whose names are the values `--help` lists and shells complete.
struct FormatChoice<Registry: OutputFormatRegistry>: ExpressibleByArgument {
    var format: OutputFormat<Registry.Writer>

    init(_ format: OutputFormat<Registry.Writer>) { self.format = format }

    init?(argument: String) {
        guard let format = Registry.formats.named(argument) else { return nil }
        self.format = format
    }

    /// The registry's first format.
    static var first: FormatChoice { FormatChoice(Registry.formats.all[0]) }

    static var allValueStrings: [String] { Registry.formats.names }
    /// Shells complete the names (only CaseIterable types get this by default).
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    var defaultValueDescription: String { format.name }

}
