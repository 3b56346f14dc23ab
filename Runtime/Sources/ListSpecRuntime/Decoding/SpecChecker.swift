/// Every rule that one file alone decides, in one place: the command line's lint
/// and the runtime's `Decodable` conformance run exactly this.
package enum SpecChecker {
    /// The spec a document describes, and every finding about it (unsorted).
    /// `keepingCells: false` (lint) lets go of each section's cells once they are checked:
    /// the findings are the same, and a large spec never holds its whole model at once.
    /// `written`: finds a value's text as written in the source, for hints that quote it (see `WrittenScalar`).
    package static func check(_ document: Document, path: String, keepingCells: Bool = true,
                              written: WrittenScalar.Lookup? = nil) -> (spec: Spec, findings: [Finding]) {
        document.withView { view in
            let checks = SectionChecks(path: path, view: view, keepingCells: keepingCells, written: written)
            var decoder = SpecDecoder(path: path, checks: checks)
            // The decoder gives the spec the checks' type declarations (resolved before its tables).
            let spec = decoder.decode(document)
            return (spec, decoder.findings + checks.findings)
        }
    }
}
