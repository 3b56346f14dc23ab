/// A section of a table, identified by its `sectionID`.
public struct Section: Sendable {
    /// The section's ID: unique within its table, and greater than the previous section's.
    public var sectionID: Int64
    /// Where the sectionID value is (findings about the ID point there).
    public var idLocation: SourceLocation
    /// Where a finding about a missing viewModel points: the `null` written, else the section's map.
    package var viewModelLocation: SourceLocation = .start
    /// The rows, in order; in a valid spec their cellIDs ascend strictly.
    public var cells: [Cell]
    /// Set instead of `cells` when the section was loaded without them (see `SectionCellReader`).
    package var deferredCells: DeferredCells?
    /// Header, footer, index title and viewModel live in one shared box: most sections
    /// have few of them, and a spec may have hundreds of thousands of sections.
    private var details: Details?

    private final class Details: Sendable {
        let header: HeaderFooter?
        let footer: HeaderFooter?
        let indexTitle: String?
        let viewModel: Value?

        init(header: HeaderFooter?, footer: HeaderFooter?, indexTitle: String?, viewModel: Value?) {
            self.header = header
            self.footer = footer
            self.indexTitle = indexTitle
            self.viewModel = viewModel
        }
    }

    /// A section written in code.
    public init(sectionID: Int64, idLocation: SourceLocation = .start, header: HeaderFooter? = nil, footer: HeaderFooter? = nil,
                indexTitle: String? = nil, viewModel: Value? = nil, cells: [Cell] = []) {
        self.sectionID = sectionID
        self.idLocation = idLocation
        self.cells = cells
        setDetails(header: header, footer: footer, indexTitle: indexTitle, viewModel: viewModel)
    }

    private mutating func setDetails(header: HeaderFooter?, footer: HeaderFooter?, indexTitle: String?, viewModel: Value?) {
        // Matched, not compared with `==`: an optional's `==` destroys its pair of operands through generic
        // witnesses, and every section decoded is set here.
        if case .none = header, case .none = footer, case .none = indexTitle, case .none = viewModel {
            details = nil
        } else {
            details = Details(header: header, footer: footer, indexTitle: indexTitle, viewModel: viewModel)
        }
    }

    /// The section header: a title, a registered view, and a height; nil for none.
    public var header: HeaderFooter? {
        get { details?.header }
        set { setDetails(header: newValue, footer: footer, indexTitle: indexTitle, viewModel: viewModel) }
    }

    /// The section footer: a title, a registered view, and a height; nil for none.
    public var footer: HeaderFooter? {
        get { details?.footer }
        set { setDetails(header: header, footer: newValue, indexTitle: indexTitle, viewModel: viewModel) }
    }

    /// The section's entry in the table's section index; nil for none.
    public var indexTitle: String? {
        get { details?.indexTitle }
        set { setDetails(header: header, footer: footer, indexTitle: newValue, viewModel: viewModel) }
    }

    /// The section's own view model (`viewModel:`), for its header or footer view; nil for none.
    public var viewModel: Value? {
        get { details?.viewModel }
        set { setDetails(header: header, footer: footer, indexTitle: indexTitle, viewModel: newValue) }
    }
}
