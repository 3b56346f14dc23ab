import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime
import ListSpecTestSupport

/// `format` over random specs written in many layouts (block or flow, indentations, quoting, key
/// orders) with comments on every kind of node: the data stays (the node trees compare equal,
/// and render, lint agree), every comment stays on or above its node, the output is the same for
/// every layout of the same data, and formatting it again changes nothing. `format` does not read
/// its output again: these tests are what holds the data the same.
@Suite struct FormatPropertyTests {
    private func format(_ text: String, json: Bool = false) -> String? {
        guard case .success(let bytes) = SpecFormatter.format(Array(text.utf8), isJSON: json) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func load(_ text: String, json: Bool = false) -> LoadedSpec {
        var loader = SpecLoader()
        loader.keepsDocument = true
        return loader.load(bytes: Array(text.utf8), path: json ? "t.json" : "t.yaml", isJSON: json)
    }

    private func rendered(_ loaded: LoadedSpec) -> String {
        String(decoding: SpecJSONRenderer.render(loaded.spec?.tables ?? []), as: UTF8.self)
    }

    private func rules(_ loaded: LoadedSpec) -> [String] {
        loaded.findings.map { "\($0.rule.rawValue) \($0.severity)" }.sorted()
    }

    /// The same node tree and comments (`FormatComparison`), nil; else where the input differs.
    private func treeDifference(_ input: String, _ output: String) -> String? {
        guard case .success(let a) = FormatReader.read(Array(input.utf8)) else { return "the input does not parse" }
        guard case .success(let b) = FormatReader.read(Array(output.utf8)) else { return "the output does not parse" }
        return FormatComparison.difference(a, b).map { "differs at \($0.line):\($0.column)" }
    }

    @Test func sameDataCommentsKeptCanonicalAndIdempotent() throws {
        var rng = SeededRandom(seed: 0x666F_726D)
        for round in 0..<150 {
            let tables = SpecGenerator.tables(&rng).map { table in
                var table = table
                table.sections = Array(table.sections.prefix(4)).map { section in
                    var section = section
                    section.cells = Array(section.cells.prefix(5))
                    return section
                }
                return table
            }
            let tree = LayoutWriter.tree(tables)
            var plain = LayoutWriter(rng: SeededRandom(seed: UInt64(round) &* 7 &+ 1), comments: false)
            var other = LayoutWriter(rng: SeededRandom(seed: UInt64(round) &* 7 &+ 2), comments: false)
            var commented = LayoutWriter(rng: SeededRandom(seed: UInt64(round) &* 7 &+ 3), comments: true)
            let a = plain.text(tree), b = other.text(tree), c = commented.text(tree)
            let fa = try #require(format(a), "round \(round) does not format:\n\(a)")
            let fb = try #require(format(b), "round \(round) does not format:\n\(b)")
            let fc = try #require(format(c), "round \(round) does not format:\n\(c)")
            #expect(fa == fb, "round \(round): two layouts of the same data differ\n\(a)\n---\n\(b)\n---\n\(fa)\n---\n\(fb)")
            #expect(format(fa) == fa, "round \(round): not idempotent\n\(fa)")
            #expect(format(fc) == fc, "round \(round): not idempotent with comments\n\(fc)")
            for (input, output) in [(a, fa), (c, fc)] {
                let before = load(input), after = load(output)
                #expect(rendered(before) == rendered(after), "round \(round): render differs\n\(input)\n---\n\(output)")
                #expect(rules(before) == rules(after), "round \(round): findings differ\n\(input)\n---\n\(output)")
                #expect(treeDifference(input, output) == nil, "round \(round): \(treeDifference(input, output) ?? "")\n\(input)\n---\n\(output)")
            }
            commented.checkComments(in: fc, round: round, input: c)
        }
    }

    /// Comments put at random: at the end of any line, and on lines of their own anywhere.
    @Test func commentsAnywhereAreKeptAndFormattingSettles() throws {
        var rng = SeededRandom(seed: 0x616E_7977)
        var formattedRounds = 0
        defer { #expect(formattedRounds > 100, "most rounds parse") }
        for round in 0..<150 {
            let (text, comments) = LayoutWriter.commentedAnywhere(&rng, round: round)
            guard load(text).findings.allSatisfy({ $0.rule != .syntax }) else { continue }
            let formatted = try #require(format(text), "round \(round) does not format:\n\(text)")
            formattedRounds += 1
            #expect(format(formatted) == formatted, "round \(round): not idempotent\n\(text)\n---\n\(formatted)")
            for comment in comments {
                #expect(formatted.components(separatedBy: comment).count == 2, "round \(round): \(comment)\n\(text)\n---\n\(formatted)")
                if comment.hasPrefix("# tail") {
                    #expect(LayoutWriter.endOfBlock(comment, in: text) == LayoutWriter.endOfBlock(comment, in: formatted),
                            "round \(round): \(comment) left its block\n\(text)\n---\n\(formatted)")
                }
            }
            let before = load(text), after = load(formatted)
            #expect(rendered(before) == rendered(after), "round \(round): render differs")
            #expect(rules(before) == rules(after), "round \(round): findings differ\n\(text)\n---\n\(formatted)")
            #expect(treeDifference(text, formatted) == nil, "round \(round): \(treeDifference(text, formatted) ?? "")\n\(text)\n---\n\(formatted)")
        }
    }

    @Test func jsonSpecsStayJSONAndCanonical() throws {
        var rng = SeededRandom(seed: 0x6A73_6F6E)
        for round in 0..<60 {
            let tables = SpecGenerator.tables(&rng)
            let json = SpecWriter.jsonText(tables)
            let formatted = try #require(format(json, json: true), "round \(round)")
            #expect(format(formatted, json: true) == formatted)
            let squeezed = String(json.filter { $0 != "\n" })
            #expect(format(squeezed, json: true) == formatted, "round \(round): layout changed the output")
            #expect(rendered(load(json, json: true)) == rendered(load(formatted, json: true)))
            #expect(JSONFormatTree(reading: formatted).sameData(as: JSONFormatTree(reading: json)), "round \(round)")
            #expect(formatted.hasPrefix("{\n  \"listspec\": 1,\n  \"tables\": "))
        }
    }
}

/// A spec's data as a YAML tree, written in a random layout, with comments that name their node.
struct LayoutWriter {
    indirect enum Node {
        case scalar(String, isString: Bool)
        case list([Node], isStructure: Bool)
        case map([(String, Node)], isStructure: Bool, isOrdered: Bool)
    }

