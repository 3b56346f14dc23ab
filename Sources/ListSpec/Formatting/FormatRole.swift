import ListSpecRuntime

/// Where a node stands in a spec, as far as the layout cares: the structure (written in block
/// style, one key or item a line), the maps whose known keys take the contract's order, and
/// everything else (content, laid out by the general rule).
enum FormatRole {
    case root, tables, table, sections, section, cells, cell, types, typeEntry, cellTypes, other

    /// The role of a map's value under `key`, or of a list's item (`key` nil).
    func child(key: UnsafeBufferPointer<UInt8>?) -> FormatRole {
        switch self {
        case .root:
            guard let key else { return .other }
            if bytesSpell(key, "tables") { return .tables }
            if bytesSpell(key, "sections") { return .sections }
            if bytesSpell(key, "types") { return .types }
            if bytesSpell(key, "cellTypes") { return .cellTypes }
            return .other
        case .tables: return key == nil ? .other : .table
        case .table:
            guard let key else { return .other }
            if bytesSpell(key, "sections") { return .sections }
            if bytesSpell(key, "cellTypes") { return .cellTypes }
            return .other
        case .sections: return key == nil ? .section : .other
        case .section:
            guard let key else { return .other }
            return bytesSpell(key, "cells") ? .cells : .other
        case .cells: return key == nil ? .cell : .other
        case .types: return key == nil ? .other : .typeEntry
        case .cell, .typeEntry, .cellTypes, .other: return .other
        }
    }

    /// Written in block style whatever its length (a struct in `types`: one field a line).
    var isStructure: Bool {
        switch self {
        case .root, .tables, .table, .sections, .section, .cells, .types, .cellTypes, .typeEntry: return true
        case .cell, .other: return false
        }
    }

    /// The keys this map knows, in the contract's order (section 10); nil: the map keeps its order.
    var keyOrder: [StaticString]? {
        switch self {
        case .root: return Self.rootKeys
        case .table: return Self.tableKeys
        case .section: return Self.sectionKeys
        case .cell: return Self.cellKeys
        default: return nil
        }
    }

    private static let rootKeys: [StaticString] = ["listspec", "types", "tables", "style", "cellTypes", "sectionViewModel", "sections"]
    private static let tableKeys: [StaticString] = ["style", "cellTypes", "sectionViewModel", "sections"]
    private static let sectionKeys: [StaticString] = ["sectionID", "header", "footer", "indexTitle", "viewModel", "cells"]
    private static let cellKeys: [StaticString] = ["cellID", "cellType", "viewModel", "height", "estimatedHeight", "action", "deletable"]
}
