import Foundation
import Testing

/// A `.listspec.yml`'s own findings name it as the specs' findings are named: relative, in every
/// format, never by an absolute path a CI log cannot attach to a change (contract section 15).
@Suite struct ConfigurationFindingPathTests {
    @Test(arguments: ["text", "github", "json", "sarif"]) func aConfigurationsFindingsAreRelative(_ format: String) throws {
        let folder = try CLI.folder(with: [
            "Specs/.listspec.yml": "rules:\n  cell-order: off\n",
            "Specs/menu.yaml": "sections: [{sectionID: 1, cells: [{cellID: 1, cellType: A}]}]\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let result = try CLI.run(["lint", "Specs", "--format", format], directory: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // SARIF names the root once, as the base its relative uris start from.
        let named = result.stdout.components(separatedBy: folder.path).count - 1
        #expect(named == (format == "sarif" ? 1 : 0) && !result.stderr.contains(folder.path), "\(result.stdout)")
        switch format {
        case "text": #expect(result.stdout.hasPrefix("Specs/.listspec.yml:2:15: warning: cell-order cannot be turned off"), "\(result.stdout)")
        case "github": #expect(result.stdout.contains("::warning file=Specs/.listspec.yml,line=2,col=15,"), "\(result.stdout)")
        case "json": #expect(result.stdout.contains(#""path":"Specs/.listspec.yml","line":2,"column":15"#), "\(result.stdout)")
        default: #expect(result.stdout.contains(#""uri":"Specs/.listspec.yml""#), "\(result.stdout)")
        }
        // From inside the folder, the same finding names it from there, as the spec is named.
        let inside = try CLI.run(["lint", "menu.yaml"], directory: folder.appendingPathComponent("Specs"))
        #expect(inside.stdout.hasPrefix(".listspec.yml:2:15: warning: cell-order cannot be turned off"), "\(inside.stdout)")
    }
}
