import Foundation
import ListSpecRuntime
import ListSpecTestSupport
import Testing

/// `listspec breaking` on random typed specs and one-change mutations of them, held to three
/// other readings of section 14: an independent Python reading (Fixtures/breaking-oracle.py),
/// `SpecCompatibility.findings` in the runtime (the same findings as the command line), and a
/// real old build: Swift generated from OLD, compiled, decoding NEW's viewModels.
@Suite(.serialized) struct BreakingPropertyTests {
    /// A JSON value, written one way so both sides read the same text.
    indirect enum JSON {
        case null, bool(Bool), int(Int64), double(Double), string(String), list([JSON]), map([(String, JSON)])

        var text: String {
            switch self {
            case .null: return "null"
            case .bool(let b): return b ? "true" : "false"
            case .int(let i): return "\(i)"
            case .double(let d): return "\(d)"
            case .string(let s): return SpecWriter.quote(s)
            case .list(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
            case .map(let pairs): return "{" + pairs.map { SpecWriter.quote($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
            }
        }
    }

    /// The generator's types: what a value must be, and how the spec writes it.
    indirect enum GenType: Sendable {
        case string, int, double, bool, optional(GenType), list(GenType), dictionary(GenType), named(String)

        var expression: String {
            switch self {
            case .string: return "String"
            case .int: return "Int"
            case .double: return "Double"
            case .bool: return "Bool"
            case .optional(let t): return t.expression + "?"
            case .list(let t): return "[" + t.expression + "]"
            case .dictionary(let t): return "[String: " + t.expression + "]"
            case .named(let n): return n
            }
        }
    }

    static let enumCases = ["easy", "medium", "hard"]
    /// Cell types and their viewModel types (nil: untyped); the old build's generated names are `OldSpec.<name>`.
    static let cellTypes: [(String, GenType?)] = [("C0", .named("S0")), ("C1", .named("E0")), ("C2", .list(.named("S1"))),
                                                  ("C3", nil), ("C4", .optional(.named("S0")))]

    struct Pair {
        var oldTypes: [(String, JSON)]
        var s0: [(String, GenType)]
        var tables: [(String, [JSON])]  // table name -> sections
    }

    static func s0Fields(_ rng: inout SeededRandom) -> [(String, GenType)] {
        let pool: [GenType] = [.string, .int, .double, .bool, .named("E0"), .named("S1"), .list(.int), .dictionary(.string), .optional(.int),
                               .list(.named("S1")), .optional(.named("S1")), .optional(.named("E0"))]
        return (0..<Int.random(in: 2...5, using: &rng)).map { ("f\($0)", rng.pick(pool)) }
    }

    static func value(_ type: GenType, _ s0: [(String, GenType)], _ rng: inout SeededRandom) -> JSON {
        switch type {
        case .string: return .string(rng.pick(["Soup", "", "20 min", "ünïcode"]))
        case .int: return .int(Int64.random(in: -5...100, using: &rng))
        case .double: return rng.chance(0.5) ? .double(Double(Int.random(in: 0...9, using: &rng)) + 0.5) : .int(Int64.random(in: 0...9, using: &rng))
        case .bool: return .bool(rng.chance(0.5))
        case .optional(let t): return rng.chance(0.3) ? .null : value(t, s0, &rng)
        case .list(let t): return .list((0..<Int.random(in: 0...2, using: &rng)).map { _ in value(t, s0, &rng) })
        case .dictionary(let t): return .map((0..<Int.random(in: 0...2, using: &rng)).map { ("k\($0)", value(t, s0, &rng)) })
        case .named("E0"): return .string(rng.pick(enumCases))
        case .named("S1"): return .map([("x", .int(Int64.random(in: 0...9, using: &rng)))] + (rng.chance(0.5) ? [("y", .string("why"))] : []))
        case .named: return .map(s0.compactMap { name, type in
            if case .optional = type, rng.chance(0.3) { return nil }  // an optional field may be left out
            return (name, value(type, s0, &rng))
        })
        }
    }

    /// A typed spec: types S0 (random fields), S1, E0; a table or two of cells of every cell type.
    static func spec(_ rng: inout SeededRandom) -> Pair {
        let s0 = s0Fields(&rng)
        let types: [(String, JSON)] = [
            ("S0", .map(s0.map { ($0.0, .string($0.1.expression)) })),
            ("S1", .map([("x", .string("Int")), ("y", .string("String?"))])),
            ("E0", .list(enumCases.map(JSON.string))),
        ]
        var tables: [(String, [JSON])] = []
        for name in ["home", "more"].prefix(Int.random(in: 1...2, using: &rng)) {
            var sections: [JSON] = []
            for sectionID in 0..<Int64.random(in: 1...2, using: &rng) {
                var cells: [JSON] = []
                for cellID in 0..<Int64.random(in: 1...4, using: &rng) {
                    let (cellType, type) = rng.pick(cellTypes)
                    var cell: [(String, JSON)] = [("cellID", .int(cellID)), ("cellType", .string(cellType))]
                    if let type {
                        let v = value(type, s0, &rng)
                        if case .null = v {} else { cell.append(("viewModel", v)) }
                    } else {
                        cell.append(("viewModel", .int(7)))
                    }
                    if rng.chance(0.3) { cell.append(("action", .string(rng.pick(["open", "share"])))) }
                    cells.append(.map(cell))
                }
                var section: [(String, JSON)] = [("sectionID", .int(sectionID))]
                if rng.chance(0.3) { section.append(("header", .map([("title", .string("T")), ("view", .string("Banner"))]))) }
                section.append(("cells", .list(cells)))
                sections.append(.map(section))
            }
            tables.append((name, sections))
        }
        return Pair(oldTypes: types, s0: s0, tables: tables)
    }

    /// The spec's JSON text; `untyped`: cell types whose declaration drops its viewModel type
    /// (a NEW whose values no longer fit OLD's type must still lint clean); `extraCellType`: declared too.
    static func text(_ pair: Pair, untyped: Set<String> = [], extraCellType: String? = nil) -> String {
        var declared: [(String, JSON)] = cellTypes.map { name, type in
            (name, .map(type.map { untyped.contains(name) ? [] : [("viewModel", .string($0.expression))] } ?? []))
        }
        if let extraCellType { declared.append((extraCellType, .map([]))) }
        let tables = JSON.map(pair.tables.map { name, sections in
            (name, .map([("cellTypes", .map(declared)), ("sections", .list(sections))]))
        })
        // One section a line: findings point at distinct places.
        return JSON.map([("listspec", .int(1)), ("types", .map(pair.oldTypes)), ("tables", tables)]).text
            .replacingOccurrences(of: "{\"sectionID\"", with: "\n{\"sectionID\"")
    }

    /// A cell of the spec: (table, section, cell) indices, its fields.
    static func cells(_ pair: Pair) -> [(Int, Int, Int)] {
        var found: [(Int, Int, Int)] = []
        for (t, table) in pair.tables.enumerated() {
            for (s, section) in table.1.enumerated() {
                guard case .map(let fields) = section, case .list(let cells)? = fields.first(where: { $0.0 == "cells" })?.1 else { continue }
                for c in cells.indices { found.append((t, s, c)) }
            }
        }
        return found
    }

    static func updateCell(_ pair: inout Pair, _ at: (Int, Int, Int), _ change: (inout [(String, JSON)]) -> Void) {
        guard case .map(var section) = pair.tables[at.0].1[at.1], let index = section.firstIndex(where: { $0.0 == "cells" }),
              case .list(var cells) = section[index].1, case .map(var cell) = cells[at.2] else { return }
        change(&cell)
        cells[at.2] = .map(cell)
        section[index].1 = .list(cells)
        pair.tables[at.0].1[at.1] = .map(section)
    }

    /// Replaces a random part of a value with `replacement(part)`.
    static func mutateValue(_ value: JSON, _ rng: inout SeededRandom, _ replacement: (JSON, inout SeededRandom) -> JSON) -> JSON {
        switch value {
        case .list(var items) where !items.isEmpty && rng.chance(0.7):
            let i = Int.random(in: 0..<items.count, using: &rng)
            items[i] = mutateValue(items[i], &rng, replacement)
            return .list(items)
        case .map(var pairs) where !pairs.isEmpty && rng.chance(0.7):
            let i = Int.random(in: 0..<pairs.count, using: &rng)
            pairs[i].1 = mutateValue(pairs[i].1, &rng, replacement)
            return .map(pairs)
        default:
            return replacement(value, &rng)
        }
    }

    /// One change to OLD: NEW's text.
    static func mutate(_ old: Pair, _ rng: inout SeededRandom) -> String {
        var new = old
        let cell = rng.pick(cells(old))
        var untyped: Set<String> = []
        var extra: String?
        func cellTypeName(_ fields: [(String, JSON)]) -> String {
            if case .string(let name)? = fields.first(where: { $0.0 == "cellType" })?.1 { return name }
            return ""
        }
        switch Int.random(in: 0..<9, using: &rng) {
        case 0, 1:  // a part of a viewModel becomes another kind of value
            updateCell(&new, cell) { fields in
                untyped.insert(cellTypeName(fields))
                guard let i = fields.firstIndex(where: { $0.0 == "viewModel" }) else { fields.append(("viewModel", .string("x"))); return }
                fields[i].1 = mutateValue(fields[i].1, &rng) { part, rng in
                    rng.pick([.string("20 min"), .int(3), .double(1.5), .double(3.0), .bool(true), .null, .list([]), .map([]),
                              .string(rng.pick(enumCases)), .string("expert")])
                }
            }
        case 2:  // a field left out, or one added
            updateCell(&new, cell) { fields in
                untyped.insert(cellTypeName(fields))
                guard let i = fields.firstIndex(where: { $0.0 == "viewModel" }) else { return }
                fields[i].1 = mutateValue(fields[i].1, &rng) { part, rng in
                    guard case .map(var pairs) = part else { return part }
                    if !pairs.isEmpty, rng.chance(0.6) { pairs.remove(at: Int.random(in: 0..<pairs.count, using: &rng)) } else { pairs.append(("new", .int(1))) }
                    return .map(pairs)
                }
            }
        case 3:  // a cell of a cell type old builds do not register
            extra = "C9"
            updateCell(&new, cell) { fields in
                if let i = fields.firstIndex(where: { $0.0 == "cellType" }) { fields[i].1 = .string("C9") }
                fields.removeAll { $0.0 == "viewModel" }
            }
        case 4:  // a table gone
            if new.tables.count > 1 { new.tables.removeLast() } else { new.tables[0].0 = "renamed" }
        case 5:  // an action old builds do not have
            updateCell(&new, cell) { fields in
                fields.removeAll { $0.0 == "action" }
                fields.append(("action", .string(rng.pick(["open", "archive"]))))
            }
        case 6:  // a header view
            guard case .map(var section) = new.tables[cell.0].1[cell.1] else { break }
            section.removeAll { $0.0 == "header" }
            section.insert(("header", .map([("view", .string(rng.pick(["Banner", "Video"])))])), at: 1)
            new.tables[cell.0].1[cell.1] = .map(section)
        case 7:  // the viewModel left out
            updateCell(&new, cell) { fields in
                untyped.insert(cellTypeName(fields))
                fields.removeAll { $0.0 == "viewModel" }
            }
        default:
            break  // no change
        }
        return text(new, untyped: untyped, extraCellType: extra)
    }

    @Test func randomTypedSpecsAgreeWithAnIndependentReadingAndWithTheRuntime() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = SeededRandom(seed: 48)
        var files: [String] = []
        for i in 0..<60 {
            let old = Self.spec(&rng)
            try Self.text(old).write(to: folder.appendingPathComponent("old\(i).json"), atomically: true, encoding: .utf8)
            try Self.mutate(old, &rng).write(to: folder.appendingPathComponent("new\(i).json"), atomically: true, encoding: .utf8)
            files += ["old\(i).json", "new\(i).json"]
        }
        let oracle = CLI.packageRoot.appendingPathComponent("Tests/ListSpecCLITests/Fixtures/breaking-oracle.py").path
        let read = try CLI.run(["/usr/bin/env", "python3", oracle] + files, directory: folder, viaShell: true)
        #expect(read.status == 0, "\(read.stderr)")
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [[String]])
        var kinds: Set<String> = []
        for i in 0..<60 {
            let result = try CLI.run(["breaking", "new\(i).json", "--against", "old\(i).json", "--format", "json"], directory: folder)
            #expect(result.status == 0 || result.status == 1, "pair \(i): \(result.stderr)")
            let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let findings = try #require(root["findings"] as? [[String: Any]])
            let errors = findings.filter { $0["severity"] as? String == "error" }.compactMap { $0["rule"] as? String }.sorted()
            #expect(errors == expected[i], "pair \(i): listspec breaking says \(errors), the reading of section 14 \(expected[i])")
            #expect(result.status == (errors.isEmpty ? 0 : 1))
            kinds.formUnion(errors)
            // The runtime gives the command line's findings, place for place and word for word.
            let old = try Spec(json: Array(Data(contentsOf: folder.appendingPathComponent("old\(i).json"))), path: "old\(i).json")
            let new = try Spec(json: Array(Data(contentsOf: folder.appendingPathComponent("new\(i).json"))), path: "new\(i).json")
            let runtime = SpecCompatibility.findings(new: new, old: old, oldName: "old\(i).json").map {
                "\($0.location.line):\($0.location.column) \($0.rule) \($0.message)"
            }
            let command = findings.map { "\($0["line"] ?? ""):\($0["column"] ?? "") \($0["rule"] ?? "") \($0["message"] ?? "")" }
            #expect(runtime == command, "pair \(i)")
        }
        // The mutations reach every rule the generator can break.
        #expect(kinds.isSuperset(of: ["changed-field-type", "missing-field", "new-enum-case", "new-cell-type", "removed-table", "new-action", "new-header-view"]),
                "\(kinds)")
    }

