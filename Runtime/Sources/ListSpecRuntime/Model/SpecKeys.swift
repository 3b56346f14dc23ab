/// The keys of each spec object, declared once. The decoder reads exactly these (and
/// reports any other key with the nearest of them); the JSON Schema and the fields a
/// diff compares are tested against them, so a new key is added here first.
package enum SpecKeys {
    package static let root = ["listspec", "tables", "types", "sections"]
    /// The one-table shorthand: a table's keys at the top level.
    package static let shorthandRoot = ["listspec", "sections", "style", "cellTypes", "types", "sectionViewModel"]
    package static let table = ["style", "cellTypes", "sections", "sectionViewModel"]
    package static let cellType = ["height", "estimatedHeight", "viewModel"]
    package static let section = ["sectionID", "header", "footer", "indexTitle", "viewModel", "cells"]
    package static let headerFooter = ["title", "view", "height"]
    package static let cell = ["cellID", "cellType", "viewModel", "height", "estimatedHeight", "action", "deletable"]

    /// A cell's keys by their place in `cell` (a test holds the two alike): the decoder reads every
    /// cell's fields by place, not by matching names.
    package enum CellKey: Int, CaseIterable {
        case cellID, cellType, viewModel, height, estimatedHeight, action, deletable
    }

    /// A section's keys by their place in `section`, as `CellKey` (every section reads them).
    package enum SectionKey: Int, CaseIterable {
        case sectionID, header, footer, indexTitle, viewModel, cells
    }

    /// A header's or footer's keys by their place in `headerFooter`, as `CellKey`.
    package enum HeaderFooterKey: Int, CaseIterable {
        case title, view, height
    }
}
