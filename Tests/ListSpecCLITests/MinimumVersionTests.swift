import Foundation
import Testing

/// `minimum-version:` in `.listspec.yml` (contract section 15): an older listspec refuses the specs
/// the settings govern, for every command, naming the version to install.
@Suite struct MinimumVersionTests {
    private static let spec = "sections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: A}]\n"

    @Test func aNewerVersionRequiredRefusesEveryCommand() throws {
        let folder = try CLI.folder(with: [".listspec.yml": "minimum-version: 99.0.0\n", "Specs/a.yaml": Self.spec, "Specs/b.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["lint", "Specs"], ["lint", "Specs/a.yaml"], ["render", "Specs/a.yaml"], ["diff", "Specs/a.yaml", "Specs/b.yaml"],
                          ["format", "--check", "Specs/a.yaml"], ["convert", "Specs/a.yaml"], ["locate", "Specs/a.yaml", "--index-path", "0.0"]] {
            let result = try CLI.run(arguments, directory: folder)
            #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains(".listspec.yml:1:18: these specs require listspec 99.0.0 or newer (minimum-version), and this is listspec "),
                    "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
        }
        // A folder below with settings of its own is governed by those alone.
        let nested = try CLI.folder(with: [".listspec.yml": "minimum-version: 99.0.0\n", "Other/.listspec.yml": "rules: {}\n", "Other/a.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: nested) }
        #expect(try CLI.run(["lint", "Other/a.yaml"], directory: nested).status == 0)
    }

    @Test func thisVersionOrAnOlderOnePasses() throws {
        for required in ["0.1.0", "0.1", "0", "0.0.9"] {
            let folder = try CLI.folder(with: [".listspec.yml": "minimum-version: \(required)\n", "a.yaml": Self.spec])
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try CLI.run(["lint", "a.yaml"], directory: folder)
            #expect(result.status == 0, "\(required): \(result.stderr)")
        }
    }

    @Test func aMalformedVersionIsAConfigurationError() throws {
        for written in ["x1", "1.2.3.4", "\"\"", "[1]", "1.-2"] {
            let folder = try CLI.folder(with: [".listspec.yml": "minimum-version: \(written)\n", "a.yaml": Self.spec])
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try CLI.run(["lint", "a.yaml"], directory: folder)
            #expect(result.status == 2, "\(written)")
            #expect(result.stderr.contains("minimum-version takes a version such as 0.2.0"), "\(written): \(result.stderr)")
        }
    }
}
