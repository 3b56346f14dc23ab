import ListSpecRuntime

/// What is written on one line: scalars, aliases, properties, flow collections; block scalars.
extension FormatPrinter {
    /// A scalar, alias, empty collection or flow collection on the current line (`indent`: the
    /// lines of a block scalar's body go two deeper).
    mutating func inline(_ node: Int32, layout: Layout, bodyIndent: Int, role: FormatRole, asKey: Bool = false) {
        let n = tree.nodes[Int(node)]
        switch n.kind {
        case .alias:
            Self.appendAlias(tree, node, to: &out)
        case .scalar where n.style == .literal || n.style == .folded:
            blockScalar(node, indent: bodyIndent)
            return
        case .scalar:
            Self.appendScalar(tree, node, inFlow: false, isKey: asKey, to: &out)
        case .sequence, .mapping:
            if n.firstChild < 0 {
                raw(n.kind == .sequence ? "[]" : "{}")
            } else {
                let column = columns(out[lineStart...])
                if !tryFlow(node, role: role, column: column) { _ = tryFlow(node, role: role, column: 0) }
                out.append(contentsOf: scratch)
                flowNode = -1
            }
        case .printed:
            return  // only ever an item of a block list: `block` writes it
        }
        lineComments += trailing(node)
    }

    /// `|` or `>` with its indicators, then the source's lines moved to `indent`. The chomping
    /// indicator follows the value's final line breaks; an indentation indicator is written when
    /// the first line starts with a space.
    private mutating func blockScalar(_ node: Int32, indent: Int) {
        guard let body = tree.blockHeaders[node] else { return }
        let value = tree.valueBytes(of: node)
        raw(tree.nodes[Int(node)].style == .literal ? "|" : ">")
        var firstText = value.startIndex
        while firstText < value.endIndex, value[firstText] == 0x0A { firstText += 1 }
        if firstText < value.endIndex, value[firstText] == 0x20 { raw("2") }
        var breaks = 0
        while breaks < value.count, value[value.count - 1 - breaks] == 0x0A { breaks += 1 }
        if breaks == 0 { raw("-") } else if breaks > 1 || breaks == value.count { raw("+") }
        lineComments += trailing(node)
        // The body's lines, less the all-space lines at its end (the value's breaks say those);
        // the caller ends the last line.
        let source = tree.source
        var bodyLines: [Range<Int>] = []
        var lineBegin = Int(body.bodyStart)
        let end = Int(body.bodyEnd)
        while lineBegin < end {
            var stop = lineBegin
            while stop < end, source[stop] != 0x0A { stop += 1 }
            var textEnd = stop
            if textEnd > lineBegin, source[textEnd - 1] == 0x0D { textEnd -= 1 }
            bodyLines.append(lineBegin..<textEnd)
            lineBegin = stop + 1
        }
        let contentIndent = Int(body.contentIndent)
        // A value of line breaks only has no content line to set the indentation: its lines are all blank.
        let breaksOnly = breaks == value.count
        func isBlank(_ line: Range<Int>) -> Bool { (breaksOnly || line.count <= contentIndent) && source[line].allSatisfy { $0 == 0x20 } }
        while let last = bodyLines.last, isBlank(last) { bodyLines.removeLast() }
        for line in bodyLines {
            newline()
            if !isBlank(line) {
                spaces(indent)
                out.append(contentsOf: source[(line.lowerBound + contentIndent)..<line.upperBound])
            }
        }
        // A value of line breaks only (`|+` and a blank line is "\n") is all blank lines.
        let extra = bodyLines.isEmpty ? breaks : max(0, breaks - 1)
        for _ in 0..<extra { newline() }
    }

    // The writers below are static: a method of the printer appending to one of its own buffers
    // would hold the whole printer, and the buffer would be copied at every call.
    static func appendKey(_ tree: FormatTree, _ key: Int32, inFlow: Bool, to out: inout [UInt8]) {
        if tree.nodes[Int(key)].kind == .alias {
            Self.appendAlias(tree, key, to: &out)
            return out.append(UInt8(ascii: " "))
        }
        if tree.nodes[Int(key)].flags & FormatTree.hasProperties != 0 {
            out += Self.propertiesText(tree, key)
            out.append(UInt8(ascii: " "))
        }
        Self.appendScalar(tree, key, inFlow: inFlow, isKey: true, to: &out)
    }

