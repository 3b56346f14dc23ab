import ListSpec
import ListSpecRuntime

/// Loading for commands that need a valid spec: unreadable or rule-breaking input is refused (exit 2).
/// The settings decide what is shown, as for lint; the policy (what refuses, the refusal's words)
/// is ListSpec's (Linting/SpecRefusal.swift).
enum LoadedSpecGate {
    /// `allowing`: rules whose errors do not refuse the spec (a schema is how an editor flags
    /// wrong viewModels, so `schema FILE` allows them).
    static func validSpec(_ input: SpecInput, loader: SpecLoader, color: ColorChoice, allowing allowed: Set<Rule> = []) throws -> Spec {
        try valid(input, loader: loader, color: color, allowing: allowed).spec
    }

    /// `validSpec`, with what the loader kept beside the spec (`loader` says what: convert keeps the document).
    static func valid(_ input: SpecInput, loader: SpecLoader, color: ColorChoice,
                      allowing allowed: Set<Rule> = []) throws -> (loaded: LoadedSpec, spec: Spec) {
        let loaded: LoadedSpec
        do {
            loaded = try loader.load(input)
        } catch {
            throw Trouble(message: error.description)
        }
        let printer = DiagnosticsPrinter(palette: Terminal.palette(color, for: 2))
        let printed = loaded.findings
        if !printed.isEmpty { StandardError.write(printer.lines(printed)) }
        let blocking = loaded.blockingFindings(allowing: allowed)
        guard blocking.isEmpty, let spec = loaded.spec else { throw Trouble(message: loaded.refusal(of: input, blocking: blocking)) }
        return (loaded, spec)
    }
}
