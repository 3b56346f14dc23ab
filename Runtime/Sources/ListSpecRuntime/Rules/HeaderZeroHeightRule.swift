extension Rule {
    /// `header-zero-height`: a header or footer height of 0 in a grouped style (a warning).
    public static let headerZeroHeight = Rule(RuleDescriptor(
        id: "header-zero-height",
        severity: .warning,
        summary: "A header or footer height of 0 in a grouped style: UIKit shows the default height; use 0.01 to hide it.",
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
    ))
}

/// `header-zero-height`: a header or footer height of 0 in a grouped style, where UIKit shows the
/// default height instead (a warning).
enum HeaderZeroHeightCheck {
    /// The finding for the `height` of a header or footer (`name`) in a table of `style`, nil when UIKit shows it as written.
    static func finding(_ height: Height?, name: String, style: TableStyle) -> FindingDraft? {
        guard style.isGrouped, height?.points == 0 else { return nil }
        return FindingDraft(rule: .headerZeroHeight,
                            message: "a \(name) height of 0 in a \(style.rawValue) table shows the default height; use 0.01 to hide the \(name)")
    }
}
