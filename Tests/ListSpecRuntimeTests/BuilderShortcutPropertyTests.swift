import Testing
@_spi(DocumentStorage) @testable import ListSpecRuntime
import ListSpecTestSupport

/// The builder's per-node shortcuts held to their plain paths on random input: a scalar with
/// neither tag nor anchor placed by `untaggedScalar` (keys, strings and small integers there,
/// with no call) is the node `scalar` places; a plain scalar resolved where it is read
/// (`CoreSchema.resolvePlain`) is what `resolveAnyPlain` makes of it; a run of decimal digits read in one pass
/// (`CoreSchema.shortDecimal`) is the integer `resolveInteger` reads; a map's keys appended at
/// once (`GrowingBuffer.append(every:from:count:)`) are those appended one by one; and a buffer
/// whose values were handed on (`take`) owns no memory, yet grows and hands on again as a new one.
@Suite struct BuilderShortcutPropertyTests {
    /// Plain texts of every kind the core schema tells apart, and strings that look close to them.
    static let plainTexts = ["", "~", "null", "Null", "NULL", "nul", "true", "True", "TRUE", "tru", "false", "FALSE", "fals",
                             "0", "7", "42", "-42", "+42", "007", "0x1F", "0o17", "0x", "0o8", "1e3", "1.5", "-.5", ".inf", "-.Inf",
                             ".nan", ".NaN", "2147483647", "2147483648", "-2147483648", "-2147483649", "999999999999999999",
                             "9999999999999999999", "9223372036854775807", "9223372036854775808", "99999999999999999999",
                             "1-2", "12a", "a12", "<<", "<", "lorem ipsum", "MenuCell", "Item 1-3", "cellID", "x"]

