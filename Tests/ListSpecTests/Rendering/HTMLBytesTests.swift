import Testing
@testable import ListSpec
import ListSpecRuntime

/// The HTML page writes its rows as bytes (summaries, cuts and escapes in place, no String each):
/// every byte path must say exactly what the String functions it replaces say.
@Suite struct HTMLBytesTests {
    /// Text that takes every slow path: markup and quotes, hidden characters (C0, DEL, C1, bidi,
    /// line separator, noncharacter), CR LF, wide and combining characters, two- and four-byte
    /// UTF-8, the soft hyphen, and the ellipsis a cut adds.
    static let tricky = [
        "", "plain text", "<b class=\"x\">&amp; 'single'</b>", "a\nb\tc\r\nd", "esc\u{1B}[2J del\u{7F}", "c1\u{85}\u{9F}",
        "\u{202E}evil\u{202C}", "line\u{2028}sep", "non\u{FFFF}char", "café · naïve", "soft\u{AD}hyphen", "e\u{301}\u{E9}\u{300}x",
        "漢字テキスト", "😀 👨\u{200D}👩", "-> → …", "Δελτα Ж", String(repeating: "·", count: 90), String(repeating: "x\u{E9}", count: 150),
    ]

    private func html(_ text: String) -> String {
        var writer = ByteWriter()
        writer.html(text)
        return writer.text
    }

    @Test func htmlBytesAreEscapedAsTheStringEscaperDoes() {
        for text in Self.tricky {
            #expect(html(text) == HTMLEscaping.escaped(text), "\(text.debugDescription)")
        }
    }

    /// Each ASCII byte and a few others at every offset of two words, so that the eight-byte test
    /// and the byte loop both meet it, at the start, inside and at the end of a word.
    @Test func everyCharacterAtEveryOffsetIsEscapedAsTheStringEscaperDoes() {
        let characters = (0..<128).map { String(Unicode.Scalar(UInt8($0))) } + ["é", "·", "…", "\u{85}", "😀"]
        for character in characters {
            for offset in 0..<17 {
                let text = String(repeating: "a", count: offset) + character + "bcdefghijklmnopq"
                #expect(html(text) == HTMLEscaping.escaped(text), "\(character.debugDescription) at \(offset)")
            }
        }
    }

