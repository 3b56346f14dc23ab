import ListSpecRuntime
import CYaml
import Dispatch

/// Reads the second half of a large YAML file on another core while the first reader goes through
/// the first half, then joins the two: libyaml is a serial parser, so this is how one file uses two cores.
///
/// The second parser starts at a line that looks like the next item of a block sequence the first
/// reader had open early on (`    - sectionID: 500`), behind a made-up prefix (`k:\n  k:\n`) that opens
/// block collections of the same kinds at the same columns. Its result is used only when the first
/// reader, reading the whole file, comes to that line in the very state the prefix set up: the same
/// open block collections at the same columns, and the same first node at the same place. From a line
/// start in that state libyaml's scanner and parser go on the same way whatever came before (what
/// came before is only keys, anchors, and collections that are closed), so the joined document and
/// findings are those of one reader. Anything else (the guess was wrong, an alias to an anchor of the
/// first half, an error, a limit) throws the second half away and the first reader reads on alone.
final class SplitParse: @unchecked Sendable {
    /// Smaller files do not repay the second parser's set-up and the join.
    static let minimumSize = 4 << 20

    /// Where the second parser starts, and how it re-creates the state there.
    struct Plan {
        /// Byte offset of the line the second parser starts at.
        var offset: Int
        /// The collections open at that line, outermost first; the last is the sequence whose item starts there.
        var levels: [DocumentBuilder.CollectionLevel]
        var prefix: [UInt8]
        var prefixLines: Int
        /// The events the prefix and the line's `-` yield, each with its 0-based column for collections.
        var prefixEvents: [(type: yaml_event_type_t, column: Int?)]
    }

    let plan: Plan
    /// Where the second half is written: the ends of the first reader's storage (set before the second parser starts).
    private var ends: DocumentBuilder.LentEnds?
    private let file: OpenFile
    private let path: String
    private let limits: ReaderLimits
    private let size: Int
    private let finished = DispatchSemaphore(value: 0)
    /// Signalled once the second parser has counted the lines before its start (`line`).
    private let counted = DispatchSemaphore(value: 0)
    /// The line the second parser starts at, 0-based as libyaml counts; nil when it could not be told
    /// (see `LineCount`). Written by the second parser's thread before `counted` is signalled.
    private var line: Int?
    /// The lines before `plan.offset`, most of them counted before the plan was made, on the thread the second parser runs on.
    private let linesBefore: LineCount.Ahead
    private let lock = DispatchSemaphore(value: 1)
    private var cancelled = false
    private var waited = false
    // Written by the second parser's thread before `finished` is signalled, read after waiting on it.
    private var rest: DocumentBuilder?
    /// Whether the bytes this parser read hold a suppression directive (see `DirectiveWatch`); read after `end()`.
    private(set) var holdsDirective = false
    private var firstNode: (type: yaml_event_type_t, line: Int, column: Int)?

    private init(plan: Plan, file: OpenFile, path: String, limits: ReaderLimits, size: Int, linesBefore: LineCount.Ahead) {
        self.plan = plan
        self.linesBefore = linesBefore
        self.file = file
        self.path = path
        self.limits = limits
        self.size = size
    }

    /// What the read of a large file sets up as it begins: the thread the second parser is to run on (see
    /// `ReadyThread`), which meanwhile counts the lines before where the plan will look for its start.
    struct Ready {
        let file: OpenFile
        let thread: ReadyThread
        let linesBefore = LineCount.Ahead()

        init(file: OpenFile) {
            self.file = file
            let lines = linesBefore
            thread = ReadyThread { lines.count.count(upTo: SplitPoint.searchStart(size: file.size), in: file) }
        }
    }

    /// Starts the second parser on `ready`'s thread when the file has a place to start it, writing behind room it
    /// leaves in the first reader's storage for the first half; `builder` is the first reader's, `readBytes` into the file.
    static func start(_ ready: Ready, size: Int, builder: inout DocumentBuilder, readBytes: Int) -> SplitParse? {
        let file = ready.file
        guard let plan = SplitPoint.plan(file: file, size: size, levels: builder.openLevels) else { return nil }
        let split = SplitParse(plan: plan, file: file, path: builder.path, limits: builder.limits, size: size, linesBefore: ready.linesBefore)
        // Should the first half need more room than it was left, the second half is given up.
        split.ends = builder.lendEnds(readBytes: readBytes, firstBytes: plan.offset, restBytes: size - plan.offset) { split.abandon() }
        guard split.ends != nil else { return nil }
        ready.thread.run { split.readSecondPart() }
        return split
    }

