import ListSpecRuntime

/// Where the token at each finding's place ends on its line, for outputs that mark a region
/// (code scanning wants an end to every region): the same extent the editor's diagnostics and
/// the fixes cover. Read from the file as it is now (after `--fix`, the fixed text the remaining
/// findings are about); where there is no text (standard input, a file gone), one character. Only
/// a regular file is read again: a FIFO's text was read once (opened again, it waits for a writer).
struct TokenEnds {
    private let source: FixSource?

    init(path: String, currentDirectory: String) {
        let file = PathResolution.absolute(path, in: currentDirectory)
        if path == SpecInput.standardInput.displayPath || (try? FileStatus.of(file).kind) != .regular {
            source = nil
        } else {
            let bytes = try? FileBytes.contents(of: file, limit: ReaderLimits.default.maxFileSize)
            source = bytes.map { FixSource(bytes: $0, isJSON: SpecFormat.isJSON(path: path)) }
        }
    }

    /// The line and column just past the token that starts at `location` (a token never spans lines).
    func end(of location: SourceLocation) -> SourceLocation {
        let line = max(1, location.line), column = max(1, location.column)
        let oneCharacter = SourceLocation(line: line, column: column + 1)
        guard let source, let start = source.offset(line: line, column: column) else { return oneCharacter }
        let end = TokenExtent.end(from: start, in: source.bytes, lineEnd: source.end(ofLine: line - 1))
        let characters = source.bytes[start..<end].count { $0 & 0xC0 != 0x80 }
        return characters > 0 ? SourceLocation(line: line, column: column + characters) : oneCharacter
    }
}
