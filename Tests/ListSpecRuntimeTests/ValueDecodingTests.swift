import Foundation
import Testing
import ListSpecRuntime

/// `Value.decode`: any Decodable, read in place as JSONDecoder reads the value's JSON text,
/// errors naming the path inside the viewModel.
@Suite struct ValueDecodingTests {
    enum Difficulty: String, Codable, Equatable { case easy, medium, hard }

    struct Author: Codable, Equatable {
        var name: String
        var url: URL?
    }

    struct Recipe: Codable, Equatable {
        var title: String
        var minutes: Int
        var rating: Double?
        var tags: [String]
        var nutrition: [String: Double]
        var difficulty: Difficulty
        var author: Author?
        var steps: [[String]]?
    }

    let soup: Value = ["title": "Soup", "minutes": 20.0, "rating": nil, "tags": ["hot", "quick"],
                       "nutrition": ["kcal": 120, "fat": 2.5], "difficulty": "easy",
                       "author": ["name": "Ann", "url": "https://example.com/ann"]]

    @Test func decodesNestedStructsEnumsOptionalsListsAndMaps() throws {
        let recipe = try soup.decode(Recipe.self)
        #expect(recipe == Recipe(title: "Soup", minutes: 20, rating: nil, tags: ["hot", "quick"],
                                 nutrition: ["kcal": 120, "fat": 2.5], difficulty: .easy,
                                 author: Author(name: "Ann", url: URL(string: "https://example.com/ann")), steps: nil))
        let inferred: [String] = try #require(soup["tags"]).decode()
        #expect(inferred == ["hot", "quick"])
        #expect(try ([[1, nil], []] as Value).decode([[Int?]].self) == [[1, nil], []])
        #expect(try (["a": ["b": [true]]] as Value).decode([String: [String: [Bool]]].self) == ["a": ["b": [true]]])
        #expect(try Value.null.decode(Int?.self) == nil)
        #expect(try Value(.double(0.1)).decode(Decimal.self) == Decimal(string: "0.1"))
        #expect(try Value("aGk=").decode(Data.self) == Data("hi".utf8))
        #expect(try Value(1_700_000_000.5).decode(Date.self) == Date(timeIntervalSinceReferenceDate: 1_700_000_000.5))
    }

    @Test func numbersReadAsJSONDecoderReadsThem() throws {
        #expect(try Value(1.0).decode(Int.self) == 1)
        #expect(try Value(1e2).decode(UInt8.self) == 100)
        #expect(try Value(-128).decode(Int8.self) == -128)
        #expect(try Value(.int(.max)).decode(UInt64.self) == UInt64(Int64.max))
        #expect(try Value(.double(1e19)).decode(UInt64.self) == 10_000_000_000_000_000_000)
        #expect(try Value(.double(0x1p63)).decode(UInt64.self) == 9_223_372_036_854_776_000)  // its text: 9.223372036854776e+18
        #expect(try Value(3).decode(Double.self) == 3.0)
        #expect(try Value(0.1).decode(Float.self) == Float(0.1))
        // 2^53 + 2^29 + 1 rounds once to a Float (up), as JSONDecoder rounds its text; through a
        // Double it would round twice (to the tie 2^53 + 2^29, then down to 2^53).
        let justAboveATie: Int64 = 9_007_199_791_611_905
        #expect(try Value(.int(justAboveATie)).decode(Float.self) == Float(justAboveATie))
        #expect(try JSONDecoder().decode(Float.self, from: Data("\(justAboveATie)".utf8)) == Float(justAboveATie))
        #expect(Float(justAboveATie) != Float(Double(justAboveATie)))
        #expect(try Value(65_535).decode(UInt16.self) == .max)
        #expect(try Value(-2_147_483_648).decode(Int32.self) == .min)
        #expect(try Value(.double(.infinity)).decode(Double.self) == .infinity)  // YAML's .inf
        #expect(throws: DecodingError.self) { try Value(1.5).decode(Int.self) }
        #expect(throws: DecodingError.self) { try Value(256).decode(UInt8.self) }
        #expect(throws: DecodingError.self) { try Value(-1).decode(UInt.self) }
        #expect(throws: DecodingError.self) { try Value(.double(1e40)).decode(Float.self) }
        #expect(throws: DecodingError.self) { try Value(.double(1e-50)).decode(Float.self) }
        #expect(throws: DecodingError.self) { try Value(true).decode(Int.self) }
        #expect(throws: DecodingError.self) { try Value("1").decode(Int.self) }
        #expect(throws: DecodingError.self) { try Value(1).decode(Bool.self) }
    }

    @Test func optionalsAreNilForNullOrAMissingKey() throws {
        struct Box: Decodable, Equatable {
            var a: Int?
            var b: [String?]?
        }
        #expect(try ([:] as Value).decode(Box.self) == Box(a: nil, b: nil))
        #expect(try (["a": nil, "b": [nil, "x"]] as Value).decode(Box.self) == Box(a: nil, b: [nil, "x"]))
        #expect(throws: DecodingError.self) { try (["a": "1"] as Value).decode(Box.self) }
    }

    /// A hand-written Decodable that uses every container call.
    struct Everything: Decodable, Equatable {
        var keys: [String]
        var hasX: Bool
        var nilX: Bool
        var nested: [Int8]
        var list: [UInt32?]
        var pastEnd: Int?
        var superValue: String
        var missingSuper: Bool
    }

    @Test func everyContainerCallReadsInPlace() throws {
        let value: Value = ["x": nil, "map": ["n": [1, -2]], "list": [nil, 7, ["n": 8]], "parent": "p", "other": 0]
        #expect(try value.decode(Everything.self) == Everything(keys: ["x", "map", "list", "parent"], hasX: true, nilX: true, nested: [1, -2],
                                                                list: [nil, 7, 8], pastEnd: nil, superValue: "p", missingSuper: true))
    }
    /// The message, the coding path and the kind of error of a decode that fails.
    func failure<T: Decodable>(_ value: Value, as type: T.Type) -> (message: String, path: String, kind: String) {
        do {
            _ = try value.decode(type)
            return ("decoded", "", "")
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let context): return (context.debugDescription, Self.spell(context.codingPath), "typeMismatch")
            case .valueNotFound(_, let context): return (context.debugDescription, Self.spell(context.codingPath), "valueNotFound")
            case .keyNotFound(_, let context): return (context.debugDescription, Self.spell(context.codingPath), "keyNotFound")
            case .dataCorrupted(let context): return (context.debugDescription, Self.spell(context.codingPath), "dataCorrupted")
            @unknown default: return ("?", "", "")
            }
        } catch {
            return ("not a DecodingError: \(error)", "", "")
        }
    }

    static func spell(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? "/" + $0.stringValue }.joined()
    }

    @Test func everyErrorNamesThePathInsideTheViewModel() {
        var bad: Value = ["title": "Soup", "minutes": 20, "tags": ["hot", "quick", 12], "nutrition": [:], "difficulty": "easy", "author": ["name": "Ann"]]
        #expect(failure(bad, as: Recipe.self) == ("viewModel.tags[2]: expected String, found the integer 12", "/tags[2]", "typeMismatch"))
        bad = ["title": "Soup", "minutes": 1.5, "tags": [], "nutrition": [:], "difficulty": "easy", "author": ["name": "Ann"]]
        #expect(failure(bad, as: Recipe.self) == ("viewModel.minutes: expected Int, found the number 1.5, not a whole number", "/minutes", "dataCorrupted"))
        bad = ["title": "Soup", "minutes": 1, "tags": [], "nutrition": ["fat": "x"], "difficulty": "easy", "author": ["name": "Ann"]]
        #expect(failure(bad, as: Recipe.self) == ("viewModel.nutrition.fat: expected Double, found a string", "/nutrition/fat", "typeMismatch"))
        bad = ["title": "Soup", "minutes": 1, "tags": [], "nutrition": [:], "difficulty": "easy", "author": [:]]
        #expect(failure(bad, as: Recipe.self) == ("viewModel.author.name: expected String, found no key 'name'", "/author", "keyNotFound"))
        bad = ["title": nil, "minutes": 1, "tags": [], "nutrition": [:], "difficulty": "easy", "author": ["name": "Ann"]]
        #expect(failure(bad, as: Recipe.self) == ("viewModel.title: expected String, found null", "/title", "valueNotFound"))
        bad = ["title": "Soup", "minutes": 1, "tags": "hot", "nutrition": [:], "difficulty": "easy", "author": ["name": "Ann"]]
        #expect(failure(bad, as: Recipe.self) == ("viewModel.tags: expected a list, found a string", "/tags", "typeMismatch"))
        bad = ["title": "Soup", "minutes": 1, "tags": [], "nutrition": [:], "difficulty": "easy", "author": ["name": "Ann", "url": 3]]
        #expect(failure(bad, as: Recipe.self) == ("viewModel.author.url: expected String, found the integer 3", "/author/url", "typeMismatch"))
        bad = ["title": "Soup", "minutes": 1, "tags": [], "nutrition": [:], "difficulty": "easy", "author": ["name": "Ann", "url": ""]]
        #expect(failure(bad, as: Recipe.self) == ("viewModel.author.url: expected URL, found a string, not a URL", "/author/url", "dataCorrupted"))
        #expect(failure((["first name": [1]] as Value), as: [String: [String]].self)
            == (#"viewModel["first name"][0]: expected String, found the integer 1"#, "/first name[0]", "typeMismatch"))
        #expect(failure(Value(300), as: Int8.self) == ("viewModel: expected Int8, found the integer 300, out of its range", "", "dataCorrupted"))
        #expect(failure(Value(.double(1e40)), as: Float.self)
            == ("viewModel: expected Float, found the number 1e+40, out of its range", "", "dataCorrupted"))
        #expect(failure(Value("x"), as: [String: Int].self) == ("viewModel: expected a map, found a string", "", "typeMismatch"))
        #expect(failure(Value.null, as: [Int].self) == ("viewModel: expected a list, found null", "", "valueNotFound"))
        #expect(failure(Value("%%"), as: Data.self) == ("viewModel: expected Data, found a string, not base64", "", "dataCorrupted"))
        #expect(failure(Value("1"), as: Decimal.self) == ("viewModel: expected Decimal, found a string", "", "typeMismatch"))
        #expect(failure(Value(.double(.nan)), as: Decimal.self) == ("viewModel: expected Decimal, found the number .nan", "", "dataCorrupted"))
    }

    @Test func aListEndsWithAnError() {
        struct Pair: Decodable {
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                _ = try list.decode(String.self)
                _ = try list.decode(String.self)
            }
        }
        #expect(failure((["a"] as Value), as: Pair.self) == ("viewModel[1]: expected String, found the end of the list (1 items)", "[1]", "valueNotFound"))
        struct NilPastEnd: Decodable {
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                _ = try list.decodeNil()
            }
        }
        #expect(failure(([] as Value), as: NilPastEnd.self) == ("viewModel[0]: expected a value, found the end of the list (0 items)", "[0]", "valueNotFound"))
    }

    /// A decode that fails leaves the container where it was, as JSONDecoder's does.
    @Test func aFailedItemIsNotPassed() throws {
        struct Retry: Decodable {
            var value: String
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                if let number = try? list.decode(Int.self) {
                    value = "\(number)"
                } else {
                    value = try list.decode(String.self)
                }
            }
        }
        #expect(try (["x"] as Value).decode(Retry.self).value == "x")
    }
}

extension ValueDecodingTests.Everything {
    enum Key: String, CodingKey { case x, map, list, parent, absent }
    enum Inner: String, CodingKey { case n }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        keys = container.allKeys.map(\.rawValue)
        hasX = container.contains(.x)
        nilX = try container.decodeNil(forKey: .x)
        let map = try container.nestedContainer(keyedBy: Inner.self, forKey: .map)
        var unkeyed = try map.nestedUnkeyedContainer(forKey: .n)
        nested = []
        while !unkeyed.isAtEnd { nested.append(try unkeyed.decode(Int8.self)) }
        var list = try container.nestedUnkeyedContainer(forKey: .list)
        #expect(list.count == 3)
        #expect(try list.decodeNil())
        list = try container.nestedUnkeyedContainer(forKey: .list)
        self.list = [try list.decodeIfPresent(UInt32.self), try list.decodeIfPresent(UInt32.self)]
        let inner = try list.nestedContainer(keyedBy: Inner.self)
        self.list.append(try inner.decode(UInt32.self, forKey: .n))
        pastEnd = try list.decodeIfPresent(Int.self)
        superValue = try String(from: container.superDecoder(forKey: .parent))
        missingSuper = try container.superDecoder().singleValueContainer().decodeNil()
    }
}
