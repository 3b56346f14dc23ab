#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListSpec
import ListSpecRuntime
import ListSpecTesting

// Fuzz/run spec-json: what a server-driven app does with Spec(json:). It never crashes; it refuses
// exactly the inputs lint reports errors for, with lint's findings; a spec it accepts encodes
// (JSONEncoder) to text it reads again with no change, and diffs to a batch update the UIKit
// simulator proves.

@_cdecl("LLVMFuzzerTestOneInput")
public func specJSONFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let lint = SpecLoader().load(bytes: Array(bytes), path: "fuzz.json", isJSON: true)
    let spec: Spec
    do {
        spec = try Spec(json: bytes, path: "fuzz.json")
    } catch let error as InvalidSpec {
        guard lint.hasErrors, error.findings == lint.findings else { abort() }
        return 0
    } catch {
        abort()  // Spec(json:) throws InvalidSpec only
    }
    guard !lint.hasErrors, let linted = lint.spec else { abort() }
    for table in SpecDiffer.diff(old: linted, new: spec).tables where table.change != .unchanged { abort() }
    guard let text = try? JSONEncoder().encode(spec), let again = try? Spec(json: text) else { abort() }
    let diff = SpecDiffer.diff(old: spec, new: again)
    for table in diff.tables where table.change != .unchanged { abort() }
    let empty = Spec(path: "empty.json", tables: [])
    for table in SpecDiffer.diff(old: empty, new: spec).tables {
        do throws(VerificationFailure) { try BatchUpdateVerifier.verify(table) } catch { abort() }
    }
    return 0
}
