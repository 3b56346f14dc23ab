import ListSpecRuntime
@testable import ListSpec
import Testing

/// `DocumentSession`: edits counted in the order they come, lint work for text that changed
/// skipping itself, one analysis per revision, and the last spec that decoded kept.
@Suite struct DocumentSessionTests {
    static func session(_ text: String) -> DocumentSession {
        DocumentSession(uri: LSP.uri(), document: TextDocument(uri: LSP.uri(), version: 1, text: text), frontend: LSP.frontend)
    }

    @Test func revisions() {
        let session = Self.session("listspec: 1\n")
        #expect(session.path == LSP.folder + "/recipes.yaml")
        #expect(session.latestRevision == 0 && session.isCurrent(0))
        // An edit received and not applied yet: the current text is no longer current.
        session.editReceived()
        #expect(!session.isCurrent(0))
        #expect(session.change { $0.apply(range: nil, text: "listspec: 2\n", encoding: .utf16) } == 1)
        #expect(session.isCurrent(1) && !session.isCurrent(0))
        session.close()
        #expect(!session.isCurrent(1), "a closed document is never current")
    }

    @Test func oneAnalysisPerRevision() {
        let session = Self.session(LSP.recipes)
        let (revision, analysis) = session.currentAnalysis()
        #expect(revision == 0 && analysis.spec != nil && analysis.loaded.findings.isEmpty)
        #expect(session.lastSpec?.tables.map(\.name) == ["recipes"])
        // A text that does not decode: its findings, and the last spec that did is kept.
        session.editReceived()
        _ = session.change { $0.apply(range: LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)),
                                      text: "tables: [\n", encoding: .utf16) }
        let (next, broken) = session.currentAnalysis()
        #expect(next == 1 && broken.spec == nil && !broken.loaded.findings.isEmpty)
        #expect(String(decoding: broken.text.bytes.prefix(10), as: UTF8.self) == "tables: [\n")
        #expect(session.lastSpec?.tables.map(\.name) == ["recipes"])
        // Asked again (or after the settings changed): the same revision's analysis.
        session.settingsChanged()
        let (again, reread) = session.currentAnalysis()
        #expect(again == 1 && reread.loaded.findings.map(\.rule) == broken.loaded.findings.map(\.rule))
    }
}
