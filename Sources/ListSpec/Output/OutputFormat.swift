/// One output format of a command: the name `--format` takes, a line for `--help`, and what writes it.
package struct OutputFormat<Subject, Context>: Sendable {
    /// The value of `--format`.
    package let name: String
    /// One line for `--help`.
    package let summary: String
    package let writer: any OutputWriter<Subject, Context>

    package init(name: String, summary: String, writer: any OutputWriter<Subject, Context>) {
        self.name = name
        self.summary = summary
        self.writer = writer
    }
}

extension OutputFormat: Equatable {
    /// Formats are told apart by name (a writer need not be comparable).
    package static func == (a: OutputFormat, b: OutputFormat) -> Bool { a.name == b.name }
}

/// A command's output formats, in the order `--help` lists them; the first is the default (lint's
/// default also depends on where it runs). The one shape of lint's, render's, diff's, locate's,
/// rules' and breaking's formats: `--format`'s values, its help, its shell completion and the
/// synopsis of Docs/Commands.md are made from it.
package struct OutputFormats<Subject, Context>: Sendable {
    package let all: [OutputFormat<Subject, Context>]

    package init(_ all: [OutputFormat<Subject, Context>]) { self.all = all }

    package var names: [String] { all.map(\.name) }

    package func named(_ name: String) -> OutputFormat<Subject, Context>? { all.first { $0.name == name } }

    /// The format named `name`, else the first (the default; the names were checked when parsed).
    package func format(named name: String) -> OutputFormat<Subject, Context> {
        all[all.firstIndex { $0.name == name } ?? 0]
    }

    /// `a, b or c`: the names, for `--help`.
    package var nameList: String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// `a (what a is); b (what b is)`: each name with its summary, for `--help`.
    package var summaryList: String {
        all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")
    }
}

/// A command's registry of formats, for a `--format` value that names one of them.
package protocol OutputFormatRegistry {
    /// What the command writes (a lint report, a spec's tables, a diff...).
    associatedtype Subject
    /// What its writers need beside it.
    associatedtype Context
    static var formats: OutputFormats<Subject, Context> { get }
}
