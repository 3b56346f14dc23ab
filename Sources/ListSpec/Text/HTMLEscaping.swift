import ListSpecRuntime
/// Text from a spec made safe for HTML (and XML) text and attribute values:
/// the five markup characters become references, and characters XML does not
/// allow (controls other than tab/newline, noncharacters) and bidi overrides are shown as `\u{…}`
/// so a page stays well-formed and nothing in a spec can open a tag or leave an attribute.
package enum HTMLEscaping {
    package static func escaped(_ text: String) -> String {
        TextEscaper.html.escaped(text)
    }
}

extension TextEscaper {
    /// HTML and XML text and attribute values: the five markup characters as references;
    /// tab and newline kept (XML allows them).
    static let html = TextEscaper(replacements: [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\t": "\t", "\n": "\n",
    ])
}
