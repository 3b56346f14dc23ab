@testable import ListSpec
import Testing

/// `DocumentURI`: a `file:` URI's percent-decoded path; any other URI stands for itself.
@Suite struct DocumentURITests {
    @Test(arguments: [
        ("file:///tmp/specs/recipes.yaml", "/tmp/specs/recipes.yaml"),
        ("file:///tmp/my%20specs/r%C3%A9cipes.yaml", "/tmp/my specs/récipes.yaml"),
        ("file:///tmp/a%23b.yaml", "/tmp/a#b.yaml"),
        ("file://localhost/tmp/x.yaml", "/tmp/x.yaml"),
        ("untitled:Untitled-1", "untitled:Untitled-1"),
        ("vscode-notebook-cell:/x.yaml#1", "vscode-notebook-cell:/x.yaml#1"),
        ("file:", "file:"),
        ("file://", "file://"),
        // A malformed escape is kept as written.
        ("file:///tmp/bad%zzname.yaml", "/tmp/bad%zzname.yaml"),
        ("", ""),
    ])
    func path(uri: String, path: String) {
        #expect(DocumentURI.path(of: uri) == path)
    }
}
