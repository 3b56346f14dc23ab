import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileBytes {
    /// A file's bytes read once more, for what only an error or a hint needs (libyaml streamed
    /// them, or the JSON reader handed their pages back); empty when the file cannot be read now.
    static func readAgain(_ path: String, limit: Int) -> [UInt8] {
        guard let (file, _) = try? FileBytes.open(path, limit: limit) else { return [] }
        defer { fclose(file) }
        return (try? FileBytes.readAll(descriptor: fileno(file), path: path, limit: limit)) ?? []
    }
}

/// The source of a spec for `WrittenScalar` lookups: bytes at hand, or a file read again on the
/// first lookup (a finding that quotes a value as written is rare; a file read for it once).
final class WrittenSource {
    private var bytes: [UInt8]?
    private let path: String?
    private let limit: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        path = nil
        limit = 0
    }

    init(path: String, limit: Int) {
        self.path = path
        self.limit = limit
    }

    /// The bytes, read again on the first call when they were not at hand.
    var source: [UInt8] {
        if let bytes { return bytes }
        let again = path.map { FileBytes.readAgain($0, limit: limit) } ?? []
        bytes = again
        return again
    }

    func text(at location: SourceLocation) -> String? {
        WrittenScalar.text(at: location, in: source)
    }
}
