import CYaml
import ListSpecRuntime

/// The one place libyaml is set up, for every reader of YAML: the model's (`YAMLReader` and its
/// second half, `SplitParse`), the formatter's (`FormatReader`) and the walk's peek
/// (`SpecFilePeek`). So a file that does not parse is the same `SyntaxProblem` whichever command
/// reads it, and the encoding policy is one: UTF-8, or UTF-16 after its byte order mark (libyaml
/// reads both, and so every command does; what listspec writes is UTF-8).
enum YAMLFrontEnd {
    /// `body` with a parser reading `bytes` (which must stay where they are while it reads); nil
    /// when libyaml cannot make a parser (out of memory).
    static func withParser<Result>(reading bytes: UnsafeBufferPointer<UInt8>, _ body: (inout yaml_parser_t) -> Result) -> Result? {
        withParser({ yaml_parser_set_input_string(&$0, bytes.baseAddress, bytes.count) }, body)
    }

    /// `body` with a parser reading `input` (kept alive while it reads).
    static func withParser<Result>(reading input: YAMLFileInput, _ body: (inout yaml_parser_t) -> Result) -> Result? {
        withExtendedLifetime(input) { withParser({ input.connect(&$0) }, body) }
    }

    private static func withParser<Result>(_ connect: (inout yaml_parser_t) -> Void, _ body: (inout yaml_parser_t) -> Result) -> Result? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else { return nil }
        defer { yaml_parser_delete(&parser) }
        connect(&parser)
        return body(&parser)
    }

    /// Whether `bytes` start with a UTF-16 byte order mark (libyaml then reads UTF-16).
    static func isUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE))
    }

    /// The UTF-8 text of UTF-16 `bytes` after their byte order mark, as libyaml reads them; nil
    /// when they are not UTF-16 (a lone surrogate, an odd byte: libyaml's reader error then says where).
    static func utf8(ofUTF16 bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count % 2 == 0 else { return nil }
        let bigEndian = bytes[0] == 0xFE
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        var i = 2
        while i + 1 < bytes.count {
            units.append(bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i]))
            i += 2
        }
        var text: [UInt8] = []
        text.reserveCapacity(units.count * 3)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { text.append($0) }
        return failed ? nil : text
    }
}

/// Why libyaml stopped: its own words (what a search finds), a hint in plain words where one
/// fits, and the place. Lint's `syntax` finding and format's refusal are this, word for word.
struct SyntaxProblem: Equatable, Sendable {
    var message: String
    var hint: String?
    var location: SourceLocation

    /// The finding's text: libyaml's words, then the hint.
    var text: String { hint.map { "\(message); hint: \($0)" } ?? message }

    init(message: String, hint: String? = nil, location: SourceLocation) {
        self.message = message
        self.hint = hint
        self.location = location
    }

    /// The problem of a parser that failed; `bytes`, the text it read, are asked for only where a
    /// place or hint needs them (a reader error's byte offset, a hint that looks at the line).
    init(_ parser: yaml_parser_t, bytes: () -> [UInt8]) {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        let context = parser.context.map { String(cString: $0) }
        var message = problem
        var opened: SourceLocation?
        if let context {
            let mark = SourceLocation(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
            opened = mark
            message = "\(problem) \(context) (line \(mark.line), column \(mark.column))"
        } else if parser.error == YAML_READER_ERROR, parser.problem_value != -1 {
            message = "\(problem) (byte 0x\(String(UInt32(truncatingIfNeeded: parser.problem_value), radix: 16, uppercase: true)))"
        }
        // Reader errors (bad UTF-8, control characters) carry only a byte offset: its line and column.
        guard parser.error != YAML_READER_ERROR else {
            self.init(message: message, location: TextPosition.location(ofByte: Int(parser.problem_offset), in: bytes()))
            return
        }
        let at = SourceLocation(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        // Only "cannot start any token" needs the character itself; the bytes are read again only then.
        let character = problem.contains("cannot start any token") ? TextPosition.byte(at: at, in: bytes()) : nil
        // The hint speaks of where libyaml stopped; the finding points where the mistake is, where that can be told.
        self.init(message: message, hint: SyntaxHint.hint(problem: problem, context: context, at: at, opened: opened, character: character, bytes: bytes),
                  location: SyntaxHint.place(context: context, bytes: bytes) ?? at)
    }

    /// Lint's `syntax` finding for the file at `path`.
    func finding(path: String) -> Finding {
        Finding(path: path, location: location, SyntaxCheck.finding(text))
    }
}
