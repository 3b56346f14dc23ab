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
package enum LocateOutputs {
    package static let all: [(name: String, output: any LocateOutput)] = [("text", LocateTextOutput()), ("json", LocateJSONOutput())]

    package static var names: [String] { all.map(\.name) }

    package static func named(_ name: String) -> (any LocateOutput)? { all.first { $0.name == name }?.output }
}
