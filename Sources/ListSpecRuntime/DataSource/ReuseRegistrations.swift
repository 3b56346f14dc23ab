/// The reuse identifiers a data source registered, with what each came with, and
/// what a cell of any cell type is dequeued with: its own identifier when registered,
/// else a fallback that the data source registers itself, so that a cell type the app
/// does not know (a newer server's spec) shows an empty cell instead of raising
/// "unable to dequeue a cell with identifier".
package struct ReuseRegistrations<Registration> {
    /// What a cell of an unregistered cell type is dequeued with.
    package static var fallbackIdentifier: String { "ListSpecRuntime.UnregisteredCell" }

    // Identifiers compare as written, as UIKit compares them.
    private var registrations: [WrittenName: Registration] = [:]

    package init() {}

    /// Registers `registration` for `identifier`; a second registration replaces the first, as in UIKit.
    package mutating func register(_ registration: Registration, for identifier: String) {
        registrations[WrittenName(identifier)] = registration
    }

    package func registration(for identifier: String) -> Registration? { registrations[WrittenName(identifier)] }

    package func identifierToDequeue(forCellType cellType: String) -> String {
        registrations[WrittenName(cellType)] == nil ? Self.fallbackIdentifier : cellType
    }

    /// The cell types of `sections` that nothing was registered for, each once, in order of first use.
    package func unregisteredCellTypes<S: PresentableSection>(in sections: [S]) -> [String] {
        var seen = Set<WrittenName>(), missing: [String] = []
        for section in sections {
            for cell in section.cells {
                let name = WrittenName(cell.cellType)
                if registrations[name] == nil, seen.insert(name).inserted { missing.append(cell.cellType) }
            }
        }
        return missing
    }
}