    var rng: SeededRandom
    let comments: Bool
    /// (comment text, a text the line of the node it belongs to holds, on its line or the next node's).
    private(set) var placed: [(comment: String, node: String, trailing: Bool)] = []
    private var counter = 0

    init(rng: SeededRandom, comments: Bool) {
        self.rng = rng
        self.comments = comments
    }

    static func tree(_ tables: [GenTable]) -> Node {
        func value(_ v: GenValue) -> Node {
            switch v {
            case .null: return .scalar("null", isString: false)
            case .bool(let b): return .scalar(String(b), isString: false)
            case .int(let i): return .scalar(String(i), isString: false)
            case .double(let d): return .scalar(SpecWriter.value(.double(d)), isString: false)
            case .string(let s): return .scalar(s, isString: true)
            case .list(let items): return .list(items.map(value), isStructure: false)
            case .map(let pairs): return .map(pairs.map { ($0.0, value($0.1)) }, isStructure: false, isOrdered: false)
            }
        }
        func height(_ h: GenHeight) -> Node {
            switch h {
            case .automatic: return .scalar("automatic", isString: true)
            case .int(let v): return .scalar(String(v), isString: false)
            case .double(let v): return .scalar(SpecWriter.value(.double(v)), isString: false)
            }
        }
        func headerFooter(_ h: GenHeaderFooter) -> Node {
            if h.short, let title = h.title { return .scalar(title, isString: true) }
            var pairs: [(String, Node)] = []
            if let t = h.title { pairs.append(("title", .scalar(t, isString: true))) }
            if let v = h.view { pairs.append(("view", .scalar(v, isString: true))) }
            if let x = h.height { pairs.append(("height", height(x))) }
            return .map(pairs, isStructure: false, isOrdered: false)
        }
        let tableNodes = tables.map { table -> (String, Node) in
            var pairs: [(String, Node)] = [("style", .scalar(table.style, isString: true))]
            if let registry = table.cellTypes {
                pairs.append(("cellTypes", .map(registry.map { type in
                    var fields: [(String, Node)] = []
                    if let h = type.height { fields.append(("height", height(h))) }
                    if let h = type.estimatedHeight { fields.append(("estimatedHeight", height(h))) }
                    return (type.name, .map(fields, isStructure: false, isOrdered: false))
                }, isStructure: true, isOrdered: false)))
            }
            let sections = table.sections.map { section -> Node in
                var f: [(String, Node)] = [("sectionID", .scalar(String(section.id), isString: false))]
                if let h = section.header { f.append(("header", headerFooter(h))) }
                if let h = section.footer { f.append(("footer", headerFooter(h))) }
                if let t = section.indexTitle { f.append(("indexTitle", .scalar(t, isString: true))) }
                if let vm = section.viewModel { f.append(("viewModel", value(vm))) }
                let cells = section.cells.map { cell -> Node in
                    var c: [(String, Node)] = [("cellID", .scalar(String(cell.id), isString: false)),
                                               ("cellType", .scalar(cell.type, isString: true))]
                    if let vm = cell.viewModel { c.append(("viewModel", value(vm))) }
                    if let h = cell.height { c.append(("height", height(h))) }
                    if let h = cell.estimatedHeight { c.append(("estimatedHeight", height(h))) }
                    if let a = cell.action { c.append(("action", .scalar(a, isString: true))) }
                    if let d = cell.deletable { c.append(("deletable", .scalar(String(d), isString: false))) }
                    return .map(c, isStructure: false, isOrdered: true)
                }
                f.append(("cells", .list(cells, isStructure: true)))
                return .map(f, isStructure: true, isOrdered: true)
            }
            pairs.append(("sections", .list(sections, isStructure: true)))
            return (table.name, .map(pairs, isStructure: true, isOrdered: true))
        }
        return .map([("listspec", .scalar("1", isString: false)), ("tables", .map(tableNodes, isStructure: true, isOrdered: false))],
                    isStructure: true, isOrdered: true)
    }

