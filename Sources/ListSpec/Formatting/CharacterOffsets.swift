import ListSpecRuntime

/// libyaml's marks count characters; the formatter works on bytes. Events come in order, so
/// one cursor walks forward through the text (a file of ASCII maps one to one).
struct CharacterOffsets {
    private let source: [UInt8]
    private let isASCII: Bool
    /// After a UTF-8 byte order mark, which libyaml does not count.
    let firstByte: Int
    private var byte: Int
    private var character = 0

    init(_ source: [UInt8]) {
        self.source = source
        firstByte = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        byte = firstByte
        isASCII = source.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { bytesAreASCII($0, buffer.count) } ?? true }
    }

    mutating func byte(ofCharacter index: Int) -> Int {
        if isASCII { return min(index + firstByte, source.count) }
        if index < character {
            byte = firstByte
            character = 0
        }
        while character < index, byte < source.count {
            byte += 1
            while byte < source.count, source[byte] & 0xC0 == 0x80 { byte += 1 }
            character += 1
        }
        return byte
    }
}
