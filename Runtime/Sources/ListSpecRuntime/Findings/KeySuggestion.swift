/// The nearest known word to a misspelt one, by edit distance.
package enum KeySuggestion {
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        closest(to: word, in: candidates)?.word
    }

    /// The nearest known word, and whether it is the only one that near (a fix writes only a
    /// word that no other is as close as: section 15's "one closest known name").
    package static func closest(to word: String, in candidates: [String]) -> (word: String, isOnly: Bool)? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        var tied = false
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance < best?.1 ?? .max {
                best = (candidate, distance)
                tied = false
            } else if distance == best?.1, candidate != best?.0 {
                tied = true
            }
        }
        guard let (candidate, distance) = best, distance <= max(2, candidate.count / 2) else { return nil }
        return (candidate, !tied)
    }

    /// The fix writing the one nearest known word over `word`, nil where none is near or two are as near.
    package static func fix(for word: String, in candidates: [String], extent: FindingFix.Extent = .token) -> FindingFix? {
        guard let (nearest, isOnly) = closest(to: word, in: candidates), isOnly, nearest != word else { return nil }
        return .rename(word, to: nearest, extent: extent)
    }

    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Long words (a hostile 1 MB key) are never near a short one.
        if abs(a.count - b.count) > 8 { return abs(a.count - b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
