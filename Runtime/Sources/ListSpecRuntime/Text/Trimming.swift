extension BidirectionalCollection {
    /// The text (or bytes) without its leading and trailing elements that `isTrimmed` accepts
    /// (Foundation's `trimmingCharacters(in:)`, which FoundationEssentials does not have).
    package func trimming(while isTrimmed: (Element) -> Bool) -> SubSequence {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
