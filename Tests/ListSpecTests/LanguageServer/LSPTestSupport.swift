import Foundation
@testable import ListSpec
import ListSpecRuntime
import ListSpecTestSupport

/// The language server's parts without the binary: an open document analysed as the server
/// analyses it, and requests about it at a position.
enum LSP {
    /// A folder that holds no `.listspec.yml` (nor do the folders above it): the default settings apply.
    static let folder = "/nonexistent-listspec-lsp-tests"

    static func uri(_ name: String = "recipes.yaml") -> String { "file://\(folder)/\(name)" }

    /// The server's front end, in that folder.
    static let frontend = Frontend(currentDirectory: folder)

    /// The document's analysis, as the server lints one version.
    static func analysis(_ text: String, name: String = "recipes.yaml") -> DocumentAnalysis {
        let document = TextDocument(uri: uri(name), version: 1, text: text)
        return DocumentAnalysis(text: document, path: DocumentURI.path(of: document.uri), frontend: frontend)
    }

    /// A request at `position`; `capabilities`: what the client said in `initialize`; `decoded`:
    /// an earlier text of the document that decoded (completion offers its cell types and types
    /// while the text being typed does not parse).
    static func request(_ analysis: DocumentAnalysis, at position: LSPPosition = LSPPosition(line: 0, character: 0),
                        capabilities: JSONValue = [:], params: JSONValue = [:], decoded: String? = nil) -> FeatureRequest {
        let session = DocumentSession(uri: analysis.text.uri, document: TextDocument(uri: analysis.text.uri, version: 0, text: decoded ?? ""),
                                      frontend: frontend)
        if decoded != nil { _ = session.currentAnalysis() }
        return FeatureRequest(params: params, position: position, client: ClientCapabilities(capabilities), session: session)
    }

    /// A marked text's marker as an LSP position (UTF-16; the fixtures' text before a marker is ASCII).
    static func position(_ fixture: MarkedText, _ marker: String) -> LSPPosition {
        let location = fixture.location(marker) ?? ListSpecRuntime.SourceLocation(line: 1, column: 1)
        return LSPPosition(line: location.line - 1, character: location.column - 1)
    }

    static let recipes = LanguageServerSpecs.recipes
}

extension JSONValue {
    /// The JSON text with sorted keys, for exact comparisons.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "?"
    }
    /// A `{start, end}` range as `line:character-line:character`.
    var rangeText: String? {
        guard let start = LSPPosition(self["start"]), let end = LSPPosition(self["end"]) else { return nil }
        return "\(start.line):\(start.character)-\(end.line):\(end.character)"
    }
}
