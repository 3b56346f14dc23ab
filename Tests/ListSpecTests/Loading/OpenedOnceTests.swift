import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime
import ListSpecTestSupport

/// A spec file is opened once (issue 37): the stream libyaml reads, the suppression comments, a
/// quote as written and a syntax error's place all come through the one open file. Shown by
/// replacing or removing the file once it is open: the findings stay those of the text opened.
@Suite struct OpenedOnceTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("opened-once-\(UUID().uuidString).yaml").path
    }

    private func loader() -> SpecLoader {
        var loader = SpecLoader()
        loader.settings = .default
        return loader
    }

    /// libyaml asks for 16 KiB at a time: a directive before, across and after that border.
    @Test(arguments: [16_370, 16_378, 16_380, 16_383, 16_384, 32_765, 50_000])
    func findingsComeFromTheTextOpenedNotTheFileThere(offset: Int) throws {
        let text = LargeSpecText.withDirective(at: offset, typed: true)
        #expect(Array(text.utf8).firstRange(of: Array("listspec:".utf8))?.lowerBound == offset)
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let expected = try loader().load(.file(path)).findings
        // B's warning suppressed, C's kept; the typed value's hint quotes it as written.
        #expect(expected.map(\.rule) == [.unusedCellType, .viewModelType], "\(expected)")
        #expect(expected.contains { $0.message.contains("quote it (\"1.10\")") }, "\(expected)")

        let replaced = try OpenFile(path, limit: ReaderLimits.default.maxFileSize)
        // Another file (a new one renamed over it, as editors save) with another text: the suppression gone, the value another.
        try Data(text.replacingOccurrences(of: "listspec:disable", with: "listspec-disable")
            .replacingOccurrences(of: "1.10", with: "2.20").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(try loader().load(.file(path)).findings != expected)
        #expect(try loader().load(replaced).findings == expected)

        let removed = try OpenFile(path, limit: ReaderLimits.default.maxFileSize)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        let again = try OpenFile(path, limit: ReaderLimits.default.maxFileSize)
        try FileManager.default.removeItem(atPath: path)
        #expect(try loader().load(again).findings == expected)
        #expect(try loader().load(removed).findings.count == 3, "the replacement's own findings, read from its open file")
    }

    /// A syntax error's place and hint need the bytes again (libyaml streamed them): from the open file too.
    @Test func aSyntaxErrorIsPlacedFromTheOpenFile() throws {
        let text = LargeSpecText.withDirective(at: 40_000) + "    bad: [1, 2\n" + "  \u{7}x: 1\n"
        let path = temporaryPath()
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let expected = try loader().load(.file(path)).findings
        #expect(expected.map(\.rule) == [.syntax], "\(expected)")
        let file = try OpenFile(path, limit: ReaderLimits.default.maxFileSize)
        try FileManager.default.removeItem(atPath: path)
        #expect(try loader().load(file).findings == expected)
    }

    /// The directive watch sees a stream however it is cut into chunks: a marker (and its letter)
    /// across any border, or cut into pieces shorter than itself, is found; the version key is not.
    @Test func theWatchFindsAMarkerWhereverTheChunksEnd() {
        let texts: [(String, Bool)] = [("ab # listspec:disable x\ncd", true), ("listspec: 1\nlistspec: 2 # listspec: 3", false),
                                        ("k: v # listspec:", false), ("# listspec:e", true), ("k: listspec:disable", false),
                                        ("a # b\nlistspec:disable", false), ("#\n# x listspec:Disable", true), ("#listspec:d", true)]
        for (text, holds) in texts {
            let bytes = Array(text.utf8)
            for size in 1...bytes.count {
                var watch = DirectiveWatch()
                bytes.withUnsafeBufferPointer { all in
                    for start in stride(from: 0, to: all.count, by: size) {
                        watch.see(UnsafeBufferPointer(rebasing: all[start..<min(start + size, all.count)]))
                    }
                }
                #expect(watch.found == holds, "'\(text)' in chunks of \(size)")
            }
            for cut in 0...bytes.count {  // two chunks, cut anywhere
                var watch = DirectiveWatch()
                bytes.withUnsafeBufferPointer { all in
                    watch.see(UnsafeBufferPointer(rebasing: all[..<cut]))
                    watch.see(UnsafeBufferPointer(rebasing: all[cut...]))
                }
                #expect(watch.found == holds, "'\(text)' cut at \(cut)")
            }
        }
    }

    /// Random texts of the pieces a directive is made of, cut into random chunks: the watch, and the
    /// scan of the whole text, find a marker exactly where a line holds `#` and, after it, `listspec:`
    /// and a letter (the naive reading of a comment's directive).
    @Test func theWatchAgreesWithTheNaiveReadingOfComments() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["#", "listspec:", "listspec", ":", "d", "D", "1", " ", "\n", "\r", "x", "lis", "tspec:"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let bytes = Array(text.utf8)
            // Lines by bytes: a String would keep "\r\n" as one character.
            let naive = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).contains { line in
                guard let hash = line.firstIndex(of: UInt8(ascii: "#")) else { return false }
                let after = Array(line[hash...])
                let marker = Array("listspec:".utf8)
                return after.indices.contains { i in
                    i + marker.count < after.count && Array(after[i..<(i + marker.count)]) == marker
                        && (after[i + marker.count] | 0x20) >= UInt8(ascii: "a") && (after[i + marker.count] | 0x20) <= UInt8(ascii: "z")
                }
            }
            #expect(bytes.withUnsafeBufferPointer(SuppressionScanner.containsCommentMarker) == naive, "'\(text)'")
            var watch = DirectiveWatch()
            bytes.withUnsafeBufferPointer { all in
                var start = 0
                while start < all.count {
                    let end = min(all.count, start + Int.random(in: 1...12, using: &generator))
                    watch.see(UnsafeBufferPointer(rebasing: all[start..<end]))
                    start = end
                }
            }
            #expect(watch.found == naive, "'\(text)'")
        }
    }
}
