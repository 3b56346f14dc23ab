import ListSpecRuntime
/// Text from a spec made inert in Markdown (CommonMark and GitHub's extensions):
/// one line, and every character that could start emphasis, code, a link, HTML,
/// a table cell, strikethrough, a heading or math (GitHub's `$`) is backslash-escaped.
public enum MarkdownEscaping {
    private static let active: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#", "!", "&", "$"]

    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        // sanitized: newlines and other controls become visible `\n`, `\u{…}` (their backslash is then escaped too).
        for character in DisplayText.sanitized(text) {
            if active.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
