/// Random specs for the property tests of the library and of the command line: a seeded
/// generator of tables, a mutator that makes a second version of them, and writers to YAML
/// and JSON text.

package indirect enum GenValue {
    case null, bool(Bool), int(Int64), double(Double), string(String)
    case list([GenValue])
    case map([(String, GenValue)])
}

package enum GenHeight { case automatic, int(Int64), double(Double) }

package struct GenHeaderFooter {
    package var title: String?
    package var view: String?
    package var height: GenHeight?
    /// Written as a plain string (`header: Title`) when only the title is set.
    package var short: Bool
}

package struct GenCell {
    package var id: Int64
    package var type: String
    package var viewModel: GenValue?
    package var height: GenHeight?
    package var estimatedHeight: GenHeight?
    package var action: String?
    package var deletable: Bool?
}

package struct GenSection {
    package var id: Int64
    package var header: GenHeaderFooter?
    package var footer: GenHeaderFooter?
    package var indexTitle: String?
    package var viewModel: GenValue?
    package var cells: [GenCell]
}

package struct GenTable {
    package var name: String
    package var style: String
    /// nil: no registry; else every type with its defaults.
    package var cellTypes: [(name: String, height: GenHeight?, estimatedHeight: GenHeight?)]?
    package var sections: [GenSection]
}

package enum SpecGenerator {
    package static let types = ["BasicCell", "DetailCell", "SwitchCell"]
    package static let words = ["a", "b", "Menu", "yes", "NO", "null", "1", "héllo", "x: y", "line\nbreak", "q\"uote", ""]
    package static let styles = ["plain", "grouped", "insetGrouped"]
    package static let tableNames = ["menu", "main", "settings", "with space"]

    package static func tables(_ rng: inout SeededRandom) -> [GenTable] {
        let count = rng.chance(0.7) ? 1 : Int.random(in: 2...3, using: &rng)
        return Array(tableNames.shuffled(using: &rng).prefix(count)).map { table(named: $0, &rng) }
    }

    /// Mostly small tables (the loader's time grows with the text), some larger ones.
    package static func table(named name: String, _ rng: inout SeededRandom) -> GenTable {
        let large = rng.chance(0.1)
        let registry: [(name: String, height: GenHeight?, estimatedHeight: GenHeight?)]? = rng.chance(0.5)
            ? types.map { ($0, rng.chance(0.5) ? height(&rng) : nil, rng.chance(0.3) ? height(&rng) : nil) } : nil
        var ids = Set<Int64>()
        for _ in 0..<Int.random(in: 0...(large ? 8 : 4), using: &rng) { ids.insert(Int64.random(in: -3...12, using: &rng)) }
        return GenTable(name: name, style: rng.pick(styles), cellTypes: registry,
                        sections: ids.sorted().map { section(id: $0, large: large, &rng) })
    }

    package static func section(id: Int64, large: Bool = false, _ rng: inout SeededRandom) -> GenSection {
        var ids = Set<Int64>()
        for _ in 0..<Int.random(in: 0...(large ? 10 : 5), using: &rng) { ids.insert(Int64.random(in: 0...15, using: &rng)) }
        return GenSection(id: id, header: rng.chance(0.5) ? headerFooter(&rng) : nil, footer: rng.chance(0.3) ? headerFooter(&rng) : nil,
                          indexTitle: rng.chance(0.3) ? rng.pick(["A", "B", "C"]) : nil,
                          viewModel: rng.chance(0.3) ? value(&rng, depth: 0) : nil,
                          cells: ids.sorted().map { cell(id: $0, &rng) })
    }

    package static func cell(id: Int64, _ rng: inout SeededRandom) -> GenCell {
        GenCell(id: id, type: rng.pick(types), viewModel: rng.chance(0.8) ? value(&rng, depth: 0) : nil,
                height: rng.chance(0.3) ? height(&rng) : nil, estimatedHeight: rng.chance(0.2) ? height(&rng) : nil,
                action: rng.chance(0.3) ? rng.pick(["open", "toggle", "share"]) : nil,
                deletable: rng.chance(0.3) ? rng.chance(0.5) : nil)
    }

    package static func headerFooter(_ rng: inout SeededRandom) -> GenHeaderFooter {
        if rng.chance(0.5) { return GenHeaderFooter(title: rng.pick(words), view: nil, height: nil, short: true) }
        return GenHeaderFooter(title: rng.chance(0.7) ? rng.pick(words) : nil, view: rng.chance(0.4) ? rng.pick(["HeaderView", "FooterView"]) : nil,
                               height: rng.chance(0.5) ? height(&rng) : nil, short: false)
    }

    package static func height(_ rng: inout SeededRandom) -> GenHeight {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .automatic
        case 1: return .double(rng.pick([44.0, 44.5, 28.0]))
        default: return .int(rng.pick([28, 44, 60]))
        }
    }

    package static func value(_ rng: inout SeededRandom, depth: Int) -> GenValue {
        switch Int.random(in: 0..<(depth < 1 ? 9 : 6), using: &rng) {
        case 0: return .null
        case 1: return .bool(rng.chance(0.5))
        case 2: return .int(Int64.random(in: -2...3, using: &rng))
        case 3: return .double(rng.pick([1.0, 2.5, -0.5]))
        case 4, 5: return .string(rng.pick(words))
        case 6: return .list((0..<Int.random(in: 0...3, using: &rng)).map { _ in value(&rng, depth: depth + 1) })
        default:
            let keys = ["title", "value", "1", "on"].shuffled(using: &rng).prefix(Int.random(in: 0...3, using: &rng))
            return .map(keys.map { ($0, value(&rng, depth: depth + 1)) })
        }
    }
}

