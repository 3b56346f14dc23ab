@_spi(DocumentStorage) import ListSpecRuntime

/// `listspec convert`: a spec's document written again in a format, its content unchanged
/// (contract section 9). Keys keep their order, `types` and `x-` keys stay, and aliases and
/// merge keys are written out (the document holds them expanded).
package enum SpecConverter {
    /// Values the target format cannot hold, each a finding at its place.
    package struct Unconvertible: Error {
        package var findings: [Finding]
    }

    /// The bytes of a loaded spec's document in `format`. JSON has no infinity or NaN (YAML's
    /// `.inf`, `.nan`) and no hexadecimal or octal: such values (lint lets them stand only under
    /// `x-` keys) are findings, and nothing is written.
    package static func convert(_ loaded: LoadedSpec, to format: SpecFormat) throws(Unconvertible) -> [UInt8] {
        guard let root = loaded.document?.root else {
            throw Unconvertible(findings: [Finding(path: loaded.path, location: .start, EmptyFileCheck.nothingToConvert)])
        }
        switch format {
        case .yaml:
            return YAMLSpecWriter.write(root)
        case .json:
            let findings = notJSON(below: root).map { node, draft in Finding(path: loaded.path, location: node.location, draft) }
            guard findings.isEmpty else { throw Unconvertible(findings: findings) }
            return JSONSpecWriter.write(root)
        }
    }

    /// Every number at or below `root` that JSON cannot spell, with why, once each (an alias
    /// refers to its anchor's node, which is looked at once), in document order.
    private static func notJSON(below root: Document.Node) -> [(Document.Node, FindingDraft)] {
        var found: [(Document.Node, FindingDraft)] = []
        var seen = Set<Int32>()
        func visit(_ node: Document.Node) {
            guard seen.insert(node.index).inserted else { return }
            switch node.kind {
            case .float:
                guard let value = node.double, !value.isFinite else { return }
                let what = node.isBeyondFloatRange ? "a number past a Double's range" : formatDouble(value)
                found.append((node, InvalidValueCheck.noJSONSpelling(ofNonFinite: what)))
            case .int:
                guard node.isOverflowingInteger, let text = node.string, !isJSONInteger(text) else { return }
                found.append((node, InvalidValueCheck.noJSONSpelling(ofInteger: text)))
            case .sequence: node.items.forEach(visit)
            case .mapping: node.pairs.forEach { visit($0.value) }
            case .null, .bool, .string: break
            }
        }
        visit(root)
        return found
    }

    /// `-?(0|[1-9][0-9]*)`
    private static func isJSONInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
        guard let first = digits.first, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
        return first != UInt8(ascii: "0") || digits.count == 1
    }
}
