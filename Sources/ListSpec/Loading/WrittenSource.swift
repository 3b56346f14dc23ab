import ListSpecRuntime
/// The source of a spec for `WrittenScalar` lookups: bytes at hand, or the open file read again on
/// the first lookup (a finding that quotes a value as written is rare; a file read for it once).
final class WrittenSource {
    private var bytes: [UInt8]?
    private let file: OpenFile?
    private let limit: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        file = nil
        limit = 0
    }

    init(file: OpenFile, limit: Int) {
        self.file = file
        self.limit = limit
    }

    /// The bytes, read again on the first call when they were not at hand.
    var source: [UInt8] {
        if let bytes { return bytes }
        let again = file?.readAgain(limit: limit) ?? []
        bytes = again
        return again
    }

    func text(at location: SourceLocation) -> String? {
        WrittenScalar.text(at: location, in: source)
    }
}
