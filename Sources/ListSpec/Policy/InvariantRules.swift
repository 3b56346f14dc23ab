import ListSpecRuntime

extension Rule {
    /// The rules whose findings `render`, `diff`, `convert` and the runtime refuse a spec for
    /// (contract section 2): a file that is not read at all, and IDs that are not strictly
    /// ascending and distinct (the batch-update merge, the data source and the locator need
    /// them). No setting, `--disable` or inline suppression turns them off or lowers them, so lint
    /// never passes a file the other commands refuse; such an attempt is itself reported.
    package static let invariants: Set<Rule> = [.syntax, .limit, .sectionOrder, .duplicateSectionID, .cellOrder, .duplicateCellID]

    package var isInvariant: Bool { Rule.invariants.contains(self) }

    /// Why a setting or suppression of this invariant rule is ignored (`how`: "turned off",
    /// "lowered to a warning", "suppressed").
    package func invariantNotice(_ how: String) -> String {
        "\(rawValue) cannot be \(how): render, diff, convert and the runtime refuse a spec that breaks it, "
            + "so lint reports it whatever the settings; this is ignored (fix the finding instead: listspec rules \(rawValue))"
    }
}
