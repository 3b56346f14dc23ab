import ListSpecRuntime

/// One way to draw a spec's tables: what `listspec render --format NAME` prints.
/// Every format conforms, and `SpecOutputs` finds it by name. Tables may come without their
/// cells (a large spec loaded with `keepsCells` off): a format reads them with `SectionCellReader`.
package protocol SpecOutput: Sendable {
    /// Writes the drawing into `out`, which may pass it on as it goes (`ByteWriter(drainingTo:)`).
    func write(_ tables: [Table], context: SpecOutputContext, into out: inout ByteWriter)
}

extension SpecOutput {
    /// The drawing, whole.
    package func output(_ tables: [Table], context: SpecOutputContext) -> [UInt8] {
        var out = ByteWriter()
        write(tables, context: context, into: &out)
        return out.output
    }
}

/// What a render may need beside the tables.
package struct SpecOutputContext: Sendable {
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

extension TextRenderer: SpecOutput {
    package func write(_ tables: [Table], context: SpecOutputContext, into out: inout ByteWriter) {
        TextRenderer(width: context.width, palette: context.palette).write(tables, into: &out)
    }
}

extension SpecJSONRenderer: SpecOutput {
    package func write(_ tables: [Table], context: SpecOutputContext, into out: inout ByteWriter) {
        var json = JSONWriter(into: out)
        SpecJSONRenderer.write(tables, into: &json)
    }
}

extension MarkdownRenderer: SpecOutput {
    package func write(_ tables: [Table], context: SpecOutputContext, into out: inout ByteWriter) {
        write(tables, title: context.path, into: &out)
    }
}

extension HTMLRenderer: SpecOutput {
    package func write(_ tables: [Table], context: SpecOutputContext, into out: inout ByteWriter) {
        write(tables, title: context.path, into: &out)
    }
}

extension SwiftCodeRenderer: SpecOutput {
    package func write(_ tables: [Table], context: SpecOutputContext, into out: inout ByteWriter) {
        write(tables, source: context.path, into: &out)
    }
}

/// The registry of render formats: a command asks for one by the name `--format` takes.
package enum SpecOutputs: OutputFormatRegistry {
    package static let formats = OutputFormats<any SpecOutput>([
        OutputFormat(name: "text", summary: "a terminal picture of each table", writer: TextRenderer()),
        OutputFormat(name: "markdown", summary: "one table per section, for pull requests", writer: MarkdownRenderer()),
        OutputFormat(name: "json", summary: "every table, section and cell with every key, cell-type defaults applied, for other programs",
                     writer: SpecJSONRenderer()),
        OutputFormat(name: "html", summary: "a self-contained page drawing each table as iOS does", writer: HTMLRenderer()),
        OutputFormat(name: "swift", summary: "DCTableViewController-style code to paste (untyped; see generate)", writer: SwiftCodeRenderer()),
    ])
}
