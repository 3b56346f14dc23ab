@_spi(DocumentStorage) import ListSpecRuntime

/// `listspec format`: a spec's bytes in the one canonical layout (contract section 10,
/// Docs/Formatting.md), YAML as YAML with every comment kept, JSON as JSON.
package enum SpecFormatter {
    /// Why a file is left as it is: it does not parse, or (a bug) its formatted text would not
    /// hold the same data.
    package struct Problem: Error, Equatable, Sendable {
        package var message: String
        package var line: Int
        package var column: Int
    }

    package static func format(_ bytes: [UInt8], isJSON: Bool, limits: ReaderLimits = .default) -> Result<[UInt8], Problem> {
        isJSON ? formatJSON(bytes, limits: limits) : formatYAML(bytes, limits: limits)
    }

    private static func formatYAML(_ bytes: [UInt8], limits: ReaderLimits) -> Result<[UInt8], Problem> {
        let input: FormatTree
        switch FormatReader.read(bytes, maxDepth: limits.maxDepth) {
        case .success(let tree): input = tree
        case .failure(let problem): return .failure(Problem(problem.message, problem.location))
        }
        let output = FormatPrinter.print(input)
        // Bytes that come out as they went in hold the same data by themselves: the check would read
        // the file again for nothing (a canonical file, `format --check` in CI).
        if output == bytes { return .success(output) }
        guard case .success(let again) = FormatReader.read(output, maxDepth: limits.maxDepth + 1, expectedNodes: input.nodes.count) else {
            return .failure(Problem(unsafe: "its formatted text would not parse", at: .start))
        }
        if let place = FormatComparison.difference(input, again) {
            return .failure(Problem(unsafe: "its formatted text would not hold the same data or comments", at: place))
        }
        return .success(output)
    }

    private static func formatJSON(_ bytes: [UInt8], limits: ReaderLimits) -> Result<[UInt8], Problem> {
        let read = JSONReader.read(bytes: bytes, path: "", limits: limits)
        if let syntax = read.findings.first(where: { $0.rule == .syntax || $0.rule == .emptyFile }) ?? (read.isComplete ? nil : read.findings.first) {
            return .failure(Problem(syntax.message, syntax.location))
        }
        let tree = JSONFormatTree(bytes)
        let output = tree.printed()
        if output == bytes { return .success(output) }
        guard JSONFormatTree(output).sameData(as: tree) else {
            return .failure(Problem(unsafe: "its formatted text would not hold the same data", at: .start))
        }
        return .success(output)
    }
}

extension SpecFormatter.Problem {
    init(_ message: String, _ location: SourceLocation) {
        self.message = message
        line = location.line
        column = location.column
    }

    /// A formatter bug caught before it reached the file.
    init(unsafe what: String, at location: SourceLocation) {
        self.init("not formatted: \(what) (a bug in listspec format; please report it with this file)", location)
    }
}