/// Makes a second version of generated tables: every kind of change the differ must handle.
package enum SpecMutator {
    package static func mutate(_ tables: [GenTable], _ rng: inout SeededRandom) -> [GenTable] {
        var result: [GenTable] = []
        for var table in tables {
            if rng.chance(0.06) { continue }                                // removed
            if rng.chance(0.06) { table.style = rng.pick(SpecGenerator.styles.filter { $0 != table.style }) }  // restyled
            if rng.chance(0.2) { result.append(table); continue }           // content untouched (maybe reformatted)
            mutateContent(&table, &rng)
            result.append(table)
        }
        if rng.chance(0.08), let name = SpecGenerator.tableNames.first(where: { name in !result.contains { $0.name == name } }) {
            result.insert(SpecGenerator.table(named: name, &rng), at: Int.random(in: 0...result.count, using: &rng))  // added
        }
        if rng.chance(0.1) { result.shuffle(using: &rng) }                  // table order is no change
        return result
    }

    package static func mutateContent(_ table: inout GenTable, _ rng: inout SeededRandom) {
        if rng.chance(0.1), var registry = table.cellTypes, !registry.isEmpty {
            let i = Int.random(in: 0..<registry.count, using: &rng)
            registry[i].height = rng.chance(0.5) ? SpecGenerator.height(&rng) : nil
            table.cellTypes = registry
        }
        let intensity = rng.pick([0.05, 0.15, 0.4])
        var sections: [GenSection] = []
        for var section in table.sections {
            if rng.chance(intensity / 2) { continue }                        // section deleted
            if rng.chance(intensity / 2) { section.header = rng.chance(0.5) ? SpecGenerator.headerFooter(&rng) : nil }
            if rng.chance(intensity / 3) { section.footer = rng.chance(0.5) ? SpecGenerator.headerFooter(&rng) : nil }
            if rng.chance(intensity / 3) { section.viewModel = rng.chance(0.7) ? SpecGenerator.value(&rng, depth: 0) : nil }
            if rng.chance(intensity / 2) { section.indexTitle = rng.chance(0.6) ? rng.pick(["A", "B", "C", "D"]) : nil }
            if let vm = section.viewModel, rng.chance(0.3) { section.viewModel = reordered(vm, &rng) }
            section.cells = mutateCells(section.cells, intensity, &rng)
            sections.append(section)
        }
        // Sections inserted with fresh IDs.
        var ids = Set(sections.map(\.id))
        for _ in 0..<(rng.chance(intensity) ? Int.random(in: 1...3, using: &rng) : 0) {
            let id = Int64.random(in: -3...14, using: &rng)
            if ids.insert(id).inserted { sections.append(SpecGenerator.section(id: id, &rng)) }
        }
        sections.sort { $0.id < $1.id }
        // Cells moved between sections: same cellID, another section.
        if sections.count > 1, rng.chance(intensity) {
            let from = Int.random(in: 0..<sections.count, using: &rng), to = Int.random(in: 0..<sections.count, using: &rng)
            if from != to, !sections[from].cells.isEmpty {
                let cell = sections[from].cells.remove(at: Int.random(in: 0..<sections[from].cells.count, using: &rng))
                if !sections[to].cells.contains(where: { $0.id == cell.id }) {
                    sections[to].cells.append(cell)
                    sections[to].cells.sort { $0.id < $1.id }
                }
            }
        }
        table.sections = sections
    }

    package static func mutateCells(_ cells: [GenCell], _ intensity: Double, _ rng: inout SeededRandom) -> [GenCell] {
        var result: [GenCell] = []
        for var cell in cells {
            if rng.chance(intensity) { continue }                            // row deleted
            if rng.chance(intensity / 2) {                                   // one field changed (maybe to the same value)
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: cell.type = rng.pick(SpecGenerator.types)
                case 1: cell.viewModel = rng.chance(0.8) ? SpecGenerator.value(&rng, depth: 0) : nil
                case 2: cell.height = rng.chance(0.7) ? SpecGenerator.height(&rng) : nil
                case 3: cell.estimatedHeight = rng.chance(0.7) ? SpecGenerator.height(&rng) : nil
                case 4: cell.action = rng.chance(0.7) ? rng.pick(["open", "toggle", "share"]) : nil
                default: cell.deletable = rng.chance(0.7) ? rng.chance(0.5) : nil
                }
            }
            if let vm = cell.viewModel, rng.chance(0.3) { cell.viewModel = reordered(vm, &rng) }  // no change
            if case .int(let h)? = cell.height, rng.chance(0.1) { cell.height = .double(Double(h)) }  // 44 -> 44.0: no change
            result.append(cell)
        }
        var ids = Set(result.map(\.id))
        for _ in 0..<(rng.chance(intensity * 2) ? Int.random(in: 1...3, using: &rng) : 0) {
            let id = Int64.random(in: 0...16, using: &rng)
            if ids.insert(id).inserted { result.append(SpecGenerator.cell(id: id, &rng)) }
        }
        return result.sorted { $0.id < $1.id }
    }

    /// The same value with its map keys in another order (at every depth).
    package static func reordered(_ value: GenValue, _ rng: inout SeededRandom) -> GenValue {
        switch value {
        case .map(let pairs): return .map(pairs.map { ($0.0, reordered($0.1, &rng)) }.shuffled(using: &rng))
        case .list(let items): return .list(items.map { reordered($0, &rng) })
        default: return value
        }
    }
}

