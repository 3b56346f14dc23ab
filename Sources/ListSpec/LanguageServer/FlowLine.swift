/// The flow collections (`{...}`, `[...]`) open at the cursor on its line, read from the text
/// before the cursor alone (`- {cellID: 40, cellType: |` does not parse): which keys the innermost
/// map already has, whether the cursor stands at a key or at a key's value, and the steps from
/// the line's block map down to that map, so completion answers as in block style.
struct FlowLine {
    /// One open collection.
    struct Frame {
        var isMap: Bool
        /// A map's keys written so far and their plain values (a nested collection's value is empty).
        var keys: [String] = []
        var values: [String: String] = [:]
        /// The key whose value is being written (a map at a value), nil at a key.
        var valueKey: String?
        /// The text of the key or value being written.
        var token = ""
    }

    /// The key of the block line that the outermost collection is the value of (`viewModel: {`),
    /// nil when the line is a list item (`- {`).
    var blockKey: String?
    /// Outermost first; the last is the one the cursor is in.
    var frames: [Frame]

    /// The open collections of `before` (a line's text up to the cursor), nil outside any.
    init?(_ before: Substring) {
        var content = before.drop { $0 == " " }
        while content.hasPrefix("- ") { content = content.dropFirst(2).drop { $0 == " " } }
        var frames: [Frame] = []
        var blockKey: String?
        var quote: Character?
        for character in content {
            if let closing = quote {
                if character == closing { quote = nil }
                if !frames.isEmpty { frames[frames.count - 1].token.append(character) }
                continue
            }
            switch character {
            case "#" where frames.isEmpty || frames[frames.count - 1].token.isEmpty || frames[frames.count - 1].token.last == " ":
                return nil  // a comment: the rest of the line is not read
            case "\"", "'":
                // A quote opens a quoted scalar only where one starts (`title: Don't` holds none).
                if frames.isEmpty || frames[frames.count - 1].token.trimming(while: { $0 == " " }).isEmpty { quote = character }
                if !frames.isEmpty { frames[frames.count - 1].token.append(character) }
            case "{", "[":
                if frames.isEmpty {
                    // Only a bracket that starts the line's value opens a flow collection.
                    let head = content[..<(content.firstIndex(of: character) ?? content.startIndex)]
                    if !head.isEmpty {
                        // `key: x {` is a plain scalar, not a collection.
                        guard head.last == " ", let key = BlockOutline.Line.key(of: head),
                              BlockOutline.Line.value(of: head)?.isEmpty == true else { return nil }
                        blockKey = key
                    }
                } else {
                    frames[frames.count - 1].token = ""
                }
                frames.append(Frame(isMap: character == "{"))
            case "}", "]":
                guard !frames.isEmpty else { return nil }
                frames.removeLast()
                if frames.isEmpty { return nil }  // the line's collection is closed before the cursor
            case ":" where frames.last?.isMap == true && frames[frames.count - 1].valueKey == nil:
                var frame = frames.removeLast()
                let key = String(frame.token.trimming(while: { " \"'".contains($0) }))
                frame.keys.append(key)
                (frame.valueKey, frame.token) = (key, "")
                frames.append(frame)
            case ",":
                guard var frame = frames.popLast() else { return nil }
                if let key = frame.valueKey { frame.values[key] = String(frame.token.trimming(while: { " \"'".contains($0) })) }
                (frame.valueKey, frame.token) = (nil, "")
                frames.append(frame)
            default:
                if !frames.isEmpty { frames[frames.count - 1].token.append(character) }
            }
        }
        guard !frames.isEmpty, quote == nil else { return nil }
        self.blockKey = blockKey
        self.frames = frames
    }

    var innermost: Frame { frames[frames.count - 1] }

    /// The steps from the line's block map (or list item) down to the innermost collection.
    var steps: BlockOutline.Path {
        var steps: BlockOutline.Path = blockKey.map { [$0] } ?? []
        for parent in frames.dropLast() { steps.append(parent.isMap ? parent.valueKey : nil) }
        return steps
    }

    /// The `cellType` written in the flow map that holds the innermost one's `viewModel`, if any.
    var cellTypeAroundViewModel: String? {
        frames.last { $0.valueKey == "viewModel" }?.values["cellType"]
    }
}
