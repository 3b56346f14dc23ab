/// The cell types a data source registered, each with the configure closure it came
/// with, and what a row's cell is dequeued with: its cell type when registered, else
/// a fallback that the data source registers itself, so that a cell type the app does
/// not know (a newer server's spec) shows an empty cell instead of raising "unable to
/// dequeue a cell with identifier". Generic over the view's cell class (`Cell`), the
/// row, and the index path handed to the closures.
package struct CellRegistrations<Cell: AnyObject, Row, Place> {
    package typealias Configure = (Cell, Row, Place) -> Void

    /// What a cell of an unregistered cell type is dequeued with.
    package static var fallbackIdentifier: String { "ListSpecRuntime.UnregisteredCell" }

    // Cell types compare as written, as UIKit compares reuse identifiers.
    private var configurations: [WrittenName: Configure?] = [:]

    package init() {}

    /// Registers a cell type; a second registration replaces the first, as in UIKit.
    package mutating func register(_ cellType: String, configure: Configure?) {
        configurations[WrittenName(cellType)] = .some(configure)
    }

    /// Registers a cell type whose cells are of class `Registered`: `configure` gets them as such
    /// (a cell of another class, as a nib may hold, is left alone).
    package mutating func register<Registered>(_ cellType: String, as _: Registered.Type,
                                               configure: ((Registered, Row, Place) -> Void)?) {
        register(cellType, configure: configure.map { configure in
            { cell, row, place in
                if let cell = cell as? Registered { configure(cell, row, place) }
            }
        })
    }

    /// What a row's cell is dequeued with, and its registration's configure: one lookup a cell.
    package func dequeue(forCellType cellType: String) -> (identifier: String, configure: Configure?) {
        guard let configure = configurations[WrittenName(cellType)] else { return (Self.fallbackIdentifier, nil) }
        return (cellType, configure)
    }

    /// The cell types of `sections` that nothing was registered for, each once, in order of first use.
    package func unregisteredCellTypes<S: PresentableSection>(in sections: [S]) -> [String] {
        var seen = Set<WrittenName>(), missing: [String] = []
        for section in sections {
            for cell in section.cells {
                let name = WrittenName(cell.cellType)
                if configurations[name] == nil, seen.insert(name).inserted { missing.append(cell.cellType) }
            }
        }
        return missing
    }
}
