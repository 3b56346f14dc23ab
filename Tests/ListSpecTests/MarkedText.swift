import ListSpec
import ListSpecRuntime
import Testing

/// Fixture text with markers (`1️⃣` … `9️⃣`, as swift-format's tests write them) where
/// findings must point: the markers are removed, and each one's line and column (the
/// character it stands before) is kept.
struct MarkedText {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let text: String
    let locations: [String: ListSpecRuntime.SourceLocation]

    init(_ marked: String) {
        var text = ""
        var locations: [String: ListSpecRuntime.SourceLocation] = [:]
        var line = 1, column = 1
        var rest = Substring(marked)
        while let character = rest.first {
            if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
                locations[marker] = ListSpecRuntime.SourceLocation(line: line, column: column)
                rest = rest.dropFirst(marker.count)
                continue
            }
            text.append(character)
            // Columns count Unicode scalars, as libyaml's do.
            if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
            rest = rest.dropFirst()
        }
        self.text = text
        self.locations = locations
    }

    func location(_ marker: String) -> ListSpecRuntime.SourceLocation? { locations[marker] }
}

/// Lints marked text and expects exactly the findings given, each at its marker
/// (`"1️⃣": .viewModelType`), nothing else. Returns the findings for message checks.
@discardableResult
func expectFindings(_ marked: String, _ expected: KeyValuePairs<String, Rule>, path: String = "test.yaml", ignoring: Set<Rule> = [],
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Finding] {
    let fixture = MarkedText(marked)
    let findings = load(fixture.text, path: path).findings.filter { !ignoring.contains($0.rule) }
    let actual = findings.map { "\($0.location) \($0.rule.rawValue)" }.sorted()
    let wanted = expected.map { marker, rule in
        "\(fixture.location(marker).map(\.description) ?? "no marker \(marker)") \(rule.rawValue)"
    }.sorted()
    #expect(actual == wanted, "\(findings.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
    return findings
}

/// Expects the findings of `rule` in marked text to be exactly at `markers`, in file order
/// (other rules' findings are not looked at).
func expectPositions(of rule: Rule, in marked: String, at markers: [String], path: String = "test.yaml",
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let fixture = MarkedText(marked)
    let found = load(fixture.text, path: path).findings.filter { $0.rule == rule }.map(\.location.description)
    let wanted = markers.map { fixture.location($0).map(\.description) ?? "no marker \($0)" }
    #expect(found == wanted, sourceLocation: sourceLocation)
}
