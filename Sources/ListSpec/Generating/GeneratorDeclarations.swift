import ListSpecRuntime

/// The viewModel types a spec declares, as the generator reads them.
package enum GeneratorDeclarations {
    package static func of(_ spec: Spec) -> ViewModelDeclarations {
        ViewModelDeclarations()
    }
}
