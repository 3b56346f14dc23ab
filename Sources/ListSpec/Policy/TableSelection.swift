import ListSpecRuntime

extension Spec {
    /// All tables, or the one named by `--table` (an unknown name lists the known ones).
    package func tables(selecting name: String?) throws(Trouble) -> [Table] {
        guard let name else { return tables }
        guard let table = self.table(named: name) else {
            let known = tables.map(\.name).joined(separator: ", ")
            let guess = WordSuggestion.nearest(to: name, in: tables.map(\.name)).map { "did you mean '\($0)'? " } ?? ""
            throw Trouble(message: "\(path) has no table named '\(name)'; \(guess)its tables are \(known.isEmpty ? "(none)" : known)")
        }
        return [table]
    }
}
