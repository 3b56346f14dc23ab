import ListSpecRuntime

/// What a diff format may need beside the diff.
package struct DiffContext: Sendable {
    /// The two files as the user named them (titles of the Markdown and HTML pages).
    package var oldPath: String
    package var newPath: String
    /// Colours for text meant for a terminal.
    package var palette: Palette
    /// The terminal's width, for text meant for one (nil: a file, the default widths).
    package var width: Int?

    package init(oldPath: String, newPath: String, palette: Palette = .plain, width: Int? = nil) {
        self.oldPath = oldPath
        self.newPath = newPath
        self.palette = palette
        self.width = width
    }
}

/// The registry of `listspec diff --format`'s formats.
package enum DiffFormats: OutputFormatRegistry {
    package static let formats = OutputFormats<SpecDiff, DiffContext>([
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

extension OutputFormat<SpecDiff, DiffContext> {
    /// Whether the output holds the diff's warnings itself (json's `warnings` array beside
    /// `tables`); other formats leave them to standard error.
    package var holdsWarnings: Bool { writer is DiffJSONRenderer }
}

extension DiffTextRenderer: OutputWriter {
    package func write(_ diff: SpecDiff, context: DiffContext, into out: inout ByteWriter) {
        var renderer = self
        renderer.palette = context.palette
        // A wide terminal shows more of each value: a change line holds both sides and a name.
        if let width = context.width { renderer.valueColumns = max(valueColumns, (width - 24) / 2) }
        renderer.write(diff, into: &out)
    }
}

extension DiffJSONRenderer: OutputWriter {
    package func write(_ diff: SpecDiff, context: DiffContext, into out: inout ByteWriter) {
        var json = JSONWriter(into: out)
        DiffJSONRenderer.write(diff, into: &json)
    }
}

extension DiffSwiftRenderer: OutputWriter {
    package func write(_ diff: SpecDiff, context: DiffContext, into out: inout ByteWriter) {
        out += DiffSwiftRenderer.render(diff)
    }
}

extension DiffMarkdownRenderer: OutputWriter {
    package func write(_ diff: SpecDiff, context: DiffContext, into out: inout ByteWriter) {
        out += render(diff, oldPath: context.oldPath, newPath: context.newPath)
    }
}

extension DiffHTMLRenderer: OutputWriter {
    package func write(_ diff: SpecDiff, context: DiffContext, into out: inout ByteWriter) {
        write(diff, oldPath: context.oldPath, newPath: context.newPath, into: &out)
    }
}
