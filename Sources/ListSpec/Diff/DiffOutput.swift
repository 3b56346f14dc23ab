import ListSpecRuntime
/// One way to write a spec diff: what `listspec diff --format NAME` prints.
/// Every format conforms, and `DiffOutputs` finds it by name.
package protocol DiffOutput: Sendable {
    /// The bytes to write for `diff`.
    func output(_ diff: SpecDiff, context: DiffOutputContext) -> [UInt8]
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
    package func output(_ diff: SpecDiff, context: DiffOutputContext) -> [UInt8] {
        var renderer = self
        renderer.palette = context.palette
        // A wide terminal shows more of each value: a change line holds both sides and a name.
        if let width = context.width { renderer.valueColumns = max(valueColumns, (width - 24) / 2) }
        return renderer.bytes(diff)
    }
}

extension DiffJSONRenderer: DiffOutput {
    package func output(_ diff: SpecDiff, context: DiffOutputContext) -> [UInt8] {
        DiffJSONRenderer.render(diff)
    }
}

extension DiffSwiftRenderer: DiffOutput {
    package func output(_ diff: SpecDiff, context: DiffOutputContext) -> [UInt8] {
        Array(DiffSwiftRenderer.render(diff).utf8)
    }
}
