extension Rule {
    /// `invalid-type`: a malformed type expression or declaration.
    public static let invalidType = Rule(RuleDescriptor(
        id: "invalid-type",
        severity: .error,
        summary: "A malformed type expression, a bad type name, an enum that is not a list of distinct strings, or a type that contains itself other than through a list or map.",
        checks: "Type expressions are well formed (String, Recipe?, [T], [String: T]), declared names are identifiers other than the built-ins, enums are lists of distinct strings, and no type contains itself other than through a list or map.",
        why: "A malformed or self-containing type has no Swift equivalent: no value could be written and the generated code would not compile.",
        fix: "Fix the expression at the position given; make a self-reference [T] or [String: T].",
        docsEntry: "a malformed type expression, a bad or built-in type name, an enum that is not a list of distinct strings, a type containing itself other than through `[T]`/`[String: T]`",
        triggers: """
        types:
          Recipe: {title: '[String'}
        sections: []
        """,
        passes: """
        types:
          Recipe: {title: '[String]'}
        sections: []
        """
    ))
}

/// `invalid-type`: a malformed type expression, a bad type name, an enum that is not a list of
/// distinct strings, or a type that contains itself other than through a list or map. Found as
/// `TypeResolver` reads `types:` and the viewModel types; the words are here.
enum InvalidTypeCheck {
    /// A declared type named as a built-in one.
    static func builtInName(_ name: String) -> FindingDraft {
        invalid("'\(name)' is a built-in type; give the declared type another name")
    }

    static func notAnIdentifier(_ name: String) -> FindingDraft {
        invalid("type name '\(name)' is not an identifier: use letters, digits and _, not starting with a digit")
    }

    static var null: FindingDraft {
        invalid("a type cannot be null; write a type expression (String, Int, Recipe?, [String]), a map or a list of strings")
    }

    /// A type written as neither a string, a map nor a list.
    static func notAType(_ node: Document.Node) -> FindingDraft {
        invalid("a type is a type expression (a string such as String or [Recipe]), a map (a struct) or a list of strings "
                + "(an enum), not \(node.described)")
    }

    static func enumCase(_ item: Document.Node) -> FindingDraft {
        invalid("an enum is a list of distinct strings; this case is \(item.described)")
    }

    static func repeatedCase(_ text: String) -> FindingDraft {
        invalid("case '\(text)' appears twice in this enum; each case once")
    }

    static var emptyEnum: FindingDraft {
        invalid("an enum needs at least one case; write its cases as a list of strings")
    }

    /// A type expression `text` the parser refuses, in its words.
    static func malformed(_ text: String, _ why: String) -> FindingDraft {
        invalid("malformed type expression '\(text)': \(why)")
    }

    /// Void inside a type expression.
    static var voidInside: FindingDraft {
        invalid("Void stands only alone, as a whole viewModel (the cell has none)")
    }

    static var dictionaryKey: FindingDraft {
        invalid("a map's keys are strings: write [String: T]")
    }

    /// A type (`name`) whose declaration reaches itself along `loop` (names, the first again last).
    static func containsItself(_ name: String, loop: [String]) -> FindingDraft {
        invalid("type \(name) contains itself (\(loop.joined(separator: " -> "))) other than through a list or map, "
                + "so no value can be written; make the reference [T], [String: T] or break the loop")
    }

    private static func invalid(_ message: String) -> FindingDraft {
        FindingDraft(rule: .invalidType, message: message)
    }
}
