import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime
import ListSpecTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The YAML 1.2 core schema, as the contract fixes it.
@Suite struct ScalarResolutionTests {
    private func root(_ text: String) -> Document.Node? {
        let read = YAMLReader.read(bytes: Array(text.utf8), path: "t.yaml", limits: .default)
        return read.document.root?.pairs.first?.value
    }

    private func readerFindings(_ text: String) -> [String] {
        YAMLReader.read(bytes: Array(text.utf8), path: "t.yaml", limits: .default).findings.map { "\($0.location) \($0.rule.rawValue)" }
    }

    @Test(arguments: ["NO", "yes", "on", "Off", "y", "1_000", "2024-01-01", "0b101", "+.5x", "0x", "1.2.3"])
    func textThatStaysAString(_ text: String) {
        let node = root("v: \(text)")
        #expect(node?.kind == .string)
        #expect(node?.string == text)
    }

    @Test func booleansAndNulls() {
        for word in ["true", "True", "TRUE"] { #expect(root("v: \(word)")?.bool == true) }
        for word in ["false", "False", "FALSE"] { #expect(root("v: \(word)")?.bool == false) }
        for word in ["null", "Null", "NULL", "~", ""] { #expect(root("v: \(word)")?.isNull == true) }
    }

    @Test func integers() {
        #expect(root("v: 017")?.int == 17)
        #expect(root("v: 0o17")?.int == 15)
        #expect(root("v: 0x1F")?.int == 31)
        #expect(root("v: -42")?.int == -42)
        #expect(root("v: +7")?.int == 7)
        #expect(root("v: 9223372036854775807")?.int == .max)
        #expect(root("v: -9223372036854775808")?.int == .min)
    }

    @Test func integersPastInt64AreKeptAsOverflow() {
        let node = root("v: 9223372036854775808")
        #expect(node?.isOverflowingInteger == true)
        #expect(node?.int == nil)
        #expect(root("v: 0xFFFFFFFFFFFFFFFFFF")?.isOverflowingInteger == true)
    }

    @Test func floats() {
        #expect(root("v: 1e3")?.double == 1000)
        #expect(root("v: .5")?.double == 0.5)
        #expect(root("v: -.inf")?.double == -.infinity)
        #expect(root("v: .Inf")?.double == .infinity)
        #expect(root("v: .NaN")?.double?.isNaN == true)
        #expect(root("v: 1e999")?.double == .infinity)
        #expect(root("v: 3.0")?.double == 3.0)
    }

    @Test func quotedAndTaggedScalars() {
        #expect(root("v: '1'")?.kind == .string)
        #expect(root("v: \"true\"")?.kind == .string)
        #expect(root("v: !!str 12")?.string == "12")
        #expect(root("v: !!float 12")?.double == 12)
        #expect(root("v: !!int \"12\"")?.int == 12)
    }

    @Test func aWrongTagIsATypeMismatch() {
        #expect(findingSummary("v: !!int abc").contains("1:4 type-mismatch"))
    }

    /// Only plain scalars resolve by the schema: an unknown tag leaves a quoted scalar a string.
    @Test func aQuotedScalarWithAnUnknownTagStaysAString() {
        #expect(root("v: !foo \"123\"")?.string == "123")
        #expect(root("v: !foo '1.5'")?.string == "1.5")
        #expect(root("v: !!binary \"true\"")?.string == "true")
        #expect(root("v: !foo 123")?.int == 123)
        #expect(readerFindings("v: !foo \"123\"").isEmpty)
    }

    /// A tag that does not fit is one finding whether it sits on a scalar or on a collection.
    @Test(arguments: [
        "v: !!str [1]", "v: !!map [1]", "v: !!int {a: 1}", "v: !!seq {a: 1}", "v: !!null []",
        "v: !!seq abc", "v: !!map abc", "v: !!int abc",
    ])
    func aTagThatDoesNotFitACollectionOrScalarIsATypeMismatch(_ text: String) {
        #expect(readerFindings(text) == ["1:4 type-mismatch"], "\(text)")
    }

    @Test(arguments: ["v: !!seq [1]", "v: !!map {a: 1}", "v: !local [1]", "v: !!set {a: null}"])
    func aFittingOrForeignTagOnACollectionIsAccepted(_ text: String) {
        #expect(readerFindings(text).isEmpty, "\(text)")
    }

    /// Keys are their text as written (contract section 1): `1` and "1" are one key, `0x1F` and `31` two.
    @Test func mapKeysKeepTheirTextAsWritten() throws {
        let read = YAMLReader.read(bytes: Array("{0x1F: a, 31: b, 1e3: c, 0o17: d, ~: e, TRUE: f, 1.50: g, !!int 7: h}".utf8),
                                   path: "t.yaml", limits: .default)
        #expect(read.findings.isEmpty)
        let keys = try #require(read.document.root).pairs.map(\.key.keyText)
        #expect(keys == ["0x1F", "31", "1e3", "0o17", "~", "TRUE", "1.50", "7"])
    }

    @Test func anAliasUsedAsAKeyIsTheAnchoredTextAsWritten() throws {
        let read = YAMLReader.read(bytes: Array("a: &n 0x1F\nb: {*n : x, 31: y}\nc: *n\n".utf8), path: "t.yaml", limits: .default)
        #expect(read.findings.isEmpty)
        let root = try #require(read.document.root)
        #expect(root.pairs[1].value.pairs.map(\.key.keyText) == ["0x1F", "31"])
        #expect(root.pairs[2].value.int == 31)
        #expect(readerFindings("a: &n 1\nb: {*n : x, \"1\": y}\n") == ["2:13 duplicate-key"])
        // An anchored key: the key is its text, an alias of it used as a value the typed scalar.
        let keyed = try #require(YAMLReader.read(bytes: Array("m: {&k 0x1F : a}\nv: *k\nw: {*k : b}\n".utf8), path: "t.yaml", limits: .default).document.root)
        #expect(keyed.pairs[0].value.pairs.map(\.key.keyText) == ["0x1F"])
        #expect(keyed.pairs[1].value.int == 31)
        #expect(keyed.pairs[2].value.pairs.map(\.key.keyText) == ["0x1F"])
    }

    @Test func aPlainAndAQuotedKeyWithOneTextAreOneKey() {
        #expect(readerFindings("{1: a, \"1\": b}") == ["1:8 duplicate-key"])
        #expect(readerFindings("{0x1F: a, 31: b, 1e3: c, 1000.0: d}").isEmpty)
    }

    /// The runtime parses floats with the standard library (it has no C library): every float
    /// syntax YAML and JSON allow reads as the nearest Double, as C's strtod reads it.
    @Test func floatsReadAsStrtodReadsThem() {
        var rng = SeededRandom(seed: 0x7374_7274_6F64)
        let edges = ["1e400", "-1e400", "1e-400", "4.9e-324", "2.4703282292062328e-324", "2.2250738585072011e-308",
                     "1.7976931348623158e308", "1.7976931348623159e308", "9007199254740993.0", "0.1", "1.", ".5", "-.5e-3", "00.0"]
        let random = (0..<5_000).map { _ -> String in
            let digits = (0..<Int.random(in: 1...25, using: &rng)).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
            let point = Int.random(in: 0...digits.count, using: &rng)
            let exponent = rng.chance(0.5) ? "e\(Int.random(in: -340...330, using: &rng))" : ""
            return (rng.chance(0.3) ? "-" : "") + digits.prefix(point) + "." + digits.dropFirst(point) + exponent
        }
        for text in edges + random {
            let parsed = Array(text.utf8).withUnsafeBufferPointer { CoreSchema.parseDouble($0) }
            #expect(parsed.bitPattern == strtod(text, nil).bitPattern, "\(text)")
        }
    }
}
