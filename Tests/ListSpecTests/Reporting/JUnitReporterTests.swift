import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ListSpec
import ListSpecRuntime
import Testing

@Suite struct JUnitReporterTests {
    @Test func escapingCoversTheFiveCharactersAndDropsForbiddenOnes() {
        #expect(XMLText.escapeContent("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(XMLText.escapeContent("x\u{0}\u{1}\u{B}\u{FFFE}\u{FFFF}y\tz\n") == "xy\tz\n")
        #expect(XMLText.escapeAttribute("l1\nl2\tx\r") == "l1&#10;l2&#9;x&#13;")
        #expect(XMLText.escapeContent("é😀") == "é😀")
    }

    @Test func exactOutput() {
        let report = LintReport(files: [
            LintReport.File(path: "Specs/menu.yaml", findings: [ReportFixtures.cellOrder]),
            LintReport.File(path: "Specs/clean.yaml", findings: []),
        ])
        #expect(JUnitReporter().render(report) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="listspec lint" tests="2" failures="1" errors="0">
          <testsuite name="Specs/menu.yaml" tests="1" failures="1" errors="0" skipped="0">
            <testcase name="Specs/menu.yaml" classname="listspec.lint" file="Specs/menu.yaml">
              <failure type="error" message="5:18: cellID 3 must be greater than the previous cellID 5 in section 0 [cell-order]">\
        Specs/menu.yaml:5:18: error: cellID 3 must be greater than the previous cellID 5 in section 0 [cell-order]</failure>
            </testcase>
          </testsuite>
          <testsuite name="Specs/clean.yaml" tests="1" failures="0" errors="0" skipped="0">
            <testcase name="Specs/clean.yaml" classname="listspec.lint" file="Specs/clean.yaml"/>
          </testsuite>
        </testsuites>

        """)
    }

    @Test func awkwardTextStaysWellFormedAndReadsBack() throws {
        let report = LintReport(files: ReportFixtures.report.files,
                                unreadable: [UnreadableInput(path: "gone<&>.yaml", reason: "Permission denied")])
        let xml = JUnitReporter().render(report)
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.elements.filter { $0 == "testsuite" }.count == 4)
        #expect(collector.elements.filter { $0 == "failure" }.count == 3)
        #expect(collector.elements.filter { $0 == "error" }.count == 1)
        #expect(collector.attributes.contains { $0.contains("unknown key 'a<b>&\"c\"' 100%\r\nnextline [unknown-key]") })
        #expect(collector.attributes.contains("odd dir/a,b:c%.yaml"))
        #expect(collector.attributes.contains("gone<&>.yaml"))
    }
}

/// Element names and attribute values, as a parser reads them back.
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributes: [String] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(elementName)
        attributes += attributeDict.values
    }
}
