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

extension CLI {
    /// `name` as a spec's name (`x.yaml` is `x.listspec.yaml`): lint and format read a file named
    /// on the command line only when it is a spec (section 2), and a test of what they make of any
    /// bytes (hostile, random, a JSON test suite's) names its files so.
    static func specName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), !name[..<dot].hasSuffix(".listspec") else { return name }
        return name[..<dot] + ".listspec" + name[dot...]
    }
}
