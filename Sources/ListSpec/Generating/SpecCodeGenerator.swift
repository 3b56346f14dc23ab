import ListSpecRuntime

/// `listspec generate`: typed Swift for one spec file, with no `Any` in it.
///
/// One namespace per file (named after the file) holds a struct or `String`-backed
/// enum per declared type and, under `Tables`, one namespace per table: its cells
/// as an enum (one case per cell type, the typed viewModel as payload), reuse
/// identifiers, actions, section and row types that the runtime's differ takes, the
/// content as written in the spec, and its conversion to the runtime's `Table`.
///
/// Everything is spelled out for the compiler: fully qualified types (so a spec
/// type named `String`-like or `Data` cannot shadow anything), explicit types on
/// every literal, and the content built one append per row, which type-checks in
/// linear time however large the spec.
package struct SpecCodeGenerator {
    package enum Access: String, CaseIterable, Sendable {
        case `public`, `internal`
    }

    let access: Access

    package init(access: Access = .internal) { self.access = access }

    /// The file's namespace: its name without `.listspec.yaml` (or `.yml`, `.json`) in UpperCamelCase, ending in `Spec`.
    package static func namespaceName(forFile path: String) -> String {
        var base = String(path.split(separator: "/").last ?? "")
        for suffix in [".listspec.yaml", ".listspec.yml", ".listspec.json", ".yaml", ".yml", ".json"]
        where base.lowercased().hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        // `Spec` at the end keeps the namespace apart from its tables and types (`recipes` -> `RecipesSpec`).
        let name = SwiftNameScope.upperCamelCase(base)
        return name.hasSuffix("Spec") ? name : name + "Spec"
    }

    /// The Swift file a spec's code goes to: the file name with its extension
    /// replaced (`recipes.listspec.yaml` -> `recipes.listspec.swift`).
    package static func outputFileName(forSpec path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "spec")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name + ".swift"
    }

    /// Names a namespace in generated code must never shadow.
    static let moduleNames: Set<String> = ["Swift", "ListSpecRuntime", "Foundation", "SwiftUI", "Tables"]

    /// The Swift source for `spec`, read from the file named `fileName` (a name, not a path: output is deterministic).
    package func generate(_ spec: Spec, declarations: ViewModelDeclarations, fileName: String) -> String {
        var writer = GeneratedFileWriter(access: access, namespace: SpecCodeGenerator.namespaceName(forFile: fileName))
        writer.write(spec, declarations: declarations, fileName: fileName)
        return writer.output
    }
}
