import ListSpecRuntime

/// The registry of `listspec locate --format`'s formats. A format writes the answer with the
/// table it was looked for in (its name, its cells' content).
package enum LocateFormats: OutputFormatRegistry {
    package static let formats = OutputFormats<LocateResult, Table>([
        OutputFormat(name: "text", summary: "the place and what is there, a line per fact", writer: LocateTextRenderer()),
        OutputFormat(name: "json", summary: "the same, for other programs", writer: LocateJSONRenderer()),
    ])
}

extension LocateTextRenderer: OutputWriter {
    package func write(_ result: LocateResult, context table: Table, into out: inout ByteWriter) {
        out += LocateTextRenderer.render(result, table: table)
    }
}

extension LocateJSONRenderer: OutputWriter {
    package func write(_ result: LocateResult, context table: Table, into out: inout ByteWriter) {
        out.raw(contentsOf: LocateJSONRenderer.render(result, table: table))
    }
}
