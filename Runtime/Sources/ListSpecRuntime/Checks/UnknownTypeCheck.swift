/// `unknown-type`: a type expression names no built-in or declared type (found by `TypeResolver`).
enum UnknownTypeCheck {
    /// The type `name`, with `nearest`, the declared or built-in name it likely means, as a hint; its
    /// fix rewrites the name inside the type expression where no other name is as near.
    static func finding(_ name: String, nearest: (word: String, isOnly: Bool)?) -> FindingDraft {
        FindingDraft(rule: .unknownType, message: "unknown type '\(name)'" + (nearest.map { "; did you mean '\($0.word)'?" } ?? "; declare it under types"),
                     fix: nearest.flatMap { $0.isOnly ? .rename(name, to: $0.word, extent: .word) : nil })
    }
}
