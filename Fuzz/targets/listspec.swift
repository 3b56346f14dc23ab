#if canImport(Glibc)
import Glibc
#endif
import ListSpec
import ListSpecRuntime
import ListSpecTesting

// Fuzz/run listspec: every input goes through both readers, the decoder and rules, and, when valid,
// every renderer, the locator, and the differ with its UIKit batch-update verifier.

@_cdecl("LLVMFuzzerTestOneInput")
public func listSpecFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Small limits keep each execution fast; the limits themselves are exercised too.
    let loader = SpecLoader(limits: ReaderLimits(maxDepth: 64, maxAliasExpansion: 10_000, maxNodes: 100_000))
    // A form feed splits the input into an old and a new spec, so the diff is fuzzed too.
    let parts = bytes.split(separator: 0x0C, maxSplits: 1, omittingEmptySubsequences: false).map(Array.init)
    for isJSON in [false, true] {
        let specs = parts.map { loader.load(bytes: $0, path: isJSON ? "fuzz.json" : "fuzz.yaml", isJSON: isJSON) }
        for loaded in specs {
            for finding in loaded.findings where finding.location.line < 1 || finding.location.column < 1 {
                abort()  // every finding has a place inside the file
            }
        }
        let valid = specs.compactMap { $0.hasErrors ? nil : $0.spec }
        for spec in valid {
            _ = TextRenderer(width: 80).render(spec.tables)
            _ = SpecJSONRenderer.render(spec.tables)
            _ = HTMLRenderer().render(spec.tables, title: "fuzz")
            _ = MarkdownRenderer().render(spec.tables, title: "fuzz")
            _ = SwiftCodeRenderer().render(spec.tables, source: "fuzz")
            if let table = spec.tables.first { _ = Locator(table: table).locate(.indexPath(section: 0, row: 0)) }
        }
        guard let old = valid.first, let new = valid.last else { continue }
        // The update must be one UIKit accepts and that turns old into new.
        let diff = SpecDiffer.diff(old: old, new: new)
        for table in diff.tables {
            do throws(VerificationFailure) { try BatchUpdateVerifier.verify(table) } catch { abort() }
        }
        _ = DiffJSONRenderer.render(diff)
        _ = DiffSwiftRenderer.render(diff)
        _ = DiffTextRenderer().render(diff)
        _ = DiffMarkdownRenderer(collapseAfter: 5, maximumRows: 20).render(diff, oldPath: "old", newPath: "new")
        _ = DiffHTMLRenderer().render(diff, oldPath: "old", newPath: "new")
    }
    return 0
}
