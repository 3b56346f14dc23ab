/// The keys and indices from the value `decode` was called on down to the value being read,
/// last step first. Made one step per nested value a `Decodable` type asks for; its coding path
/// and its spelling (`viewModel.tags[2]`) are only worked out when asked for, mostly by an error.
indirect enum DecodingPath {
    case root
    case key(any CodingKey, parent: DecodingPath)
    case index(Int, parent: DecodingPath)

    func appending(_ key: some CodingKey) -> DecodingPath { .key(key, parent: self) }
    func appending(index: Int) -> DecodingPath { .index(index, parent: self) }

    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var step = self
        while true {
            switch step {
            case .root: return keys.reversed()
            case .key(let key, let parent):
                keys.append(key)
                step = parent
            case .index(let index, let parent):
                keys.append(AnyCodingKey(index: index))
                step = parent
            }
        }
    }

    /// As messages spell it: `viewModel.author.name`, `viewModel.tags[2]`.
    var spelled: String {
        var text: String
        switch self {
        case .root: return ValuePathText.root
        case .key(let key, let parent):
            text = parent.spelled
            ValuePathText.appendKey(key.stringValue, to: &text)
        case .index(let index, let parent):
            text = parent.spelled
            ValuePathText.appendIndex(index, to: &text)
        }
        return text
    }
}

/// The errors of decoding a value, worded `viewModel.tags[2]: expected String, found the integer 12`.
extension DecodingPath {
    /// `found` is not what a `type` is read from: null is a missing value, anything else a mismatch.
    func mismatch(_ type: Any.Type, expected: String, found: Document.Node) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: "\(spelled): expected \(expected), found \(Self.describe(found))")
        return found.isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    /// A number that `type` cannot hold (`1.5` as Int, `300` as Int8), or text that is not what
    /// `type` reads it as (a URL, base64): the data is wrong, as JSONDecoder says.
    func unfit(_ type: Any.Type, found: Document.Node, because reason: String?) -> DecodingError {
        let message = "\(spelled): expected \(type), found \(Self.describe(found))" + (reason.map { ", " + $0 } ?? "")
        return .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }

    /// No value where one was asked for: `what` is what was found instead (`no key 'name'`).
    func absent(_ type: Any.Type, expected: String, found what: String) -> DecodingError {
        .valueNotFound(type, DecodingError.Context(codingPath: codingPath, debugDescription: "\(spelled): expected \(expected), found \(what)"))
    }

    /// A map without `key`; the coding path is the map's, as JSONDecoder gives it.
    func missing(_ key: some CodingKey, expected: String) -> DecodingError {
        .keyNotFound(key, DecodingError.Context(codingPath: codingPath,
                                                debugDescription: "\(appending(key).spelled): expected \(expected), found no key '\(key.stringValue)'"))
    }

    private static func describe(_ node: Document.Node) -> String {
        node.isBeyondFloatRange ? "a number beyond the range of a 64-bit float" : node.described
    }
}
