@_spi(DocumentStorage) import ListSpecRuntime

/// `listspec format`: a spec's bytes in the one canonical layout (contract section 10,
/// Docs/Formatting.md), YAML as YAML with every comment kept, JSON as JSON.
///
/// The output is not read again to check it (as gofmt, terraform fmt and prettier do not): the
/// tests hold the data the same (`FormatComparison` over random specs in many layouts, comments
/// everywhere). Only a file with `# listspec:format off` regions is checked, since their lines are
/// copied as they stand and may not read back at the indentation their place gets.
package enum SpecFormatter {
    /// Why a file is left as it is: it does not parse (lint's finding for it: `rule` is `syntax`,
    /// or `limit`, with lint's words and place), or its `format off` regions would not read back
    /// in place (no rule: format's own refusal).
    package struct Problem: Error, Equatable, Sendable {
        package var rule: Rule?
        package var message: String
        package var line: Int
        package var column: Int

        package var location: SourceLocation { SourceLocation(line: line, column: column) }

        /// Lint's finding for the file at `path`, when the file does not parse (else nil).
        package func finding(path: String) -> Finding? {
            rule.map { Finding(path: path, location: location, rule: $0, message: message) }
        }
    }

    /// Where the formatted text goes, a chunk at a time as it is made (never held whole).
    package enum Output {
        /// Every byte (standard output).
        case all((UnsafeBufferPointer<UInt8>) -> Void)
        /// Nothing while the text is the input's; from the first byte that differs, the input's
        /// identical start and then the rest (a file rewritten in place). nil: stop printing there
        /// (`--check`).
        case changes(((UnsafeBufferPointer<UInt8>) -> Void)?)
    }

    /// Formats `bytes` into `output`; whether the formatted text differs from them. A file that
    /// does not parse hands nothing to `output`.
    package static func format(_ bytes: [UInt8], isJSON: Bool, limits: ReaderLimits = .default, into output: Output) -> Result<Bool, Problem> {
        var sink = FormatSink(input: bytes, output: output)
        if isJSON {
            let (read, layout) = JSONReader.readWithLayout(bytes: bytes, path: "", limits: limits)
            if let syntax = read.findings.first(where: { $0.rule == .syntax || $0.rule == .emptyFile }) ?? (read.isComplete ? nil : read.findings.first) {
                return .failure(Problem(syntax.rule, syntax.message, syntax.location))
            }
            JSONFormatTree(bytes: bytes, layout: layout).printed().withUnsafeBufferPointer { sink.take($0) }
            return .success(sink.finish())
        }
        // UTF-16 (after its byte order mark) is read as the text it holds, as lint reads it, and written as UTF-8.
        var text = bytes
        if bytes.withUnsafeBufferPointer(YAMLFrontEnd.isUTF16), let utf8 = YAMLFrontEnd.utf8(ofUTF16: bytes) { text = utf8 }
        let tree: FormatTree
        switch FormatReader.read(text, maxDepth: limits.maxDepth, keepsCellsAsText: true) {
        case .success(let read): tree = read
        case .failure(let problem): return .failure(Problem(problem.rule, problem.message, problem.location))
        }
        if tree.unformattedRegions.isEmpty {
            FormatPrinter.print(tree, into: &sink)
        } else {
            let output = FormatPrinter.print(tree)
            if let problem = regionProblem(tree, output, limits: limits) { return .failure(problem) }
            output.withUnsafeBufferPointer { sink.take($0) }
        }
        return .success(sink.finish())
    }

    /// The formatted bytes whole (the language server's edit, tests).
    package static func format(_ bytes: [UInt8], isJSON: Bool, limits: ReaderLimits = .default) -> Result<[UInt8], Problem> {
        var formatted: [UInt8] = []
        return format(bytes, isJSON: isJSON, limits: limits, into: .all { formatted.append(contentsOf: $0) }).map { _ in formatted }
    }

    /// A `format off` region's lines are written as they stand, so the output is read again and
    /// compared with the input (a file with regions is read whole as a tree: see `FormatReader`).
    private static func regionProblem(_ input: FormatTree, _ output: [UInt8], limits: ReaderLimits) -> Problem? {
        if output == input.source { return nil }
        let refusal = "not formatted: a `# listspec:format off` region would not read back in its place"
            + " (write its lines at the indentation the formatted file gives them)"
        guard case .success(let again) = FormatReader.read(output, maxDepth: limits.maxDepth + 1, expectedNodes: input.nodes.count) else {
            return Problem(nil, refusal, .start)
        }
        if let place = FormatComparison.difference(input, again) { return Problem(nil, refusal, place) }
        return nil
    }
}

extension SpecFormatter.Problem {
    init(_ rule: Rule?, _ message: String, _ location: SourceLocation) {
        self.rule = rule
        self.message = message
        line = location.line
        column = location.column
    }
}
