/// A spec encodes as the JSON spec format (Docs/SpecFormat.md), which decodes back
/// to an equal spec: every table under `tables`, each cell with its heights after
/// the cell type's defaults. An app can write content it builds in code as a spec
/// that `listspec render` and `listspec diff` read.
extension Spec: Encodable {
    /// Encodes the spec as a JSON spec: `listspec: 1` and every table under `tables`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(1, forKey: AnyCodingKey("listspec"))
        var tablesContainer = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("tables"))
        for table in tables { try tablesContainer.encode(table, forKey: AnyCodingKey(table.name)) }
    }
}

extension Table: Encodable {
    private enum CodingKeys: String, CodingKey { case style, cellTypes, sections }

    /// Encodes the table: its style, cell types and sections.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style.rawValue, forKey: .style)
        if !cellTypes.isEmpty {
            var types = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .cellTypes)
            for type in cellTypes { try types.encode(type, forKey: AnyCodingKey(type.name)) }
        }
        try container.encode(sections, forKey: .sections)
    }
}

extension CellType: Encodable {
    private enum CodingKeys: String, CodingKey { case height, estimatedHeight }

    /// Encodes the cell type's defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(height, forKey: .height)
        try container.encodeIfPresent(estimatedHeight, forKey: .estimatedHeight)
    }
}

extension Section: Encodable {
    private enum CodingKeys: String, CodingKey { case sectionID, header, footer, indexTitle, viewModel, cells }

    /// Encodes the section: its ID, header, footer, index title, view model and cells.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sectionID, forKey: .sectionID)
        try container.encodeIfPresent(header, forKey: .header)
        try container.encodeIfPresent(footer, forKey: .footer)
        try container.encodeIfPresent(indexTitle, forKey: .indexTitle)
        try container.encodeIfPresent(viewModel, forKey: .viewModel)
        try container.encode(cells, forKey: .cells)
    }
}

extension HeaderFooter: Encodable {
    private enum CodingKeys: String, CodingKey { case title, view, height }

    /// Encodes the header or footer as a map (`title`, `view`, `height`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(view, forKey: .view)
        try container.encodeIfPresent(height, forKey: .height)
    }
}

extension Cell: Encodable {
    private enum CodingKeys: String, CodingKey { case cellID, cellType, viewModel, height, estimatedHeight, action, deletable }

    /// Encodes the cell, with its heights after the cell type's defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cellID, forKey: .cellID)
        try container.encode(cellType, forKey: .cellType)
        try container.encodeIfPresent(viewModel, forKey: .viewModel)
        try container.encodeIfPresent(height, forKey: .height)
        try container.encodeIfPresent(estimatedHeight, forKey: .estimatedHeight)
        try container.encodeIfPresent(action, forKey: .action)
        if deletable { try container.encode(true, forKey: .deletable) }
    }
}

/// A height codes as its number, or the string `automatic`.
extension Height: Encodable {
    /// Encodes the height as its number, or the string `automatic`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .automatic: try container.encode("automatic")
        case .points(.int(let value)): try container.encode(value)
        case .points(.double(let value)): try container.encode(value)
        }
    }
}
