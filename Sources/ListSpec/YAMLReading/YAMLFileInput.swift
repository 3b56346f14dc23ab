import CYaml

/// What libyaml reads a large file through: a made-up prefix first (a second parser's, see
/// `SplitParse`), then the file from an offset on. Each chunk of the file goes through a
/// `DirectiveWatch` on its way, so whether the file holds a suppression is known without reading
/// it again.
final class YAMLFileInput {
    private let file: OpenFile
    private var offset: Int
    private let prefix: [UInt8]
    private var prefixRead = 0
    private(set) var directives = DirectiveWatch()

    init(_ file: OpenFile, from offset: Int = 0, prefix: [UInt8] = []) {
        self.file = file
        self.offset = offset
        self.prefix = prefix
    }

    /// Makes this libyaml's input; the caller keeps it alive while the parser reads.
    func connect(_ parser: inout yaml_parser_t) {
        yaml_parser_set_input(&parser, { data, buffer, size, sizeRead in
            guard let data, let buffer, let sizeRead else { return 0 }
            return Unmanaged<YAMLFileInput>.fromOpaque(data).takeUnretainedValue().read(into: buffer, size: size, sizeRead: sizeRead)
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    private func read(into buffer: UnsafeMutablePointer<UInt8>, size: Int, sizeRead: UnsafeMutablePointer<Int>) -> Int32 {
        if prefixRead < prefix.count {
            let count = min(size, prefix.count - prefixRead)
            prefix.withUnsafeBufferPointer { source in
                source.baseAddress.map { buffer.update(from: $0 + prefixRead, count: count) }
            }
            prefixRead += count
            sizeRead.pointee = count
            return 1
        }
        guard let count = file.read(into: buffer, count: size, at: offset) else { return 0 }
        offset += count
        directives.see(UnsafeBufferPointer(start: buffer, count: count))
        sizeRead.pointee = count
        return 1
    }
}
