/// `sectionID: "1"`: a quoted number where a number belongs; the advice (shared by `type-mismatch`
/// and `invalid-value`, whichever the key's rule is) is to drop the quotes.
enum QuotedNumberHint {
    /// "" unless `node` is a quoted number (an integer when `integer`) written for `key`.
    static func hint(_ node: Document.Node, key: @autoclosure () -> String, integer: Bool) -> String {
        guard node.kind == .string, let text = node.string, WrittenScalar.isNumber(text), !integer || Int64(text) != nil else { return "" }
        return "; drop the quotes (\(key()): \(text))"
    }
}
