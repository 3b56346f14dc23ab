extension Rule {
    /// `invalid-value`: a value of the right type outside the allowed set.
    public static let invalidValue = Rule(RuleDescriptor(
        id: "invalid-value",
        severity: .error,
        summary: "A value of the right type outside the allowed set (a style, a height word).",
        checks: "A value of the right type is one of the allowed ones: a style is plain, grouped or insetGrouped; a height word is automatic.",
        why: "UITableView.Style has only these cases; an unknown one cannot be created.",
        fix: "Use one of the values listed in the message.",
        docsEntry: "a value outside the allowed set (`style: grouping`, `height: tall`, an integer past Int64, a number past a Double such as `1e400`, a non-finite height)",
        triggers: """
        style: grouping
        sections: []
        """,
        passes: """
        style: grouped
        sections: []
        """,
        autofix: .safeOrUnsafe
    ))
}

/// `invalid-value`: a value of the right type outside the allowed set (a style, a height word, a
/// number no Int64 or Double holds).
package enum InvalidValueCheck {
    /// A `style` string that names no style, with the nearest one as a hint (and its fix).
    static func style(_ style: Document.Node) -> FindingDraft {
        let word = style.string ?? ""
        let styles = TableStyle.allCases.map(\.rawValue)
        let hint = KeySuggestion.nearest(to: word, in: styles).map { "; did you mean '\($0)'?" } ?? ""
        return FindingDraft(rule: .invalidValue, message: "style '\(word)' is not one of plain, grouped, insetGrouped\(hint)",
                            fix: KeySuggestion.fix(for: word, in: styles))
    }

    /// An ID (`key`: cellID, sectionID) past Int64.
    static func overflowingID(_ node: Document.Node, key: StaticString) -> FindingDraft {
        FindingDraft(rule: .invalidValue, message: "\(key) \(node.string ?? "") does not fit in a 64-bit signed integer")
    }

    /// A height (`name`) written as a string other than `automatic`.
    static func heightWord(_ node: Document.Node, name: String) -> FindingDraft {
        FindingDraft(rule: .invalidValue, message: "\(name) must be a number >= 0 or automatic, not '\(node.string ?? "")'"
                     + QuotedNumberHint.hint(node, key: name, integer: false))
    }

    /// A height (`name`) that is infinite or not a number.
    static func nonFiniteHeight(_ number: Number, name: String) -> FindingDraft {
        FindingDraft(rule: .invalidValue, message: "\(name) must be a finite number, not \(number)")
    }

    /// An integer past Int64 inside a value.
    static func overflowingInteger(_ node: Document.Node) -> FindingDraft {
        FindingDraft(rule: .invalidValue, message: "integer \(node.string ?? "") does not fit in a 64-bit signed integer")
    }

    /// A float past Double's range inside a value.
    static var floatBeyondRange: FindingDraft {
        FindingDraft(rule: .invalidValue, message: "number beyond the range of a 64-bit float (about ±1.8e308); write a smaller number, "
                     + "or .inf in YAML for infinity")
    }

    // MARK: `listspec convert` to JSON

    /// An infinite or NaN number (`what`: as written, or a number past Double's range), which JSON cannot write.
    package static func noJSONSpelling(ofNonFinite what: String) -> FindingDraft {
        FindingDraft(rule: .invalidValue, message: "\(what) has no JSON spelling: JSON (RFC 8259) has no infinity or NaN, "
                     + "and JSONDecoder refuses them; write a finite number, or a string")
    }

    /// An integer `text` past Int64 not written in decimal, which JSON cannot write.
    package static func noJSONSpelling(ofInteger text: String) -> FindingDraft {
        FindingDraft(rule: .invalidValue, message: "'\(text)' has no JSON spelling: JSON writes integers in decimal; write it in decimal, or as a string")
    }
}
