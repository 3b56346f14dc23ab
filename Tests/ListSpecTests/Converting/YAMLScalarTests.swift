import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime
import ListSpecTestSupport

/// Every string `YAMLScalar` writes reads back as exactly that string, as a value and as a key;
/// plain where nothing could read it as anything else, quoted otherwise.
@Suite struct YAMLScalarTests {
    private func written(_ string: String) -> String {
        var writer = DocumentWriter()
        let root = writer.string(string)
        guard let node = writer.finish(root: root).root else { return "no document" }
        return String(decoding: YAMLScalar.written(node), as: UTF8.self)
    }

    /// The first pair of a one-pair YAML map: its key's text and its value.
    private func readBack(_ yaml: String) -> (key: String, value: Document.Node)? {
        let read = YAMLReader.read(bytes: Array(yaml.utf8), path: "t.yaml", limits: .default)
        guard read.findings.isEmpty, let pair = read.document.root?.pairs.first else { return nil }
        return (pair.key.keyText, pair.value)
    }

    @Test func everyStringReadsBackAsItselfAsValueAndKey() {
        var rng = SeededRandom(seed: 0x7961_6D6C)
        let strings = HostileStrings.words + (0..<3_000).map { _ in HostileStrings.random(&rng) }
        for string in strings {
            let scalar = written(string)
            let value = readBack("k: \(scalar)\n")
            #expect(value?.value.kind == .string && value?.value.string == string, "\(string.debugDescription) written \(scalar)")
            let key = readBack("\(scalar): 1\n")
            #expect(key?.key == string && key?.value.int == 1, "\(string.debugDescription) as a key, written \(scalar)")
            #expect(!scalar.contains("\n") && !scalar.unicodeScalars.contains { TextEscaper.isHidden($0) }, "one visible line: \(scalar)")
        }
    }

    @Test(arguments: ["Menu", "Random Table Updates", "it's", "a#b", "a:b", "héllo 日本 😀", "x-note", "http://x.y/z?q=1", "e\u{301}"])
    func plainWhenNothingElseCouldReadIt(_ string: String) {
        #expect(written(string) == string)
    }

    @Test(arguments: [
        ("", #""""#), ("true", #""true""#), ("null", #""null""#), ("~", #""~""#), ("yes", #""yes""#), ("Off", #""Off""#),
        ("017", #""017""#), ("0x1F", #""0x1F""#), ("1e3", #""1e3""#), (".inf", #"".inf""#), ("2024-01-01", #""2024-01-01""#),
        ("<<", #""<<""#), ("- a", #""- a""#), ("a: b", #""a: b""#), ("a #b", #""a #b""#), (" lead", #"" lead""#),
        ("trail ", #""trail ""#), ("&a", #""&a""#), ("say \"hi\"", #"say "hi""#), ("\"q", #""\"q""#), ("back\\slash", #"back\slash"#),
        ("a\nb", #""a\nb""#), ("\u{1B}[2J", #""\x1B[2J""#), ("\u{85}", #""\x85""#), ("\u{2028}", #""\u2028""#),
        ("\u{202E}", #""\u202E""#), ("\u{FEFF}", #""\uFEFF""#), ("\u{10FFFF}", #""\U0010FFFF""#), ("\0", #""\0""#),
    ])
    func quotedWithEscapesWhenSomethingCould(_ string: String, _ expected: String) {
        #expect(written(string) == expected)
    }
}
