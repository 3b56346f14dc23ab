import Foundation
import ListSpecRuntime
import ListSpecTestSupport
import Testing

/// A safe fix is a typo (section 15, amended 2026-12-05), through the built binary: a name one edit
/// from the one nearest known name (case, `_` and `-` aside) is fixed by `--fix`; another word is
/// only suggested within a third of its length, and written only by `--unsafe-fixes`.
@Suite struct SafeFixTests {
    /// The issue's words: the typos are fixed, the other words left as they are.
    static let spec = """
    cellTypes:
      PromoCell: {}
      ImageCell: {}
      TitleCell: {}
      ToggleCell: {}
    sections:
      - sectionID: 0
        cells:
          - {cellID: 0, cellType: PromoCel}
          - {cellID: 1, cellType: TitleCell, hieght: 44}
          - {cellID: 2, cellTpye: TitleCell}
          - {cellId: 3, cellType: TitleCell}
          - {cellID: 4, cellType: TitleCell, view_model: {a: 1}}
          - {cellID: 5, cellType: TitleCell, selectable: true}
          - {cellID: 6, cellType: TitleCell, editable: true}
          - {cellID: 7, cellType: VideoCell}
          - {cellID: 8, cellType: MapCell}
          - {cellID: 9, cellType: TextCell}
          - {cellID: 10, cellType: BadgeCell}

    """

