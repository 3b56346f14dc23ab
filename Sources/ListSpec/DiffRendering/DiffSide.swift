import ListSpecRuntime

/// One side of `listspec diff` (contract section 4): a spec file, standard input, or `REF:PATH`
/// read from git, with the settings of its own path (for `REF:PATH`, that path in the working
/// tree: its nearest `.listspec.yml`, as section 2 has it), which may exclude it.
package struct DiffSide: Sendable {
    package enum Source: Sendable {
        case input(SpecInput)
        case revision(RevisionPath)
    }

    package let source: Source
    /// The settings of the spec's path; nil when they exclude it.
    package let settings: LintConfiguration?
    /// The configuration files whose `exclude` leaves the spec out (empty unless `settings` is nil).
    package let excludedBy: [String]

    /// The side named by `argument`: `-`, an existing file, else `REF:PATH` when it holds a colon
    /// (as `breaking --against` reads one), else a file (which the loader then says is unreadable).
    /// `label` names the argument in messages (`old`, `new`). Trouble: a ref that does not
    /// resolve, a configuration that cannot be used.
    package init(_ argument: String, label: String, lookup: SettingsLookup, limit: Int) throws(Trouble) {
        let name: String?
        if argument == "-" {
            source = .input(.standardInput)
            name = nil
        } else if !PathResolution.exists(argument),
                  let file = try RevisionPath(argument, label: label, in: lookup.currentDirectory, limit: limit) {
            source = .revision(file)
            name = file.workingTreePath(in: lookup.currentDirectory)
        } else {
            source = .input(.file(argument))
            name = argument
        }
        // The walk's own answer for a name, as for `--stdin-filename`: its settings and whether they
        // exclude it, so the diff agrees with lint and format about every path.
        let expansion = SpecFileFinder.expand(["-"], settings: lookup, standardInputName: name)
        guard expansion.unusable.isEmpty else { throw Trouble(messages: expansion.unusable.flatMap { $0.lines.map { "configuration \($0)" } }) }
        if case .spec(let found)? = expansion.entries.first {
            settings = found.settings
            excludedBy = []
        } else {
            settings = nil
            excludedBy = expansion.excludedBy
        }
    }

    /// How the spec is named: the path, `<stdin>`, or `REF:PATH` as written.
    package var displayPath: String {
        switch source {
        case .input(let input): return input.displayPath
        case .revision(let file): return file.argument
        }
    }

    /// The sides read, in order, each with its settings: files and standard input in parallel, a
    /// side from git through git. Trouble: a file the ref does not have.
    package static func load(_ sides: [DiffSide], in directory: String) throws(Trouble) -> [LoadOutcome] {
        let loader = SpecLoader()
        var inputs: [SpecInput] = []
        var settings: [LintConfiguration] = []
        for side in sides {
            guard case .input(let input) = side.source else { continue }
            inputs.append(input)
            settings.append(side.settings ?? .default)
        }
        var files = loader.loadAll(inputs, settings: { [settings] in settings[$0] }).makeIterator()
        var outcomes: [LoadOutcome] = []
        for side in sides {
            switch side.source {
            case .input:
                if let outcome = files.next() { outcomes.append(outcome) }
            case .revision(let file):
                var own = loader
                own.settings = side.settings
                outcomes.append(.success(own.load(bytes: try file.bytes(in: directory), path: file.argument,
                                                  isJSON: SpecFormat.isJSON(path: file.path))))
            }
        }
        return outcomes
    }

    /// Why this side, loaded as `loaded`, is refused for its `blocking` errors, with what to run.
    package func refusal(of loaded: LoadedSpec, blocking: [Finding]) -> String {
        switch source {
        case .input(let input):
            return loaded.refusal(of: input, blocking: blocking)
        case .revision(let file):
            return "\(loaded.path) (as \(file.revision.ref) holds it) breaks the rules above; listspec diff compares only versions "
                + "that pass lint"
        }
    }
}
