import Foundation

extension CLI {
    /// A new temporary folder holding `files` (relative path -> text), subfolders made as needed.
    static func folder(with files: [String: String]) throws -> URL {
        let folder = try temporaryDirectory()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
