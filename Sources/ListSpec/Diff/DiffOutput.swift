import ListSpecRuntime
/// One way to write a spec diff: what `listspec diff --format NAME` prints.
/// Every format conforms, and `DiffOutputs` finds it by name.
public protocol DiffOutput: Sendable {
    /// The bytes to write for `diff`.
    func output(_ diff: SpecDiff, context: DiffOutputContext) -> [UInt8]
}

/// What a diff output may need beside the diff.
public struct DiffOutputContext: Sendable {
    /// The two files as the user named them (titles of the Markdown and HTML pages).
    public var oldPath: String
    public var newPath: String
    /// Colours for text meant for a terminal.
    public var palette: Palette

    public init(oldPath: String, newPath: String, palette: Palette = .plain) {
        self.oldPath = oldPath
        self.newPath = newPath
        self.palette = palette
    }
}

extension DiffTextRenderer: DiffOutput {
    public func output(_ diff: SpecDiff, context: DiffOutputContext) -> [UInt8] {
        var renderer = self
        renderer.palette = context.palette
        return Array(renderer.render(diff).utf8)
    }
}

extension DiffJSONRenderer: DiffOutput {
    public func output(_ diff: SpecDiff, context: DiffOutputContext) -> [UInt8] {
        DiffJSONRenderer.render(diff)
    }
}

extension DiffSwiftRenderer: DiffOutput {
    public func output(_ diff: SpecDiff, context: DiffOutputContext) -> [UInt8] {
        Array(DiffSwiftRenderer.render(diff).utf8)
    }
}