    /// A key written `? key` on a line of its own: a list, map or block scalar, or a key too long
    /// for libyaml's implicit keys.
    func explicitKey(_ key: Int32) -> Bool {
        let n = tree.nodes[Int(key)]
        if n.kind == .sequence || n.kind == .mapping || n.style == .literal || n.style == .folded { return true }
        if n.kind == .scalar, n.valueCount == 0, n.style == .plain, tree.tag(key) == nil { return true }
        guard n.kind == .scalar, n.valueCount > 900 else { return false }
        var text: [UInt8] = []
        Self.appendKey(tree, key, inFlow: false, to: &text)
        return text.count > 1000
    }

    /// A scalar as the canonical text: a string plain where that reads back as the same string,
    /// else in double quotes; `null`, `true`, `false` in lower case (a key's as written: a
    /// viewModel reads keys as text); a number as written.
    static func appendScalar(_ tree: FormatTree, _ node: Int32, inFlow: Bool, isKey: Bool, to out: inout [UInt8]) {
        let n = tree.nodes[Int(node)]
        tree.withValue(of: node) { value in
            let rule = YAMLScalar.PlainRule.minimal(inFlow: inFlow)
            if tree.tag(node) != nil {
                // `- !!str` and `{!!null : a}`: quoted, `""` would be another node (style is data here).
                if n.style == .plain, value.isEmpty { return }
                if n.style == .plain, YAMLScalar.isPlainSyntax(value, inFlow: inFlow) { out.append(contentsOf: value) }
                else { YAMLScalar.appendQuoted(value, to: &out) }
                return
            }
            guard n.style == .plain else {
                if YAMLScalar.isPlain(value, rule: rule) { out.append(contentsOf: value) } else { YAMLScalar.appendQuoted(value, to: &out) }
                return
            }
            switch CoreSchema.resolvePlain(value) {
            case .string where isKey && bytesSpell(value, "<<"):
                out.append(contentsOf: value)  // a merge key
            case .string:
                if YAMLScalar.isPlain(value, rule: rule) { out.append(contentsOf: value) } else { YAMLScalar.appendQuoted(value, to: &out) }
            case .null where !isKey: out.append(contentsOf: "null".utf8)
            case .bool(let b) where !isKey: out.append(contentsOf: (b ? "true" : "false").utf8)
            default: out.append(contentsOf: value)
            }
        }
    }

    static func appendAlias(_ tree: FormatTree, _ node: Int32, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "*"))
        tree.withValue(of: node) { out.append(contentsOf: $0) }
    }

    /// `&anchor !tag`, or nothing.
    static func propertiesText(_ tree: FormatTree, _ node: Int32) -> [UInt8] {
        guard tree.nodes[Int(node)].flags & FormatTree.hasProperties != 0 else { return [] }
        var parts: [String] = []
        if let anchor = tree.anchor(node) { parts.append("&" + anchor) }
        if let tag = tree.tag(node) {
            if tag.hasPrefix("tag:yaml.org,2002:") { parts.append("!!" + tag.dropFirst("tag:yaml.org,2002:".count)) }
            else if tag.hasPrefix("!") { parts.append(tag) }
            else { parts.append("!<" + tag + ">") }
        }
        return Array(parts.joined(separator: " ").utf8)
    }

    /// An empty plain scalar with a tag (`- !!str`): nothing follows its properties on the line.
    func isEmptyPlain(_ node: Int32) -> Bool {
        let n = tree.nodes[Int(node)]
        return n.kind == .scalar && n.style == .plain && n.valueCount == 0 && tree.tag(node) != nil
    }

    /// Writes the node's properties; whether it had any.
    mutating func properties(_ node: Int32) -> Bool {
        let text = Self.propertiesText(tree, node)
        raw(text)
        return !text.isEmpty
    }
}
