import ListSpecRuntime

extension Baseline {
    /// Why `--write-baseline` may not replace the file at `path`; nil when it may: no regular file there,
    /// an empty one, or one that names the baseline's format key (a baseline, in any layout, even one a
    /// merge left conflicted). Anything else (`.listspec.yml`, a spec, a README) is someone's file named
    /// by a slip, and stays as it is.
    package static func refusal(toReplace path: String) -> String? {
        guard (try? FileStatus.of(path).kind) == .regular,
              let bytes = try? FileBytes.contents(of: path, limit: ReaderLimits.default.maxFileSize), !bytes.isEmpty,
              bytes.firstRange(of: Array("\"\(formatKey)\"".utf8)) == nil else { return nil }
        return "it is not a listspec baseline (it has no \"\(formatKey)\"), and --write-baseline replaces only a baseline: "
            + "remove it, or choose another path"
    }
}
