/// The outcome of reading one file: its document and the reader's findings.
package struct ReadResult {
    package var document: Document
    package var findings: [Finding]
    /// False when the document is partial (a syntax error or a passed limit): it is not decoded.
    package var isComplete: Bool
    /// True when a second parser read the file's second half (see `SplitParse`).
    package var readInHalves = false
    /// Where a YAML map's value was left empty (see `DocumentBuilder.emptyValues`).
    package var emptyValues: [SourceLocation] = []

    package init(document: Document, findings: [Finding], isComplete: Bool) {
        self.document = document
        self.findings = findings
        self.isComplete = isComplete
    }

    package static func outOfMemory(path: String) -> ReadResult {
        ReadResult(document: Document(),
                   findings: [Finding(path: path, location: .start, LimitCheck.outOfMemory(whileReading: true))],
                   isComplete: false)
    }

    /// The spec a complete document describes, and every finding of the read and of the rules in
    /// file order: what `listspec lint` reports for the file (before its configuration), and what
    /// `Spec(json:)` throws. `keepingCells: false` (lint) lets go of cells once they are checked.
    /// `written`: finds a value's text as written in the source (see `WrittenScalar`), when at hand.
    package func checked(path: String, keepingCells: Bool = true, written: WrittenScalar.Lookup? = nil) -> (spec: Spec?, findings: [Finding]) {
        guard isComplete else { return (nil, findings.sortedByLocation()) }
        let (spec, ruleFindings) = SpecChecker.check(document, path: path, keepingCells: keepingCells, written: written)
        return (spec, (findings + ruleFindings).sortedByLocation())
    }
}
