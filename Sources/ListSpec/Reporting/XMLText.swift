import ListSpecRuntime
/// Text made safe for XML 1.0: the five special characters escaped, characters
/// XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) removed.
package enum XMLText {
    /// For element content.
    package static func escapeContent(_ text: String) -> String { escape(text, inAttribute: false) }

    /// For a double-quoted attribute value; tab, LF and CR become character
    /// references so attribute-value normalization does not turn them into spaces.
    package static func escapeAttribute(_ text: String) -> String { escape(text, inAttribute: true) }

    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"  // a raw CR would be read back as LF
            case _ where !isAllowed(scalar): continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
