#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListSpecRuntime
import ListSpecTesting

// Fuzz/run spec-decoder: what an app does with a JSON spec. JSONDecoder().decode(Spec.self, from:)
// checks the rules; a spec that decodes encodes back (JSONEncoder) to a spec with no change; with a
// second spec after a form feed, the diff between them is one the UIKit simulator proves and encodes.

@_cdecl("LLVMFuzzerTestOneInput")
public func specDecoderFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let parts = bytes.split(separator: 0x0C, maxSplits: 1, omittingEmptySubsequences: false)
    let specs = parts.compactMap { try? JSONDecoder().decode(Spec.self, from: Data($0)) }
    for spec in specs {
        guard let text = try? JSONEncoder().encode(spec), let again = try? JSONDecoder().decode(Spec.self, from: text) else { abort() }
        for table in SpecDiffer.diff(old: spec, new: again).tables where table.change != .unchanged { abort() }
    }
    guard specs.count == 2, let old = specs.first, let new = specs.last else { return 0 }
    let diff = SpecDiffer.diff(old: old, new: new)
    for table in diff.tables {
        do throws(VerificationFailure) { try BatchUpdateVerifier.verify(table) } catch { abort() }
    }
    guard (try? JSONEncoder().encode(diff)) != nil else { abort() }
    return 0
}
