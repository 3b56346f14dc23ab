/// How messages spell a place inside a viewModel, in lint findings and decoding errors alike:
/// `viewModel.author.name`, `viewModel.tags[2]`, `viewModel["first name"]`.
enum ValuePathText {
    static let root = "viewModel"

    /// `.name` for a key that is a type name (`[A-Za-z_][A-Za-z0-9_]*`), else `["key"]`
    /// with its quotes and backslashes escaped.
    static func appendKey(_ key: String, to text: inout String) {
        if TypeExpressionParser.isTypeName(key) {
            text += "."
            text += key
            return
        }
        text += "[\""
        for character in key {
            if character == "\"" || character == "\\" { text.append("\\") }
            text.append(character)
        }
        text += "\"]"
    }

    static func appendIndex(_ index: Int, to text: inout String) {
        text += "[\(index)]"
    }
}
