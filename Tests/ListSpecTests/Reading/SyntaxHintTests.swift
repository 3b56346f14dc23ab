import Testing
@testable import ListSpec
import ListSpecRuntime

/// libyaml's words stay; a plain hint names the common cause and where it began.
@Suite struct SyntaxHintTests {
    private func message(_ text: String) -> String {
        let findings = YAMLReader.read(bytes: Array(text.utf8), path: "t.yaml", limits: .default).findings
        return findings.first { $0.rule == .syntax }?.message ?? ""
    }

    @Test(arguments: [
        ("sections:\n  - sectionID: 1\n    cells:\n      - cellID: 1\n\tcellType: A\n",
         "found a tab character that violates indentation", "hint: line 5 is indented with a tab; YAML indents with spaces only"),
        ("sections:\n  - sectionID: 1\n    header: \"Menu\n    cells: []\n",
         "while scanning a quoted scalar (line 3, column 13)", "hint: the quote opened at line 3, column 13 is never closed"),
        ("sections:\n  - sectionID: 1\n    header: [a, b\n    cells: []\n",
         "while parsing a flow sequence", "hint: the '[' opened at line 3, column 13 is not closed"),
        ("a: {b: 1\nc: 2\n", "while parsing a flow mapping", "hint: the '{' opened at line 1, column 4 is not closed"),
        ("sections:\n  - sectionID: 1\n    cells:\n      - cellID: 1\n        cellType: A\n     - cellID: 2\n",
         "did not find expected key while parsing a block mapping", "hint: line 6 is out of line with the map that starts at line 2, column 5"),
        ("sections:\n  - sectionID: 1\n  - sectionID: 2\n   cells: []\n",
         "did not find expected '-' indicator", "hint: line 4 starts at column 4, left of the keys of the map above it (column 5); line it up with those keys, at column 5"),
        ("sections:\n  - sectionID: 1\n    header: {title: #Other}\n  - sectionID: 2\n", "while parsing a flow",
         "hint: on line 3 a '#' after a space starts a comment, so the rest of that line, the '}' that closes the '{' at column 13 included, is not read; quote a value that starts with '#'"),
        ("sections:\n  - header: Menu: x\n", "mapping values are not allowed in this context", "hint: a ': ' inside a plain value on line 2"),
        ("sections:\n\t- sectionID: 1\n", "found character that cannot start any token", "hint: line 2 is indented with a tab"),
        ("x-note: 日本\nsections: @x\n", "found character that cannot start any token", "hint: '@' is reserved in YAML and cannot start a plain value"),
        // A key without the space after its colon, named on its own line.
        ("a: 1\nx-note: 日本\ncellType:Row\nb: 2\n", "could not find expected ':'",
         "hint: 'cellType:Row' on line 3 is one plain value, not a key and a value: YAML needs a space after ':' (write 'cellType: Row')"),
        ("- cellID: 0\n  cellType:Row\n  viewModel: x\n", "could not find expected ':'", "hint: 'cellType:Row' on line 2"),
        ("- cellID:0\n  cellType: Row\n", "mapping values are not allowed", "hint: 'cellID:0' on line 1"),
        ("b:\n  - cellID:-1\n    title: x\n", "mapping values are not allowed", "(write 'cellID: -1')"),
        // An unclosed bracket at the end names where it opened; quotes and comments hold none.
        ("garbage: [", "did not find expected node content", "hint: the '[' opened at line 1, column 10 is never closed"),
        ("title: \"[x\" # [y\nt: Don't\nlist: [1, {a: [2]}, 3\n", "while parsing a flow sequence", "the '[' opened at line 3, column 7"),
        ("x-a: \"{\"\nx-b: [1, {c: 2}\n", "while parsing a flow", "the '[' opened at line 2, column 6"),
    ])
    func commonCausesGetAHintBesideLibyamlsText(_ text: String, _ libyaml: String, _ hint: String) {
        let message = message(text)
        #expect(message.contains(libyaml), "\(message)")
        #expect(message.contains(hint), "\(message)")
    }

    @Test func aGluedKeyIsAKeyThenAColonThenItsValue() {
        let lines = SourceLines(Array("  - http://x.org\n- cellID:0 # c\nkey: value\ntitle:: x\n\"a\":b\n".utf8))
        #expect(lines.gluedKey(onLine: 1) == nil)   // ':' then '//': a URL
        #expect(lines.gluedKey(onLine: 2)?.advice(line: 2) == "'cellID:0' on line 2 is one plain value, not a key and a value: "
                + "YAML needs a space after ':' (write 'cellID: 0')")
        #expect(lines.gluedKey(onLine: 3) == nil)
        #expect(lines.gluedKey(onLine: 4) == nil)
        #expect(lines.gluedKey(onLine: 5) == nil)
        #expect(lines.gluedKey(onLine: 9) == nil)
        #expect(lines.gluedKey(above: 3)?.line == 2)
    }

    @Test func otherErrorsKeepLibyamlsTextAlone() {
        #expect(!message("a: *nowhere\n").contains("hint:"))
        #expect(!message("a: \"\\q\"\n").contains("hint:"))
    }
}
