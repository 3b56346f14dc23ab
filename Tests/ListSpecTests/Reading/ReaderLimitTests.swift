import Testing
@testable import ListSpec
import ListSpecRuntime

@Suite struct ReaderLimitTests {
    private static let laughs = """
    a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]
    b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
    c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
    d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
    e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
    f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
    g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
    h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
    i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
    """

    @Test func billionLaughsStopsAtTheExpansionLimit() {
        let result = load(Self.laughs)
        #expect(result.spec == nil)
        #expect(result.findings.map(\.rule) == [.limit])
        #expect(result.findings.first?.message.contains("maxAliasExpansion") == true)
    }

    @Test func expansionLimitIsAnOption() {
        let small = ReaderLimits(maxAliasExpansion: 5)
        #expect(load("a: &a [1, 2, 3]\nb: *a\nc: *a\n", limits: small).findings.map(\.rule) == [.limit])
        #expect(load("a: &a [1, 2, 3]\nb: *a\n", limits: small).findings.map(\.rule) != [.limit])
    }

    @Test func deepNestingIsALimitFindingNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        let yaml = load(deep)
        #expect(yaml.findings.first?.rule == .limit)
        #expect(yaml.findings.first?.location == SourceLocation(line: 1, column: 257))
        let json = load(deep, path: "deep.json")
        #expect(json.findings.first?.rule == .limit)
        #expect(json.findings.first?.location == SourceLocation(line: 1, column: 257))
    }

    @Test func depthLimitIsAnOption() {
        let limits = ReaderLimits(maxDepth: 3)
        #expect(load("a: {b: {c: 1}}", limits: limits).findings.map(\.rule) != [.limit])
        #expect(load("a: {b: {c: [1]}}", limits: limits).findings.map(\.rule) == [.limit])
    }

    @Test func nodeKeyAndScalarLimits() {
        #expect(load("a: [1, 2, 3, 4, 5]", limits: ReaderLimits(maxNodes: 4)).findings.map(\.rule) == [.limit])
        let longKey = String(repeating: "k", count: 5000)
        // libyaml itself refuses implicit keys over 1024 characters; an explicit key reaches our limit.
        #expect(load("? \(longKey)\n: 1").findings.map(\.rule) == [.limit])
        #expect(load("{\"\(longKey)\": 1}", path: "k.json").findings.map(\.rule) == [.limit])
        #expect(load("a: \(String(repeating: "v", count: 100))", limits: ReaderLimits(maxScalarLength: 10)).findings.map(\.rule) == [.limit])
    }
}
