/// Every rule that one file alone decides, in one place: the command line's lint
/// and the runtime's `Decodable` conformance run exactly this.
package enum SpecChecker {
    /// The spec a document describes, and every finding about it (unsorted).
    package static func check(_ document: Document, path: String) -> (spec: Spec, findings: [Finding]) {
        var decoder = SpecDecoder(path: path)
        let spec = decoder.decode(document)
        return (spec, decoder.findings + SpecValidator.validate(spec))
    }
}
