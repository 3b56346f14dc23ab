@_spi(DocumentStorage) import ListSpecRuntime
import CYaml

/// Reads YAML through libyaml's event API, streaming events straight into a `DocumentBuilder`.
enum YAMLReader {
    private static let tagPrefix = "tag:yaml.org,2002:"

    /// Reads a file in chunks (a large one; a small one is read whole), and tells whether the bytes
    /// read hold a suppression directive: they are looked at on their way to libyaml, not read again.
    static func read(file: OpenFile, path: String, limits: ReaderLimits,
                     bytesForErrorPositions: () -> [UInt8]) -> (ReadResult, holdsDirective: Bool) {
        let input = YAMLFileInput(file)
        let splits = limits.pipelinesLargeFiles && file.size >= SplitParse.minimumSize
        var secondHalfHoldsDirective = false
        guard let result = YAMLFrontEnd.withParser(reading: input, { parser in
            run(&parser, path: path, limits: limits, expectedSize: file.size, split: splits ? file : nil,
                secondHalfHoldsDirective: &secondHalfHoldsDirective, bytesForErrorPositions: bytesForErrorPositions)
        }) else { return (.outOfMemory(path: path), false) }
        // A directive is on one line, and the second parser starts at a line start the first reader read past.
        return (result, input.directives.found || secondHalfHoldsDirective)
    }

    /// Reads from bytes in memory (standard input).
    static func read(bytes: [UInt8], path: String, limits: ReaderLimits) -> ReadResult {
        bytes.withUnsafeBufferPointer { buffer in
            YAMLFrontEnd.withParser(reading: buffer) { parser in
                var unused = false
                return run(&parser, path: path, limits: limits, expectedSize: bytes.count, secondHalfHoldsDirective: &unused,
                           bytesForErrorPositions: { bytes })
            }
        } ?? .outOfMemory(path: path)
    }

