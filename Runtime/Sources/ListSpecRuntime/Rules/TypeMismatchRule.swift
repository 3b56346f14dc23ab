extension Rule {
    /// `type-mismatch`: a value has the wrong type.
    public static let typeMismatch = Rule(RuleDescriptor(
        id: "type-mismatch",
        severity: .error,
        summary: "A value has the wrong type (an integer where a string belongs, a list as a map key, ...).",
        checks: "Each value has the type its key takes: integers for IDs, a string for cellType, a number for heights, a map for a header.",
        why: "UITableView needs integer IDs to tell cells apart and a reuse identifier string to dequeue a cell; a wrong type fails to decode in the app.",
        fix: "Write the value with the expected type, quoting strings that look like numbers.",
        docsEntry: "a value of the wrong type (`sectionID: \"1\"`, a list as a map key, ...)",
        triggers: """
        sections:
          - sectionID: "1"
        """,
        passes: """
        sections:
          - sectionID: 1
        """
    ))
}

/// `type-mismatch`: a value has the wrong type. Found in many places (each key of the format, the
/// reader's map keys and merge keys, a YAML tag, `types:`), each with its own words, all here.
package enum TypeMismatchCheck {
    // MARK: The spec's keys

    static func topLevel(_ node: Document.Node) -> FindingDraft {
        mismatch("the top level must be a map with `tables:` (or `sections:`), not \(node.described)")
    }

    static func tables(_ node: Document.Node) -> FindingDraft {
        mismatch("`tables` must be a map of table name to table, not \(node.described)")
    }

    static func tableName(_ key: Document.Node) -> FindingDraft {
        mismatch("a table name must be a string, not \(key.described)")
    }

    static func table(_ name: String, _ node: Document.Node) -> FindingDraft {
        mismatch("table \(name) must be a map with style, cellTypes and sections, not \(node.described)")
    }

    static func style(_ node: Document.Node) -> FindingDraft {
        mismatch("style must be plain, grouped or insetGrouped, not \(node.described)")
    }

    static func sections(ofTable name: String, _ node: Document.Node) -> FindingDraft {
        mismatch("sections of table \(name) must be a list, not \(node.described)")
    }

    static func cellTypes(ofTable name: String, _ node: Document.Node) -> FindingDraft {
        mismatch("cellTypes of table \(name) must be a map of reuse identifier to defaults, not \(node.described)")
    }

    static func cellType(named name: String, _ declaration: Document.Node) -> FindingDraft {
        mismatch("cell type \(name) takes a map of height, estimatedHeight and viewModel, not \(declaration.described)")
    }

    static func section(_ node: Document.Node) -> FindingDraft {
        mismatch("a section must be a map with sectionID and cells, not \(node.described)")
    }

    static func cells(of section: SectionName, _ node: Document.Node) -> FindingDraft {
        mismatch("cells of \(section) must be a list, not \(node.described)")
    }

    static func cell(_ node: Document.Node) -> FindingDraft {
        mismatch("a cell must be a map with cellID and cellType, not \(node.described)")
    }

    /// A cell's cellType that is no string.
    static func cellTypeName(_ node: Document.Node) -> FindingDraft {
        mismatch("cellType must be a string (the reuse identifier), not \(node.described)")
    }

    /// A `deletable` that is no boolean; YAML 1.1's booleans (`yes`, `off`), which YAML 1.2 (and
    /// so listspec) reads as strings, get the boolean meant.
    static func deletable(_ flag: Document.Node) -> FindingDraft {
        let text = flag.kind == .string ? flag.string ?? "" : ""
        let truthy: Set<String> = ["y", "Y", "yes", "Yes", "YES", "True", "TRUE", "on", "On", "ON"]
        let falsy: Set<String> = ["n", "N", "no", "No", "NO", "False", "FALSE", "off", "Off", "OFF"]
        let hint = truthy.contains(text) || falsy.contains(text)
            ? " ('\(text)': YAML 1.2 reads it as a string, not a boolean); write \(truthy.contains(text))" : ""
        return mismatch("deletable must be true or false, not \(flag.described)\(hint)")
    }

    /// An ID (`key`: cellID, sectionID) that is no integer.
    static func id(_ node: Document.Node, key: StaticString) -> FindingDraft {
        mismatch("\(key) must be an integer, not \(node.described)\(QuotedNumberHint.hint(node, key: "\(key)", integer: true))")
    }

    /// A string key (`name`: action, a header's title) that holds no string.
    static func string(_ name: String, _ node: Document.Node) -> FindingDraft {
        mismatch("\(name) must be a string, not \(node.described)")
    }

    /// A header or footer (`name`) that is neither a title nor a map.
    static func headerFooter(_ name: String, _ node: Document.Node) -> FindingDraft {
        mismatch("\(name) must be a title or a map of title, view and height, not \(node.described)")
    }

    /// A height (`name`) that is neither a number nor a string.
    static func height(_ name: String, _ node: Document.Node) -> FindingDraft {
        mismatch("\(name) must be a number >= 0 or automatic, not \(node.described)")
    }

    /// A `types:` that is no map.
    static func types(_ node: Document.Node) -> FindingDraft {
        mismatch("types must be a map of type name to type, not \(node.described)")
    }

    // MARK: The reader's

    /// A map key that is a map (`isMapping`) or a list.
    static func mapKey(isMapping: Bool) -> FindingDraft {
        mismatch("a map key must be a scalar, not a \(isMapping ? "map" : "list")")
    }

    /// A `<<` merge key whose value is a scalar.
    static var scalarMerged: FindingDraft {
        mismatch("a << merge key needs a map or a list of maps, not a scalar")
    }

    /// A `<<` merge key whose list holds `what` (a list, a scalar).
    static func mergedListHolds(_ what: String) -> FindingDraft {
        mismatch("a << merge key needs a map or a list of maps, but its list holds \(what)")
    }

    /// A scalar `text` tagged with the core-schema scalar type `type` it does not fit.
    package static func scalar(_ text: String, notA type: Substring) -> FindingDraft {
        mismatch("'\(text)' is not a valid !!\(type)")
    }

    /// A scalar tagged `!!seq` or `!!map` (`type`).
    package static func scalarTagged(_ type: Substring) -> FindingDraft {
        mismatch("a scalar is not a valid !!\(type)")
    }

    /// A map (`isMapping`) or list tagged with a core-schema type of another kind.
    package static func collection(isMapping: Bool, tagged type: Substring) -> FindingDraft {
        mismatch("a \(isMapping ? "map" : "list") is not a valid !!\(type)")
    }

    private static func mismatch(_ message: String) -> FindingDraft {
        FindingDraft(rule: .typeMismatch, message: message)
    }
}
