#if canImport(Glibc)
import Glibc
#endif

// libFuzzer entry point, compiled into the library's module by Fuzz/run (not part of the package build).
// Every input goes through both readers, the decoder and rules, and, when valid, the renderers.

@_cdecl("LLVMFuzzerTestOneInput")
public func listSpecFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Small limits keep each execution fast; the limits themselves are exercised too.
    let loader = SpecLoader(limits: ReaderLimits(maxDepth: 64, maxAliasExpansion: 10_000, maxNodes: 100_000))
    for isJSON in [false, true] {
        let loaded = loader.load(bytes: bytes, path: isJSON ? "fuzz.json" : "fuzz.yaml", isJSON: isJSON)
        for finding in loaded.findings {
            // Every finding has a place inside the file.
            if finding.location.line < 1 || finding.location.column < 1 { abort() }
        }
        if let spec = loaded.spec, !loaded.hasErrors {
            _ = TextRenderer(width: 80).render(spec.tables)
            _ = SpecJSONRenderer.render(spec.tables)
        }
    }
    return 0
}
