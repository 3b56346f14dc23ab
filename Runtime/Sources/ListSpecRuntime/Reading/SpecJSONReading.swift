extension Spec {
    /// Reads a JSON spec (the format of Docs/SpecFormat.md) with the reader `listspec lint` uses, and holds it to
    /// the same rules: tables keep their file order, a key written twice and `1.0` as an ID are
    /// refused (a `Decoder` sees neither), and invalid input throws an `InvalidSpec` that lists
    /// every finding lint prints for these bytes, with line and column. Warnings alone (an unused
    /// cell type) do not throw, as they do not fail lint.
    ///
    /// `bytes`: the file's bytes (`Data`, `[UInt8]`, ...), UTF-8. `path`: the name findings and the
    /// spec carry (a URL or file name for a log; "" by default).
    ///
    /// JSONDecoder (`Decodable`) stays the way to read a spec embedded in a larger payload.
    public init(json bytes: some Collection<UInt8>, path: String = "") throws {
        // Checked while the bytes are at hand: a hint quotes a value as written in them.
        func checked(_ bytes: UnsafeBufferPointer<UInt8>) -> (spec: Spec?, findings: [Finding]) {
            JSONReader.read(bytes: bytes, path: path, limits: .default).checked(path: path, written: { WrittenScalar.text(at: $0, in: bytes) })
        }
        let (spec, findings) = bytes.withContiguousStorageIfAvailable(checked) ?? Array(bytes).withUnsafeBufferPointer(checked)
        guard let spec, !findings.hasErrors else { throw InvalidSpec(path: path, findings: findings) }
        self = spec
    }
}
