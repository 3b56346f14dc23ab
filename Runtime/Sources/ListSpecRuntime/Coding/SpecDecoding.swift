/// A spec decodes from the JSON spec format with any `Decoder` (JSONDecoder for a
/// spec an app downloads), holding it to every rule that the file alone decides,
/// exactly as `listspec lint` does. A spec that breaks one throws a
/// `DecodingError.dataCorrupted` at the first violation's coding path, its
/// description naming the rule, with a `SpecRuleViolation` listing them all.
///
/// A `Decoder` does not tell the order of a map's keys, so a decoded spec holds
/// its tables in name order (a file read by the command line keeps file order).
extension Spec: Decodable {
    /// Decodes a JSON spec, holding it to every rule the file alone decides, as `listspec lint` does.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at the first violation's coding path, its description
    /// naming the rule, with a ``SpecRuleViolation`` listing them all as its `underlyingError`;
    /// a `DecodingError` of the decoder for what is no spec at all.
    public init(from decoder: any Decoder) throws {
        var writer = DocumentWriter()
        let root = try writer.decode(from: decoder, expecting: .map)
        let document = writer.finish(root: root)
        let (spec, findings) = SpecChecker.check(document, path: "")
        let errors = findings.filter { $0.severity == .error }.sortedByLocation()
        guard let first = errors.first else {
            self = spec
            return
        }
        let paths = DocumentPaths(document)
        let violations = errors.map { finding in
            SpecRuleViolation.Violation(rule: finding.rule, message: finding.message,
                                        codingPath: paths.path(to: finding.location).map(\.stringValue))
        }
        throw DecodingError.dataCorrupted(.init(
            codingPath: decoder.codingPath + paths.path(to: first.location),
            debugDescription: "\(first.message) [\(first.rule.rawValue)]",
            underlyingError: SpecRuleViolation(violations: violations)))
    }
}

/// The coding path of each node of a written document, found from its parents.
private struct DocumentPaths {
    private let document: Document
    /// For each node: its collection and its place there (key text or index); nil for the root.
    private var parents: [(parent: Int32, key: AnyCodingKey)?]

    init(_ document: Document) {
        self.document = document
        parents = Array(repeating: nil, count: document.records.count)
        for index in document.records.indices {
            let node = Document.Node(document: document, index: Int32(index))
            switch node.kind {
            case .sequence:
                for (position, item) in node.items.enumerated() { parents[Int(item.index)] = (node.index, AnyCodingKey(index: position)) }
            case .mapping:
                for pair in node.pairs {
                    let key = AnyCodingKey(pair.key.keyText)
                    parents[Int(pair.value.index)] = (node.index, key)
                    // A finding at a key (an unknown key) is at the key's place in its map.
                    parents[Int(pair.key.index)] = (node.index, key)
                }
            default:
                break
            }
        }
    }

    /// The path to the node a location names (written documents place node i at line i + 1).
    func path(to location: SourceLocation) -> [AnyCodingKey] {
        var index = location.line - 1
        guard location.column == 0, parents.indices.contains(index) else { return [] }
        var path: [AnyCodingKey] = []
        while let step = parents[index] {
            path.append(step.key)
            index = Int(step.parent)
        }
        return path.reversed()
    }
}
