import ListSpecRuntime

/// What a baseline entry is matched by: what stays when lines are added or removed elsewhere in
/// the spec or its tables are written in another order (contract section 15). The spec's path is
/// relative to the repository's root; table, sectionID and cellID say where in the model the
/// finding is, where it is in a table, section or cell; the message has no line or column.
package struct BaselineKey: Hashable, Comparable, Sendable {
    package var path: String
    package var table: String?
    package var sectionID: Int64?
    package var cellID: Int64?
    /// The rule's id as written (an unknown id in a baseline file simply matches nothing).
    package var rule: String
    package var message: String

    package init(path: String, table: String? = nil, sectionID: Int64? = nil, cellID: Int64? = nil, rule: String, message: String) {
        (self.path, self.table, self.sectionID, self.cellID, self.rule, self.message) = (path, table, sectionID, cellID, rule, message)
    }

    /// The key of `finding`, in the spec at `path` (already relative to the root), at `place`.
    package init(_ finding: Finding, path: String, place: FindingPlace?) {
        self.init(path: path, table: place?.table, sectionID: place?.sectionID, cellID: place?.cellID,
                  rule: finding.rule.rawValue, message: BaselineKey.withoutPlaces(finding.message))
    }

    /// The file's order: by path, table, sectionID, cellID (absent first), rule, message.
    package static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.table != b.table { return (a.table ?? "") < (b.table ?? "") || a.table == nil }
        if a.sectionID != b.sectionID { return (a.sectionID ?? .min) < (b.sectionID ?? .min) || a.sectionID == nil }
        if a.cellID != b.cellID { return (a.cellID ?? .min) < (b.cellID ?? .min) || a.cellID == nil }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }

    /// `message` without the places it names, which move when lines or sections are added above:
    /// a line or column number ("first on line 12" is "first on line"), a line and column ("first
    /// at 18:13" is "first at"), an index path ("section [2] (sectionID 30)" is "section (sectionID 30)").
    package static func withoutPlaces(_ message: String) -> String {
        guard message.utf8.contains(where: \.isDigit) else { return message }
        var kept: [UInt8] = []
        withoutPlaces(message, into: &kept)
        return String(decoding: kept, as: UTF8.self)
    }

    /// `message` without the places it names, as bytes in `kept` (emptied first: a baseline
    /// matches thousands of findings with one buffer).
    package static func withoutPlaces(_ message: String, into kept: inout [UInt8]) {
        kept.removeAll(keepingCapacity: true)
        var message = message
        message.withUTF8 { bytes in
            kept.reserveCapacity(bytes.count)
            // Runs of text go over whole; a place starts with a space before a digit or `[`.
            var run = 0, i = 0
            while i + 1 < bytes.count {
                if bytes[i] == space, bytes[i + 1].isDigit || bytes[i + 1] == UInt8(ascii: "[") {
                    kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                    run = i
                    if let end = placeEnd(in: bytes, after: i, following: kept) {
                        (i, run) = (end, end)
                        continue
                    }
                }
                i += 1
            }
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
        }
    }

    private static let space = UInt8(ascii: " ")

    /// Where a place that starts with the space at `start` ends (nil: no place there): `N:M`,
    /// `[N]` or `[N, M]`, or `N` after the word line or column.
    private static func placeEnd(in bytes: UnsafeBufferPointer<UInt8>, after start: Int, following kept: [UInt8]) -> Int? {
        func digits(from i: Int) -> Int? {
            var end = i
            while end < bytes.count, bytes[end].isDigit { end += 1 }
            return end > i ? end : nil
        }
        let next = start + 1
        guard next < bytes.count else { return nil }
        if bytes[next] == UInt8(ascii: "[") {
            var i = next + 1
            while let end = digits(from: i) {
                if end < bytes.count, bytes[end] == UInt8(ascii: "]") { return end + 1 }
                guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: ","), bytes[end + 1] == space else { return nil }
                i = end + 2
            }
            return nil
        }
        guard let end = digits(from: next) else { return nil }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: ":"), let column = digits(from: end + 1) { return column }
        return endsWithPlaceWord(kept[...]) ? end : nil
    }

    /// Whether `text` ends with the word "line" or "column" (not "outline").
    private static func endsWithPlaceWord(_ text: ArraySlice<UInt8>) -> Bool {
        for word in placeWords where text.count >= word.count && text.suffix(word.count).elementsEqual(word) {
            let before = text.endIndex - word.count
            if before == text.startIndex || !(text[before - 1].isLetter || text[before - 1].isDigit) { return true }
        }
        return false
    }

    private static let placeWords = [Array("line".utf8), Array("column".utf8)]
}

private extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
}
