import ListSpecRuntime

/// A spec named on the command line where git may hold it (`listspec diff`'s sides, contract
/// section 4): a file, standard input, or `REF:PATH` read from git, with the settings of its own
/// path (for `REF:PATH`, that path in the working tree: its nearest `.listspec.yml`, as section 2
/// has it), which may exclude it.
package struct SpecArgument: Sendable {
    package enum Source: Sendable {
        case input(SpecInput)
        case revision(RevisionPath)
    }

    package let source: Source
    /// Its settings, or the configuration files that exclude it.
    package let admission: Frontend.Admission

    /// The spec `argument` names: `-`, an existing file, else `REF:PATH` when it holds a colon (as
    /// `breaking --against` reads one), else a file (which the loader then says is unreadable).
    /// `label` names the argument in messages (`old`, `new`). Trouble: a ref that does not
    /// resolve, a configuration that cannot be used.
    init(_ argument: String, label: String, frontend: Frontend) throws(Trouble) {
        let name: String?
        if argument == "-" {
            source = .input(.standardInput)
            name = nil
        } else if !PathResolution.exists(argument),
                  let file = try RevisionPath(argument, label: label, in: frontend.currentDirectory, limit: frontend.limits.maxFileSize) {
            source = .revision(file)
            name = file.workingTreePath(in: frontend.currentDirectory)
        } else {
            source = .input(.file(argument))
            name = argument
        }
        // The answer lint and format give for that name, so that the diff agrees with them about every path.
        admission = try frontend.admission(ofSpecNamed: name)
    }

    /// How the spec is named: the path, `<stdin>`, or `REF:PATH` as written.
    package var displayPath: String {
        switch source {
        case .input(let input): return input.displayPath
        case .revision(let file): return file.argument
        }
    }
}
