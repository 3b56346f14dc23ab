import ListSpecRuntime

/// `render --format json` of a large spec on two cores: the document cut into chunks of about
/// `cellsPerChunk` cells (whole sections, or the cells of a section too large for one chunk in
/// pieces), rendered by `OrderedChunks` and written in order: the bytes one thread writes.
package struct SpecJSONChunks: Sendable {
    package static let cellsPerChunk = 512
    /// A smaller output is written on the calling thread alone: a thread and the chunks' hand-overs
    /// would cost more than they save.
    package static let minimumCells = 16 * cellsPerChunk

    private let tables: [Table]
    private let chunks: [[SpecJSONRenderer.Span]]

    /// Nil when `tables` hold fewer than `minimumCells` cells or make a single chunk.
    package init?(_ tables: [Table], cellsPerChunk: Int = SpecJSONChunks.cellsPerChunk,
                  minimumCells: Int = SpecJSONChunks.minimumCells) {
        guard tables.reduce(0, { $0 + $1.cellCount }) >= minimumCells else { return nil }
        let cellsPerChunk = max(cellsPerChunk, 1)
        var chunks: [[SpecJSONRenderer.Span]] = []
        var chunk: [SpecJSONRenderer.Span] = []
        var weight = 0
        func endChunk() {
            if !chunk.isEmpty { chunks.append(chunk) }
            chunk = []
            weight = 0
        }
        for (t, table) in tables.enumerated() {
            if table.sections.isEmpty {
                chunk.append(.init(table: t, sections: 0..<0))
                weight += 1
            }
            for (s, section) in table.sections.enumerated() {
                let count = section.cellCount
                if count > cellsPerChunk {
                    endChunk()
                    let starts = stride(from: 0, to: count, by: cellsPerChunk)
                    let shared = SharedSectionCells(parts: (count + cellsPerChunk - 1) / cellsPerChunk)
                    for start in starts {
                        let part = SpecJSONRenderer.SectionPart(cells: start..<min(start + cellsPerChunk, count), shared: shared)
                        chunks.append([.init(table: t, sections: s..<s + 1, part: part)])
                    }
                    continue
                }
                // A section without cells still writes its header and keys.
                if weight + max(count, 1) > cellsPerChunk { endChunk() }
                weight += max(count, 1)
                if let last = chunk.last, last.table == t, last.part == nil, last.sections.upperBound == s {
                    chunk[chunk.count - 1].sections = last.sections.lowerBound..<s + 1
                } else {
                    chunk.append(.init(table: t, sections: s..<s + 1))
                }
            }
        }
        endChunk()
        guard chunks.count > 1 else { return nil }
        self.tables = tables
        self.chunks = chunks
    }

    /// The tables' list, without the brackets around it, into `out`; `helpers` threads beside this one.
    package func write(into out: inout ByteWriter, helpers: Int = 1, window: Int = 4) {
        OrderedChunks.write(count: chunks.count, helpers: helpers, window: window, into: &out) { [self] index, buffer in
            var json = JSONWriter(into: buffer)
            for span in chunks[index] { SpecJSONRenderer.write(span, of: tables, into: &json, onAThreadOfItsOwn: true) }
        }
    }
}

/// The rows of a section written in several chunks, maybe on two threads: read once, by the first
/// chunk that needs them (another waits for it), and let go once its last chunk is rendered.
final class SharedSectionCells: @unchecked Sendable {
    private let lock = ThreadLock()
    private var rows: SectionRows?
    private var partsLeft: Int

    init(parts: Int) { partsLeft = parts }

    func withRows(reading read: () -> SectionRows, _ body: (SectionRows) -> Void) {
        lock.lock()
        let rows = self.rows ?? read()
        self.rows = rows
        lock.unlock()
        body(rows)
        lock.lock()
        partsLeft -= 1
        if partsLeft == 0 { self.rows = nil }
        lock.unlock()
    }
}
