/// `JSONEncoder().encode(diff)` is the JSON of `listspec diff --format json`
/// (Docs/Commands.md): one batch update per table, every key present.
extension SpecDiff: Encodable {
    private enum CodingKeys: String, CodingKey { case tables, warnings, declarations }

    /// Encodes the diff as `listspec diff --format json` writes it: `{"tables": [...]}`, and
    /// `"warnings": [...]` and `"declarations": [...]` beside it only when there is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tables, forKey: .tables)
        let warnings = self.warnings
        if !warnings.isEmpty { try container.encode(warnings, forKey: .warnings) }
        if !declarations.isEmpty { try container.encode(declarations, forKey: .declarations) }
    }
}

extension DeclarationChange: Encodable {
    private enum CodingKeys: String, CodingKey { case kind, name, change, old, new }

    /// Encodes the change as an entry of `declarations`: kind, name, change, and old and new
    /// (null where the declaration is absent: every key present).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encode(change.rawValue, forKey: .change)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
    }
}

extension DiffWarning: Encodable {
    private enum CodingKeys: String, CodingKey { case table, rule, sectionID, cellIDs, message }

    /// Encodes the warning as an entry of `warnings`: table, rule id, sectionID, cellIDs, message.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(table, forKey: .table)
        try container.encode(rule.rawValue, forKey: .rule)
        try container.encode(sectionID, forKey: .sectionID)
        try container.encode(cellIDs, forKey: .cellIDs)
        try container.encode(message, forKey: .message)
    }
}

extension TableDiff: Encodable {
    private enum CodingKeys: String, CodingKey { case table, change }

    /// Encodes one table's diff: its name, change and batch update.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .table)
        try container.encode(change.rawValue, forKey: .change)
        try update.encode(to: encoder)
    }
}

extension BatchUpdate: Codable {
    private enum CodingKeys: String, CodingKey {
        case deleteSections, insertSections, reloadSections, deleteRows, insertRows, reloadRows, reloadSectionIndexTitles
    }

    /// Encodes the update with every key present, lists of indexes and of `[section, row]` pairs.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(deleteSections, forKey: .deleteSections)
        try container.encode(insertSections, forKey: .insertSections)
        try container.encode(reloadSections, forKey: .reloadSections)
        try container.encode(deleteRows, forKey: .deleteRows)
        try container.encode(insertRows, forKey: .insertRows)
        try container.encode(reloadRows, forKey: .reloadRows)
        try container.encode(reloadSectionIndexTitles, forKey: .reloadSectionIndexTitles)
    }

    /// Decodes an update as `listspec diff --format json` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(deleteSections: try container.decode([Int].self, forKey: .deleteSections),
                  insertSections: try container.decode([Int].self, forKey: .insertSections),
                  reloadSections: try container.decode([Int].self, forKey: .reloadSections),
                  deleteRows: try container.decode([TableIndexPath].self, forKey: .deleteRows),
                  insertRows: try container.decode([TableIndexPath].self, forKey: .insertRows),
                  reloadRows: try container.decode([TableIndexPath].self, forKey: .reloadRows),
                  reloadSectionIndexTitles: try container.decode(Bool.self, forKey: .reloadSectionIndexTitles))
    }
}

/// An index path codes as `[section, row]`.
extension TableIndexPath: Codable {
    /// Encodes the index path as `[section, row]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(section)
        try container.encode(row)
    }

    /// Decodes an index path written as `[section, row]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(section: try container.decode(Int.self), row: try container.decode(Int.self))
        guard container.isAtEnd else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an index path is [section, row]"))
        }
    }
}
