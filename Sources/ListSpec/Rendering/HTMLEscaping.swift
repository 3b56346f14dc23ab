/// Text from a spec made safe for HTML (and XML) text and attribute values:
/// the five markup characters become references, and characters XML does not
/// allow (controls other than tab/newline, noncharacters) and bidi overrides are shown as `\u{…}`
/// so a page stays well-formed and nothing in a spec can open a tag or leave an attribute.
public enum HTMLEscaping {
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where isShownEscaped(scalar):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Controls (C0 except tab and newline, DEL, C1), line/paragraph separators, noncharacters,
    /// and bidirectional embeddings, overrides and isolates (which could reorder the text around them).
    private static func isShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }
}
