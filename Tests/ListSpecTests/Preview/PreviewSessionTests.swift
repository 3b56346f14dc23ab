import Foundation
import ListSpecRuntime
import Testing
@testable import ListSpec
@testable import ListSpecPreview

/// The preview's versions, unit by unit: what makes a new version, what a broken one keeps, and
/// that the page and the event stream's message carry what contract section 12 says.
@Suite struct PreviewSessionTests {
    static let before = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: A, viewModel: one}\n      - {cellID: 1, cellType: A, viewModel: two}\n"
    static let after = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 1, cellType: A, viewModel: TWO}\n      - {cellID: 2, cellType: A, viewModel: three}\n"

    /// `reload()`, out of the macro (which cannot mutate what it checks).
    private static func reload(_ session: inout PreviewSession) -> Bool { session.reload() }

    /// A session on a fresh file holding `text`, and the file.
    private func session(_ text: String) throws -> (PreviewSession, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: url)
        return (try PreviewSession(path: url.path, session: "test", frontend: Frontend()), url)
    }

    @Test func aVersionIsMadeOnlyWhenTheBytesChange() throws {
        var (session, url) = try session(Self.before)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(session.current.number == 1)
        #expect(session.current.batch == nil)
        #expect(!Self.reload(&session))
        try Data(Self.before.utf8).write(to: url)
        #expect(!Self.reload(&session), "the same bytes saved again")
        try Data(Self.after.utf8).write(to: url)
        #expect(Self.reload(&session))
        #expect(session.current.number == 2)
        #expect(session.current.pictureVersion == 2)
        #expect(session.current.batchBase == 1)
        let old = SpecLoader().load(bytes: Array(Self.before.utf8), path: url.path, isJSON: false).spec
        let new = SpecLoader().load(bytes: Array(Self.after.utf8), path: url.path, isJSON: false).spec
        #expect(session.current.batch == DiffJSONRenderer.render(SpecDiffer.diff(old: try #require(old), new: try #require(new))))
    }

    @Test func aBrokenVersionKeepsTheLastGoodPictureAndTheNextBatchStartsFromIt() throws {
        var (session, url) = try session(Self.before)
        defer { try? FileManager.default.removeItem(at: url) }
        let picture = try #require(session.current.picture)
        try Data("sections: [\n".utf8).write(to: url)
        #expect(Self.reload(&session))
        #expect(session.current.problem == "does not parse")
        #expect(session.current.picture == picture)
        #expect(session.current.pictureVersion == 1)
        #expect(session.current.findings.map(\.rule) == [.syntax])
        try FileManager.default.removeItem(at: url)
        #expect(Self.reload(&session))
        #expect(session.current.problem?.hasPrefix("cannot be read (") == true)
        #expect(!Self.reload(&session), "still gone")
        try Data(Self.after.utf8).write(to: url)
        #expect(Self.reload(&session))
        #expect(session.current.number == 4)
        #expect(session.current.problem == nil)
        #expect(session.current.batchBase == 1)
    }

    @Test func theMessageIsJSONAndThePageCarriesTheDataAttributes() throws {
        var (session, url) = try session(Self.before)
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(Self.after.utf8).write(to: url)
        #expect(Self.reload(&session))
        let message = try #require(JSONSerialization.jsonObject(with: Data(PreviewPage.message(session.current))) as? [String: Any])
        #expect(message["version"] as? Int == 2)
        #expect(message["base"] as? Int == 1)
        let batch = try #require(message["batch"] as? [String: Any])
        let table = try #require((batch["tables"] as? [[String: Any]])?.first)
        #expect(table["deleteRows"] as? [[Int]] == [[0, 0]])
        #expect(table["insertRows"] as? [[Int]] == [[0, 1]])
        #expect(table["reloadRows"] as? [[Int]] == [[0, 1]])
        let page = PreviewPage.page(session.current)
        #expect(page.contains("data-table=\"main\""))
        #expect(page.contains("data-section-id=\"0\" data-cell-id=\"2\" data-index-path=\"0,1\""))
        #expect(page.contains("<script src=\"/preview.js\"></script>"))
        // render --format html is unchanged: no data attributes there.
        #expect(!HTMLRenderer().render(try #require(SpecLoader().load(bytes: Array(Self.after.utf8), path: "s.yaml", isJSON: false).spec).tables,
                                         title: "s").contains("data-"))
    }

    /// The front end judges each version as render judges a spec, under the file's settings: with
    /// no `.listspec.yml`, the defaults and the file's own `# listspec:disable...` comments, as lint.
    @Test func findingsObeyTheFilesSuppressionsAsLintsDo() throws {
        let text = "cellTypes:\n  # listspec:disable-next-line unused-cell-type\n  Unused: {}\n  A: {}\n  Other: {}\n"
            + "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: A}\n"
        let (session, url) = try session(text)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(session.current.findings.map(\.location.line) == [5])
        #expect(session.current.problem == nil && session.current.picture != nil)
    }
}
