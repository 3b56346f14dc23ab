import Foundation
import Testing

/// `breaking` of paths whose specs `served:` leaves out says so in one line (issue 62): the GitLab
/// recipe pointed at `Specs` while `served:` names `Backend/specs` must not pass saying nothing.
@Suite struct BreakingUnservedTests {
    @Test func pathsWhoseSpecsAreNotServedAreNamed() throws {
        let spec = BreakingCommandTests.old
        let repository = try CLI.repository(["Specs/a.yaml": spec, "Specs/b.yaml": spec, "Specs/c.yaml": spec,
                                             "Backend/specs/x.yaml": spec, ".listspec.yml": "served: [Backend/specs]\n"], then: [:])
        defer { try? FileManager.default.removeItem(at: repository) }
        let none = try CLI.run(["breaking", "Specs", "--against", "HEAD"], directory: repository)
        #expect(none.status == 0 && none.stdout.isEmpty)
        #expect(none.stderr == "0 of 3 specs under Specs are served (served: Backend/specs in .listspec.yml): nothing to compare\n", "\(none.stderr)")
        // Where something is served, the usual summary.
        let some = try CLI.run(["breaking", "--against", "HEAD"], directory: repository)
        #expect(some.stderr == "Compared 1 spec with HEAD: no findings.\n", "\(some.stderr)")
        // A file named is always compared.
        let named = try CLI.run(["breaking", "Specs/a.yaml", "--against", "HEAD"], directory: repository)
        #expect(named.stderr == "Compared 1 spec with HEAD: no findings.\n", "\(named.stderr)")
        // Without served:, every spec is compared.
        try FileManager.default.removeItem(at: repository.appendingPathComponent(".listspec.yml"))
        let all = try CLI.run(["breaking", "Specs", "--against", "HEAD"], directory: repository)
        #expect(all.stderr == "Compared 3 specs with HEAD: no findings.\n", "\(all.stderr)")
    }
}
