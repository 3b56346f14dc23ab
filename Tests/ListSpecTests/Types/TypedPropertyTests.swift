import Testing
import ListSpecTestSupport
@testable import ListSpec
import ListSpecTestSupport
@_spi(DocumentStorage) import ListSpecRuntime

/// Random declared types (with hard names) and conforming values lint clean; each
/// single mutation gives exactly one `view-model-type` finding, at the right line.
@Suite struct TypedPropertyTests {
    typealias Mutation = (kind: String, apply: (GenTypedValue) -> GenTypedValue)

    struct Fixture {
        var declarations: [(String, GenType)]
        var cellTypes: [GenType]
        var cells: [(type: Int, value: GenTypedValue)]
    }

    static func fixture(seed: UInt64) -> Fixture {
        var rng = SeededRandom(seed: 0x7479_7065_6421 &+ seed)
        let declarations = TypedSpecGenerator.declarations(&rng)
        let cellTypes = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            TypedSpecGenerator.type(&rng, depth: 1, declared: declarations.count)
        }
        var cells: [(Int, GenTypedValue)] = []
        for (index, type) in cellTypes.enumerated() {
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                cells.append((index, TypedSpecGenerator.value(type, declarations, &rng)))
            }
        }
        return Fixture(declarations: declarations, cellTypes: cellTypes, cells: cells)
    }

    /// The spec text, and the line of the marked value if any. `voidViewModel` gives the Void cell a viewModel.
    static func text(_ fixture: Fixture, voidViewModel: Bool = false) -> (String, Int?) {
        var lines = ["listspec: 1", "types:"]
        for (name, type) in fixture.declarations {
            lines.append("  " + TypedSpecGenerator.quoted(name) + ": " + TypedSpecGenerator.typeText(type, fixture.declarations))
        }
        lines += ["tables:", "  t:", "    cellTypes:"]
        for (i, type) in fixture.cellTypes.enumerated() {
            lines.append("      C\(i): {viewModel: \(TypedSpecGenerator.typeText(type, fixture.declarations))}")
        }
        lines += ["      Spacer: {viewModel: Void}", "    sections:", "      - sectionID: 0", "        cells:"]
        var marked: Int?
        for (id, cell) in fixture.cells.enumerated() {
            lines += ["          - cellID: \(id)", "            cellType: C\(cell.type)"]
            if case .marked(.absent) = cell.value {
                marked = lines.count - 1  // the cell's map starts at its first key
                continue
            }
            marked = TypedSpecGenerator.write(cell.value, prefix: "viewModel:", indent: "            ", into: &lines) ?? marked
        }
        lines += ["          - cellID: \(fixture.cells.count)", "            cellType: Spacer"]
        if voidViewModel {
            lines.append("            viewModel: {a: 1}")
            marked = lines.count
        }
        return (lines.joined(separator: "\n") + "\n", marked)
    }

    @Test(arguments: 0..<4) func conformingValuesLintClean(shard: Int) {
        for seed in 0..<75 {
            let (text, _) = Self.text(Self.fixture(seed: UInt64(shard * 75 + seed)))
            let findings = load(text).findings
            #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))\n\(text)")
            // The same spec as JSON (every type expression a string or JSON list/map) lints clean too.
            let json = Self.json(text)
            #expect(load(json, path: "test.json").findings.isEmpty, "\(json)")
        }
    }

    /// 300 random specs, one mutation each; together they cover every kind of mutation.
    @Test func eachMutationGivesOneFindingAtItsLine() {
        var kinds = Set<String>()
        for seed in 0..<300 {
            var fixture = Self.fixture(seed: UInt64(seed))
            var rng = SeededRandom(seed: UInt64(seed) &* 31)
            let candidates = fixture.cells.indices.flatMap { index in
                let type = fixture.cellTypes[fixture.cells[index].type]
                // The whole viewModel null (pointed at where it is written) or left out (at the cell).
                let whole: [Mutation] = type.isOptional ? [] : [("null viewModel", { _ in .marked(.null) }), ("missing viewModel", { _ in .marked(.absent) })]
                return (Self.mutations(fixture.cells[index].value, type, fixture.declarations) + whole).map { (index, $0) }
            }
            let (text, line): (String, Int?)
            let kind: String
            if candidates.isEmpty || rng.chance(0.1) {
                (text, line) = Self.text(fixture, voidViewModel: true)
                kind = "viewModel on a Void cell"
            } else {
                let (index, mutation) = rng.pick(candidates)
                fixture.cells[index].value = mutation.apply(fixture.cells[index].value)
                (text, line) = Self.text(fixture)
                kind = mutation.kind
            }
            let findings = load(text).findings
            #expect(load(Self.json(text), path: "test.json").findings.map(\.rule) == [.viewModelType], "\(kind) as JSON")
            let summary = findings.map { "\($0.location.line) \($0.rule.rawValue)" }
            #expect(summary == ["\(line ?? -1) view-model-type"], "\(kind): \(findings.map(\.description).joined(separator: "\n"))\n\(text)")
            kinds.insert(kind)
        }
        #expect(kinds == ["wrong scalar", "missing field", "extra field", "value outside the enum", "null where not optional",
                          "null in a list", "viewModel on a Void cell", "null viewModel", "missing viewModel"])
    }

    /// YAML text as JSON, read by listspec's own reader and written back.
    static func json(_ yaml: String) -> String {
        guard let root = load(yaml).spec.flatMap({ _ in YAMLReader.read(bytes: Array(yaml.utf8), path: "x", limits: .default).document.root }) else {
            return ""
        }
        var writer = JSONWriter()
        writer.value(Value(node: root))
        return writer.text
    }

    /// Every single mutation of a value of `type`, each marking where its finding belongs.
    static func mutations(_ value: GenTypedValue, _ type: GenType, _ declarations: [(String, GenType)]) -> [Mutation] {
        var type = type
        while case .named(let index) = type { type = declarations[index].1 }
        if case .optional(let wrapped) = type {
            if case .null = value { return [] }
            type = wrapped
            while case .named(let index) = type { type = declarations[index].1 }
        }
        var result: [Mutation] = []
        switch (type, value) {
        case (.string, _): result.append(("wrong scalar", { _ in .marked(.int(123)) }))
        case (.int, _): result.append(("wrong scalar", { _ in .marked(.string("12")) }))
        case (.double, _): result.append(("wrong scalar", { _ in .marked(.bool(true)) }))
        case (.bool, _): result.append(("wrong scalar", { _ in .marked(.int(1)) }))
        case (.enumeration, _): result.append(("value outside the enum", { _ in .marked(.string("zz-not-a-case")) }))
        case (.list(let element), .list(let items)):
            for (i, item) in items.enumerated() {
                if !element.isOptional { result.append(("null in a list", { _ in .list(replacing(items, at: i, with: .marked(.null))) })) }
                for inner in mutations(item, element, declarations) {
                    result.append((inner.kind, { _ in .list(replacing(items, at: i, with: inner.apply(item))) }))
                }
            }
        case (.dictionary(let element), .map(let pairs)):
            for (i, pair) in pairs.enumerated() {
                for inner in mutations(pair.1, element, declarations) {
                    result.append((inner.kind, { _ in .map(replacing(pairs, at: i, with: (pair.0, inner.apply(pair.1)))) }))
                }
            }
        case (.structure(let fields), .map(let pairs)):
            result.append(("extra field", { _ in .map(pairs + [("zz_extra_field", .marked(.int(1)))]) }))
            for (i, pair) in pairs.enumerated() {
                guard let fieldType = fields.first(where: { $0.0 == pair.0 })?.1 else { continue }
                if !fieldType.isOptional {
                    result.append(("missing field", { _ in .marked(.map(pairs.enumerated().filter { $0.offset != i }.map(\.element))) }))
                    result.append(("null where not optional", { _ in .map(replacing(pairs, at: i, with: (pair.0, .marked(.null)))) }))
                }
                for inner in mutations(pair.1, fieldType, declarations) {
                    result.append((inner.kind, { _ in .map(replacing(pairs, at: i, with: (pair.0, inner.apply(pair.1)))) }))
                }
            }
        default: break
        }
        return result
    }

    private static func replacing<T>(_ items: [T], at index: Int, with item: T) -> [T] {
        var copy = items
        copy[index] = item
        return copy
    }
}
