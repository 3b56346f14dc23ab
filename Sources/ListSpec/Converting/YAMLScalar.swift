@_spi(DocumentStorage) import ListSpecRuntime

/// A scalar as YAML text that listspec's reader reads back as exactly that value: numbers and
/// booleans plain (a float always with a point or an exponent), strings plain when nothing could
/// read them as anything else, else in double quotes with escapes.
enum YAMLScalar {
    /// The text of a scalar node (or a key).
    static func written(_ node: Document.Node) -> [UInt8] {
        var out: [UInt8] = []
        append(node, to: &out)
        return out
    }

    static func append(_ node: Document.Node, to out: inout [UInt8]) {
        switch node.kind {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool: out.append(contentsOf: (node.bool == true ? "true" : "false").utf8)
        case .int where node.isOverflowingInteger: out.append(contentsOf: (node.string ?? "0").utf8)
        case .int: out.append(contentsOf: String(node.int ?? 0).utf8)
        case .float: out.append(contentsOf: formatDouble(node.double ?? 0).utf8)
        case .string:
            guard let range = node.textRange else { return out.append(contentsOf: "\"\"".utf8) }
            node.document.text.withUnsafeBufferPointer { text in
                let bytes = UnsafeBufferPointer(rebasing: text[range])
                if isPlain(bytes) { out.append(contentsOf: bytes) } else { appendQuoted(bytes, to: &out) }
            }
        case .sequence, .mapping:
            break
        }
    }

    /// Characters that start something else when a plain scalar starts with them (a switch: this
    /// runs for every scalar written, and a Set would hash each byte).
    private static func isIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
             UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"),
             UInt8(ascii: "@"), UInt8(ascii: "`"):
            return true
        default:
            return isFlowIndicator(byte)
        }
    }
    /// Booleans to YAML 1.1 readers (and to people): quoted, though listspec reads them as strings.
    private static let yaml11Words: Set<String> = ["y", "n", "yes", "no", "on", "off"]

    /// How sure a plain string must be to stay plain.
    enum PlainRule {
        /// `convert`: anything that starts like a number (`017`, `1_000`, `2024-01-01`, `.5`) is
        /// quoted whatever the schema, and `y`, `n`, `yes`, `no`, `on`, `off` in any case.
        case cautious
        /// `format`: quoted only where a plain scalar would read as something else in YAML 1.2,
        /// or as a boolean or null in YAML 1.1 (`yes`, `Off`, `~`); `inFlow`: inside `[]` or `{}`,
        /// where `,[]{}` end a plain scalar (and `?` to a YAML 1.1 reader: see `isPlainSyntax`).
        case minimal(inFlow: Bool)
    }

    /// YAML 1.1's booleans besides 1.2's `true` and `false` (its nulls are 1.2's too).
    private static let yaml11Booleans: Set<String> = ["y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
                                                      "on", "On", "ON", "off", "Off", "OFF"]

    /// Whether `text` can go unquoted: it reads back as this string, in a key or a value.
    static func isPlain(_ text: UnsafeBufferPointer<UInt8>, rule: PlainRule = .cautious) -> Bool {
        guard let first = text.first else { return false }
        switch rule {
        case .cautious:
            if isIndicator(first) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
                || first == UInt8(ascii: ".") || first == UInt8(ascii: "+") {
                return false
            }
            guard isPlainSyntax(text, inFlow: false) else { return false }
        case .minimal(let inFlow):
            guard isPlainSyntax(text, inFlow: inFlow) else { return false }
        }
        guard case .string = CoreSchema.resolvePlain(text) else { return false }
        switch rule {
        case .cautious:
            if text.count <= 3, yaml11Words.contains(String(decoding: text, as: UTF8.self).lowercased()) { return false }
        case .minimal:
            if text.count <= 3, yaml11Booleans.contains(String(decoding: text, as: UTF8.self)) { return false }
        }
        // A merge key; YAML 1.1's value key `=`, which PyYAML's safe loader refuses ("could not
        // determine a constructor").
        return !bytesSpell(text, "<<") && !bytesSpell(text, "=")
    }

    /// Whether `text`, written plain, is read as one plain scalar with this text (whatever the
    /// schema then makes of it). `-x` is plain (`- x` and `--` are not); a line that starts with
    /// `...` or `---` ends or starts a document. Inside a flow collection a `?` anywhere is quoted
    /// too: YAML 1.2 lets a plain scalar hold it, but a YAML 1.1 reader such as PyYAML (and so
    /// yamllint) ends the scalar there and refuses the file (`{title: Forgot password?}`).
    static func isPlainSyntax(_ text: UnsafeBufferPointer<UInt8>, inFlow: Bool) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        if first == UInt8(ascii: " ") || last == UInt8(ascii: " ") || last == UInt8(ascii: ":") { return false }
        let dashWord = first == UInt8(ascii: "-") && text.count > 1 && text[1] != UInt8(ascii: " ") && text[1] != UInt8(ascii: "-")
        if (isIndicator(first) && !dashWord) || (text.count >= 3 && text[0] == UInt8(ascii: ".") && text[1] == UInt8(ascii: ".") && text[2] == UInt8(ascii: ".")) {
            return false
        }
        if inFlow, text.contains(where: endsPlainInFlow) { return false }
        var previous: UInt8 = 0
        var isASCII = true
        for (i, byte) in text.enumerated() {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte == UInt8(ascii: ":"), i + 1 < text.count, text[i + 1] == UInt8(ascii: " ") { return false }
            if byte == UInt8(ascii: "#"), previous == UInt8(ascii: " ") { return false }
            if byte >= 0x80 { isASCII = false }
            previous = byte
        }
        return isASCII || !String(decoding: text, as: UTF8.self).unicodeScalars.contains(where: isEscaped)
    }

    private static func isFlowIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): return true
        default: return false
        }
    }

    /// What ends a plain scalar inside `[]` or `{}`: the flow indicators, and `?` to a YAML 1.1 reader.
    private static func endsPlainInFlow(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "?") || isFlowIndicator(byte)
    }

    /// Shown as an escape in double quotes: controls, line breaks (NEL, LS, PS), bidirectional
    /// controls, noncharacters, and a byte order mark.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        TextEscaper.isHidden(scalar) || scalar == "\u{FEFF}"
    }

    /// `"..."` with YAML's escapes: `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\xXX` for other controls,
    /// `\uXXXX` or `\UXXXXXXXX` for the other hidden characters; the rest as it is.
    static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: #"\""#.utf8)
            case "\\": out.append(contentsOf: #"\\"#.utf8)
            case "\n": out.append(contentsOf: #"\n"#.utf8)
            case "\t": out.append(contentsOf: #"\t"#.utf8)
            case "\r": out.append(contentsOf: #"\r"#.utf8)
            case "\0": out.append(contentsOf: #"\0"#.utf8)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out.append(contentsOf: #"\x"#.utf8)
                    hex(scalar.value, digits: 2, to: &out)
                } else if isEscaped(scalar) {
                    out.append(contentsOf: (scalar.value > 0xFFFF ? #"\U"# : #"\u"#).utf8)
                    hex(scalar.value, digits: scalar.value > 0xFFFF ? 8 : 4, to: &out)
                } else {
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hex(_ value: UInt32, digits: Int, to out: inout [UInt8]) {
        for shift in stride(from: 4 * (digits - 1), through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: value >> UInt32(shift) & 0xF)
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        }
    }
}
