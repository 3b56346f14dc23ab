/// Random defects in the text of generated specs (`SpecWriter`'s YAML and JSON, and `format`'s
/// YAML) for the tests of `lint --fix`: misspelt cell types, styles and keys (safe fixes), some
/// misspelt beyond ASCII, and an unknown key no fix removes.
package enum FixableDefects {
    static let names = [("BasicCell", "BasicCel"), ("DetailCell", "DetailCel"), ("SwitchCell", "SwitchCel"), ("BasicCell", "BasicCéll")]
    static let styles = [("plain", "plian"), ("grouped", "groupd"), ("insetGrouped", "insetGroupd")]
    static let keys = [("height", "heigth"), ("action", "actoin"), ("cellType", "celType"), ("deletable", "deletabel")]

    /// Random tables, each with its cell types declared (so a misspelt cell type is a finding).
    package static func tables(_ rng: inout SeededRandom) -> [GenTable] {
        SpecGenerator.tables(&rng).map { table in
            var table = table
            if table.cellTypes == nil { table.cellTypes = SpecGenerator.types.map { ($0, nil, nil) } }
            return table
        }
    }

    /// `text` with about `rate` of its lines given one defect each, of those the line can take.
    package static func inject(into text: String, rate: Double, _ rng: inout SeededRandom) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard rng.chance(rate) else { continue }
            let line = lines[index]
            var choices: [(old: String, new: String)] = []
            for (right, wrong) in names {
                choices += [("\"\(right)\"", "\"\(wrong)\""), ("cellType: \(right)", "cellType: \(wrong)"), ("\(right): {", "\(wrong): {")]
            }
            for (right, wrong) in styles { choices += [("style: \(right)", "style: \(wrong)"), ("\"style\": \"\(right)\"", "\"style\": \"\(wrong)\"")] }
            for (right, wrong) in keys { choices += [("\"\(right)\": ", "\"\(wrong)\": "), ("\(right): ", "\(wrong): ")] }
            choices.append(("\"cellID\": ", "\"tint\": \"red\", \"cellID\": "))
            choices = choices.filter { line.contains($0.old) }
            let indent = String(line.prefix { $0 == " " })
            if line.dropFirst(indent.count).hasPrefix("cellType: ") { choices.append((line, line + "\n" + indent + "tint: red")) }
            guard let (old, new) = choices.randomElement(using: &rng), let range = line.firstRange(of: old) else { continue }
            lines[index].replaceSubrange(range, with: new)
        }
        return lines.joined(separator: "\n")
    }
}
