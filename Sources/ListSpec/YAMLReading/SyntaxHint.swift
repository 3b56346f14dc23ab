import ListSpecRuntime
/// A plain-words hint for libyaml's commonest errors. libyaml's own text stays in the
/// finding (it is what a search finds); the hint names the likely cause and, where
/// libyaml knows it, where the unclosed quote, bracket or misaligned block began.
enum SyntaxHint {
    /// `problem` and `context` are libyaml's texts; `at` where it stopped; `opened` its context mark;
    /// `character` the first byte where it stopped, when known; `bytes` the file's, asked for only
    /// by the hints that look at the text (a key without its space, an unclosed bracket).
    /// Where to report the problem when libyaml's place is not where the mistake is: the comment
    /// that took a flow collection's closing bracket (libyaml stops on a later line).
    static func place(context: String?, bytes: () -> [UInt8]) -> SourceLocation? {
        guard context?.contains("flow") == true else { return nil }
        return SourceLines(bytes()).unclosedBracket()?.comment
    }

    static func hint(problem: String, context: String?, at: SourceLocation, opened: SourceLocation?, character: UInt8? = nil,
                     bytes: () -> [UInt8] = { [] }) -> String? {
        let context = context ?? ""
        if problem.contains("could not find expected ':'") {
            // `cellType:Row`: no space after the colon, so libyaml reads one plain scalar where a key should be.
            let line = opened?.line ?? at.line
            if let glued = SourceLines(bytes()).gluedKey(onLine: line) { return glued.advice(line: line) }
            return "the key on line \(line) needs ': ' (a colon and a space) between it and its value"
        }
        if problem.contains("mapping values are not allowed"), let (line, glued) = SourceLines(bytes()).gluedKey(above: at.line) {
            // `- cellID:0` read on as a plain scalar until the next line's `key: ` stopped it.
            return glued.advice(line: line)
        }
        if context.contains("flow"), let open = SourceLines(bytes()).unclosedBracket() {
            if let comment = open.comment {
                // `{title: #Other}`: the comment took the closing bracket with it.
                return "on line \(comment.line) a '#' after a space starts a comment, so the rest of that line, the '\(open.closing)' "
                    + "that closes the '\(open.bracket)' at column \(open.place.column) included, is not read; quote a value that "
                    + "starts with '#' (\"#Other\")"
            }
            if context.contains("flow node") {
                return "the '\(open.bracket)' opened at line \(open.place.line), column \(open.place.column) is never closed"
            }
        }
        let start = opened.map { "line \($0.line), column \($0.column)" } ?? "above"
        if problem.contains("tab character") {
            return "line \(at.line) is indented with a tab; YAML indents with spaces only"
        }
        if problem.contains("cannot start any token") {
            switch character {
            case 0x09?:
                return at.column == 1 ? "line \(at.line) is indented with a tab; YAML indents with spaces only"
                                      : "a tab at line \(at.line), column \(at.column) where a value or key should start; use spaces"
            case UInt8(ascii: "@")?, UInt8(ascii: "`")?:
                return "'\(Character(Unicode.Scalar(character ?? 0)))' is reserved in YAML and cannot start a plain value; quote the value"
            default:
                return "line \(at.line) has a character that cannot begin a value there (a tab, '@' or '`'); "
                    + "indent with spaces, or quote the value"
            }
        }
        if context.contains("quoted scalar"), problem.contains("end of stream") || problem.contains("document") {
            return "the quote opened at \(start) is never closed"
        }
        if context.contains("flow sequence") {
            return "the '[' opened at \(start) is not closed, or an item before line \(at.line) lacks its ','"
        }
        if context.contains("flow mapping") {
            return "the '{' opened at \(start) is not closed, or an entry before line \(at.line) lacks its ','"
        }
        if context.contains("block collection"), problem.contains("'-' indicator"),
           let keys = SourceLines(bytes()).keyColumnAbove(line: at.line, column: at.column) {
            // A key one column (or a few) left of its map's keys reads as the next list item without its dash.
            return "line \(at.line) starts at column \(at.column), left of the keys of the map above it (column \(keys)); "
                + "line it up with those keys, at column \(keys)"
        }
        if context.contains("block collection"), problem.contains("'-' indicator") {
            return "line \(at.line) is out of line with the list that starts at \(start); every item of a list starts with '- ' in the same column"
        }
        if context.contains("block mapping"), problem.contains("expected key") {
            return "line \(at.line) is out of line with the map that starts at \(start): a list item ('- ') or a key indented differently from its siblings"
        }
        if problem.contains("mapping values are not allowed") {
            return "a ': ' inside a plain value on line \(at.line), or a key indented under a value; quote a value that holds ': '"
        }
        if problem.contains("block sequence entries are not allowed") {
            return "a list item ('- ') on line \(at.line) sits where a value on the same line or a key was expected; check its indentation"
        }
        return nil
    }
}
