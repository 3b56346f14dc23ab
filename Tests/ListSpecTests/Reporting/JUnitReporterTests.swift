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
              <failure type="error" message="5:18: cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0) [cell-order]">\
        Specs/menu.yaml:5:18: error: cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0) [cell-order]</failure>
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
        // One failure per failing file (its test case), not one per finding (issue 17, item 7).
        #expect(collector.elements.filter { $0 == "failure" }.count == 2)
        #expect(collector.elements.filter { $0 == "error" }.count == 1)
        #expect(collector.attributes.contains { $0.contains("unknown key 'a<b>&\"c\"' 100%\r\nnextline [unknown-key]") })
        #expect(collector.attributes.contains("odd dir/a,b:c%.yaml"))
        #expect(collector.attributes.contains("gone<&>.yaml"))
    }
}

extension JUnitReporterTests {
    /// Issue 17, item 7: every count is a count of test cases; warnings fail a file only with strict.
    @Test func countsAreTestCasesAndWarningsFailOnlyWhenStrict() throws {
        let warning = Finding(path: "w.yaml", location: SourceLocation(line: 3, column: 4), rule: .unusedCellType, message: "unused <B>")
        let errors = (1...9).map { Finding(path: "e.yaml", location: SourceLocation(line: $0, column: 1), rule: .cellOrder, message: "m\($0)") }
        let report = LintReport(files: [LintReport.File(path: "e.yaml", findings: errors), LintReport.File(path: "w.yaml", findings: [warning])],
                                unreadable: [UnreadableInput(path: "gone.yaml", reason: "No such file or directory")])
        let lenient = try JUnitDocument(JUnitReporter().render(report))
        #expect(lenient.root == ["tests": "3", "failures": "1", "errors": "1"])
        #expect(lenient.suites.map { $0["tests"] } == ["1", "1", "1"])
        #expect(lenient.suites.map { $0["failures"] } == ["1", "0", "0"])
        #expect(lenient.elements.filter { $0 == "testcase" }.count == 3)
        #expect(lenient.elements.filter { $0 == "failure" }.count == 1)
        #expect(lenient.elements.filter { $0 == "system-out" }.count == 1)
        #expect(lenient.text.contains("w.yaml:3:4: warning: unused <B> [unused-cell-type]"))
        #expect(lenient.text.contains("e.yaml:9:1: error: m9 [cell-order]"))
        #expect(lenient.failureMessages == ["9 errors; first: 1:1: m1 [cell-order]"])

        let strict = try JUnitDocument(JUnitReporter(strict: true).render(report))
        #expect(strict.root == ["tests": "3", "failures": "2", "errors": "1"])
        #expect(strict.elements.filter { $0 == "failure" }.count == 2)
        #expect(strict.elements.filter { $0 == "system-out" }.isEmpty)
    }
}

/// A JUnit document read back by Foundation's parser: the root's counts, each suite's attributes.
struct JUnitDocument {
    var root: [String: String] = [:]
    var suites: [[String: String]] = []
    var elements: [String] = []
    var failureMessages: [String] = []
    var text = ""

    init(_ xml: String) throws {
        final class Reader: NSObject, XMLParserDelegate {
            var document = JUnitDocument()
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:]) {
                document.elements.append(name)
                if name == "testsuites" { document.root = attributes.filter { ["tests", "failures", "errors"].contains($0.key) } }
                if name == "testsuite" { document.suites.append(attributes) }
                if name == "failure", let message = attributes["message"] { document.failureMessages.append(message) }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { document.text += string }
        }
        let reader = Reader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        self = reader.document
    }

    private init() {}
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
