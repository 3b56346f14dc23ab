/// Whether app builds compiled against an older version of a spec can show a newer one: the
/// check `listspec breaking` runs, for a server to run before it serves a spec.
///
/// An old build knows the old spec's tables, the cell types and header views it registered, its
/// actions, and its generated view model types, and reads a viewModel as that generated Swift
/// does: a struct's unknown fields are ignored; a missing non-optional field, a value of another
/// type or an enum string it does not know fails. Errors say an old build cannot show the new
/// spec as it is; warnings say the new spec's declarations now allow values old builds cannot
/// read, though none is there yet. An untyped viewModel (no declared type in the old spec) never
/// breaks.
///
/// ```swift
/// let published = try Spec(json: publishedJSON, path: "home.json")
/// let next = try Spec(json: nextJSON, path: "home.json")
/// let findings = SpecCompatibility.findings(new: next, old: published)
/// guard !findings.hasErrors else { throw Refused(findings) }  // builds in users' hands would break
/// ```
public enum SpecCompatibility {
    /// Every way `new` breaks app builds made from `old`, in `new`'s file order: each finding in
    /// `new`'s file (at its line and column where it was read from a file; at line 1 where a
    /// spec written in code has no place), under one of the rules whose
    /// ``Rule/checksCompatibility`` is true, its message naming what `oldName` declared.
    ///
    /// - Parameters:
    ///   - new: The version about to be served.
    ///   - old: The version app builds were made from.
    ///   - oldName: How messages name `old` (`"HEAD~1"`, `"v2.3"`): "OLD declares Recipe.minutes as Int; this value is "20 min"".
    /// - Returns: The findings; none when every old build shows `new` as it shows `old`.
    public static func findings(new: Spec, old: Spec, oldName: String = "OLD") -> [Finding] {
        var findings: [Finding] = []
        let oldVersion = formatVersion(old), newVersion = formatVersion(new)
        if newVersion.version > oldVersion.version {
            findings.append(Finding(path: new.path, location: newVersion.location,
                                    NewerFormatCheck.finding(newVersion.version, oldName: oldName, oldVersion: oldVersion.version)))
        }
        for oldTable in old.tables where new.table(named: oldTable.name) == nil {
            findings.append(Finding(path: new.path, location: tablesLocation(new), RemovedTableCheck.finding(oldTable.name, oldName: oldName)))
        }
        var reader = OldTypeReader(oldName: oldName, declarations: old.typeDeclarations, path: new.path)
        var tableFindings: [Finding] = []
        var pairs: [(old: Table, new: Table)] = []
        for newTable in new.tables {
            guard let oldTable = old.table(named: newTable.name) else { continue }  // a new table: nothing old to break
            pairs.append((oldTable, newTable))
            TableCompatibility(oldName: oldName, old: oldTable, new: newTable, path: new.path).check(into: &tableFindings, reading: &reader)
        }
        // Declarations last: a warning that a value already shows as an error is left out.
        var declarations = DeclarationComparison(oldName: oldName, old: old.typeDeclarations, new: new.typeDeclarations,
                                                 path: new.path, brokenPlaces: reader.brokenPlaces)
        for (oldTable, newTable) in pairs {
            if let oldType = oldTable.sectionViewModelType {
                declarations.compare(old: oldType, new: newTable.sectionViewModelType, at: .sectionViewModel(ofTable: oldTable.name),
                                     place: newTable.sectionViewModelNode?.location ?? newTable.location)
            }
            for newCellType in newTable.cellTypes {
                guard let oldCellType = oldTable.cellTypes.first(where: { WrittenName.same($0.name, newCellType.name) }),
                      let oldType = oldCellType.viewModelType else { continue }
                declarations.compare(old: oldType, new: newCellType.viewModelType, at: .viewModel(ofCellType: oldCellType.name),
                                     place: newCellType.viewModelNode?.location ?? newCellType.location)
            }
        }
        findings += tableFindings + reader.findings + declarations.findings
        return findings.sortedByLocation()
    }

    /// The `listspec` version a spec states (1 when it states none) and where.
    private static func formatVersion(_ spec: Spec) -> (version: Int64, location: SourceLocation) {
        guard let pair = spec.root?.pairs.first(where: { $0.key.stringEquals("listspec") }), let version = pair.value.int else {
            return (1, .start)
        }
        return (version, pair.value.location)
    }

    /// Where a missing table is reported: the new spec's `tables` key, else line 1.
    private static func tablesLocation(_ spec: Spec) -> SourceLocation {
        spec.root?.pairs.first { $0.key.stringEquals("tables") }?.key.location ?? .start
    }
}
