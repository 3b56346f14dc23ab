/// `textDocument/formatting`: `listspec format`'s output for the editor's text (contract section
/// 10), as one edit replacing the whole text, or none when the text does not parse, is already
/// formatted or is a configuration file.
enum Formatting {
    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        let text = analysis.text
        // A configuration file is no spec: `listspec format` leaves it as it is, and so does the editor.
        guard !ConfigurationLoader.isConfigurationFile(request.session.path) else { return [] }
        guard case .success(let formatted) = SpecFormatter.format(text.bytes, isJSON: SpecLoader.isJSONPath(request.session.path)),
              formatted != text.bytes else { return [] }
        let end = text.position(ofOffset: text.bytes.count, encoding: request.encoding)
        let range = LSPRange(start: LSPPosition(line: 0, character: 0), end: end)
        return [["range": range.json, "newText": .string(String(decoding: formatted, as: UTF8.self))]]
    }
}
