import ListSpecRuntime
import CYaml
import Dispatch

/// Tells a spec from another YAML or JSON file found in a directory walk (contract section 2):
/// a name ending in `.listspec.yaml`, `.listspec.yml` or `.listspec.json`, or a top level that is
/// a map with a `listspec`, `tables` or `sections` key. It only peeks: libyaml's events or a
/// bracket scan, nothing built, stopping at the first such key. A file it cannot read or parse
/// counts as a spec, so that linting reports why.
enum SpecFilePeek {
    static let specSuffixes: [StaticString] = [".listspec.yaml", ".listspec.yml", ".listspec.json"]
    private static let specKeys: [[UInt8]] = ["listspec", "tables", "sections"].map { Array($0.utf8) }

    /// For each path, whether it is linted; the paths are peeked at in parallel.
    static func specs(among paths: [String], limits: ReaderLimits = .default) -> [Bool] {
        var answers = [Bool](repeating: true, count: paths.count)
        answers.withUnsafeMutableBufferPointer { buffer in
            let results = UnsafeSendableBuffer(base: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: paths.count) { i in
                results.base?[i] = isSpec(paths[i], limits: limits)
            }
        }
        return answers
    }

    /// The common case reads the first bytes alone (a walk peeks at many files); the rest through the same open file.
    static func isSpec(_ path: String, limits: ReaderLimits = .default) -> Bool {
        if FileNameEnding.path(path, endsWithAnyOf: specSuffixes) { return true }
        guard let file = try? OpenFile(path, limit: limits.maxFileSize) else { return true }
        return isSpec(file, limits: limits)
    }

    /// `isSpec(_:)` for text at hand (an editor's buffer), standing for the file at `path`.
    static func isSpec(_ bytes: [UInt8], standingFor path: String, limits: ReaderLimits = .default) -> Bool {
        FileNameEnding.path(path, endsWithAnyOf: specSuffixes) || isSpec(OpenFile(path: path, bytes: bytes), limits: limits)
    }

    private static func isSpec(_ file: OpenFile, limits: ReaderLimits) -> Bool {
        if SpecFormat.isJSON(path: file.path) {
            var stream = ChunkedBytes(file: file)
            return jsonHasSpecKey(&stream, maxDepth: limits.maxDepth)
        }
        if let answer = yamlStartsWithSpecKey(file) { return answer }
        return yamlHasSpecKey(file, maxDepth: limits.maxDepth)
    }

    /// The common case, read without a parser: the first line that is not blank, a comment,
    /// a directive or `---` starts at column 0 with `listspec:`, `tables:` or `sections:`, the
    /// first key of a top-level block map. Nil (ask libyaml) when the text is any less plain.
    /// The first KiB is read on the stack (a larger temporary buffer is allocated and freed for each
    /// file), and the first 4 KiB only when the answer is not in it: the same answer either way.
    private static func yamlStartsWithSpecKey(_ file: OpenFile) -> Bool? {
        let short = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { firstLineIsSpecKey(file, into: $0) }
        guard case .undecided = short else { return short.answer }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { firstLineIsSpecKey(file, into: $0) }.answer
    }

    /// What `firstLineIsSpecKey` tells of the file's first bytes, read into `buffer`.
    private enum Peeked {
        case answer(Bool?)
        /// No answer in the bytes read, and the file goes on past them.
        case undecided

        var answer: Bool? {
            if case .answer(let answer) = self { return answer }
            return nil
        }
    }

    private static func firstLineIsSpecKey(_ file: OpenFile, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Peeked {
        guard let base = buffer.baseAddress, let count = file.read(into: base, count: buffer.count, at: 0) else { return .answer(nil) }
        let isWhole = count < buffer.count
        let answer = firstLineIsSpecKey(UnsafeBufferPointer(start: base, count: count), isWhole: isWhole)
        return answer == nil && !isWhole ? .undecided : .answer(answer)
    }

    static func firstLineIsSpecKey(_ bytes: UnsafeBufferPointer<UInt8>, isWhole: Bool) -> Bool? {
        var start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while start < bytes.count {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? (isWhole ? bytes.count : nil) else { return nil }
            var line = bytes[start..<newline]
            start = newline + 1
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            let content = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if content.isEmpty || content.first == UInt8(ascii: "#") || line.first == UInt8(ascii: "%") { continue }
            if line.elementsEqual("---".utf8) { continue }
            for key in specKeys where line.count > key.count && line.starts(with: key) && line[line.startIndex + key.count] == UInt8(ascii: ":") {
                let after = line.startIndex + key.count + 1
                if after == line.endIndex || line[after] == UInt8(ascii: " ") || line[after] == UInt8(ascii: "\t") { return true }
            }
            return nil
        }
        return nil
    }

    private static func isSpecKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        specKeys.contains { $0.count == bytes.count && $0.elementsEqual(bytes) }
    }