    /// A random spec (a few sections of a few cells) in a random layout, with comments put at random:
    /// at the end of any line and on lines of their own anywhere; the text and its comments.
    static func commentedAnywhere(_ rng: inout SeededRandom, round: Int, sections: Int = 3, cells: Int = 4) -> (text: String, comments: [String]) {
        let tables = SpecGenerator.tables(&rng).map { table in
            var table = table
            table.sections = Array(table.sections.prefix(sections)).map { section in
                var section = section
                section.cells = Array(section.cells.prefix(cells))
                return section
            }
            return table
        }
        var writer = LayoutWriter(rng: SeededRandom(seed: UInt64(round) &+ 99), comments: false)
        let lines = writer.text(LayoutWriter.tree(tables)).split(separator: "\n").map(String.init)
        var text = ""
        var comments: [String] = []
        var previousIndent = 0
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            if previousIndent > indent, rng.chance(0.3) {
                // At the end of a block: at the indentation of the line above, deeper than the next.
                comments.append("# tail\(comments.count).")
                text += String(repeating: " ", count: previousIndent) + comments[comments.count - 1] + "\n"
            }
            previousIndent = indent
            if rng.chance(0.15) {
                let indent = line.prefix { $0 == " " }
                comments.append("# own\(comments.count).")
                text += indent + comments[comments.count - 1] + "\n"
            }
            if rng.chance(0.05) { text += "\n" }
            text += line
            if rng.chance(0.25) {
                comments.append("# end\(comments.count).")
                text += " " + comments[comments.count - 1]
            }
            text += "\n"
        }
        if previousIndent > 0, rng.chance(0.3) {
            comments.append("# tail\(comments.count).")
            text += String(repeating: " ", count: previousIndent) + comments[comments.count - 1] + "\n"
        }
        return (text, comments)
    }

    /// Where a comment on a line of its own sits, as seen from the lines around it: whether it ends
    /// its block (every line after it up to the next content line is a comment or blank, and that
    /// line is less deep), and how many blocks hold it (the lines less deep above it, each less
    /// deep than the last). The root's own end is the file's end (nil).
    static func endOfBlock(_ comment: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        func isContent(_ line: Substring) -> Bool { !line.allSatisfy { $0 == " " } && !line.drop { $0 == " " }.hasPrefix("#") }
        guard let at = lines.firstIndex(where: { $0.hasSuffix(comment) }), indent(lines[at]) > 0 else { return nil }
        var column = indent(lines[at])
        let next = lines[(at + 1)...].first(where: isContent)
        let endsBlock = next.map { indent($0) < column } ?? true
        var depth = 0
        for line in lines[..<at].reversed() where isContent(line) && indent(line) < column {
            column = indent(line)
            depth += 1
        }
        return "ends a block: \(endsBlock), held by \(depth) blocks"
    }

    mutating func text(_ root: Node) -> String {
        let step = rng.pick([2, 3, 4])
        var out = ""
        block(root, indent: "", step: step, into: &out)
        if comments { out += "\n# " + nextID("end") + "\n" }
        return out
    }

    private mutating func nextID(_ kind: String) -> String {
        counter += 1
        return "\(kind)\(counter)."
    }

    /// An own-line comment for the node whose line holds `node`.
    private mutating func comment(node: String, trailing: Bool, indent: String) -> String {
        let text = "# " + nextID(trailing ? "t" : "c") + (rng.chance(0.2) ? " with: \"quotes\" and # more" : "")
        placed.append((text, node, trailing))
        return trailing ? "  " + text : indent + text + "\n"
    }

