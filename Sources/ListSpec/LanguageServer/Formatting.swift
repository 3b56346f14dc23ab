/// `textDocument/formatting`: `listspec format`'s output for the editor's text (contract section
/// 10), as one edit replacing the whole text, or none when the text does not parse, is already
/// formatted or is no spec (a configuration file, another YAML or JSON file, an excluded spec).
enum Formatting {
    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        let text = analysis.text
        // `listspec format` leaves what is no spec as it is, and so does the editor (format on save of a docker-compose.yml).
        guard analysis.isSpec else { return [] }
        guard case .success(let formatted) = SpecFormatter.format(text.bytes, isJSON: SpecLoader.isJSONPath(request.session.path)),
              formatted != text.bytes else { return [] }
        let end = text.position(ofOffset: text.bytes.count, encoding: request.encoding)
        let range = LSPRange(start: LSPPosition(line: 0, character: 0), end: end)
        return [["range": range.json, "newText": .string(String(decoding: formatted, as: UTF8.self))]]
    }
}
