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
