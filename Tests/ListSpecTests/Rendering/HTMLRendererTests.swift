import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ListSpec
import ListSpecRuntime
import Testing

/// The HTML page: well-formed, self-contained, complete, and immune to what a spec says.
@Suite struct HTMLRendererTests {
    static let specNames = (try? GoldenFile.specNames()) ?? []

    private func spec(_ name: String) throws -> Spec {
        try #require(SpecLoader().load(.file(GoldenFile.specs.appendingPathComponent(name).path)).spec)
    }

    private func hostile() throws -> Spec {
        let loaded = load(HostileSpec.yaml, path: "hostile.yaml")
        #expect(!loaded.hasErrors, "\(loaded.findings)")
        return try #require(loaded.spec)
    }

    /// Parses the page as XML and collects every element with its attributes and the text.
    private final class PageParser: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""
        var error: Error?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            elements.append((name, attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
    }

    private func parse(_ page: String) throws -> PageParser {
        let parser = XMLParser(data: Data(page.utf8))
        let delegate = PageParser()
        parser.delegate = delegate
        let ok = parser.parse()
        #expect(ok, "the page is well-formed XML: \(String(describing: parser.parserError)) at line \(parser.lineNumber)")
        return delegate
    }

    @Test(arguments: specNames)
    func pageIsWellFormedAndHasEverySectionAndCell(_ name: String) throws {
        let spec = try spec(name)
        let page = HTMLRenderer().render(spec.tables, title: spec.path)
        let parsed = try parse(page)
        #expect(parsed.elements.first?.name == "html")
        for table in spec.tables {
            #expect(parsed.text.contains(table.name))
            for (s, section) in table.sections.enumerated() {
                #expect(parsed.text.contains("section \(s) · sectionID \(section.sectionID)"), "section \(s) of \(table.name)")
                for (r, cell) in section.cells.enumerated() {
                    #expect(parsed.text.contains("sectionID \(section.sectionID) · cellID \(cell.cellID) · [\(s), \(r)]"),
                            "cell [\(s), \(r)] of \(table.name)")
                }
            }
        }
        let rows = parsed.elements.filter { $0.name == "li" && ($0.attributes["class"] ?? "").hasPrefix("row") }
        #expect(rows.count == spec.tables.reduce(0) { $0 + $1.cellCount })
    }

    @Test(arguments: specNames)
    func pageIsSelfContained(_ name: String) throws {
        let spec = try spec(name)
        let page = HTMLRenderer().render(spec.tables, title: spec.path)
        let parsed = try parse(page)
        let names = Set(parsed.elements.map(\.name))
        #expect(names.isDisjoint(with: ["script", "link", "img", "iframe", "object", "embed"]))
        #expect(parsed.elements.allSatisfy { $0.attributes["src"] == nil && $0.attributes["href"] == nil })
        #expect(!page.contains("url("))
        #expect(!page.contains("@import"))
    }

    @Test func drawsWhatTheSpecSays() throws {
        let spec = try spec("table-view-protocols.json")
        let page = HTMLRenderer().render(spec.tables, title: spec.path)
        #expect(page.contains("class=\"table style-grouped has-index\""))
        // Index titles down the right edge, in order.
        #expect(page.contains("<ol class=\"index\" title=\"section index titles\"><li>A</li><li>B</li><li>C</li><li>D</li></ol>"))
        // Deletable rows get a swipe hint at the trailing edge (issue 36: not the edit-mode minus); rows with an action a chevron.
        #expect(page.components(separatedBy: "<span class=\"swipe-delete\" title=\"deletable: swipe left to delete\">Delete</span>").count - 1 == 2)
        #expect(!page.contains("class=\"delete\""))
        #expect(page.components(separatedBy: "<span class=\"chevron\"></span>").count - 1 == 1)
        // Map viewModels: text and detail, on the right for a RightDetailCell (UIKit's value1).
        #expect(page.contains("<span class=\"labels\"><span class=\"text\">Wi-Fi</span></span><span class=\"trailing-detail\">Home</span>"))
        // A header view is noted with its height.
        #expect(page.contains("<span class=\"hf-view\">CustomHeaderView · 56pt</span>"))
        #expect(page.contains("style=\"height:44px\""))

        let recipes = try self.spec("recipes.yaml")
        let recipePage = HTMLRenderer().render(recipes.tables, title: recipes.path)
        #expect(recipePage.contains("class=\"table style-insetGrouped\""))
        // automatic height: at least 44pt and the text wraps; the estimate is only in the tooltip.
        #expect(recipePage.contains("<li class=\"row automatic\" style=\"min-height:44px\""))
        #expect(recipePage.contains("estimatedHeight 120pt"))
    }

    @Test func hostileTextIsEscapedAndCannotReachStyleOrMarkup() throws {
        let spec = try hostile()
        let page = HTMLRenderer().render(spec.tables, title: "<title>\"'&")
        let parsed = try parse(page)
        // No element or attribute came from the spec.
        let names = Set(parsed.elements.map(\.name))
        #expect(names.isSubset(of: ["html", "head", "meta", "title", "style", "body", "header", "h1", "p", "main", "figure",
                                     "figcaption", "span", "div", "ul", "ol", "li"]), "\(names)")
        #expect(!parsed.elements.contains { $0.attributes.keys.contains { $0.hasPrefix("on") } })
        #expect(parsed.elements.filter { $0.name == "style" }.count == 1)
        // The text is still there, shown as written.
        #expect(parsed.text.contains("<script>alert(1)</script>"))
        #expect(parsed.text.contains("\"><img src=x onerror=alert(1)> & 'quotes'"))
        #expect(parsed.text.contains("</style><style>body{display:none}</style>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quotes&#39;"))
        #expect(!page.contains("<img"))
        #expect(!page.contains("<script"))
        // Controls and bidi overrides are shown, not sent.
        #expect(!page.contains("\u{1B}"))
        #expect(!page.contains("\u{202E}"))
        #expect(page.contains("\\u{1B}[31m"))
        // Only computed lengths reach style attributes; huge heights are capped.
        let styles = parsed.elements.compactMap { $0.attributes["style"] }
        let length = try Regex("^(min-)?height:[0-9]+(\\.[0-9]+)?px$")
        #expect(styles.allSatisfy { $0.wholeMatch(of: length) != nil }, "\(styles)")
        #expect(styles.contains("height:2000px"))
        #expect(styles.contains("height:20.13px") || styles.contains("height:20.12px"))
        #expect(styles.contains("height:0px"))
        // Classes come from fixed lists.
        let classes = Set(parsed.elements.compactMap { $0.attributes["class"] }.flatMap { $0.split(separator: " ").map(String.init) })
        #expect(classes.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-") } }, "\(classes)")
    }

    @Test func emptySpecAndEmptyTable() throws {
        let page = HTMLRenderer().render([], title: "none.yaml")
        _ = try parse(page)
        #expect(page.contains("(no tables)"))
        let spec = try hostile()
        let empty = try #require(spec.table(named: "empty"))
        let emptyPage = HTMLRenderer().render([empty], title: "t")
        _ = try parse(emptyPage)
        #expect(emptyPage.contains("(no sections)"))
    }
}
