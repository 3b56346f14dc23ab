/// What generated code reads a served table with: each cell's type among
/// the table's cell types, its viewModel as its declared type, its action among the table's
/// actions, each compared and decoded at its place, so that what does not fit throws a
/// `ServedContentError` naming the table, the section, the cell and the viewModel's path.
///
/// Names compare as UIKit compares reuse identifiers, by their bytes. A viewModel decodes as
/// `Value.decode` decodes (as JSONDecoder does): a field the generated type does not know is
/// left aside, so that a server may add one before the apps that read it know it.
public struct ServedTableReader: Sendable {
    /// The table's name, for the errors.
    private let tableName: String

    /// Reads `table`'s places.
    public init(_ table: Table) {
        tableName = table.name
    }

    /// The table named `name` in a served spec (as `Spec(json:)` reads it).
    public static func table(named name: String, in spec: Spec) throws(ServedContentError) -> Table {
        guard let table = spec.tables.first(where: { $0.name.utf8.elementsEqual(name.utf8) }) else {
            throw ServedContentError(table: name, reason: .missingTable)
        }
        return table
    }

    /// The case of `cell`'s type among `cases` (a table's reuse identifiers, each spelled `rawValue`).
    public func cellType<C: CaseIterable>(of cell: Cell, in section: Section, rawValue: (C) -> String) throws(ServedContentError) -> C {
        guard let match = C.allCases.first(where: { rawValue($0).utf8.elementsEqual(cell.cellType.utf8) }) else {
            throw ServedContentError(table: tableName, sectionID: section.sectionID, cellID: cell.cellID, reason: .unknownCellType(cell.cellType))
        }
        return match
    }

    /// The case of `cell`'s action among `cases` (a table's actions, each spelled `rawValue`); nil for none.
    public func action<A: CaseIterable>(of cell: Cell, in section: Section, rawValue: (A) -> String) throws(ServedContentError) -> A? {
        guard let action = cell.action else { return nil }
        guard let match = A.allCases.first(where: { rawValue($0).utf8.elementsEqual(action.utf8) }) else {
            throw ServedContentError(table: tableName, sectionID: section.sectionID, cellID: cell.cellID, reason: .unknownAction(action))
        }
        return match
    }

    /// `cell`'s viewModel as `type` (absent reads as null: an optional type is nil).
    public func viewModel<T: Decodable>(_ type: T.Type, of cell: Cell, in section: Section) throws(ServedContentError) -> T {
        try decode(type, cell.viewModel, sectionID: section.sectionID, cellID: cell.cellID)
    }

    /// `section`'s viewModel as `type` (absent reads as null: an optional type is nil).
    public func viewModel<T: Decodable>(_ type: T.Type, of section: Section) throws(ServedContentError) -> T {
        try decode(type, section.viewModel, sectionID: section.sectionID, cellID: nil)
    }

    /// Checks that `cell` has no viewModel (absent or null), as its `Void` type says.
    public func noViewModel(of cell: Cell, in section: Section) throws(ServedContentError) {
        try requireNone(cell.viewModel, sectionID: section.sectionID, cellID: cell.cellID)
    }

    /// Checks that `section` has no viewModel (absent or null), as the table's `Void` section type says.
    public func noViewModel(of section: Section) throws(ServedContentError) {
        try requireNone(section.viewModel, sectionID: section.sectionID, cellID: nil)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ value: Value?, sectionID: Int64, cellID: Int64?) throws(ServedContentError) -> T {
        do {
            return try (value ?? .null).decode(type)
        } catch {
            throw ServedContentError(table: tableName, sectionID: sectionID, cellID: cellID, reason: Self.reason(error))
        }
    }

    private func requireNone(_ value: Value?, sectionID: Int64, cellID: Int64?) throws(ServedContentError) {
        guard let value, !value.isNull else { return }
        throw ServedContentError(table: tableName, sectionID: sectionID, cellID: cellID,
                                 reason: .viewModel(path: ValuePathText.root, message: "\(ValuePathText.root): expected no viewModel (Void), found a value"))
    }

    /// A decoding error's path and message (`viewModel.tags[2]: expected String, found the integer 12`).
    private static func reason(_ error: any Error) -> ServedContentError.Reason {
        guard let error = error as? DecodingError else {
            return .viewModel(path: ValuePathText.root, message: "\(ValuePathText.root): \(error)")
        }
        let context: DecodingError.Context
        var keys: [any CodingKey] = []
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
            context = found
        case .keyNotFound(let key, let found):
            // The coding path is the map's; the place is the missing field's, as the message names it.
            context = found
            keys = [key]
        @unknown default:
            return .viewModel(path: ValuePathText.root, message: "\(ValuePathText.root): \(error)")
        }
        var path = ValuePathText.root
        for key in context.codingPath + keys {
            if let index = key.intValue { ValuePathText.appendIndex(index, to: &path) } else { ValuePathText.appendKey(key.stringValue, to: &path) }
        }
        // The runtime's messages start with the path; a type's own (a String enum's) do not.
        let message = context.debugDescription.hasPrefix(path) ? context.debugDescription : path + ": " + context.debugDescription
        return .viewModel(path: path, message: message)
    }
}
