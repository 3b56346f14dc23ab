import Foundation
import Testing

/// Compares output with a file under Fixtures/Golden. Run with LISTSPEC_UPDATE_GOLDEN=1 to
/// rewrite the files on purpose (then review the diff before committing).
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Golden")
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs")

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["LISTSPEC_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "output differs from Fixtures/Golden/\(name)", sourceLocation: sourceLocation)
    }

    static func specNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { !$0.hasPrefix(".") }.sorted()
    }
}
