import ListSpecRuntime

extension RuleDescriptor {
    /// `header-zero-height`.
    static let headerZeroHeight = RuleDescriptor(
        rule: .headerZeroHeight,
        checks: "A header or footer height is not 0 in a grouped or insetGrouped table.",
        why: "UIKit treats a height of 0 as 'use the default' there, so the header is not hidden.",
        fix: "Use 0.01 (CGFloat.leastNormalMagnitude in code) to hide it, or remove the height.",
        docsEntry: "a header/footer height of 0 in a grouped style: UIKit shows the default height; 0.01 hides it",
        triggers: """
        style: grouped
        sections:
          - sectionID: 0
            header: {title: Recent, height: 0}
        """,
        passes: """
        style: grouped
        sections:
          - sectionID: 0
            header: {title: Recent, height: 0.01}
        """
    )
}
