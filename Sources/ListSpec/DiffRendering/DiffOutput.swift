import ListSpecRuntime
/// One way to write a spec diff: what `listspec diff --format NAME` prints.
/// Every format conforms, and `DiffOutputs` finds it by name.
package protocol DiffOutput: Sendable {
    /// Writes the report of `diff` into `out`, which may pass it on as it goes (`ByteWriter(drainingTo:)`).
    func write(_ diff: SpecDiff, context: DiffOutputContext, into out: inout ByteWriter)
    /// Whether the output holds the diff's warnings itself; other formats leave them to standard error.
    var holdsWarnings: Bool { get }
}

extension DiffOutput {
    package var holdsWarnings: Bool { false }
}

/// What a diff output may need beside the diff.
package struct DiffOutputContext: Sendable {
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

extension DiffTextRenderer: DiffOutput {
    package func write(_ diff: SpecDiff, context: DiffOutputContext, into out: inout ByteWriter) {
        var renderer = self
        renderer.palette = context.palette
        // A wide terminal shows more of each value: a change line holds both sides and a name.
        if let width = context.width { renderer.valueColumns = max(valueColumns, (width - 24) / 2) }
        renderer.write(diff, into: &out)
    }
}

extension DiffJSONRenderer: DiffOutput {
    /// The `warnings` array beside `tables`.
    package var holdsWarnings: Bool { true }

    package func write(_ diff: SpecDiff, context: DiffOutputContext, into out: inout ByteWriter) {
        var json = JSONWriter(into: out)
        DiffJSONRenderer.write(diff, into: &json)
    }
}

extension DiffSwiftRenderer: DiffOutput {
    package func write(_ diff: SpecDiff, context: DiffOutputContext, into out: inout ByteWriter) {
        out += DiffSwiftRenderer.render(diff)
    }
}
