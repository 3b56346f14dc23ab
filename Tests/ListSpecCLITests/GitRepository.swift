import Foundation
import Testing

/// Temporary git repositories for the commands that read specs from git (`breaking`, `diff`).
extension CLI {
    /// Runs git in `folder`, failing the test when it fails.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> CLIResult {
        let result = try CLI.run(["/usr/bin/env", "git", "-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments,
                                 directory: folder, viaShell: true)
        #expect(result.status == 0, "git \(arguments): \(result.stderr)")
        return result
    }

    /// A repository whose first commit has `files` and whose work tree then holds `changed` (nil: deleted).
    static func repository(_ files: [String: String], then changed: [String: String?]) throws -> URL {
        let folder = try CLI.folder(with: files)
        try CLI.git(["init", "-q"], in: folder)
        try CLI.git(["add", "."], in: folder)
        try CLI.git(["commit", "-qm", "first"], in: folder)
        for (name, text) in changed {
            let url = folder.appendingPathComponent(name)
            if let text {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } else {
                try FileManager.default.removeItem(at: url)
            }
        }
        return folder
    }
}
