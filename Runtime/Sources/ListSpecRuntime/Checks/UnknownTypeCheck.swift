/// `unknown-type`: a type expression names no built-in or declared type (found by `TypeResolver`).
enum UnknownTypeCheck {
    /// The type `name`, with `nearest`, the declared or built-in name it likely means, as a hint.
    static func finding(_ name: String, nearest: String?) -> FindingDraft {
        FindingDraft(rule: .unknownType, message: "unknown type '\(name)'" + (nearest.map { "; did you mean '\($0)'?" } ?? "; declare it under types"))
    }
}