    /// Reads events only until the root map shows a spec key, ends, or turns out to be no map.
    private static func yamlHasSpecKey(_ file: OpenFile, maxDepth: Int) -> Bool {
        YAMLFrontEnd.withParser(reading: YAMLFileInput(file)) { parser in rootMapHasSpecKey(&parser, maxDepth: maxDepth) } ?? true
    }

    /// See `yamlHasSpecKey(_:maxDepth:)`: the events of `parser`, until the answer is known.
    private static func rootMapHasSpecKey(_ parser: inout yaml_parser_t, maxDepth: Int) -> Bool {
        var depth = 0
        var nodesAtTop = 0  // keys and values of the root map seen so far
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else { return true }
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                if depth == 0, event.type != YAML_MAPPING_START_EVENT { return false }
                if depth == 1 { nodesAtTop += 1 }
                depth += 1
                if depth > maxDepth { return true }
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                depth -= 1
                if depth == 0 { return false }
            case YAML_SCALAR_EVENT:
                if depth == 0 { return false }
                if depth == 1 {
                    let data = event.data.scalar
                    if nodesAtTop % 2 == 0, isSpecKey(UnsafeBufferPointer(start: data.value, count: data.length)) { return true }
                    nodesAtTop += 1
                }
            case YAML_ALIAS_EVENT:
                if depth == 0 { return false }
                if depth == 1 { nodesAtTop += 1 }
            case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
                return false
            default:
                break
            }
        }
    }

    /// A bracket scan of the top-level object's keys, read in chunks (a large file is never
    /// held whole); anything malformed counts as a spec.
    static func jsonHasSpecKey(_ bytes: inout ChunkedBytes, maxDepth: Int) -> Bool {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        /// Steps over white space, and over comments: a file of JSON with comments (a tsconfig.json) is told
        /// by its keys as the same file without them is (a spec among them is still linted, its comments reported).
        func skipBlank() {
            while let byte = bytes.peek() {
                if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    bytes.advance()
                    continue
                }
                guard byte == slash else { return }
                bytes.advance()
                if bytes.peek() == slash {
                    while let next = bytes.next(), next != 0x0A {}
                } else if bytes.peek() == star {
                    bytes.advance()
                    var previous: UInt8 = 0
                    while let next = bytes.next(), previous != star || next != slash { previous = next }
                } else {
                    return
                }
            }
        }
        /// Steps over a string starting at its quote, keeping up to `keep` bytes of its content; nil when it never ends.
        func string(keep: Int) -> [UInt8]? {
            bytes.advance()
            var kept: [UInt8] = []
            while let byte = bytes.next() {
                if byte == quote { return kept }
                if byte == backslash { guard bytes.next() != nil else { return nil } }
                if kept.count < keep { kept.append(byte) }
            }
            return nil
        }
        if bytes.peek() == 0xEF {
            bytes.advance()
            guard bytes.next() == 0xBB, bytes.next() == 0xBF else { return true }
        }
        skipBlank()
        guard let first = bytes.peek() else { return true }
        guard first == UInt8(ascii: "{") else {
            // Another JSON value (a list, a number) is no spec; text that is no JSON gets linted.
            return !"[\"-0123456789tfn".utf8.contains(first)
        }
        bytes.advance()
        let longestKey = specKeys.map(\.count).max() ?? 0
        while true {
            skipBlank()
            guard let byte = bytes.peek() else { return true }
            if byte == UInt8(ascii: "}") { return false }
            guard byte == quote, let key = string(keep: longestKey + 1) else { return true }
            if specKeys.contains(key) { return true }
            skipBlank()
            guard bytes.next() == UInt8(ascii: ":") else { return true }
            // The value: scan to the ',' or '}' that ends it at the top level.
            var depth = 0
            while true {
                skipBlank()
                guard let byte = bytes.peek() else { return true }
                if byte == quote {
                    guard string(keep: 0) != nil else { return true }
                    continue
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                    if depth > maxDepth { return true }
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    if depth == 0 { break }
                    depth -= 1
                } else if byte == UInt8(ascii: ","), depth == 0 {
                    bytes.advance()
                    break
                }
                bytes.advance()
            }
        }
    }
}

/// A file read in 64 KiB chunks, a byte at a time.
struct ChunkedBytes {
    private let file: OpenFile
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var position = 0
    private var count = 0
    /// Where in the file the next chunk starts.
    private var offset = 0

    init(file: OpenFile) { self.file = file }

    mutating func peek() -> UInt8? {
        if position == count {
            count = buffer.withUnsafeMutableBufferPointer { chunk in
                chunk.baseAddress.flatMap { [file, offset] in file.read(into: $0, count: chunk.count, at: offset) } ?? 0
            }
            offset += count
            position = 0
            if count == 0 { return nil }
        }
        return buffer[position]
    }

    mutating func advance() { if peek() != nil { position += 1 } }

    mutating func next() -> UInt8? {
        let byte = peek()
        if byte != nil { position += 1 }
        return byte
    }
}

/// Lets parallel iterations each write their own slot of one buffer.
private struct UnsafeSendableBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<Bool>?
}