    /// Called by the first reader at its first node on or past the split line, before it builds it.
    /// True when `builder` now holds the whole document; false when the first reader must read on.
    /// Either way the second half is let go: a first reader reading on alone has no use for it.
    func join(at event: yaml_event_t, into builder: inout DocumentBuilder) -> Bool {
        guard builder.openLevels == plan.levels else {
            abandon()
            return false
        }
        wait()
        guard let firstNode, firstNode.type == event.type, firstNode.line == Int(event.start_mark.line),
              firstNode.column == Int(event.start_mark.column), let second = rest.take() else {
            rest = nil
            return false
        }
        return builder.absorb(second, releasingWith: PageRelease.self, concurrently: Self.bothAtOnce)
    }

    /// The join's two jobs at once: the second parser's core is free by now.
    private static func bothAtOnce(_ first: () -> Void, _ second: () -> Void) {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let jobs = JoinJobs(first: first, second: second)
                DispatchQueue.concurrentPerform(iterations: 2) { $0 == 0 ? jobs.first() : jobs.second() }
            }
        }
    }

    /// The join's jobs write to different buffers (see `DocumentBuilder.absorb`), and both end before the join goes on.
    private struct JoinJobs: @unchecked Sendable {
        let first: () -> Void
        let second: () -> Void
    }

    /// The line the second parser starts at (0-based), once it has counted it; nil when it could not.
    /// Asked once, by the first reader long before it comes near that line.
    func startLine() -> Int? {
        counted.wait()
        return line
    }

    /// Stops the second parser for good and lets its half go: the first reader reads on alone.
    private func abandon() {
        end()
        rest = nil
    }

    /// Stops the second parser if it still runs and waits for it.
    func end() {
        lock.wait()
        cancelled = true
        lock.signal()
        wait()
    }

    private func wait() {
        guard !waited else { return }
        finished.wait()
        waited = true
    }

    private var isCancelled: Bool {
        lock.wait()
        defer { lock.signal() }
        return cancelled
    }

    private func readSecondPart() {
        defer { finished.signal() }
        // The lines before the start are counted on this thread, not by the first reader: it parses on meanwhile.
        // Most were counted before the plan; those from where the plan looked for the start are counted now.
        line = linesBefore.count.line(of: plan.offset, in: file)
        counted.signal()
        guard let line else { return }
        let input = YAMLFileInput(file, from: plan.offset, prefix: plan.prefix)
        defer { holdsDirective = input.directives.found }
        _ = YAMLFrontEnd.withParser(reading: input) { parser in readSecondPart(&parser, startLine: line) }
    }

    /// The second half's events into its own builder (see `readSecondPart()`). The loop reads none of this
    /// object's fields per event: the first reader's allocations may share their cache lines.
    private func readSecondPart(_ parser: inout yaml_parser_t, startLine: Int) {
        guard let ends else { return }
        let builder = DocumentBuilder(continuing: plan.levels, path: path, limits: limits, expectedSize: size - plan.offset, into: ends)
        var consumer = YAMLReader.EventConsumer(builder: builder)
        consumer.lineOffset = startLine - plan.prefixLines
        consumer.documents = 1
        let prefixEvents = plan.prefixEvents
        var event = yaml_event_t()
        var seen = 0
        var events = 0
        var first: (type: yaml_event_type_t, line: Int, column: Int)?
        defer { firstNode = first }
        while true {
            events &+= 1
            // The first reader cancels only when it no longer waits for this one: look now and then.
            if events & 1023 == 0, isCancelled { return }
            guard yaml_parser_parse(&parser, &event) != 0 else { return }
            defer { yaml_event_delete(&event) }
            if seen < prefixEvents.count {
                let expected = prefixEvents[seen]
                guard event.type == expected.type, expected.column.map({ $0 == Int(event.start_mark.column) }) ?? true else { return }
                seen += 1
                continue
            }
            if first == nil {
                let line = Int(event.start_mark.line) + consumer.lineOffset
                guard YAMLReader.startsNode(event.type), line == startLine else { return }
                first = (event.type, line, Int(event.start_mark.column))
            }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                if !consumer.builder.isAborted { rest = consumer.takeBuilder() }
                return
            case YAML_DOCUMENT_START_EVENT:
                return
            default:
                // Only a passed limit ends the stream early here: the first reader then reports it.
                if consumer.consume(&event) != nil { return }
            }
        }
    }
}
