import ArgumentParser
import ListSpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `--format` value: the name of a format in a command's registry (`OutputFormatRegistry`),
/// whose names are the values `--help` lists and shells complete.
struct FormatChoice<Registry: OutputFormatRegistry>: ExpressibleByArgument {
    var format: OutputFormat<Registry.Subject, Registry.Context>

    init(_ format: OutputFormat<Registry.Subject, Registry.Context>) { self.format = format }

    init?(argument: String) {
        guard let format = Registry.formats.named(argument) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { Registry.formats.names }
    /// Shells complete the names (only CaseIterable types get this by default).
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    var defaultValueDescription: String { format.name }

}

/// A registry of formats as `--format` offers them: what its help lists and the format used when
/// none is given.
protocol FormatOptionHelp: OutputFormatRegistry {
    /// The formats, as `--format`'s help lists them after "Output format: ".
    static var formatHelp: String { get }
    /// The format when `--format` is not given.
    static var defaultFormat: OutputFormat<Subject, Context> { get }
}

extension FormatOptionHelp {
    static var formatHelp: String { formats.summaryList + " (default: \(formats.all[0].name))" }
    static var defaultFormat: OutputFormat<Subject, Context> { formats.all[0] }
}

/// `--format NAME`, declared once for every command with several outputs.
struct FormatOptions<Registry: FormatOptionHelp>: ParsableArguments {
    @Option(name: .customLong("format"), help: ArgumentHelp("Output format: " + Registry.formatHelp + ".", valueName: "format"))
    var choice: FormatChoice<Registry>?

    /// The format asked for, else the command's default.
    var format: OutputFormat<Registry.Subject, Registry.Context> { choice?.format ?? Registry.defaultFormat }
}

/// Lint's and breaking's reports: GitHub's annotations inside GitHub Actions, else text.
private let githubActions = getenv("GITHUB_ACTIONS").map { String(cString: $0) }

extension LintFormats: FormatOptionHelp {
    static var formatHelp: String { formats.nameList + " (default: text, or github when GITHUB_ACTIONS=true)" }
    static var defaultFormat: OutputFormat<LintReport, LintReportContext> { LintFormats.default(environment: githubActions) }
}

extension BreakingFormats: FormatOptionHelp {
    static var formatHelp: String { formats.nameList + " (default: text, or github when GITHUB_ACTIONS=true)" }
    static var defaultFormat: OutputFormat<LintReport, LintReportContext> { BreakingFormats.default(environment: githubActions) }
}

extension RenderFormats: FormatOptionHelp {}
extension DiffFormats: FormatOptionHelp {}
extension LocateFormats: FormatOptionHelp {
    static var formatHelp: String { formats.nameList + " (default: \(formats.all[0].name))" }
}
extension RulesFormats: FormatOptionHelp {
    static var formatHelp: String { formats.nameList + " (default: \(formats.all[0].name))" }
}
