import ListSpec
import ListSpecRuntime

/// Small reports with awkward text, shared by the reporter tests.
enum ReportFixtures {
    static let cellOrder = Finding(path: "Specs/menu.yaml", location: SourceLocation(line: 5, column: 18), rule: .cellOrder,
                                   message: "cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0)")
    static let unused = Finding(path: "Specs/menu.yaml", location: SourceLocation(line: 3, column: 24), rule: .unusedCellType,
                                message: "cell type 'B' is declared in table t but no cell uses it")
    /// A path and message with every character some format must escape.
    static let awkward = Finding(path: "odd dir/a,b:c%.yaml", location: SourceLocation(line: 2, column: 1), rule: .unknownKey,
                                 message: "unknown key 'a<b>&\"c\"' 100%\r\nnext\u{1}line\u{FFFE}")

    static let report = LintReport(files: [
        LintReport.File(path: "Specs/menu.yaml", findings: [unused, cellOrder]),
        LintReport.File(path: "Specs/clean.yaml", findings: []),
        LintReport.File(path: "odd dir/a,b:c%.yaml", findings: [awkward]),
    ])
}