    /// The strongest check: an old build. Swift generated from OLD is compiled with a driver that
    /// reads each NEW with `Spec(json:)` and decodes every viewModel of a cell type OLD typed into
    /// OLD's generated type (with `Value.decode` and with JSONDecoder). What `breaking` calls
    /// compatible decodes; what it calls breaking (a value-level error) fails.
    @Test func anOldBuildDecodesWhatBreakingAcceptsAndFailsOnWhatItRefuses() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = SeededRandom(seed: 1948)
        let old = Self.spec(&rng)
        try Self.text(old).write(to: folder.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
        let count = 40
        for i in 0..<count {
            try Self.mutate(old, &rng).write(to: folder.appendingPathComponent("new\(i).json"), atomically: true, encoding: .utf8)
        }
        let generated = try CLI.run(["generate", "old.json", "--output", "OldSpec.swift"], directory: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        let decodes = Self.cellTypes.compactMap { name, type in
            type.map { "\"\(name)\": { v in try decode(v, as: \(Self.swiftType($0)).self) }," }
        }.joined(separator: "\n    ")
        try """
        import Foundation
        import ListSpecRuntime

        func decode<T: Decodable>(_ value: Value?, as type: T.Type) throws {
            let value = value ?? Value.null
            _ = try value.decode(T.self)
            _ = try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
        }

        let decoders: [String: (Value?) throws -> Void] = [
            \(decodes)
        ]
        for path in CommandLine.arguments.dropFirst() {
            let spec = try Spec(json: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
            var failures = 0
            for table in spec.tables { for section in table.sections { for cell in section.cells {
                guard let decoder = decoders[cell.cellType] else { continue }
                do { try decoder(cell.viewModel) } catch { failures += 1 }
            } } }
            print(failures == 0 ? "decodes" : "fails")
        }
        """.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = CLI.binary.deletingLastPathComponent()
        // The runtime's objects as the build lists them (a folder can hold stale ones of files since renamed).
        let map = try JSONSerialization.jsonObject(with: Data(contentsOf: build.appendingPathComponent("ListSpecRuntime.build/output-file-map.json")))
        let objects = ((map as? [String: [String: String]]) ?? [:]).compactMap { $0.key.hasSuffix(".swift") ? $0.value["object"] : nil }.sorted()
        let compiled = try CLI.run(["/usr/bin/env", "swiftc", "-I", build.appendingPathComponent("Modules").path, "main.swift", "OldSpec.swift"]
                                   + objects + ["-o", "old-build"], directory: folder, viaShell: true)
        try #require(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
        let run = try CLI.run([folder.appendingPathComponent("old-build").path] + (0..<count).map { "new\($0).json" }, directory: folder, viaShell: true)
        #expect(run.status == 0, "\(run.stderr)")
        let verdicts = run.stdout.split(separator: "\n").map(String.init)
        #expect(verdicts.count == count)
        var seen: Set<String> = []
        for i in 0..<min(count, verdicts.count) {
            let result = try CLI.run(["breaking", "new\(i).json", "--against", "old.json", "--format", "json"], directory: folder)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            // Errors only: the same ids are warnings while NEW only declares the change (section 14).
            let rules = (root["findings"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == "error" }.compactMap { $0["rule"] as? String }
            let breaksValues = rules.contains { ["missing-field", "changed-field-type", "new-enum-case"].contains($0) }
            #expect(verdicts[i] == (breaksValues ? "fails" : "decodes"), "new\(i).json: the old build \(verdicts[i]), breaking finds \(rules)")
            seen.insert(verdicts[i])
        }
        #expect(seen == ["decodes", "fails"])
    }

    static func swiftType(_ type: GenType) -> String {
        switch type {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .optional(let t): return swiftType(t) + "?"
        case .list(let t): return "[" + swiftType(t) + "]"
        case .dictionary(let t): return "[String: " + swiftType(t) + "]"
        case .named(let n): return "OldSpec." + n
        }
    }
}
