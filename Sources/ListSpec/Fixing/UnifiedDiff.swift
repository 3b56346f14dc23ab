/// A file's change as a unified diff (`diff -u`'s form, three lines of context), headed
/// `--- PATH` / `+++ PATH` with the path as given, so `patch -p0` run where the path was given
/// applies it. `lint --diff` prints what `--fix` would write with it.
package enum UnifiedDiff {
    /// The diff from `old` to `new` (nothing when they are equal).
    package static func diff(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> [UInt8] {
        guard old != new else { return [] }
        let a = lines(old), b = lines(new)
        let script = matches(a, b)
        var out: [UInt8] = Array("--- \(path)\n+++ \(path)\n".utf8)
        // Runs of changes, each with its context, merged where their contexts meet.
        var index = 0
        while index < script.count {
            guard case .change = script[index] else { index += 1; continue }
            var end = index
            var last = index
            while end < script.count {
                if case .change = script[end] { last = end; end += 1; continue }
                // Equal lines: the hunk goes on if another change comes within twice the context.
                var next = end
                while next < script.count, case .same = script[next] { next += 1 }
                if next < script.count, next - end <= 2 * context { end = next; continue }
                break
            }
            let start = max(0, index - context)
            let stop = min(script.count, last + 1 + context)
            hunk(script[start..<stop], a, b, into: &out)
            index = stop
        }
        return out
    }

    private enum Step {
        case same(Int, Int)
        case change(removed: [Int], added: [Int], at: (Int, Int))
    }

    /// A text's lines, each with its line break (the last may have none).
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            lines.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The lines both keep and the runs between them. Equal line counts (a fix edits lines in
    /// place) are compared line by line; otherwise the common start and end are set aside and the
    /// rest is matched by Myers's shortest edit script.
    private static func matches(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        var pairs: [(Int, Int)] = []
        if a.count == b.count {
            pairs = a.indices.filter { a[$0] == b[$0] }.map { ($0, $0) }
        } else {
            var head = 0
            while head < min(a.count, b.count), a[head] == b[head] { pairs.append((head, head)); head += 1 }
            var tail = 0
            while tail < min(a.count, b.count) - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
            pairs += myers(Array(a[head..<a.count - tail]), Array(b[head..<b.count - tail])).map { ($0.0 + head, $0.1 + head) }
            pairs += (0..<tail).reversed().map { (a.count - 1 - $0, b.count - 1 - $0) }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        for (x, y) in pairs + [(a.count, b.count)] {
            if x > i || y > j { steps.append(.change(removed: Array(i..<x), added: Array(j..<y), at: (i, j))) }
            if x < a.count { steps.append(.same(x, y)) }
            (i, j) = (x + 1, y + 1)
        }
        return steps
    }

    /// The matched line pairs of a shortest edit script (E. Myers, "An O(ND) difference algorithm").
    private static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [(Int, Int)] {
        let n = a.count, m = b.count, max = n + m
        guard max > 0 else { return [] }
        var v = [Int](repeating: 0, count: 2 * max + 2)
        // Each round's furthest points on diagonals -d...d (kept for the way back: O(D²), not O(D·(N+M))).
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(Array(v[(max - d)...(max + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) ? v[k + 1 + max] : v[k - 1 + max] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[k + max] = x
                if x >= n, y >= m { break outer }
            }
        }
        // Back from the end, collecting the diagonals (the matched lines).
        var pairs: [(Int, Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d], k = x - y
            let previousK = k == -d || (k != d && v[k - 1 + d] < v[k + 1 + d]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[previousK + d], previousY = previousX - previousK
            while x > previousX, y > previousY { x -= 1; y -= 1; pairs.append((x, y)) }
            if d > 0 { (x, y) = (previousX, previousY) }
        }
        return pairs.reversed()
    }

    private static func hunk(_ steps: ArraySlice<Step>, _ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], into out: inout [UInt8]) {
        var oldStart = -1, newStart = -1, oldCount = 0, newCount = 0
        var body: [UInt8] = []
        func line(_ mark: UInt8, _ text: ArraySlice<UInt8>) {
            body.append(mark)
            body.append(contentsOf: text)
            if text.last != 0x0A { body.append(contentsOf: Array("\n\\ No newline at end of file\n".utf8)) }
        }
        for step in steps {
            switch step {
            case .same(let i, let j):
                if oldStart < 0 { (oldStart, newStart) = (i, j) }
                line(UInt8(ascii: " "), a[i])
                oldCount += 1
                newCount += 1
            case .change(let removed, let added, let at):
                if oldStart < 0 { (oldStart, newStart) = at }
                for i in removed { line(UInt8(ascii: "-"), a[i]) }
                for j in added { line(UInt8(ascii: "+"), b[j]) }
                oldCount += removed.count
                newCount += added.count
            }
        }
        // An empty side is numbered by the line before it (`-4,0`).
        let old = oldCount == 0 ? "\(oldStart),0" : "\(oldStart + 1),\(oldCount)"
        let new = newCount == 0 ? "\(newStart),0" : "\(newStart + 1),\(newCount)"
        out.append(contentsOf: Array("@@ -\(old) +\(new) @@\n".utf8))
        out.append(contentsOf: body)
    }
}
