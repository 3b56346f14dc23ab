extension Rule {
    /// `limit`: the file passes a reader limit (size, nesting, alias expansion, nodes, key or scalar length).
    public static let limit = Rule(RuleDescriptor(
        id: "limit",
        severity: .error,
        summary: "The file passes a reader limit (size, nesting, alias expansion, nodes, key or scalar length).",
        checks: "The file stays within the reader's limits: size, nesting depth, alias expansion, node count, key and scalar length.",
        why: "A spec is data for a table view; past these limits it is far more likely an accident or an attack (an alias bomb) than a real table.",
        fix: "Split the spec into several files, or remove the deep nesting or the aliases that expand exponentially.",
        docsEntry: "a reader limit was passed (see [Limits](#limits))",
        // Brackets nested deeper than maxDepth (256).
        triggers: "sections: " + String(repeating: "[", count: 300),
        passes: "sections: []\n"
    ))
}

/// `limit`: the file passes a reader limit (see `ReaderLimits`); the reader stops there. The
/// formatter's reader words its nesting limit as lint's.
package enum LimitCheck {
    static func nodes(_ limit: Int) -> FindingDraft {
        limitPassed("the document has more than \(limit) nodes (limit maxNodes)")
    }

    /// A key of `count` bytes.
    static func keyLength(_ count: Int, limit: Int) -> FindingDraft {
        limitPassed("a key of \(count) bytes is longer than \(limit) (limit maxKeyLength)")
    }

    /// A scalar of `count` bytes.
    static func scalarLength(_ count: Int, limit: Int) -> FindingDraft {
        limitPassed("a scalar of \(count) bytes is longer than \(limit) (limit maxScalarLength)")
    }

    /// An alias used as a key whose anchor is a longer string.
    static func aliasedKeyLength(limit: Int) -> FindingDraft {
        limitPassed("a key longer than \(limit) bytes (limit maxKeyLength)")
    }

    static func aliasExpansion(_ limit: Int) -> FindingDraft {
        limitPassed("aliases expand to more than \(limit) nodes (limit maxAliasExpansion)")
    }

    package static func depth(_ limit: Int) -> FindingDraft {
        limitPassed("nesting deeper than \(limit) levels (limit maxDepth)")
    }

    /// The reader's memory ran out (`whileReading`: lint's words; the formatter's are shorter).
    package static func outOfMemory(whileReading: Bool) -> FindingDraft {
        limitPassed(whileReading ? "out of memory while reading" : "out of memory")
    }

    private static func limitPassed(_ message: String) -> FindingDraft {
        FindingDraft(rule: .limit, message: message)
    }
}