    private mutating func scalar(_ text: String, isString: Bool) -> String {
        guard isString else { return text }
        let safe = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == " ") }
            && text.first != " " && text.last != " " && !["y", "n", "yes", "no", "on", "off", "true", "false", "null"].contains(text.lowercased())
        switch rng.next() % 3 {
        case 0 where safe: return text
        case 1 where !text.contains("'") && text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && $0.value < 0x80 }):
            return "'" + text + "'"
        default: return SpecWriter.quote(text)
        }
    }

    private mutating func ordered(_ pairs: [(String, Node)], _ isOrdered: Bool) -> [(String, Node)] {
        isOrdered && rng.chance(0.5) ? pairs.shuffled(using: &rng) : pairs
    }

    private mutating func flow(_ node: Node) -> String {
        switch node {
        case .scalar(let text, let isString): return scalar(text, isString: isString)
        case .list(let items, _): return "[" + items.map { flow($0) }.joined(separator: ", ") + "]"
        case .map(let pairs, _, let isOrdered):
            return "{" + ordered(pairs, isOrdered).map { scalar($0.0, isString: true) + ": " + flow($0.1) }.joined(separator: ", ") + "}"
        }
    }

    private func isEmpty(_ node: Node) -> Bool {
        switch node {
        case .scalar: return true
        case .list(let items, _): return items.isEmpty
        case .map(let pairs, _, _): return pairs.isEmpty
        }
    }

    /// `node` as the value after `key:` or `- `: inline, or block on the lines below at `indent`.
    private mutating func block(_ node: Node, indent: String, step: Int, into out: inout String) {
        let pad = String(repeating: " ", count: step)
        switch node {
        case .list(let items, _):
            for item in items {
                if comments, rng.chance(0.3) { out += comment(node: firstText(item), trailing: false, indent: indent) }
                if comments, rng.chance(0.2) { out += "\n" }
                if isEmpty(item) || (!comments && rng.chance(0.5)) || rng.chance(0.2) {
                    out += indent + "- " + flow(item) + "\n"
                } else {
                    out += indent + "-" + String(repeating: " ", count: step - 1)
                    mapLines(item, indent: indent + pad, step: step, firstOnLine: true, into: &out)
                }
            }
        case .map:
            mapLines(node, indent: indent, step: step, firstOnLine: false, into: &out)
        case .scalar:
            out += indent + flow(node) + "\n"
        }
    }

    private func firstText(_ node: Node) -> String {
        if case .map(let pairs, _, _) = node, let first = pairs.first(where: { $0.0 == "cellID" || $0.0 == "sectionID" }) ?? pairs.first {
            if case .scalar(let value, false) = first.1 { return first.0 + ": " + value }
        }
        return ""
    }

    private mutating func mapLines(_ node: Node, indent: String, step: Int, firstOnLine: Bool, into out: inout String) {
        guard case .map(let pairs, _, let isOrdered) = node else {
            out += " " + flow(node) + "\n"
            return
        }
        let pad = String(repeating: " ", count: step)
        for (i, pair) in ordered(pairs, isOrdered).enumerated() {
            let key = scalar(pair.0, isString: true)
            let lead = i == 0 && firstOnLine ? "" : indent
            if i > 0 || !firstOnLine, comments, rng.chance(0.1), !(i == 0 && firstOnLine) {
                out += comment(node: pair.0, trailing: false, indent: indent)
            }
            let inline = isEmpty(pair.1) || rng.chance(comments ? 0.3 : 0.5)
            if inline {
                let text = lead + key + ": " + flow(pair.1)
                out += text
                if comments, rng.chance(0.2) {
                    if case .scalar(let v, false) = pair.1, pair.0 == "cellID" || pair.0 == "sectionID" {
                        out += comment(node: pair.0 + ": " + v, trailing: true, indent: "")
                    } else if case .scalar = pair.1 {
                        out += comment(node: pair.0, trailing: true, indent: "")
                    }
                }
                out += "\n"
            } else {
                out += lead + key + ":\n"
                block(pair.1, indent: indent + pad, step: step, into: &out)
            }
        }
    }

    /// Every comment is in the output once; a trailing one on its node's line, an own-line one
    /// above the line of its node (the first line after it that is no comment and not blank).
    func checkComments(in output: String, round: Int, input: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (comment, node, trailing) in placed {
            let holding = lines.indices.filter { lines[$0].contains(comment) }
            #expect(holding.count == 1, "round \(round): \(comment) is on \(holding.count) lines\n\(output)")
            guard let index = holding.first, !node.isEmpty else { continue }
            if trailing {
                #expect(lines[index].contains(node), "round \(round): \(comment) left the line of \(node)\n\(input)\n---\n\(output)")
            } else if !comment.hasPrefix("# end") {
                let next = lines[(index + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && !$0.isEmpty }
                #expect(next?.contains(node) == true || next.map { lines[index...].joined().contains(node) && $0.contains("- ") } == true,
                        "round \(round): \(comment) is not above \(node)\n\(input)\n---\n\(output)")
            }
        }
    }
}
