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
