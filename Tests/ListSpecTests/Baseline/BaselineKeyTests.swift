import Testing
@testable import ListSpec
import ListSpecRuntime

/// What a baseline keys a finding by: its message without the places it names, and the file's order.
@Suite struct BaselineKeyTests {
    @Test(arguments: [
        ("cellID 4 appears twice in section [0] (sectionID 1), first on line 12; give it 5", "cellID 4 appears twice in section (sectionID 1), first on line; give it 5"),
        ("key 'tint' appears twice in this map (first at 18:13); remove one", "key 'tint' appears twice in this map (first at); remove one"),
        ("the '[' opened at line 3, column 7 is never closed", "the '[' opened at line, column is never closed"),
        ("cellID 3 at [0, 2]", "cellID 3 at"),
        ("unknown key 'outline 3' in a cell", "unknown key 'outline 3' in a cell"),
        ("a list [a, b] and 10 items", "a list [a, b] and 10 items"),
        ("no digits here", "no digits here"),
    ])
    func messagesLoseTheirPlaces(_ message: String, _ expected: String) {
        #expect(BaselineKey.withoutPlaces(message) == expected)
    }

    @Test func keysSortByPathTableIDsRuleAndMessage() {
        let keys = [
            BaselineKey(path: "b.yaml", rule: "unknown-key", message: "m"),
            BaselineKey(path: "a.yaml", table: "t", sectionID: 2, rule: "unknown-key", message: "m"),
            BaselineKey(path: "a.yaml", table: "t", sectionID: 1, cellID: 3, rule: "unknown-key", message: "m"),
            BaselineKey(path: "a.yaml", table: "t", sectionID: 1, rule: "unknown-key", message: "m"),
            BaselineKey(path: "a.yaml", rule: "unknown-key", message: "m"),
        ]
        #expect(keys.sorted() == [keys[4], keys[3], keys[2], keys[1], keys[0]])
        #expect(Baseline.text(of: keys) == Baseline.text(of: keys.reversed()))
        #expect(String(decoding: Baseline.text(of: []), as: UTF8.self) == "{\n  \"listspec-baseline\": 1,\n  \"entries\": []\n}\n")
    }
}
