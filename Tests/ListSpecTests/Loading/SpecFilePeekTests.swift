import Foundation
import Testing
@testable import ListSpec

/// How a directory walk tells a spec from another YAML or JSON file (contract section 2).
@Suite struct SpecFilePeekTests {
    private func isSpec(_ name: String, _ text: String) throws -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peek-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return SpecFilePeek.isSpec(url.path)
    }

    @Test(arguments: [
        ("a.yaml", "sections: []\n"), ("a.yml", "x-note: 1\nstyle: plain\nlistspec: 1\n"), ("a.yaml", "a: {b: [1, {c: 2}]}\ntables: {}\n"),
        ("a.json", "{\"tables\": {}}"), ("a.json", "\u{FEFF} {\"a\": {\"b\": [1, \"}\", {\"c\": \"\\\"\"}]}, \"sections\": []}"),
        // A name that says so, whatever the content.
        ("menu.listspec.yaml", "coverage: 1\n"), ("menu.LISTSPEC.yml", ""), ("menu.listspec.json", "[]"),
        // What does not parse is linted, so the error is reported.
        ("broken.yaml", "a: [1,\n"), ("broken.json", "{\"a\": [1,"), ("broken.json", "NaN"), ("bad.yaml", "a: 1\n\tb: 2\n"),
        // JSON with comments is told by its keys: a spec among them is linted (its comments reported); a comment never closed is.
        ("commented.json", "{ // the menu\n  \"sections\": []}"), ("open.json", "{ /* never closed \"a\": 1}"), ("slash.json", "/x"),
    ])
    func specs(_ name: String, _ text: String) throws {
        #expect(try isSpec(name, text), "\(name): \(text)")
    }

    @Test(arguments: [
        ("codecov.yml", "coverage:\n  status:\n    project: {default: {target: 80}}\n"),
        ("package.json", "{\"name\": \"app\", \"dependencies\": {\"sections\": \"1.0\"}}"),
        ("nested.yaml", "config:\n  tables: {}\n  sections: []\n"), ("list.yaml", "- sections: []\n"),
        ("list.json", "[{\"tables\": {}}]"), ("text.yaml", "just text\n"), ("empty.yaml", ""), ("empty-map.json", "{}"),
        // A key's value may be the word; only keys count.
        ("values.yaml", "kind: sections\nother: [tables, listspec]\n"),
        // JSON with comments and trailing commas, as a tsconfig.json holds it: no spec key, so no spec.
        ("tsconfig.json", "{\n  // strict mode\n  \"compilerOptions\": {\"strict\": true, /* \"sections\": 1 */ \"out\": \"a//b\"},\n}\n"),
        ("block.json", "/* header */ {\"a\": [1, /* } */ 2], /**/ \"b\": {}}"),
    ])
    func otherFiles(_ name: String, _ text: String) throws {
        #expect(try !isSpec(name, text), "\(name): \(text)")
    }

    /// A first line that plainly starts with a spec key is answered without libyaml; anything
    /// less plain is left to it, and the two always agree.
    @Test(arguments: [
        ("tables:\n  t: {}\n", true), ("\u{FEFF}# note\n\n%YAML 1.2\n---\nsections: []\n", true), ("listspec:\t1\r\n", true),
        ("sections:", true), ("  # indented comment\ntables: {}\n", true),
        ("tablesx: 1\n", nil), ("tables:x\n", nil), ("  tables: {}\n", nil), ("\"tables\": {}\n", nil), ("{tables: {}}\n", nil),
        ("? tables\n: {}\n", nil), ("--- |\n  text\n", nil), ("&a tables: 1\n", nil), ("kind: sections\n", nil), ("", nil),
    ] as [(String, Bool?)])
    func plainFirstLines(_ text: String, _ answer: Bool?) throws {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { SpecFilePeek.firstLineIsSpecKey($0, isWhole: true) } == answer, "\(text)")
        if answer == true { #expect(try isSpec("a.yaml", text)) }
        // A line cut off at the end of a chunk is not judged.
        #expect(bytes.withUnsafeBufferPointer { SpecFilePeek.firstLineIsSpecKey(UnsafeBufferPointer(rebasing: $0.prefix(3)), isWhole: false) } == nil)
    }

    /// The first KiB is read alone, and the first 4 KiB only when it holds no answer: whatever the
    /// length of the comments before the first key, the answer is the one the first 4 KiB give, and
    /// libyaml's past them (here: the first of two documents is empty, so no spec).
    @Test func theAnswerOfTheFirstKiBIsThatOfTheFirst4KiB() throws {
        for padding in [0, 900, 1000, 1010, 1015, 1020, 1023, 1024, 1030, 2000, 4000, 4070, 4080, 4090, 4100, 5000] {
            var text = ""
            while text.utf8.count + 40 < padding { text += "# " + String(repeating: "x", count: 37) + "\n" }
            while text.utf8.count < padding { text += "\n" }
            for first in ["---\n---\ntables: {}\n", "---\n---\nkind: 1\n", "tables: {}\n", "---\nkind: sections\n"] {
                let bytes = Array((text + first).utf8)
                let prefix = bytes.withUnsafeBufferPointer {
                    SpecFilePeek.firstLineIsSpecKey(UnsafeBufferPointer(rebasing: $0.prefix(4096)), isWhole: bytes.count < 4096)
                }
                let expected = prefix ?? (first == "tables: {}\n")
                #expect(try isSpec("pad.yaml", text + first) == expected, "\(padding) bytes, then \(first)")
            }
        }
    }

    /// Past several 64 KiB chunks, with strings that hold quotes and brackets across chunk borders.
    @Test func aKeyAfterALargeValueIsFound() throws {
        let item = "{\"s\": \"a \\\" } ] [ {\", \"n\": [1, 2, {\"k\": null}]}"
        let large = "{\"data\": [" + Array(repeating: item, count: 20_000).joined(separator: ",") + "]"
        #expect(try isSpec("late.json", large + ", \"sections\": []}"))
        #expect(try !isSpec("other.json", large + ", \"more\": {\"sections\": []}}"))
    }

    @Test func aFileThatCannotBeOpenedIsLintedSoItsTroubleIsReported() {
        #expect(SpecFilePeek.isSpec("/nonexistent/folder/x.yaml"))
    }
}
