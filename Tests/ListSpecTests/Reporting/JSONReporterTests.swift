import Foundation
@testable import ListSpec
import ListSpecRuntime
import Testing

@Suite struct JSONReporterTests {
    @Test func exactOutput() {
        let report = LintReport(files: [LintReport.File(path: "Specs/menu.yaml", findings: [ReportFixtures.cellOrder])],
                                unreadable: [UnreadableInput(path: "gone.yaml", reason: "No such file or directory")])
        #expect(String(decoding: JSONReporter().render(report), as: UTF8.self) == """
        {"tool":"listspec","version":"\(ListSpecVersion.current)","findings":[{"path":"Specs/menu.yaml","line":5,"column":18,\
        "severity":"error","rule":"cell-order","message":"cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0)"}],\
        "counts":{"errors":1,"warnings":0,"files":1,"filesWithFindings":1},"files":["Specs/menu.yaml"],\
        "unreadable":[{"path":"gone.yaml","reason":"No such file or directory"}]}

        """)
    }

    @Test func awkwardTextRoundTrips() throws {
        let object = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(ReportFixtures.report)))
        let root = try #require(object as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        #expect(findings[2]["message"] as? String == ReportFixtures.awkward.message)
        #expect(findings[2]["path"] as? String == "odd dir/a,b:c%.yaml")
        let counts = try #require(root["counts"] as? [String: Int])
        #expect(counts == ["errors": 2, "warnings": 1, "files": 3, "filesWithFindings": 2])
        #expect(root["files"] as? [String] == ["Specs/menu.yaml", "Specs/clean.yaml", "odd dir/a,b:c%.yaml"])
    }
}
