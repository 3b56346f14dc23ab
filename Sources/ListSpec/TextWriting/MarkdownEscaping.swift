import ListSpecRuntime
/// Text from a spec made inert in Markdown (CommonMark and GitHub's extensions):
/// one line, and every character that could start emphasis, code, a link, HTML,
/// a table cell, strikethrough, a heading or math (GitHub's `$`) is backslash-escaped.
package enum MarkdownEscaping {
    package static func escaped(_ text: String) -> String {
        TextEscaper.markdown.escaped(text)
    }
}

extension TextEscaper {
    /// CommonMark and GitHub Markdown: one line, and a backslash before every character
    /// that could start emphasis, code, a link, HTML, a table cell, strikethrough, a heading
    /// or math (`$`). Hidden characters read `\u{…}` once rendered (their backslash escaped too).
    static let markdown: TextEscaper = {
        var replacements: [Unicode.Scalar: String] = ["\n": "\\\\n", "\t": "\\\\t", "\r": "\\\\r"]
        for scalar in "\\`*_[]<>|~#!&$".unicodeScalars { replacements[scalar] = "\\" + String(scalar) }
        return TextEscaper(replacements: replacements, hiddenPrefix: "\\\\u{")
    }()
}
