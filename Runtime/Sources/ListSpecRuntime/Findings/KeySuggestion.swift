/// The one decision (section 15) of what a misspelt name is taken to mean, for every rule with a
/// fix (keys, cell types, styles, type names, enum cases, fields) and every "did you mean": a
/// known name is suggested only within a third of the written name's length in edits; the fix
/// writing it is safe only for a typo, one edit (a letter added, dropped or changed, or two
/// neighbours swapped) from the one nearest known name, case, `_` and `-` aside. A different word
/// is a different intent (`selectable` is not `deletable`), so anything further is unsafe.
package enum KeySuggestion {
    /// The known name a misspelt one is taken to mean.
    package struct Suggestion: Hashable, Sendable {
        package var word: String
        /// No other known name is as near (else no fix: it would be a guess between two).
        package var isOnly: Bool
        /// One edit or none from `word`, case, `_` and `-` aside: its fix is safe.
        package var isTypo: Bool
    }

    /// Names longer than this are never measured: no known name is that long, and a hostile
    /// megabyte key must not cost a quadratic measure.
    private static let longestMeasured = 256

    package static func nearest(to word: String, in candidates: [String]) -> String? {
        closest(to: word, in: candidates)?.word
    }

    /// The nearest known name within a third of `word`'s length in edits, nil where none is.
    package static func closest(to word: String, in candidates: [String]) -> Suggestion? {
        let length = word.count
        guard length <= longestMeasured else { return nil }
        let written = comparable(word)
        let budget = length / 3
        var best: (word: String, distance: Int)?
        var tied = false
        for candidate in candidates {
            let distance = editDistance(written, comparable(candidate), atMost: best.map { min($0.distance, budget) } ?? budget)
            guard let distance else { continue }
            if distance < best?.distance ?? .max {
                best = (candidate, distance)
                tied = false
            } else if distance == best?.distance, candidate != best?.word {
                tied = true
            }
        }
        guard let best else { return nil }
        return Suggestion(word: best.word, isOnly: !tied, isTypo: best.distance <= 1)
    }

    /// The fix writing the one nearest known name over `word` (safe for a typo, else unsafe); nil
    /// where none is near enough, two are as near, or `word` is already that name.
    package static func fix(for word: String, in candidates: [String], extent: FindingFix.Extent = .token) -> FindingFix? {
        closest(to: word, in: candidates).flatMap { fix(for: word, taking: $0, extent: extent) }
    }

    /// The fix writing `suggestion` over `word`, as `fix(for:in:extent:)` decides it.
    package static func fix(for word: String, taking suggestion: Suggestion, extent: FindingFix.Extent = .token) -> FindingFix? {
        guard suggestion.isOnly, suggestion.word != word else { return nil }
        return .rename(word, to: suggestion.word, extent: extent, isSafe: suggestion.isTypo)
    }

    /// The name as compared: lower case, without `_` and `-` (`view_model` is `viewModel`).
    private static func comparable(_ name: String) -> [Unicode.Scalar] {
        name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" }
    }

    /// The optimal string alignment distance (Damerau's edits: insert, delete, substitute, swap two
    /// neighbours), or nil when it is more than `limit`.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { distance = min(distance, beforePrevious[j - 2] + 1) }
                current[j] = distance
                rowMinimum = min(rowMinimum, distance)
            }
            // Every later row is at least this row's least: past the limit, it stays past.
            if rowMinimum > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
