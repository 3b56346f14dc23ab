import ListSpecRuntime

/// One way to write a locate answer: what `listspec locate --format NAME` prints.
package protocol LocateOutput: Sendable {
    func output(_ result: LocateResult, table: Table) -> [UInt8]
}

package struct LocateTextOutput: LocateOutput {
    package init() {}
    package func output(_ result: LocateResult, table: Table) -> [UInt8] { Array(LocateTextRenderer.render(result, table: table).utf8) }
}

package struct LocateJSONOutput: LocateOutput {
    package init() {}
    package func output(_ result: LocateResult, table: Table) -> [UInt8] { LocateJSONRenderer.render(result, table: table) }
}

/// The registry of locate formats, by the name `--format` takes; the first is the default.
package enum LocateOutputs: OutputFormatRegistry {
    package static let formats = OutputFormats<any LocateOutput>([
        OutputFormat(name: "text", summary: "the place and what is there, a line per fact", writer: LocateTextOutput()),
        OutputFormat(name: "json", summary: "the same, for other programs", writer: LocateJSONOutput()),
    ])
}
