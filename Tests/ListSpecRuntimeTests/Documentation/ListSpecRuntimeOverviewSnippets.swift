import Foundation
import Testing
import ListSpecRuntime
import ListSpecTesting

/// The Swift of the landing page of ListSpecRuntime.docc, as it is written there
/// (DocumentationSnippetTests checks it is here), and what the page says of it.
@Suite struct ListSpecRuntimeOverviewSnippets {
    @Test func twoVersionsOfASpecDiffIntoOneBatchUpdatePerTable() throws {
        let data = DocumentationSpecs.firstVersion, nextData = DocumentationSpecs.secondVersion
        let spec = try Spec(json: data)                  // every rule `listspec lint` checks
        let next = try Spec(json: nextData)
        let diff = SpecDiffer.diff(old: spec, new: next) // one BatchUpdate per table
        #expect(diff.tables.map(\.name) == ["home"])
        #expect(diff.tables[0].change == .modified)
        try BatchUpdateVerifier.verify(diff.tables[0])
    }
}
