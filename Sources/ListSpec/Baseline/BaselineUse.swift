/// What a lint run does with baselines: apply the one each spec's settings name (`baseline:` in
/// `.listspec.yml`), apply one file to every spec (`--baseline`), or write every finding into a
/// file (`--write-baseline`, which applies none).
package enum BaselineUse: Sendable, Equatable {
    case settings
    case file(String)
    case write(String)
}