/// Writes generated tables as spec text: YAML (block structure, flow values) or JSON.
package enum SpecWriter {
    package static func text(_ tables: [GenTable], json: Bool, shorthand: Bool) -> String {
        json ? jsonText(tables) : yamlText(tables, shorthand: shorthand)
    }

    package static func yamlText(_ tables: [GenTable], shorthand: Bool) -> String {
        var out = "listspec: 1\n"
        if shorthand, tables.count == 1, let only = tables.first, only.name == "main" {
            tableBody(only, indent: "", into: &out)
            return out
        }
        out += tables.isEmpty ? "tables: {}\n" : "tables:\n"
        for table in tables {
            out += "  \(quote(table.name)):\n"
            tableBody(table, indent: "    ", into: &out)
        }
        return out
    }

    private static func tableBody(_ table: GenTable, indent: String, into out: inout String) {
        out += "\(indent)style: \(table.style)\n"
        if let registry = table.cellTypes {
            out += "\(indent)cellTypes:\n"
            for type in registry {
                var fields: [String] = []
                if let h = type.height { fields.append("height: \(height(h))") }
                if let h = type.estimatedHeight { fields.append("estimatedHeight: \(height(h))") }
                out += "\(indent)  \(type.name): {\(fields.joined(separator: ", "))}\n"
            }
        }
        if table.sections.isEmpty {
            out += "\(indent)sections: []\n"
            return
        }
        out += "\(indent)sections:\n"
        for section in table.sections {
            out += "\(indent)  - sectionID: \(section.id)\n"
            if let h = section.header { out += "\(indent)    header: \(headerFooter(h))\n" }
            if let f = section.footer { out += "\(indent)    footer: \(headerFooter(f))\n" }
            if let t = section.indexTitle { out += "\(indent)    indexTitle: \(quote(t))\n" }
            if let vm = section.viewModel { out += "\(indent)    viewModel: \(value(vm))\n" }
            if section.cells.isEmpty { continue }
            out += "\(indent)    cells:\n"
            for cell in section.cells { out += "\(indent)      - \(cellFields(cell))\n" }
        }
    }

    package static func jsonText(_ tables: [GenTable]) -> String {
        let bodies = tables.map { table -> String in
            var fields = ["\"style\": \(quote(table.style))"]
            if let registry = table.cellTypes {
                let types = registry.map { type -> String in
                    var f: [String] = []
                    if let h = type.height { f.append("\"height\": \(height(h))") }
                    if let h = type.estimatedHeight { f.append("\"estimatedHeight\": \(height(h))") }
                    return "\(quote(type.name)): {\(f.joined(separator: ", "))}"
                }
                fields.append("\"cellTypes\": {\(types.joined(separator: ", "))}")
            }
            let sections = table.sections.map { section -> String in
                var f = ["\"sectionID\": \(section.id)"]
                if let h = section.header { f.append("\"header\": \(headerFooter(h))") }
                if let h = section.footer { f.append("\"footer\": \(headerFooter(h))") }
                if let t = section.indexTitle { f.append("\"indexTitle\": \(quote(t))") }
                if let vm = section.viewModel { f.append("\"viewModel\": \(value(vm))") }
                f.append("\"cells\": [\n" + section.cells.map { "    " + cellFields($0) }.joined(separator: ",\n") + "]")
                return "  {" + f.joined(separator: ", ") + "}"
            }
            fields.append("\"sections\": [\n" + sections.joined(separator: ",\n") + "]")
            return "\(quote(table.name)): {\(fields.joined(separator: ", "))}"
        }
        return "{\"listspec\": 1, \"tables\": {\n" + bodies.joined(separator: ",\n") + "}}\n"
    }

    /// A cell as a flow map, valid both as YAML and as JSON.
    private static func cellFields(_ cell: GenCell) -> String {
        var f = ["\"cellID\": \(cell.id)", "\"cellType\": \(quote(cell.type))"]
        if let vm = cell.viewModel { f.append("\"viewModel\": \(value(vm))") }
        if let h = cell.height { f.append("\"height\": \(height(h))") }
        if let h = cell.estimatedHeight { f.append("\"estimatedHeight\": \(height(h))") }
        if let a = cell.action { f.append("\"action\": \(quote(a))") }
        if let d = cell.deletable { f.append("\"deletable\": \(d)") }
        return "{" + f.joined(separator: ", ") + "}"
    }

    private static func headerFooter(_ h: GenHeaderFooter) -> String {
        if h.short, let title = h.title { return quote(title) }
        var f: [String] = []
        if let t = h.title { f.append("\"title\": \(quote(t))") }
        if let v = h.view { f.append("\"view\": \(quote(v))") }
        if let x = h.height { f.append("\"height\": \(height(x))") }
        return "{" + f.joined(separator: ", ") + "}"
    }

    private static func height(_ h: GenHeight) -> String {
        switch h {
        case .automatic: return "\"automatic\""
        case .int(let v): return String(v)
        case .double(let v): return String(v)
        }
    }

    package static func value(_ v: GenValue) -> String {
        switch v {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return quote(s)
        case .list(let items): return "[" + items.map(value).joined(separator: ", ") + "]"
        case .map(let pairs): return "{" + pairs.map { "\(quote($0.0)): \(value($0.1))" }.joined(separator: ", ") + "}"
        }
    }

    /// A double-quoted string, escaped the way both JSON and YAML read it.
    /// Controls, line and paragraph separators, a byte order mark and noncharacters are `\uXXXX`
    /// (the one escape both read; YAML takes none of them raw, and libyaml breaks lines at U+2028).
    package static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF || v & 0xFFFE == 0xFFFE {
                    let hex = String(v, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Strings that are hard on a writer of YAML or JSON: what a YAML reader would take for
/// another type, indicators, quotes, escapes, spaces at the ends, hidden characters, non-ASCII,
/// a `?` that YAML 1.1 readers such as PyYAML stop at inside a flow collection.
package enum HostileStrings {
    package static let words = [
        "", " ", "true", "False", "null", "~", "NULL", "yes", "No", "on", "y", "017", "0o17", "0x1F", "1e3", "-1", "+1", ".5", "1.",
        ".inf", "-.Inf", ".NaN", "1_000", "2024-01-01", "12:30", "<<", "-", "- a", "-a", "?", "? a", ":", "a:", "a: b", "a:b", "#", "a #b",
        "a#b", "&anchor", "*alias", "!tag", "!!str", "%YAML", "@at", "`tick`", "'", "\"", "it's", "say \"hi\"", "\\", "[", "]", "{}",
        "a, b", "|", ">", " lead", "trail ", "\t", "line\nbreak", "cr\rlf", "\u{0}", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{2028}",
        "\u{202E}rtl", "\u{FEFF}", "\u{FFFF}", "é", "e\u{301}", "日本", "😀", "---", "...", "=", "a\\nb", "x-note", "cellID",
        "Forgot password?", "a?b", "-?", "a:?", "a - b",
    ]

    /// One word, or two or three run together (`yes#`, `- 017`).
    package static func random(_ rng: inout SeededRandom) -> String {
        (0..<Int.random(in: 1...3, using: &rng)).map { _ in rng.pick(words) }.joined()
    }

    /// The same tables with hostile table names, titles, index titles, actions, viewModel
    /// strings and map keys (cell types and IDs kept: the spec stays valid).
    package static func harden(_ tables: [GenTable], _ rng: inout SeededRandom) -> [GenTable] {
        var names = Set<String>()
        return tables.map { table in
            var table = table
            var name = random(&rng)
            while !names.insert(name).inserted { name += "!" }
            table.name = name
            table.sections = table.sections.map { section in
                var section = section
                section.header = section.header.map { harden($0, &rng) }
                section.footer = section.footer.map { harden($0, &rng) }
                section.indexTitle = section.indexTitle.map { _ in random(&rng) }
                section.viewModel = section.viewModel.map { harden($0, &rng) }
                section.cells = section.cells.map { cell in
                    var cell = cell
                    cell.viewModel = cell.viewModel.map { harden($0, &rng) }
                    cell.action = cell.action.map { _ in random(&rng) }
                    return cell
                }
                return section
            }
            return table
        }
    }

    private static func harden(_ header: GenHeaderFooter, _ rng: inout SeededRandom) -> GenHeaderFooter {
        var header = header
        header.title = header.title.map { _ in random(&rng) }
        return header
    }

    private static func harden(_ value: GenValue, _ rng: inout SeededRandom) -> GenValue {
        switch value {
        case .string: return .string(random(&rng))
        case .list(let items): return .list(items.map { harden($0, &rng) })
        case .map(let pairs):
            // Keys stay distinct (as Swift compares them, which is how duplicates are found).
            var keys = Set<String>()
            return .map(pairs.compactMap { pair in
                let key = random(&rng)
                return keys.insert(key).inserted ? (key, harden(pair.1, &rng)) : nil
            })
        default: return value
        }
    }
}