    @Test func eightByteTestAgreesWithTheByteTest() {
        for byte in UInt8(0)...UInt8(255) {
            for lane in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[lane] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let plain = byte < 0x80 && HTMLEscaping.isPlain(byte) && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")
                #expect(HTMLEscaping.isPlain(word: word) == plain, "byte \(byte) in lane \(lane)")
            }
        }
    }

    @Test func sanitizingInPlaceAgreesWithSanitized() {
        for text in Self.tricky {
            var bytes = Array("kept ".utf8)
            DisplayText.appendSanitized(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "kept " + DisplayText.sanitized(text), "\(text.debugDescription)")
        }
    }

    /// Cuts at and around the width, inside two-byte, wide, combined and joined characters.
    @Test func cuttingInPlaceAgreesWithTruncated() {
        var texts = Self.tricky
        for width in [398, 399, 400, 401, 402] {
            texts.append(String(repeating: "a", count: width))
            for insert in ["é", "·", "漢", "😀", "e\u{301}", "\u{AD}", "\"<"] {
                texts.append(String(repeating: "a", count: width - 2) + insert + "bc")
                texts.append(insert + String(repeating: "a", count: width - 1))
            }
        }
        for text in texts {
            for columns in [0, 1, 2, 5, 399, 400] {
                var bytes = Array("kept".utf8) + Array(text.utf8)
                DisplayText.truncate(&bytes, from: 4, to: columns)
                #expect(String(decoding: bytes, as: UTF8.self) == "kept" + DisplayText.truncated(text, to: columns),
                        "\(text.debugDescription) to \(columns)")
            }
        }
    }

    static let values: [Value?] = [
        nil, .null, true, 42, -7, Value(.int(.min)), 1.5, "plain", "line\nbreak \u{1B}", "<b>&\"'</b>", "", [], [:],
        ["title": "Soup", "subtitle": "with dill", "value": 261],
        ["tags": ["a", "b, c", "", "d: e", "{f}"], "nested": ["deep": ["deeper": [1, 2, 3]]], "empty": [:], "none": .null],
        Value(.string(String(repeating: "é·漢", count: 200))), Value(.list((0..<200).map { Value(.int(Int64($0))) })),
        Value(.map((0..<120).map { (key: "key\($0)", value: Value(.string("ü\($0)"))) })),
    ]

    @Test func summaryBytesAgreeWithSummary() {
        for value in Self.values {
            for limit in [1, 5, 40, 300, 400] {
                var bytes = Array("kept".utf8)
                ValueSummary.append(value, limit: limit, to: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == "kept" + ValueSummary.summary(value, limit: limit),
                        "\(String(describing: value)) at \(limit)")
            }
        }
    }

    /// The labels `RowLabels` writes (after bytes already in the buffer): the text, then `below:`
    /// and `right:` details; or a map's fields as `name=value`, then `+N more`.
    private func labels(_ viewModel: Value?, cellType: String = "Cell") -> [String]? {
        var bytes: [UInt8] = Array("kept".utf8)
        guard let drawn = RowLabels.append(viewModel: viewModel, cellType: cellType, limit: 300, to: &bytes) else { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        switch drawn {
        case .labels(let main, let below, let trailing):
            return [text(main)] + (below.map { ["below: " + text($0)] } ?? []) + (trailing.map { ["right: " + text($0)] } ?? [])
        case .fields(let fields, let more):
            return fields.map { text($0.name) + "=" + text($0.value) } + (more > 0 ? ["+\(more) more"] : [])
        }
    }

    /// The pieces of the page `RowLabels` makes for a viewModel, each label escaped as the String functions escape.
    private func markup(_ viewModel: Value?, cellType: String) -> [String] {
        var bytes: [UInt8] = []
        guard let drawn = RowLabels.append(viewModel: viewModel, cellType: cellType, limit: 300, to: &bytes) else {
            return ["<span class=\"text none\">(no viewModel)</span>"]
        }
        func html(_ range: Range<Int>) -> String { HTMLEscaping.escaped(String(decoding: bytes[range], as: UTF8.self)) }
        switch drawn {
        case .labels(let text, let below, let trailing):
            return ["<span class=\"text\">\(html(text))</span>"] + (below.map { ["<span class=\"detail\">\(html($0))</span>"] } ?? [])
                + (trailing.map { ["<span class=\"trailing-detail\">\(html($0))</span>"] } ?? [])
        case .fields(let fields, _):
            return fields.map { "<span class=\"field-name\">\(html($0.name))</span><span class=\"field-value\">\(html($0.value))</span>" }
        }
    }

    @Test func rowLabelsAreWhatACellShows() {
        #expect(labels(nil) == nil)
        #expect(labels(.null) == nil)
        #expect(labels("Soup\nof the day") == ["Soup\\nof the day"])
        #expect(labels(["title": "Soup", "subtitle": "with dill", "value": 261]) == ["Soup", "below: with dill", "right: 261"])
        #expect(labels(["name": "Ann", "detail": 3.5, "title": ["a list"]]) == ["Ann", "below: 3.5"])
        #expect(labels(["text": 12, "subtitle": .null, "detail": true]) == ["12", "below: true"])
        // No text key with a scalar: the fields, a name and a value each.
        #expect(labels(["title": ["a", "b"], "subtitle": "kept out"]) == ["title=[a, b]", "subtitle=kept out"])
        #expect(labels([:]) == ["{}"])
        #expect(labels([]) == ["[]"])
        #expect(labels(7) == ["7"])
        #expect(labels(["nested": ["title": "inner"]]) == ["nested={title: inner}"])
        // A key that is not plain ASCII is compared as a String (the byte pass leaves it).
        #expect(labels(["ключ": 1, "title": "<b>\"x\"</b>"]) == ["<b>\"x\"</b>"])
        #expect(labels(["ключ": 1, "title": "T", "detail": "D"], cellType: "Value1Cell") == ["T", "right: D"])
        #expect(labels(["title": Value(.string(String(repeating: "é", count: 500)))]) == [String(repeating: "é", count: 500)])
    }

    /// Issue 36 (14): `detail` is on the right when the cell type's name says value style; `value`
    /// always is; a map without a text key shows its fields, at most six, the rest counted.
    @Test func valueStyleRowsAndFieldRows() {
        for cellType in ["Value1Cell", "SettingsValueCell", "RightDetailCell", "rightdetail"] {
            #expect(labels(["title": "Wi-Fi", "detail": "Home"], cellType: cellType) == ["Wi-Fi", "right: Home"], "\(cellType)")
            #expect(labels(["title": "Wi-Fi", "subtitle": "Saved", "detail": "Home"], cellType: cellType) == ["Wi-Fi", "below: Saved", "right: Home"])
        }
        #expect(labels(["title": "Wi-Fi", "detail": "Home"], cellType: "SubtitleCell") == ["Wi-Fi", "below: Home"])
        #expect(labels(["title": "Tax", "value": "12.00"], cellType: "PriceCell") == ["Tax", "right: 12.00"])
        #expect(RowLabels.isValueStyle("VALUE") && !RowLabels.isValueStyle("Valu") && !RowLabels.isValueStyle(""))
        #expect(labels(["label": "Subtotal", "amount": 287.0]) == ["label=Subtotal", "amount=287.0"])
        #expect(labels(["a\u{1B}": "x\ny", "b": 1, "c": 2, "d": 3, "e": 4, "f": 5, "g": 6, "h": 7])
            == ["a\\u{1B}=x\\ny", "b=1", "c=2", "d=3", "e=4", "f=5", "+2 more"])
        // Keys that are no strings (YAML allows them) are written as they read.
        let spec = load("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, viewModel: {1: one, true: {k: v}}}]}]\n").spec
        #expect(labels(spec?.tables.first?.sections.first?.cells.first?.viewModel) == ["1=one", "true={k: v}"])
    }

    /// A row's tooltip and labels in the page, against the String functions they were once made with.
    @Test func rowTextInThePageIsWhatTheStringFunctionsMake() {
        let types = ["Cell", "<Type \"q\">", "tab\there", "漢字"]
        var cells: [Cell] = []
        for (i, value) in Self.values.enumerated() {
            let heights: [Height?] = [nil, .points(.int(60)), .automatic, .points(.double(12.5))]
            cells.append(Cell(cellID: Int64(i + 1), cellType: types[i % types.count], viewModel: value, height: heights[i % 4],
                              estimatedHeight: heights[(i + 1) % 4], action: i % 3 == 1 ? "open \u{1B}<now>" : nil, deletable: i % 5 == 2))
        }
        let page = HTMLRenderer().render([Table(name: "t", sections: [Section(sectionID: 1, cells: cells)])], title: "t.yaml")
        for cell in cells {
            var tooltip = "cellType " + DisplayText.sanitized(cell.cellType)
            tooltip += " · height " + (cell.height.map(TextRenderer.describe) ?? "default")
            if let estimated = cell.estimatedHeight { tooltip += " · estimatedHeight " + TextRenderer.describe(estimated) }
            if let action = cell.action { tooltip += " · action " + DisplayText.sanitized(action) }
            if cell.deletable { tooltip += " · deletable" }
            tooltip += " · viewModel " + ValueSummary.summary(cell.viewModel, limit: 300)
            let title = "title=\"" + HTMLEscaping.escaped(DisplayText.truncated(tooltip, to: 400)) + "\">"
            #expect(page.contains(title), "cell \(cell.cellID)")
            for piece in markup(cell.viewModel, cellType: cell.cellType) {
                #expect(page.contains(piece), "cell \(cell.cellID): \(piece)")
            }
            #expect(page.contains("<span class=\"type\">\(HTMLEscaping.escaped(DisplayText.sanitized(cell.cellType)))</span>"))
        }
    }
}