    /// `split`: a file a second parser may read from its middle at the same time (see `SplitParse`);
    /// `secondHalfHoldsDirective`: whether the bytes that parser read hold a suppression directive.
    private static func run(_ parser: inout yaml_parser_t, path: String, limits: ReaderLimits, expectedSize: Int,
                            split: OpenFile? = nil, secondHalfHoldsDirective: inout Bool,
                            bytesForErrorPositions: () -> [UInt8]) -> ReadResult {
        var consumer = EventConsumer(builder: DocumentBuilder(path: path, limits: limits, expectedSize: expectedSize))
        if let split {
            consumer.splitReady = SplitParse.Ready(file: split)
            consumer.splitTrigger = Int(Double(split.size) * SplitPoint.startShare)
        }
        defer {
            consumer.split?.end()
            secondHalfHoldsDirective = consumer.split?.holdsDirective ?? false
        }
        let pipelines = expectedSize >= EventPipeline.minimumSize && limits.pipelinesLargeFiles
        // With a second parser the two cores are busy already: this thread parses and builds its half alone,
        // and hands parsing to a second thread only when the second parser is not (or no longer) at work.
        var event = yaml_event_t()
        while !pipelines || consumer.awaitsSplit {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                return consumer.fail(SyntaxProblem(parser, bytes: bytesForErrorPositions))
            }
            defer { yaml_event_delete(&event) }
            if let result = consumer.consume(&event) { return result }
        }
        if let result = EventPipeline.run(&parser, into: &consumer) { return result }
        return consumer.fail(SyntaxProblem(parser, bytes: bytesForErrorPositions))
    }

    /// Turns events into the document, one at a time; a result once the stream ends or a limit stops it.
    struct EventConsumer: ~Copyable {
        var builder: DocumentBuilder
        var documents = 0
        /// Events past the first document are parsed (for syntax errors) but not built.
        var building = true
        /// Added to libyaml's lines: a second parser's input starts with a made-up prefix.
        var lineOffset = 0
        /// The file a second parser may read from its middle, and its thread, set up with the read.
        var splitReady: SplitParse.Ready?
        /// The offset (libyaml's index) at which the second parser is started.
        var splitTrigger = Int.max { didSet { splitCheckFrom = min(splitTrigger, joinLine) } }
        private(set) var split: SplitParse?
        private var joinLine = Int.max { didSet { splitCheckFrom = min(splitTrigger, joinLine) } }
        /// The second parser is counting the lines before its start: the join line is asked for at `splitCheckFrom`.
        private var awaitsJoinLine = false
        /// No event before this index is due for either: an event's index (libyaml counts the characters before it)
        /// is never below its line, so one compare per event tells (Int.max for a file that is never split).
        private var splitCheckFrom = Int.max

        /// A second parser may still be started, or may still be joined.
        var awaitsSplit: Bool { splitTrigger != .max || joinLine != .max || awaitsJoinLine }

        init(builder: consuming DocumentBuilder) {
            self.builder = builder
        }

        /// The builder, this consumer spent.
        consuming func takeBuilder() -> DocumentBuilder { builder }

        /// Starts the second parser, or joins its half, when the event is where either is due.
        @inline(never)
        private mutating func splitStep(_ event: UnsafePointer<yaml_event_t>) -> ReadResult? {
            if Int(event.pointee.start_mark.index) >= splitTrigger, let ready = splitReady.take() {
                splitTrigger = .max
                split = SplitParse.start(ready, size: builder.expectedSize, builder: &builder, readBytes: Int(event.pointee.start_mark.index))
                // No character takes more than 4 bytes: the second parser's start is no sooner than a fourth of its
                // offset in characters, by when it has long counted the lines before it.
                guard let split else { return nil }
                awaitsJoinLine = true
                splitCheckFrom = max(Int(event.pointee.start_mark.index) + 1, split.plan.offset / 4)
                return nil
            }
            if awaitsJoinLine {
                awaitsJoinLine = false
                joinLine = split?.startLine() ?? .max
            }
            let line = Int(event.pointee.start_mark.line)
            guard line >= joinLine else {
                // Every line before the join line holds at least its break: the join line starts no sooner than this
                // many characters on, so the events until then are not brought here one by one.
                if joinLine != .max { splitCheckFrom = Int(event.pointee.start_mark.index) + (joinLine - line) }
                return nil
            }
            guard YAMLReader.startsNode(event.pointee.type), let split else { return nil }
            joinLine = .max
            guard split.join(at: event.pointee, into: &builder) else { return nil }
            var result = builder.finish()
            result.readInHalves = true
            return result
        }

        mutating func fail(_ problem: SyntaxProblem) -> ReadResult {
            builder.report(SyntaxCheck.finding(problem.text), at: problem.location)
            return builder.finishIncomplete()
        }

        /// The event is read in place (a chunk's events are not copied one by one).
        @inline(__always)
        mutating func consume(_ event: UnsafePointer<yaml_event_t>) -> ReadResult? {
            if Int(event.pointee.start_mark.index) >= splitCheckFrom, let result = splitStep(event) { return result }
            // libyaml counts lines and columns of a file no larger than memory: nothing here overflows.
            let line = Int(event.pointee.start_mark.line) &+ 1 &+ lineOffset
            let column = Int(event.pointee.start_mark.column) &+ 1
            switch event.pointee.type {
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents == 2 {
                    builder.report(MultipleDocumentsCheck.secondDocument, at: SourceLocation(line: line, column: column))
                    building = false
                }
            case YAML_SCALAR_EVENT where building:
                YAMLReader.scalar(event, into: &builder, line: line, column: column)
            case YAML_SEQUENCE_START_EVENT where building:
                YAMLReader.checkCollectionTag(event.pointee.data.sequence_start.tag, isMapping: false, into: &builder, line: line, column: column)
                let start = event.pointee.data.sequence_start
                YAMLReader.beginCollection(mapping: false, anchor: start.anchor, isPlainBlock: start.style == YAML_BLOCK_SEQUENCE_STYLE && start.tag == nil,
                                           into: &builder, line: line, column: column)
            case YAML_MAPPING_START_EVENT where building:
                YAMLReader.checkCollectionTag(event.pointee.data.mapping_start.tag, isMapping: true, into: &builder, line: line, column: column)
                let start = event.pointee.data.mapping_start
                YAMLReader.beginCollection(mapping: true, anchor: start.anchor, isPlainBlock: start.style == YAML_BLOCK_MAPPING_STYLE && start.tag == nil,
                                           into: &builder, line: line, column: column)
            case YAML_SEQUENCE_END_EVENT where building, YAML_MAPPING_END_EVENT where building:
                builder.endCollection()
            case YAML_ALIAS_EVENT where building:
                builder.alias(YAMLReader.name(event.pointee.data.alias.anchor) ?? "", line: line, column: column)
            case YAML_STREAM_END_EVENT:
                if documents == 0 {
                    builder.report(EmptyFileCheck.noYAMLDocument, at: .start)
                    return builder.finishIncomplete()
                }
                return builder.finish()
            default:
                break
            }
            // After a passed limit, stop: libyaml's own cost on hostile input (deep flow nesting) grows quadratically.
            return builder.isAborted ? builder.finishIncomplete() : nil
        }
    }

    static func startsNode(_ type: yaml_event_type_t) -> Bool {
        type == YAML_SCALAR_EVENT || type == YAML_ALIAS_EVENT || type == YAML_MAPPING_START_EVENT || type == YAML_SEQUENCE_START_EVENT
    }

    static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// Resolves the scalar by its tag (plain untagged ones: see `DocumentBuilder.scalar`); the builder (in the runtime) places it,
    /// in one call per scalar (calls into another module are not inlined). The event is read in place.
    /// Inlined into the event loop, where nearly every scalar goes straight to the builder.
    @inline(__always)
    static func scalar(_ event: UnsafePointer<yaml_event_t>, into builder: inout DocumentBuilder, line: Int, column: Int) {
        let data = event.pointee.data.scalar
        let text = UnsafeBufferPointer(start: data.value, count: data.length)
        let isPlain = data.style == YAML_PLAIN_SCALAR_STYLE
        let isQuoted = data.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || data.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
        // Nearly every scalar has neither tag nor anchor: it takes the builder's entry with the fewest arguments.
        guard data.tag != nil || data.anchor != nil else {
            return builder.untaggedScalar(text, isPlain: isPlain, isQuoted: isQuoted, line: line, column: column)
        }
        // A plain untagged scalar is resolved by the builder, which knows whether it is a key.
        let resolved: ResolvedScalar?
        if let tag = data.tag {
            resolved = resolveTagged(String(cString: tag), text, isPlain: isPlain, builder: &builder, line: line, column: column)
        } else {
            resolved = isPlain ? nil : .string
        }
        builder.scalar(text, resolved: resolved, anchor: data.anchor.map { String(cString: $0) }, isQuoted: isQuoted,
                       isPlainUntagged: isPlain && data.tag == nil, line: line, column: column)
    }

    /// Opens a list or map (see `scalar` for the anchor).
    static func beginCollection(mapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, isPlainBlock: Bool,
                                into builder: inout DocumentBuilder, line: Int, column: Int) {
        if let anchor {
            builder.beginCollection(mapping: mapping, line: line, column: column, anchor: String(cString: anchor), isPlainBlock: isPlainBlock)
        } else {
            builder.beginCollection(mapping: mapping, isPlainBlock: isPlainBlock, line: line, column: column)
        }
    }

    /// `!!str`, `!!int`, `!!float`, `!!bool`, `!!null` force a type; `!` and other tags keep a
    /// quoted scalar a string and resolve a plain one by the schema. Out of line: few scalars have a tag.
    @inline(never)
    private static func resolveTagged(_ tag: String, _ text: UnsafeBufferPointer<UInt8>, isPlain: Bool,
                                      builder: inout DocumentBuilder, line: Int, column: Int) -> ResolvedScalar {
        let untyped: ResolvedScalar = isPlain ? CoreSchema.resolvePlain(text) : .string
        guard tag.hasPrefix(tagPrefix) else { return tag == "!" ? .string : untyped }
        let type = tag.dropFirst(tagPrefix.count)
        let plain = CoreSchema.resolvePlain(text)
        switch (type, plain) {
        case ("str", _): return .string
        case ("int", .int), ("int", .overflowingInt), ("bool", .bool), ("null", .null), ("float", .float): return plain
        case ("float", .int(let v)): return .float(Double(v))
        case ("int", _), ("float", _), ("bool", _), ("null", _):
            builder.report(TypeMismatchCheck.scalar(String(decoding: text, as: UTF8.self), notA: type), at: SourceLocation(line: line, column: column))
        case ("seq", _), ("map", _):
            builder.report(TypeMismatchCheck.scalarTagged(type), at: SourceLocation(line: line, column: column))
        default: return untyped
        }
        return .string
    }

    /// A core-schema tag on a list or map must name its kind, as a scalar's tag must fit the scalar.
    static func checkCollectionTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, isMapping: Bool, into builder: inout DocumentBuilder,
                                   line: Int, column: Int) {
        guard let tag = name(tag), tag.hasPrefix(tagPrefix) else { return }
        let type = tag.dropFirst(tagPrefix.count)
        guard ["str", "int", "float", "bool", "null", "seq", "map"].contains(type), type != (isMapping ? "map" : "seq") else { return }
        builder.report(TypeMismatchCheck.collection(isMapping: isMapping, tagged: type), at: SourceLocation(line: line, column: column))
    }
}

enum TextPosition {
    /// The first byte of the character at a line and column (the inverse of `location(ofByte:in:)`).
    static func byte(at location: SourceLocation, in bytes: [UInt8]) -> UInt8? {
        var line = 1, column = 1
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if line == location.line, column == location.column { return byte }
            if byte == 0x0A || (byte == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                if line == location.line { return nil }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            i += 1
            // Skip continuation bytes so `column` always lands on a lead byte.
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return nil
    }

    /// Line and column (in characters, UTF-8 lead bytes) of a byte offset; LF, CR and CRLF break lines.
    static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1, column = 1
        var i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let byte = bytes[i]
            if byte == 0x0A || (byte == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
