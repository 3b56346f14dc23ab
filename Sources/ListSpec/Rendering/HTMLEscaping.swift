import ListSpecRuntime
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
            case _ where DisplayText.isHidden(scalar):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