    /// A random scalar's text: one of the plain texts, or a run of random digits, or random letters.
    static func text(_ rng: inout SeededRandom) -> String {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1: return rng.pick(plainTexts)
        case 2: return String((0..<Int.random(in: 1...22, using: &rng)).map { _ in rng.pick(Array("0123456789")) })
        default: return String((0..<Int.random(in: 0...40, using: &rng)).map { _ in rng.pick(Array("abcXYZ -.019")) })
        }
    }

    /// The storage of a finished document, byte by byte, with its findings and empty values.
    static func storage(_ result: ReadResult) -> [[UInt8]] {
        let document = result.document
        func bytes<T: BitwiseCopyable>(_ values: StoredValues<T>) -> [UInt8] {
            values.withUnsafeBufferPointer { Array(UnsafeRawBufferPointer($0)) }
        }
        let lines = (0..<document.records.count).map { document.lines.line(ofRecord: $0, delta: document.records[$0].lineDelta) }
        return [bytes(document.records), bytes(document.children), bytes(document.text),
                lines.flatMap { withUnsafeBytes(of: $0) { Array($0) } },
                Array(result.findings.map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue) \($0.message)" }.joined(separator: "\n").utf8),
                Array(result.emptyValues.map { "\($0.line):\($0.column)" }.joined(separator: ",").utf8)]
    }

    /// Random nests of maps and lists of random scalars, built once through `untaggedScalar` and once
    /// through `scalar`: the same records, slots, text, lines and findings.
    @Test func untaggedScalarsBuildWhatScalarBuilds() {
        var rng = SeededRandom(seed: 6304)
        for round in 0..<300 {
            var plan: [(kind: Int, text: String, isPlain: Bool, isQuoted: Bool)] = []
            var depth = 0
            for _ in 0..<Int.random(in: 1...200, using: &rng) {
                let step = Int.random(in: 0..<10, using: &rng)
                if step == 0, depth < 6 {
                    plan.append((rng.chance(0.7) ? 1 : 2, "", false, false))
                    depth += 1
                } else if step == 1, depth > 0 {
                    plan.append((3, "", false, false))
                    depth -= 1
                } else {
                    let isPlain = rng.chance(0.75)
                    plan.append((0, Self.text(&rng), isPlain, !isPlain && rng.chance(0.8)))
                }
            }
            // Small limits now and then: a key or scalar too long, or too many nodes, stops either build alike.
            var limits = ReaderLimits.default
            if round % 5 == 0 {
                limits.maxKeyLength = 12
                limits.maxScalarLength = 30
                limits.maxNodes = 120
            }
            func build(shortcut: Bool) -> ReadResult {
                var builder = DocumentBuilder(path: "t.yaml", limits: limits, expectedSize: round % 3 == 0 ? 0 : 4096)
                builder.beginCollection(mapping: true, isPlainBlock: true, line: 1, column: 1)
                for (line, step) in plan.enumerated() {
                    let column = line % 7 + 1
                    switch step.kind {
                    case 1, 2: builder.beginCollection(mapping: step.kind == 1, isPlainBlock: true, line: line + 2, column: column)
                    case 3: builder.endCollection()
                    default:
                        let bytes = Array(step.text.utf8)
                        bytes.withUnsafeBufferPointer { text in
                            if shortcut {
                                builder.untaggedScalar(text, isPlain: step.isPlain, isQuoted: step.isQuoted, line: line + 2, column: column)
                            } else {
                                builder.scalar(text, resolved: step.isPlain ? nil : .string, anchor: nil, isQuoted: step.isQuoted,
                                               isPlainUntagged: step.isPlain, line: line + 2, column: column)
                            }
                        }
                    }
                }
                for _ in 0...depth { builder.endCollection() }
                return builder.finish()
            }
            #expect(Self.storage(build(shortcut: true)) == Self.storage(build(shortcut: false)), "round \(round)")
        }
    }

    /// Digit runs of every length from 1 to 22, with leading zeros, and texts that are not digit runs.
    @Test func shortDecimalsAreTheIntegersResolveIntegerReads() {
        var rng = SeededRandom(seed: 6305)
        var texts = Self.plainTexts
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...22, using: &rng)
            var digits = (0..<length).map { _ in rng.pick(Array("0123456789")) }
            if rng.chance(0.1) { digits[Int.random(in: 0..<length, using: &rng)] = rng.pick(Array("+-x. a/:")) }
            texts.append(String(digits))
        }
        for text in texts {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let isDigitRun = !bytes.isEmpty && bytes.count <= 18 && bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
                if let value = CoreSchema.shortDecimal(buffer) {
                    #expect(isDigitRun, "\(text)")
                    #expect(CoreSchema.resolveInteger(buffer) == .int(value), "\(text)")
                } else {
                    #expect(!isDigitRun, "\(text)")
                }
            }
        }
    }

    /// Words, digit runs and texts of every first character: the quick resolution is the full one.
    @Test func plainScalarsResolveQuicklyAsTheyResolveFully() {
        var rng = SeededRandom(seed: 6307)
        var texts = Self.plainTexts + (0...255).map { String(decoding: [UInt8($0)], as: UTF8.self) }
        for _ in 0..<20_000 { texts.append(Self.text(&rng)) }
        /// Equal when they mean the same (a NaN is no Double equal to itself).
        func same(_ a: ResolvedScalar, _ b: ResolvedScalar) -> Bool {
            if case .float(let x) = a, case .float(let y) = b { return x.bitPattern == y.bitPattern }
            return a == b
        }
        for text in texts {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                #expect(same(CoreSchema.resolvePlain(buffer), CoreSchema.resolveAnyPlain(buffer)), "\(text)")
            }
        }
    }

    /// Every other slot appended at once, after a random start, into buffers that must grow or not.
    @Test func appendingEveryOtherSlotAppendsThemOneByOne() {
        var rng = SeededRandom(seed: 6306)
        for _ in 0..<2_000 {
            let slots = (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int32.random(in: -1000...1000, using: &rng) }
            let already = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Int32.random(in: 0...9, using: &rng) }
            let step = Int.random(in: 1...3, using: &rng)
            let count = slots.isEmpty ? 0 : Int.random(in: 0...((slots.count - 1) / step + 1), using: &rng)
            var atOnce = GrowingBuffer<Int32>(capacity: Int.random(in: 0...40, using: &rng))
            var oneByOne = GrowingBuffer<Int32>()
            for value in already {
                atOnce.append(value)
                oneByOne.append(value)
            }
            slots.withUnsafeBufferPointer { source in
                if let base = source.baseAddress { atOnce.append(every: step, from: base, count: count) }
            }
            for k in 0..<count { oneByOne.append(slots[k * step]) }
            let appendedAtOnce = Array(atOnce.values), appendedOneByOne = Array(oneByOne.values)
            #expect(appendedAtOnce == appendedOneByOne)
        }
    }

    /// A buffer taken is empty and owns nothing; taken again it hands on no values; grown after, it
    /// holds its new values apart from those it handed on.
    @Test func aTakenBufferGrowsAgainApartFromWhatItHandedOn() {
        var buffer = GrowingBuffer<UInt8>(capacity: 4)
        for byte in UInt8(0)..<40 { buffer.append(byte) }
        let first = buffer.take()
        let isEmpty = buffer.isEmpty
        #expect(isEmpty)
        #expect(Array(first) == Array(0..<40))
        #expect(Array(buffer.take()).isEmpty)
        for byte in UInt8(100)..<140 { buffer.append(byte) }
        let bytes = Array("some text".utf8)
        bytes.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        let second = buffer.take()
        #expect(Array(second) == Array(100..<140) + bytes)
        #expect(Array(first) == Array(0..<40), "the first values are the first document's still")
    }
}
