import Testing
@testable import ListSpec
import ListSpecRuntime

/// Where two viewModels differ, key by key: keys matched as Swift compares their text, whatever
/// their order, their kind or their size of map.
@Suite struct ValueChangesTests {
    private func changes(_ old: Value?, _ new: Value?, limit: Int = 8) -> [String] {
        let (found, more) = ValueChanges.between(old, new, path: "viewModel", limit: limit)
        return found.map { "\($0.path): \($0.old.map { "\($0)" } ?? "none") -> \($0.new.map { "\($0)" } ?? "none")" } + (more > 0 ? ["+\(more)"] : [])
    }

    @Test func keysMatchWhateverTheirOrder() {
        #expect(changes(["title": "A", "value": 1, "tags": ["x"]], ["tags": ["x"], "value": 2, "title": "A"]) == ["viewModel.value: 1 -> 2"])
        #expect(changes(["title": "A"], ["title": "A"]).isEmpty)
    }

    @Test func keysThatCameOrWentAreChangesOfTheirOwn() {
        #expect(changes(["gone": 1, "kept": true], ["kept": true, "new key": "n"])
                == ["viewModel.gone: 1 -> none", #"viewModel["new key"]: none -> "n""#])
    }

    @Test func canonicallyEquivalentKeysAreOneKey() {
        // "é" written precomposed in one version and decomposed in the other is the same key, as Swift compares text.
        #expect(changes(["\u{E9}": 1], ["e\u{301}": 1]).isEmpty)
        #expect(changes(["\u{E9}": 1], ["e\u{301}": 2]).count == 1)
        // Different ASCII bytes are different keys.
        #expect(changes(["ab": 1], ["ba": 1]).count == 2)
        #expect(changes(["": 1], ["": 2]) == [#"viewModel[""]: 1 -> 2"#])
    }

    @Test func keysOfOtherKindsMatchByTheirText() throws {
        let old = try value("{1: a, true: b, x: c}"), new = try value("{x: c, 1: z, true: b}")
        #expect(changes(old, new) == [#"viewModel.1: "a" -> "z""#])
    }

    @Test func nestedMapsAndListsNameTheirPlace() {
        #expect(changes(["a": ["b": 1, "c": [1, 2]]], ["a": ["c": [1, 3], "b": 1]]) == ["viewModel.a.c[1]: 2 -> 3"])
    }

    @Test func largeMapsMatchAsSmallOnesDo() {
        var old: [(key: String, value: Value)] = [], new: [(key: String, value: Value)] = []
        for i in 0..<20 {
            old.append(("k\(i)", Value(.int(Int64(i)))))
            new.append(("k\(19 - i)", Value(.int(19 - i == 7 ? 70 : Int64(19 - i)))))
        }
        new.append(("e\u{301}", "new"))
        old.append(("\u{E9}", "new"))
        #expect(changes(Value(.map(old)), Value(.map(new))) == ["viewModel.k7: 7 -> 70"])
    }

    @Test func atMostTheLimitThenACount() {
        #expect(changes(["a": 1, "b": 1, "c": 1], ["a": 2, "b": 2, "c": 2], limit: 2) == ["viewModel.a: 1 -> 2", "viewModel.b: 1 -> 2", "+1"])
    }

    private func value(_ yaml: String) throws -> Value {
        let loaded = SpecLoader().load(bytes: Array("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: \(yaml)}]}]\n".utf8),
                                       path: "t.yaml", isJSON: false)
        return try #require(loaded.spec?.tables.first?.sections.first?.cells.first?.viewModel)
    }
}
