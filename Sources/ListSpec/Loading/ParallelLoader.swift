import ListSpecRuntime
import Dispatch

extension SpecLoader {
    /// Loads many inputs on all cores; results come back in input order whatever the scheduling.
    /// `keepingSpecs: false` (lint) keeps only the findings, so each file's document is freed
    /// as soon as it is checked and a large repository never sits in memory at once.
    /// Each file's findings obey its own settings, `settings(index)` for the input at `index` (the
    /// loader's own for all without).
    /// `finishing` takes each input's spec (with its index and the loader that loaded it) on the
    /// core that loaded it, while its document is at hand (`lint --fix` fixes it there).
    package func loadAll(_ inputs: [SpecInput], settings: (@Sendable (Int) -> LintConfiguration)? = nil, keepingSpecs: Bool = true,
                         finishing: (@Sendable (Int, LoadedSpec, SpecLoader) -> LoadOutcome)? = nil) -> [LoadOutcome] {
        // Several files already keep the cores busy; pipelining one file would only add threads.
        var configured = self
        if inputs.count > 1 { configured.limits.pipelinesLargeFiles = false }
        configured.keepsCells = keepingSpecs
        // Each input's own settings replace the loader's: the copy of each loader made for an input needs none.
        if settings != nil { configured.settings = nil }
        let loader = configured
        let results = ResultSlots(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            var result: LoadOutcome
            var own = loader
            if let settings { own.settings = settings(index) }
            // The loaded spec is moved, not copied, from the load to its slot (each copy retains every part of it).
            do throws(UnreadableInput) {
                var loaded = try own.load(inputs[index])
                if let finishing {
                    result = finishing(index, loaded, own)
                } else {
                    if !keepingSpecs { loaded.spec = nil }
                    result = .success(loaded)
                }
            } catch {
                result = .failure(error)
            }
            if finishing != nil, !keepingSpecs, case .success(var loaded) = result {
                loaded.spec = nil
                result = .success(loaded)
            }
            results.store(result, at: index)
        }
        return results.values
    }
}

/// One input's load: the spec, or why it could not be read.
package typealias LoadOutcome = Result<LoadedSpec, UnreadableInput>

/// One slot per input; each worker writes only its own slot.
private final class ResultSlots: @unchecked Sendable {
    private(set) var values: [LoadOutcome]
    private let lock = DispatchSemaphore(value: 1)

    /// Every slot holds "not read" until its input's outcome is stored.
    init(count: Int) { values = Array(repeating: .failure(UnreadableInput(path: "?", reason: "not read")), count: count) }

    func store(_ value: consuming LoadOutcome, at index: Int) {
        lock.wait()
        values[index] = value
        lock.signal()
    }
}
