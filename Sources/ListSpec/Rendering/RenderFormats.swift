import ListSpecRuntime

/// What a render format may need beside the tables.
package struct RenderContext: Sendable {
    /// The spec as the user named it (titles, the generated code's header).
    package var path: String
    /// Colours and width for text meant for a terminal.
    package var palette: Palette
    package var width: Int

    package init(path: String, palette: Palette = .plain, width: Int = 100) {
        self.path = path
        self.palette = palette
        self.width = width
    }
}

/// The registry of `listspec render --format`'s formats. Tables may come without their cells (a
/// large spec loaded with `keepsCells` off): a format reads them with `SectionCellReader`.
package enum RenderFormats: OutputFormatRegistry {
    package static let formats = OutputFormats<[Table], RenderContext>([
        OutputFormat(name: "text", summary: "a terminal picture of each table", writer: TextRenderer()),
        OutputFormat(name: "markdown", summary: "one table per section, for pull requests", writer: MarkdownRenderer()),
        OutputFormat(name: "json", summary: "every table, section and cell with every key, cell-type defaults applied, for other programs",
                     writer: SpecJSONRenderer()),
        OutputFormat(name: "html", summary: "a self-contained page drawing each table as iOS does", writer: HTMLRenderer()),
        OutputFormat(name: "swift", summary: "DCTableViewController-style code to paste (untyped; see generate)", writer: SwiftCodeRenderer()),
    ])
}

extension TextRenderer: OutputWriter {
    package func write(_ tables: [Table], context: RenderContext, into out: inout ByteWriter) {
        TextRenderer(width: context.width, palette: context.palette).write(tables, into: &out)
    }
}

extension SpecJSONRenderer: OutputWriter {
    package func write(_ tables: [Table], context: RenderContext, into out: inout ByteWriter) {
        var json = JSONWriter(into: out)
        SpecJSONRenderer.write(tables, into: &json)
    }
}

extension MarkdownRenderer: OutputWriter {
    package func write(_ tables: [Table], context: RenderContext, into out: inout ByteWriter) {
        write(tables, title: context.path, into: &out)
    }
}

extension HTMLRenderer: OutputWriter {
    package func write(_ tables: [Table], context: RenderContext, into out: inout ByteWriter) {
        write(tables, title: context.path, into: &out)
    }
}

extension SwiftCodeRenderer: OutputWriter {
    package func write(_ tables: [Table], context: RenderContext, into out: inout ByteWriter) {
        write(tables, source: context.path, into: &out)
    }
}
