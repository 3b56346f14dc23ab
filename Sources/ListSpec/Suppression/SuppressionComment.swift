import ListSpecRuntime
/// One `# listspec:...` comment of a YAML file.
package struct SuppressionComment: Equatable, Sendable {
    package enum Kind: String, Sendable {
        /// `disable-next-line`: the next line that is not blank or a comment.
        case disableNextLine = "disable-next-line"
        /// `disable`: from this line to the matching `enable` (or the end of the file).
        case disable
        case enable
    }

    /// nil for a `listspec:` comment whose directive is not one of the three (reported).
    package var kind: Kind?
    /// The rule ids as written (unknown ones are reported).
    package var rules: [String]
    /// Where the comment's `#` is.
    package var location: SourceLocation
    /// For `disable-next-line`: the line it covers (0 when no line follows).
    package var targetLine: Int
    /// The directive as written, for messages.
    package var text: String
}
