extension Rule {
    /// `small-tap-target`: a cell with an `action` has a fixed height below 44 points, Apple's
    /// minimum tap target (a warning).
    public static let smallTapTarget = Rule(RuleDescriptor(
        id: "small-tap-target",
        severity: .warning,
        summary: "A cell with an action whose fixed height is below 44 points, the minimum tap target of Apple's Human Interface Guidelines.",
        checks: "A cell with an action has a height of at least 44 points, or automatic: its own height, else its cell type's (reported once per cell type and table, at the cell type's height).",
        why: "A row that does something when tapped is hard to hit below 44 points, and Apple's Human Interface Guidelines ask for at least that.",
        fix: "Use height: 44 or more, or automatic, on the cell or its cell type; or give the row no action. A height is layout, so lint --fix leaves it.",
        docsEntry: "a cell with an `action` whose fixed height (its own, else its cell type's, then once per cell type and table) is below 44 points, Apple's minimum tap target",
        triggers: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title, height: 30, action: ShowDetail}]
        """,
        passes: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title, height: 44, action: ShowDetail}]
        """
    ))
}

/// `small-tap-target`: a cell with an action whose fixed height is below 44 points (a warning).
/// The decoder calls it for each cell with an action, lint's and the model's alike; a table's
/// cell types with a small height are found once, when its cell types are decoded, and each is
/// reported once, at its height, by the first cell with an action that takes it.
struct SmallTapTargetCheck {
    /// Apple's minimum tap target, in points (Human Interface Guidelines).
    static let minimum = 44.0

    /// The table's cell types whose height is below the minimum, not yet reported (first
    /// declarations only, as cells take their defaults).
    private var small: [(name: String, height: Number, location: SourceLocation)] = []

    /// A table without cell types, or none too small.
    init() {}

    /// A table's decoded `cellTypes`, and the map they were decoded from (a cell type per pair).
    init(_ cellTypes: [CellType], declarations: Document.Node?) {
        guard cellTypes.contains(where: { SmallTapTargetCheck.isSmall($0.height) != nil }), let declarations else { return }
        for (d, (type, pair)) in zip(cellTypes, declarations.pairs).enumerated() {
            guard let height = SmallTapTargetCheck.isSmall(type.height),
                  !cellTypes[..<d].contains(where: { WrittenName.same($0.name, type.name) }),
                  let node = pair.value.pairs.first(where: { $0.key.stringEquals("height") })?.value else { continue }
            small.append((type.name, height, node.location))
        }
    }

    /// The height when it is a number of points below the minimum.
    private static func isSmall(_ height: Height?) -> Number? {
        guard case .points(let number)? = height, number.doubleValue < minimum else { return nil }
        return number
    }

    /// The finding for a cell with an action whose own height is `height`, nil when it is tall enough or automatic.
    static func finding(_ height: Height?) -> FindingDraft? {
        isSmall(height).map { FindingDraft(rule: .smallTapTarget, message: "a cell with an action has height \($0), below the "
                                           + "\(Int(minimum))-point minimum tap target; use height: 44 or automatic") }
    }

    /// For a cell with an action and no height of its own, whose cellType is the string `type`: the finding
    /// at its cell type's height, the first time a cell takes that too small a height in this table.
    mutating func finding(cellType type: Document.Node) -> (draft: FindingDraft, location: SourceLocation)? {
        guard !small.isEmpty, let range = type.textRange else { return nil }
        // The name's bytes compared in place, as written (no String made per cell).
        let index = type.document.text.withUnsafeBufferPointer { text in
            small.firstIndex { entry in
                var name = entry.name
                return name.withUTF8 { name in
                    guard name.count == range.count, let written = text.baseAddress, let declared = name.baseAddress else { return name.count == range.count }
                    return memcmpEqual(written + range.lowerBound, declared, range.count)
                }
            }
        }
        guard let index else { return nil }
        let found = small.remove(at: index)
        return (FindingDraft(rule: .smallTapTarget, message: "cell type '\(found.name)' has height \(found.height), below the "
                             + "\(Int(SmallTapTargetCheck.minimum))-point minimum tap target, and its cells with an action take it; use height: 44 or automatic"),
                found.location)
    }
}
