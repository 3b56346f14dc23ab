/// A strict RFC 8259 reader that builds the same located nodes as the YAML reader: the one
/// reader of JSON specs, behind `Spec(json:)` and the command line alike.
/// Iterative (an explicit stack), so nesting depth costs memory, never stack.
/// Columns count characters, as libyaml does.
package struct JSONReader: ~Copyable {
    private struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var builder: DocumentBuilder
    private var position = 0
    private var line = 1
    /// Byte offset where the current line starts.
    private var lineStart = 0 { didSet { columnMark = (lineStart, 1) } }
    /// A known (offset, column) on the current line: positions are asked for in
    /// increasing order, so counting resumes from here (linear even on one huge line).
    private var columnMark = (offset: 0, column: 1)
    private var scratch: [UInt8] = []
    /// What hands the pages of lines already read back to the system, if anything (see `read`).
    private let pages: (any PageReleasing.Type)?
    /// The page boundary up to which they went back, and the line start that hands back more.
    private var releasedPage: UInt = 0
    private var nextRelease = 1 << 20
    /// Where the values are written, when the caller asks (`format`).
    private var layout: JSONLayout?

    private init(bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits, pages: (any PageReleasing.Type)?) {
        self.bytes = bytes
        self.builder = DocumentBuilder(path: path, limits: limits, expectedSize: bytes.count)
        self.pages = pages
        if let pages, let base = bytes.baseAddress { releasedPage = pages.boundary(atOrAfter: base) }
    }

    /// `releasingReadLinesWith`: the caller hands the bytes over and never reads them again, so the
    /// pages of the lines already read go back to the system as reading goes on (the document
    /// holds what it needs): a large file is not held twice, as bytes and as nodes.
    package static func read(bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits,
                             releasingReadLinesWith pages: (any PageReleasing.Type)? = nil) -> ReadResult {
        var reader = JSONReader(bytes: bytes, path: path, limits: limits, pages: pages)
        return reader.run()
    }

    package static func read(bytes: [UInt8], path: String, limits: ReaderLimits,
                             releasingReadLinesWith pages: (any PageReleasing.Type)? = nil) -> ReadResult {
        bytes.withUnsafeBufferPointer { read(bytes: $0, path: path, limits: limits, releasingReadLinesWith: pages) }
    }

    /// The read and, from the same pass, where each value is written (`format` lays the file out
    /// from it: the file is read once). The layout is whole only when the read is complete.
    package static func readWithLayout(bytes: [UInt8], path: String, limits: ReaderLimits) -> (read: ReadResult, layout: JSONLayout) {
        bytes.withUnsafeBufferPointer { bytes in
            var reader = JSONReader(bytes: bytes, path: path, limits: limits, pages: nil)
            reader.layout = JSONLayout()
            let read = reader.run()
            return (read, reader.layout ?? JSONLayout())
        }
    }

    /// Hands back the whole pages before the current line, a megabyte or more at a time: nothing
    /// before it is read again (tokens and positions are on the current line).
    private mutating func releaseReadLines(_ pages: any PageReleasing.Type) {
        guard let base = bytes.baseAddress else { return }
        releasedPage = pages.release(from: releasedPage, upTo: base + lineStart)
        nextRelease = lineStart + 1 << 20
    }

    private mutating func run() -> ReadResult {
        // A UTF-8 byte order mark is ignored, as JSONDecoder does.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        do throws(SyntaxError) {
            if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
                throw SyntaxError(message: "JSON text must be UTF-8 (RFC 8259); this file starts with a UTF-16 byte order mark", offset: 0)
            }
            skipWhitespace()
            if position == bytes.count {
                builder.report(EmptyFileCheck.noJSONValue, at: .start)
                return builder.finishIncomplete()
            }
            try parseValue()
            skipWhitespace()
            if position < bytes.count {
                throw SyntaxError(message: "unexpected \(describe(position)) after the JSON value\(commentNote(position))", offset: position)
            }
        } catch {
            builder.report(SyntaxCheck.finding(error.message), at: location(of: error.offset))
            return builder.finishIncomplete()
        }
        return builder.finish()
    }

    // MARK: Positions

    private mutating func location(of offset: Int) -> SourceLocation {
        // Offsets asked for are on the current line (found where the scan stands).
        var (i, column) = offset >= columnMark.offset ? columnMark : (lineStart, 1)
        while i < offset, i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        columnMark = (i, column)
        return SourceLocation(line: line, column: column)
    }

    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// `//` or `/*` where JSON goes on: a comment, which strict JSON (and JSONDecoder) does not allow.
    private func commentNote(_ offset: Int) -> String {
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "/"),
              bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*") else { return "" }
        return "; JSON has no comments (strict JSON, as JSONDecoder reads it): remove the comment, or write the spec in YAML"
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09:
                position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
            case 0x0D:
                position += 1
                if position < bytes.count, bytes[position] == 0x0A { position += 1 }
                line += 1
                lineStart = position
            default:
                return
            }
        }
    }

    // MARK: Values

    private enum Container { case array, object }

    /// The whole grammar in one loop: `stack` holds the open containers.
    private mutating func parseValue() throws(SyntaxError) {
        var stack: [Container] = []
        var expectValue = true
        while true {
            skipWhitespace()
            if let pages, lineStart >= nextRelease { releaseReadLines(pages) }
            if expectValue {
                guard position < bytes.count else {
                    throw SyntaxError(message: "expected a value but the file ends", offset: position)
                }
                let start = location(of: position)
                switch bytes[position] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isObject = bytes[position] == UInt8(ascii: "{")
                    builder.beginCollection(mapping: isObject, line: start.line, column: start.column)
                    layout?.beginCollection(isObject: isObject, at: position)
                    position += 1
                    skipWhitespace()
                    if position < bytes.count, bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        position += 1
                        builder.endCollection()
                        layout?.endCollection()
                        expectValue = false
                    } else {
                        stack.append(isObject ? .object : .array)
                        if isObject { try parseKey() }
                        continue
                    }
                case UInt8(ascii: "\""):
                    try parseString(start: start)
                    expectValue = false
                case UInt8(ascii: "t"):
                    try literal("true", start: start) { $0.bool(true, line: start.line, column: start.column) }
                    expectValue = false
                case UInt8(ascii: "f"):
                    try literal("false", start: start) { $0.bool(false, line: start.line, column: start.column) }
                    expectValue = false
                case UInt8(ascii: "n"):
                    try literal("null", start: start) { $0.null(line: start.line, column: start.column) }
                    expectValue = false
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    try parseNumber(start: start)
                    expectValue = false
                default:
                    throw SyntaxError(message: "expected a value (object, array, string, number, true, false or null), found \(describe(position))\(commentNote(position))",
                                      offset: position)
                }
            }
            // After a value: a separator or the end of the open container.
            guard let container = stack.last else { return }
            skipWhitespace()
            guard position < bytes.count else {
                throw SyntaxError(message: "the file ends inside an \(container == .array ? "array; expected ',' or ']'" : "object; expected ',' or '}'")",
                                  offset: position)
            }
            let byte = bytes[position]
            let close = container == .array ? UInt8(ascii: "]") : UInt8(ascii: "}")
            if byte == close {
                position += 1
                stack.removeLast()
                builder.endCollection()
                layout?.endCollection()
                expectValue = false
            } else if byte == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == close {
                    throw SyntaxError(message: "trailing comma before '\(Character(Unicode.Scalar(close)))'", offset: position)
                }
                if container == .object { try parseKey() }
                expectValue = true
            } else {
                throw SyntaxError(message: "expected ',' or '\(Character(Unicode.Scalar(close)))', found \(describe(position))\(commentNote(position))", offset: position)
            }
        }
    }

    /// `"key" :` inside an object.
    private mutating func parseKey() throws(SyntaxError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw SyntaxError(message: "expected a string key in double quotes, found \(describe(position))\(commentNote(position))", offset: position)
        }
        try parseString(start: location(of: position))
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw SyntaxError(message: "expected ':' after the key, found \(describe(position))\(commentNote(position))", offset: position)
        }
        position += 1
    }

    private mutating func literal(_ word: StaticString, start: SourceLocation,
                                  build: (inout DocumentBuilder) -> Void) throws(SyntaxError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
              (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] }) else {
            throw SyntaxError(message: "invalid literal; JSON knows only true, false and null", offset: position)
        }
        layout?.scalar(from: position, to: position + count)
        position += count
        build(&builder)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`
    private mutating func parseNumber(start: SourceLocation) throws(SyntaxError) {
        let begin = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        guard isDigit(position) else {
            throw SyntaxError(message: "a number needs a digit after '-'", offset: position)
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) { throw SyntaxError(message: "leading zeros are not allowed in JSON numbers", offset: begin) }
        } else {
            while isDigit(position) { position += 1 }
        }
        var isFloat = false
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isFloat = true
            position += 1
            guard isDigit(position) else { throw SyntaxError(message: "a number needs digits after '.'", offset: position) }
            while isDigit(position) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isFloat = true
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard isDigit(position) else { throw SyntaxError(message: "a number needs digits in its exponent", offset: position) }
            while isDigit(position) { position += 1 }
        }
        layout?.scalar(from: begin, to: position)
        let text = UnsafeBufferPointer(rebasing: bytes[begin..<position])
        if isFloat {
            let value = CoreSchema.parseDouble(text)
            builder.double(value, line: start.line, column: start.column, isBeyondRange: value.isInfinite)
        } else if case .int(let value)? = CoreSchema.resolveInteger(text) {
            builder.int(value, line: start.line, column: start.column)
        } else {
            builder.overflowingInteger(text, line: start.line, column: start.column)
        }
    }

    /// A string in double quotes: escapes decoded, surrogate pairs joined; lone
    /// surrogates, raw control characters and invalid UTF-8 rejected.
    private mutating func parseString(start: SourceLocation) throws(SyntaxError) {
        let quote = position
        position += 1
        let contentStart = position
        // Fast path: no escapes, plain ASCII or valid UTF-8 copied as is.
        var needsDecoding = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") { needsDecoding = true; break }
            if byte < 0x20 {
                throw SyntaxError(message: "a control character (byte 0x\(String(byte, radix: 16, uppercase: true))) must be escaped in a JSON string",
                                  offset: position)
            }
            if byte < 0x80 { position += 1 } else { try skipUTF8() }
        }
        if !needsDecoding {
            guard position < bytes.count else { throw SyntaxError(message: "the file ends inside a string", offset: position) }
            builder.string(UnsafeBufferPointer(rebasing: bytes[contentStart..<position]), line: start.line, column: start.column, isQuoted: true)
            position += 1
            layout?.scalar(from: quote, to: position)
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[contentStart..<position])
        while true {
            guard position < bytes.count else { throw SyntaxError(message: "the file ends inside a string", offset: position) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { position += 1; break }
            if byte < 0x20 {
                throw SyntaxError(message: "a control character (byte 0x\(String(byte, radix: 16, uppercase: true))) must be escaped in a JSON string",
                                  offset: position)
            }
            if byte == UInt8(ascii: "\\") {
                try parseEscape()
            } else if byte < 0x80 {
                scratch.append(byte)
                position += 1
            } else {
                let begin = position
                try skipUTF8()
                scratch.append(contentsOf: bytes[begin..<position])
            }
        }
        scratch.withUnsafeBufferPointer { builder.string($0, line: start.line, column: start.column, isQuoted: true) }
        layout?.scalar(from: quote, to: position)
    }

    private mutating func parseEscape() throws(SyntaxError) {
        let begin = position
        position += 1
        guard position < bytes.count else { throw SyntaxError(message: "the file ends inside an escape", offset: begin) }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): scratch.append(0x22)
        case UInt8(ascii: "\\"): scratch.append(0x5C)
        case UInt8(ascii: "/"): scratch.append(0x2F)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(escapeStart: begin)
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must join a following low surrogate escape.
                if position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                    let save = position
                    position += 2
                    let low = try hex4(escapeStart: save)
                    guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(at: begin) }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    throw loneSurrogate(at: begin)
                }
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw loneSurrogate(at: begin)
            }
            appendUTF8(scalar)
        default:
            throw SyntaxError(message: "invalid escape '\\\(byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "?")'",
                              offset: begin)
        }
    }

    /// A surrogate escape without its partner encodes no character: JSONDecoder refuses the
    /// whole file, and two different ones would otherwise read as the same text.
    private func loneSurrogate(at offset: Int) -> SyntaxError {
        let escape = String(decoding: bytes[offset..<min(offset + 6, bytes.count)], as: UTF8.self)
        return SyntaxError(message: "'\(escape)' is a lone surrogate escape: it encodes no character and JSONDecoder refuses it; "
                               + "pair a high surrogate (\\uD800-\\uDBFF) with a low one (\\uDC00-\\uDFFF), or write the character itself",
                           offset: offset)
    }

    private mutating func hex4(escapeStart: Int) throws(SyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw SyntaxError(message: "\\u needs four hex digits", offset: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw SyntaxError(message: "\\u needs four hex digits", offset: escapeStart)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        UTF8.encode(value) { scratch.append($0) }
    }

    /// Steps over one well-formed UTF-8 sequence (no overlong forms, no surrogates, at most U+10FFFF).
    private mutating func skipUTF8() throws(SyntaxError) {
        let lead = bytes[position]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: throw SyntaxError(message: "invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))", offset: position)
        }
        for i in 1..<length {
            let index = position + i
            let range = i == 1 ? lower...upper : 0x80...0xBF
            guard index < bytes.count, range.contains(bytes[index]) else {
                throw SyntaxError(message: "invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)) starts a broken sequence)", offset: position)
            }
        }
        position += length
    }
}
