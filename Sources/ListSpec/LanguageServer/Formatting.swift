/// `textDocument/formatting`: the seam for `listspec format` (contract section 10). The server
/// advertises it only when it was given a formatter; the answer is one edit replacing the whole
/// text, or none when the text does not parse (the formatter returns nil) or is already formatted.
enum Formatting {
    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        let text = analysis.text
        guard let formatter = request.formatter, let formatted = formatter(text.bytes, request.session.path),
              formatted != text.bytes else { return [] }
        let end = text.position(ofOffset: text.bytes.count, encoding: request.encoding)
        let range = LSPRange(start: LSPPosition(line: 0, character: 0), end: end)
        return [["range": range.json, "newText": .string(String(decoding: formatted, as: UTF8.self))]]
    }
}
