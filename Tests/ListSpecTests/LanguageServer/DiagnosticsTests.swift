import ListSpecRuntime
@testable import ListSpec
import Testing

/// `Diagnostics`: lint's findings of one version, each over the token it points at, with the
/// rule as code, severity, and a link when the client takes one.
@Suite struct DiagnosticsTests {
    static func notification(_ text: String, encoding: String = "utf-16", links: Bool = false) -> JSONValue {
        Diagnostics.notification(for: LSP.analysis(text), encoding: PositionEncoding(rawValue: encoding) ?? .utf16, links: links)
    }

    /// Each diagnostic as `range severity code`.
    static func summary(_ notification: JSONValue) -> [String] {
        (notification["params"]?["diagnostics"]?.arrayValue ?? []).map {
            "\($0["range"]?.rangeText ?? "?") \($0["severity"]?.intValue ?? -1) \($0["code"]?.stringValue ?? "?")"
        }
    }

    static let typo = LSP.recipes.replacingOccurrences(of: "cellType: TitleCell", with: "cellType: TitleCel")

    @Test func findingsOverTheirTokens() {
        let notification = Self.notification(Self.typo)
        #expect(notification["method"] == "textDocument/publishDiagnostics")
        #expect(notification["params"]?["uri"]?.stringValue == LSP.uri())
        #expect(notification["params"]?["version"] == 1)
        #expect(Self.summary(notification) == ["12:6-12:15 2 unused-cell-type", "22:22-22:30 1 unknown-cell-type"])
        let first = notification["params"]?["diagnostics"]?.arrayValue?.last
        #expect(first?["source"] == "listspec")
        #expect(first?["message"]?.stringValue?.isEmpty == false)
        #expect(first?["codeDescription"] == nil)
    }

    @Test func links() {
        let first = Self.notification(Self.typo, links: true)["params"]?["diagnostics"]?.arrayValue?.last
        #expect(first?["codeDescription"]?["href"]?.stringValue == Rule.unknownCellType.documentationURL)
    }

    @Test func rangesInEachEncoding() {
        let text = Self.typo.replacingOccurrences(of: "cellType: TitleCel", with: "cellType: \"😀TitleCel\"")
        // The quoted name: 12 UTF-16 units, 14 UTF-8 bytes.
        #expect(Self.summary(Self.notification(text)).last == "22:22-22:34 1 unknown-cell-type")
        #expect(Self.summary(Self.notification(text, encoding: "utf-8")).last == "22:22-22:36 1 unknown-cell-type")
    }

    @Test func aCleanTextAndATextThatDoesNotParse() {
        #expect(Self.summary(Self.notification(LSP.recipes)) == [])
        // An error at the end of a text without a final line break: on the line after it, as lint says.
        #expect(Self.summary(Self.notification("tables: [")) == ["1:0-1:0 1 syntax"])
        #expect(Self.summary(Self.notification("a: 1\r\nb: [\r\n")).count == 1)
    }

    @Test func cleared() {
        #expect(Diagnostics.cleared(uri: "file:///a.yaml", version: nil)
            == ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": "file:///a.yaml", "diagnostics": []]])
        #expect(Diagnostics.cleared(uri: "u", version: 4)["params"]?["version"] == 4)
    }
}
