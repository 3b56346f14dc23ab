import ListSpecRuntime
import Dispatch

extension SpecLoader {
    /// Loads many inputs on all cores; results come back in input order whatever the scheduling.
    /// `keepingSpecs: false` (lint) keeps only the findings, so each file's document is freed
    /// as soon as it is checked and a large repository never sits in memory at once.
    /// Each file's findings obey its own settings, `settings(index)` for the input at `index` (the
    /// loader's own for all without; a function, not an array: an array of settings would be a
    /// generic type made at run time).
    package func loadAll(_ inputs: [SpecInput], settings: (@Sendable (Int) -> LintConfiguration)? = nil, keepingSpecs: Bool = true) -> [LoadOutcome] {
        // Several files already keep the cores busy; pipelining one file would only add threads.
        var configured = self
        if inputs.count > 1 { configured.limits.pipelinesLargeFiles = false }
        configured.keepsCells = keepingSpecs
        let loader = configured
        let results = ResultSlots(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let result: LoadOutcome
            do throws(UnreadableInput) {
                var own = loader
                if let settings { own.settings = settings(index) }
                var loaded = try own.load(inputs[index])
                if !keepingSpecs { loaded.spec = nil }
                result = .success(loaded)
            } catch {
                result = .failure(error)
            }
            results.store(result, at: index)
        }
        return results.values
    }
}

/// One input's load: the spec, or why it could not be read. Not a `Result`: a generic type made
/// at run time costs a conformance lookup at start-up (some 5% of a one-cell lint's instructions).
package enum LoadOutcome: Sendable {
    case success(LoadedSpec)
    case failure(UnreadableInput)
}

/// One slot per input; each worker writes only its own slot. Not generic, and no optionals: either
/// would be a type made at run time from its mangled name, on the path of every one-file lint.
private final class ResultSlots: @unchecked Sendable {
    private(set) var values: [LoadOutcome]
    private let lock = DispatchSemaphore(value: 1)

    /// Every slot holds "not read" until its input's outcome is stored.
    init(count: Int) { values = Array(repeating: .failure(UnreadableInput(path: "?", reason: "not read")), count: count) }

    func store(_ value: LoadOutcome, at index: Int) {
        lock.wait()
        values[index] = value
        lock.signal()
    }
}
