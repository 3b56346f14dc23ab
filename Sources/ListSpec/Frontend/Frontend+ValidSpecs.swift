import ListSpecRuntime

/// A spec the front end hands a command: loaded under its settings, no error refusing it.
package struct ValidSpec: Sendable {
    package var spec: Spec
    /// Its findings (warnings, and errors of the rules the command allows) and what the loader kept.
    package var loaded: LoadedSpec
}

extension Frontend {
    /// render, locate, schema, convert and generate: the spec `input` holds, under its settings,
    /// its findings shown. Trouble (exit 2): settings that cannot be used, an input that cannot be
    /// read, or an error that refuses it (`accepted`: `allowed` rules' errors aside).
    /// `keepingCells`, `keepingDocument`: see `load(_:under:keepingCells:keepingDocument:)`.
    package func validSpec(_ input: SpecInput, keepingCells: Bool = true, keepingDocument: Bool = false,
                           allowing allowed: Set<Rule> = []) throws(Trouble) -> ValidSpec {
        let loaded = try load(input, under: settings(ofSpecNamed: Self.name(of: input)), keepingCells: keepingCells,
                              keepingDocument: keepingDocument)
        if !loaded.findings.isEmpty { show(loaded.findings) }
        do {
            return ValidSpec(spec: try accepted(loaded, from: .input(input), allowing: allowed), loaded: loaded)
        } catch {
            throw Trouble(message: error.message)
        }
    }

    /// The name whose settings `input` takes (nil: standard input, the current directory's).
    private static func name(of input: SpecInput) -> String? {
        guard case .file(let path) = input else { return nil }
        return path
    }

    /// `listspec diff`'s two sides, or the one its settings exclude.
    package enum ComparedSpecs: Sendable {
        case valid(old: ValidSpec, new: ValidSpec)
        /// Nothing to compare: the side named `path` is excluded by these configuration files
        /// (none: by settings without a file).
        case excluded(path: String, by: [String])
    }

    /// `listspec diff`'s two sides (each `-`, a file, or `REF:PATH`), each under the settings of its
    /// own path: files and standard input read in parallel, a side from git through git. A side
    /// that breaks a rule is refused with its findings shown; the findings of one that does not
    /// are shown only when `showingWarnings`, so the diff stays the diff. Trouble: a ref that does
    /// not resolve or lacks PATH, an unreadable side, a side refused.
    package func comparedSpecs(old: String, new: String, showingWarnings: Bool) throws(Trouble) -> ComparedSpecs {
        let sides = [try SpecArgument(old, label: "old", frontend: self), try SpecArgument(new, label: "new", frontend: self)]
        var found: [SpecFileFinder.Found] = []
        for side in sides {
            switch side.admission {
            case .excluded(let by): return .excluded(path: side.displayPath, by: by)
            case .admitted(let settings): if case .input(let input) = side.source { found.append(.init(input: input, settings: settings)) }
            }
        }
        var files = loadAll(found).makeIterator()
        // Every side read before any is judged: a version git lacks is trouble before any finding is shown.
        var outcomes: [(outcome: LoadOutcome, origin: SpecOrigin)] = []
        for side in sides {
            switch (side.source, side.admission) {
            case (.input(let input), _):
                if let outcome = files.next() { outcomes.append((outcome, .input(input))) }
            case (.revision(let file), .admitted(let settings)):
                outcomes.append((.success(load(bytes: try file.bytes(in: currentDirectory), as: file.argument, under: settings)),
                                 .gitVersion("as \(file.revision.ref) holds it", requirement: "listspec diff compares only versions that pass lint")))
            case (.revision, .excluded): break
            }
        }
        var valid: [ValidSpec] = []
        var refusals: [String] = []
        for (outcome, origin) in outcomes {
            switch outcome {
            case .failure(let unreadable):
                refusals.append(unreadable.description)
            case .success(let loaded):
                do {
                    let spec = try accepted(loaded, from: origin)
                    if showingWarnings, !loaded.findings.isEmpty { show(loaded.findings) }
                    valid.append(ValidSpec(spec: spec, loaded: loaded))
                } catch {
                    if !loaded.findings.isEmpty { show(loaded.findings) }
                    refusals.append(error.message)
                }
            }
        }
        guard refusals.isEmpty, valid.count == 2 else { throw Trouble(messages: refusals.isEmpty ? ["could not read both specs"] : refusals) }
        return .valid(old: valid[0], new: valid[1])
    }
}
