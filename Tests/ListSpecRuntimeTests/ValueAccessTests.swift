import Foundation
import Testing
import ListSpecRuntime

/// A viewModel read without `Any`: each accessor gives its type or nil, subscripts never trap.
@Suite struct ValueAccessTests {
    let recipe: Value = ["title": "Soup", "minutes": 20, "rating": 4.5, "vegan": true, "note": nil,
                         "tags": ["hot", "quick"], "author": ["name": "Ann"]]

    @Test func subscriptsReadMapsAndLists() {
        #expect(recipe["title"] == "Soup")
        #expect(recipe["tags"]?[1] == "quick")
        #expect(recipe["author"]?["name"]?.stringValue == "Ann")
        #expect(recipe["note"] == Value.null)
        #expect(recipe["missing"] == nil)
        #expect(recipe["tags"]?[2] == nil)
        #expect(recipe["tags"]?[-1] == nil)
        #expect(recipe["tags"]?[Int.max] == nil)
        #expect(recipe["tags"]?["hot"] == nil)  // a list has no keys
        #expect(recipe[0] == nil)  // a map has no indices
        #expect(Value("text")["title"] == nil)
        #expect(Value("text")[0] == nil)
        #expect(Value.null["a"] == nil)
    }

    @Test func keysMatchAsSwiftStringsDo() {
        // "é" precomposed and decomposed are one key to Swift, and to JSONDecoder.
        let value: Value = ["caf\u{E9}": 1, "K": 2]
        #expect(value["cafe\u{301}"] == 1)
        #expect(value["\u{212A}"] == 2)  // KELVIN SIGN is canonically "K"
        #expect(value["k"] == nil)
    }

    @Test func scalarAccessorsGiveTheirTypeOrNil() {
        #expect(Value("x").stringValue == "x")
        #expect(Value(12).stringValue == nil)
        #expect(Value(true).boolValue == true)
        #expect(Value(1).boolValue == nil)
        #expect(Value("true").boolValue == nil)
        #expect(Value.null.isNull)
        #expect(!Value(0).isNull)
        #expect(Value("").isNull == false)
    }

    @Test func integersAreWholeNumbersThatFit() {
        #expect(Value(3).intValue == 3)
        #expect(Value(3.0).intValue == 3)  // as JSONDecoder reads 3.0
        #expect(Value(-0.0).intValue == 0)
        #expect(Value(3.5).intValue == nil)
        #expect(Value(.double(.nan)).intValue == nil)
        #expect(Value(.double(.infinity)).intValue == nil)
        #expect(Value(.double(1e19)).int64Value == nil)
        #expect(Value(.double(0x1p53)).int64Value == 1 << 53)
        // Past 2^53, the digits of the value's JSON text, as JSONDecoder reads them: 2^62 is written
        // 4.611686018427388e+18 (the shortest text that reads back as that Double).
        #expect(Value(.double(0x1p62)).int64Value == 4_611_686_018_427_388_000)
        #expect(Value(.double(1e18)).int64Value == 1_000_000_000_000_000_000)
        #expect(Value(.int(.min)).int64Value == .min)
        #expect(Value("3").intValue == nil)
        #expect(Value(true).intValue == nil)
    }

    @Test func doublesIncludeIntegers() {
        #expect(Value(4.5).doubleValue == 4.5)
        #expect(Value(4).doubleValue == 4.0)
        #expect(Value(.int(.max)).doubleValue == 0x1p63)
        #expect(Value("4.5").doubleValue == nil)
        #expect(Value.null.doubleValue == nil)
    }

    @Test func collectionsKeepTheirOrder() throws {
        #expect(recipe["tags"]?.arrayValue == ["hot", "quick"])
        #expect(Value("x").arrayValue == nil)
        #expect(recipe.arrayValue == nil)
        let pairs = try #require(recipe.mapValue)
        #expect(pairs.map(\.key) == ["title", "minutes", "rating", "vegan", "note", "tags", "author"])
        #expect(pairs[1].value == 20)
        #expect(recipe["tags"]?.mapValue == nil)
        let dictionary = try #require(recipe.dictionaryValue)
        #expect(dictionary.count == 7)
        #expect(dictionary["rating"] == 4.5)
        #expect(([] as Value).arrayValue == [])
        #expect(([:] as Value).dictionaryValue == [:])
    }
}
