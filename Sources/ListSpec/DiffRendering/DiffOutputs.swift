import ListSpecRuntime
/// The registry of diff formats: a command asks for one by the name `--format` takes.
package enum DiffOutputs: OutputFormatRegistry {
    package static let formats = OutputFormats<any DiffOutput>([
        OutputFormat(name: "text", summary: "a report to read: a summary line per table, each change with IDs and index paths",
                     writer: DiffTextRenderer()),
        OutputFormat(name: "json", summary: "one UIKit batch update per table, for other programs", writer: DiffJSONRenderer()),
        OutputFormat(name: "swift", summary: "performBatchUpdates blocks to paste", writer: DiffSwiftRenderer()),
        OutputFormat(name: "markdown", summary: "GitHub Markdown for a pull request comment or job summary",
                     writer: DiffMarkdownRenderer()),
        OutputFormat(name: "html", summary: "a self-contained page: old and new tables side by side, changes coloured",
                     writer: DiffHTMLRenderer()),
    ])
}
