import ListSpecRuntime
/// Text from a spec made inert in Markdown (CommonMark and GitHub's extensions):
/// one line, and every character that could start emphasis, code, a link, HTML,
/// a table cell, strikethrough, a heading or math (GitHub's `$`) is backslash-escaped.
package enum MarkdownEscaping {
    package static func escaped(_ text: String) -> String {
        TextEscaper.markdown.escaped(text)
    }
}
