import Foundation
import Testing

/// Every block of Swift in the articles of ListSpecRuntime.docc and ListSpecTesting.docc is compiled: it is written, line
/// for line, in a snippet file of Tests/ListSpecRuntimeTests/Documentation (compiled and run by
/// the tests) or, for UIKit code, of Tests/DocumentationSnippets (type-checked by `.ci/docs`).
/// An article edited without its snippet, or a snippet without its article, fails here.
@Suite struct DocumentationSnippetTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let catalogs = [root.appendingPathComponent("Runtime/Sources/ListSpecRuntime/ListSpecRuntime.docc"),
                                   root.appendingPathComponent("Runtime/Sources/ListSpecTesting/ListSpecTesting.docc")]
    private static let snippetFolders = [
        root.appendingPathComponent("Tests/ListSpecRuntimeTests/Documentation"),
        root.appendingPathComponent("Tests/DocumentationSnippets"),
    ]

    @Test func everySwiftBlockOfTheArticlesIsInASnippetFile() throws {
        let snippets = try Self.files(in: Self.snippetFolders, withExtension: "swift").map { Self.lines(of: try String(contentsOf: $0, encoding: .utf8)) }
        let articles = try Self.files(in: Self.catalogs, withExtension: "md")
        #expect(articles.count == 5, "two landing pages and three articles: \(articles.map(\.lastPathComponent))")
        var blockCount = 0
        for article in articles {
            for block in Self.swiftBlocks(in: try String(contentsOf: article, encoding: .utf8)) {
                blockCount += 1
                let lines = Self.lines(of: block)
                #expect(snippets.contains { Self.contains($0, lines) },
                        "\(article.lastPathComponent): this block is in no snippet file:\n\(block)")
            }
        }
        #expect(blockCount >= 14)
    }

    /// The text of each ```swift block.
    private static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let block = current {
                if line == "```" {
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                } else {
                    current = block + [line]
                }
            } else if line == "```swift" {
                current = []
            }
        }
        return blocks
    }

    /// Lines without their indentation and trailing spaces, blank ones left out: a snippet file
    /// nests a block in a function.
    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in haystack[start..<(start + needle.count)].elementsEqual(needle) }
    }

    private static func files(in folders: [URL], withExtension pathExtension: String) throws -> [URL] {
        try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == pathExtension }
        }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
