import ListSpecRuntime
/// The registry of diff formats: a command asks for one by the name `--format` takes.
package enum DiffOutputs {
    package struct Format: Sendable {
        /// The value of `--format`.
        package var name: String
        /// One line for `--help`.
        package var summary: String
        package var output: any DiffOutput
    }

    /// In the order `--help` lists them; the first is the default.
    package static let all: [Format] = [
        Format(name: "text", summary: "a report to read: a summary line per table, each change with IDs and index paths",
               output: DiffTextRenderer()),
        Format(name: "json", summary: "one UIKit batch update per table, for other programs", output: DiffJSONRenderer()),
        Format(name: "swift", summary: "performBatchUpdates blocks to paste", output: DiffSwiftRenderer()),
        Format(name: "markdown", summary: "GitHub Markdown for a pull request comment or job summary",
               output: DiffMarkdownRenderer()),
        Format(name: "html", summary: "a self-contained page: old and new tables side by side, changes coloured",
               output: DiffHTMLRenderer()),
    ]

    package static var names: [String] { all.map(\.name) }

    package static func named(_ name: String) -> Format? { all.first { $0.name == name } }
}
