extension RuleDescriptor {
    /// `renumbered-cells`: a warning of `diff`, `git diff` and the editor's batch-update lens.
    static let renumberedCells = RuleDescriptor(
        diffWarning: .renumberedCells,
        summary: "diff: surviving cells whose old contents now stand under neighbouring cellIDs, as after a renumbering.",
        checks: "Between two versions of a spec, whether a surviving cell's old content (its cellType and viewModel) "
            + "now stands under a neighbouring cellID of the same section; one such cell is enough. A cell whose "
            + "content changed in place, to content found nowhere else, is a real reload and is not reported.",
        why: "UIKit reloads the renumbered rows instead of inserting or moving one: on screen a row turns into its "
            + "neighbour's content instead of a new row sliding in, and a selection or an edit in progress lands on the wrong row.",
        fix: "Give a new or moved row a free cellID between its neighbours (leave gaps: 10, 20, 30) and keep the other "
            + "rows' IDs (see \"Choosing IDs\" in the documentation of the spec format). The batch update itself is valid: this is a warning, never an error.",
        docsEntry: "(`diff`, `git diff`, the editor's lens) rows whose contents moved to neighbouring cellIDs, as after a renumbering",
        before: """
        sections:
          - sectionID: 0
            cells:
              - {cellID: 10, cellType: Row, viewModel: Wi-Fi}
              - {cellID: 20, cellType: Row, viewModel: Bluetooth}
              - {cellID: 30, cellType: Row, viewModel: Notifications}
        """,
        triggers: """
        sections:
          - sectionID: 0
            cells:
              - {cellID: 10, cellType: Row, viewModel: Wi-Fi}
              - {cellID: 20, cellType: Row, viewModel: Bluetooth}
              - {cellID: 30, cellType: Row, viewModel: VPN}
              - {cellID: 40, cellType: Row, viewModel: Notifications}
        """,
        passes: """
        sections:
          - sectionID: 0
            cells:
              - {cellID: 10, cellType: Row, viewModel: Wi-Fi}
              - {cellID: 20, cellType: Row, viewModel: Bluetooth}
              - {cellID: 25, cellType: Row, viewModel: VPN}
              - {cellID: 30, cellType: Row, viewModel: Notifications}
        """
    )
}

extension DiffWarning.Rule {
    /// The warning's descriptor (a switch, so a new case without one does not compile).
    package var descriptor: RuleDescriptor {
        switch self {
        case .renumberedCells: return .renumberedCells
        }
    }
}