    @Test func typosAreFixedOtherWordsAreNot() throws {
        let folder = try CLI.folder(with: ["Specs/menu.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let linted = try CLI.run(["lint", "Specs"], directory: folder)
        #expect(linted.status == 1)
        // ruff's "N fixable with --fix": five typos, and selectable's suggestion is an unsafe fix.
        #expect(linted.stderr.contains("5 fixable with --fix (2 more with --unsafe-fixes)."), "\(linted.stderr)")
        #expect(linted.stdout.contains("unknown key 'selectable' in a cell of section [0] (sectionID 0); did you mean 'deletable'?"), "\(linted.stdout)")
        // Beyond a third of the word's length, no name is suggested.
        #expect(linted.stdout.contains("unknown key 'editable' in a cell of section [0] (sectionID 0); known keys are"), "\(linted.stdout)")
        // Three edits from ImageCell, within a third of its nine letters: suggested, an unsafe fix.
        #expect(linted.stdout.contains("cellType 'BadgeCell' is not declared in the cellTypes of table main; did you mean 'ImageCell'?"))
        for word in ["VideoCell", "MapCell", "TextCell"] {
            #expect(linted.stdout.contains("cellType '\(word)' is not declared in the cellTypes of table main; declare it under cellTypes"),
                    "\(linted.stdout)")
        }

        let fixed = try CLI.run(["lint", "--fix", "Specs"], directory: folder)
        #expect(fixed.status == 1)
        #expect(fixed.stderr.contains("listspec: 5 fixes applied to 1 file; 2 more with --unsafe-fixes"), "\(fixed.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("Specs/menu.yaml"), encoding: .utf8)
        let expected = Self.spec.replacingOccurrences(of: "PromoCel}", with: "PromoCell}")
            .replacingOccurrences(of: "hieght", with: "height").replacingOccurrences(of: "cellTpye", with: "cellType")
            .replacingOccurrences(of: "cellId", with: "cellID").replacingOccurrences(of: "view_model", with: "viewModel")
        #expect(text == expected)

        // The other word is the user's to choose: --unsafe-fixes writes the suggestion, nothing else.
        let unsafe = try CLI.run(["lint", "--fix", "--unsafe-fixes", "Specs"], directory: folder)
        #expect(unsafe.stderr.contains("listspec: 2 fixes applied to 1 file"), "\(unsafe.stderr)")
        let after = try String(contentsOf: folder.appendingPathComponent("Specs/menu.yaml"), encoding: .utf8)
        #expect(after == expected.replacingOccurrences(of: "selectable", with: "deletable").replacingOccurrences(of: "BadgeCell", with: "ImageCell"))
    }

    /// Every rule with a fix decides alike (one decision): a key, cell type, style, type name,
    /// enum case and field one edit off are fixed by `--fix`; two edits off (within a third of the
    /// word) they are suggested, and written only by `--unsafe-fixes`.
    @Test func everyRuleWithAFixDecidesAlike() throws {
        func spec(style: String, type: String, cellType: String, key: String, field: String, level: String) -> String {
            """
            style: \(style)
            types:
              Level: [small, large]
              Recipe: {title: String, level: Level}
              Row: {recipe: \(type)}
            cellTypes:
              RecipeCell: {viewModel: Recipe}
            sections:
              - sectionID: 0
                cells:
                  - {cellID: 0, cellType: \(cellType), \(key): 44, viewModel: {\(field): a, level: \(level)}}

            """
        }
        let meant = spec(style: "insetGrouped", type: "Recipe", cellType: "RecipeCell", key: "height", field: "title", level: "small")
        let typos = spec(style: "insetGroupd", type: "Recpie", cellType: "RecipeCel", key: "hieght", field: "titel", level: "smal")
        let words = spec(style: "insetGrped", type: "Recippie", cellType: "RecipCel", key: "heigthh", field: "tittel", level: "smaaal")
        let folder = try CLI.folder(with: ["typos.yaml": typos, "words.yaml": words])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixed = try CLI.run(["lint", "--fix", "typos.yaml", "words.yaml"], directory: folder)
        #expect(try String(contentsOf: folder.appendingPathComponent("typos.yaml"), encoding: .utf8) == meant, "\(fixed.stdout)")
        #expect(try String(contentsOf: folder.appendingPathComponent("words.yaml"), encoding: .utf8) == words, "\(fixed.stdout)")
        for (word, name) in [("insetGrped", "insetGrouped"), ("Recippie", "Recipe"), ("RecipCel", "RecipeCell"), ("heigthh", "height")] {
            #expect(fixed.stdout.contains("'\(word)'") && fixed.stdout.contains("did you mean '\(name)'?"), "\(word): \(fixed.stdout)")
        }
        let unsafe = try CLI.run(["lint", "--fix", "--unsafe-fixes", "words.yaml"], directory: folder)
        #expect(unsafe.status == 0, "\(unsafe.stdout)")
        #expect(try String(contentsOf: folder.appendingPathComponent("words.yaml"), encoding: .utf8) == meant, "\(unsafe.stdout)")
    }

    /// `listspec rules` and SARIF say that a name's fix is safe for a typo, else unsafe.
    @Test func rulesSayWhichFixesAreSafe() throws {
        let rules = try CLI.run(["rules", "--format", "json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [String: [[String: String]]])
        #expect(root["rules"]?.first { $0["id"] == "unknown-key" }?["autofix"] == "safe-or-unsafe")
        #expect(root["rules"]?.first { $0["id"] == "cell-order" }?["autofix"] == "unsafe")
        let text = try CLI.run(["rules", "unknown-cell-type"])
        #expect(text.stdout.replacingOccurrences(of: "\n ", with: "").replacingOccurrences(of: "  ", with: " ")
            .contains("one edit from the one nearest known name"), "\(text.stdout)")
        let folder = try CLI.folder(with: ["menu.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = try CLI.run(["lint", "--format", "sarif", "menu.yaml"], directory: folder)
        #expect(sarif.stdout.contains(#""autofix":"safe-or-unsafe""#), "\(sarif.stdout.prefix(400))")
    }

    // MARK: - Property: random typos of every known key and declared cell type; random other words

    /// Known names as the definition reads them: case, `_` and `-` aside.
    private static func comparable(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" })
    }

    /// Every word one edit from `word` (a letter added, dropped or changed, two neighbours
    /// swapped), and `word` itself: the definition of a typo, enumerated.
    private static func withinOneEdit(_ word: String) -> Set<String> {
        let letters = Array(word)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var words: Set<String> = [word]
        for i in 0...letters.count {
            for c in alphabet { var w = letters; w.insert(c, at: i); words.insert(String(w)) }
            if i < letters.count {
                var dropped = letters; dropped.remove(at: i); words.insert(String(dropped))
                for c in alphabet { var w = letters; w[i] = c; words.insert(String(w)) }
                if i + 1 < letters.count { var w = letters; w.swapAt(i, i + 1); words.insert(String(w)) }
            }
        }
        return words
    }

    /// Edit distance read naively (every alignment, no cut-off), for words far from every name.
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// One random edit of `word` (letters only, so YAML reads it as written).
    private static func typo(of word: String, using random: inout SeededRandom) -> String {
        var letters = Array(word)
        let letter = random.pick(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        let i = Int.random(in: 0..<letters.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: letters.insert(letter, at: i)
        case 1: letters.remove(at: i)
        case 2: letters[i] = letter
        case 3 where i + 1 < letters.count: letters.swapAt(i, i + 1)
        default: letters[i] = letters[i].isUppercase ? Character(letters[i].lowercased()) : Character(letters[i].uppercased())
        }
        return String(letters)
    }

    /// A typo is fixable when it is one edit from `meant` and no other name is as near.
    private static func isLoneTypo(_ word: String, of meant: String, among names: [String]) -> Bool {
        let written = comparable(word)
        // Within a third of the written word's length: a one-edit typo of three letters or more.
        guard word != meant, word.count >= 3 else { return false }
        guard withinOneEdit(comparable(meant)).contains(written) else { return false }
        return !names.contains { $0 != meant && withinOneEdit(comparable($0)).contains(written) }
    }

    @Test func randomTyposOfEveryKeyAndCellTypeAreFixed() throws {
        var random = SeededRandom(seed: 60)
        let cellTypes = ["PromoCell", "ImageCell", "TitleCell", "ToggleCell", "MenuCell", "SubtitleCell", "Banner", "Row"]
        // Optional keys, so a typo leaves no required key missing; each written with a value of its type.
        let cellKeys = ["viewModel": "{a: 1}", "height": "44", "estimatedHeight": "60", "action": "open", "deletable": "true"]
        let sectionKeys = ["header": "{title: Hi}", "footer": "{title: Bye}", "indexTitle": "A", "viewModel": "{b: 2}"]
        for round in 0..<12 {
            var cells: [String] = []
            var expectedCells: [String] = []
            var typos: [(written: String, meant: String)] = []
            for id in 0..<40 {
                let type = random.pick(cellTypes)
                var written = type
                if random.chance(0.5) {
                    let candidate = Self.typo(of: type, using: &random)
                    if Self.isLoneTypo(candidate, of: type, among: cellTypes), !cellTypes.contains(candidate) { written = candidate }
                }
                let key = random.pick(Array(cellKeys.keys).sorted())
                var writtenKey = key
                let candidate = Self.typo(of: key, using: &random)
                if Self.isLoneTypo(candidate, of: key, among: SpecKeys.cell) { writtenKey = candidate }
                if written != type { typos.append((written, type)) }
                if writtenKey != key { typos.append((writtenKey, key)) }
                cells.append("      - {cellID: \(id), cellType: \(written), \(writtenKey): \(cellKeys[key] ?? "")}")
                expectedCells.append("      - {cellID: \(id), cellType: \(type), \(key): \(cellKeys[key] ?? "")}")
            }
            let sectionKey = random.pick(Array(sectionKeys.keys).sorted())
            var writtenSectionKey = sectionKey
            let candidate = Self.typo(of: sectionKey, using: &random)
            if Self.isLoneTypo(candidate, of: sectionKey, among: SpecKeys.section) { writtenSectionKey = candidate }
            func text(_ key: String, _ cells: [String]) -> String {
                "cellTypes:\n" + cellTypes.map { "  \($0): {}\n" }.joined()
                    + "sections:\n  - sectionID: 0\n    \(key): \(sectionKeys[sectionKey] ?? "")\n    cells:\n" + cells.joined(separator: "\n") + "\n"
            }
            let folder = try CLI.folder(with: ["spec.yaml": text(writtenSectionKey, cells)])
            defer { try? FileManager.default.removeItem(at: folder) }
            let fixed = try CLI.run(["lint", "--fix", "--disable", "unused-cell-type", "spec.yaml"], directory: folder)
            let after = try String(contentsOf: folder.appendingPathComponent("spec.yaml"), encoding: .utf8)
            #expect(after == text(sectionKey, expectedCells), "round \(round): typos \(typos); \(fixed.stdout)")
            #expect(fixed.status == 0, "round \(round): \(fixed.stdout)")
        }
    }

    @Test func randomOtherWordsAreLeftAndSuggestedOnlyWithinAThird() throws {
        var random = SeededRandom(seed: 6060)
        let cellTypes = ["PromoCell", "ImageCell", "TitleCell", "ToggleCell", "MenuCell"]
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var words: [String] = []
        while words.count < 60 {
            let length = Int.random(in: 4...12, using: &random)
            let word = String((0..<length).map { _ in random.pick(alphabet) })
            // A word a typo away from a name would be fixed: this test is of the others.
            if SpecKeys.cell.contains(where: { Self.withinOneEdit(Self.comparable($0)).contains("x" + word) }) { continue }
            if cellTypes.contains(where: { Self.withinOneEdit(Self.comparable($0)).contains("c" + word) }) { continue }
            words.append(word)
        }
        let cells = words.enumerated().map { "      - {cellID: \($0.offset), cellType: C\($0.element), x\($0.element): 1}" }
        // The cell type is written `C` + word, the key `x` + word (never `x-`, an extension).
        let text = "cellTypes:\n" + cellTypes.map { "  \($0): {}\n" }.joined() + "sections:\n  - sectionID: 0\n    cells:\n"
            + cells.joined(separator: "\n") + "\n"
        let folder = try CLI.folder(with: ["spec.yaml": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixed = try CLI.run(["lint", "--fix", "spec.yaml"], directory: folder)
        #expect(try String(contentsOf: folder.appendingPathComponent("spec.yaml"), encoding: .utf8) == text, "\(fixed.stdout)")
        for word in words {
            let key = "x" + word, type = "C" + word
            let keyLine = fixed.stdout.split(separator: "\n").first { $0.contains("unknown key '\(key)'") }.map(String.init) ?? ""
            let nearestKey = SpecKeys.cell.map { Self.distance(Self.comparable(key), Self.comparable($0)) }.min() ?? 0
            #expect(keyLine.contains("did you mean") == (nearestKey * 3 <= key.count), "\(keyLine) (\(nearestKey) edits)")
            let typeLine = fixed.stdout.split(separator: "\n").first { $0.contains("cellType '\(type)'") }.map(String.init) ?? ""
            let nearestType = cellTypes.map { Self.distance(Self.comparable(type), Self.comparable($0)) }.min() ?? 0
            #expect(typeLine.contains("did you mean") == (nearestType * 3 <= type.count), "\(typeLine) (\(nearestType) edits)")
        }
    }
}
