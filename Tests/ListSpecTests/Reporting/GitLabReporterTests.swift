import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime

/// `--format gitlab`: GitLab's code quality report, and the SHA-256 its fingerprints are made with.
@Suite struct GitLabReporterTests {
    @Test func sha256MatchesTheStandardsVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Two blocks: the padding spills into a second one.
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1000)).count == 64)
    }

    @Test func eachFindingHasTheFieldsGitLabReads() throws {
        let reporter = GitLabReporter(currentDirectory: "/repo/Specs", baseDirectory: "/repo")
        let report = LintReport(files: [LintReport.File(path: "menu.yaml", findings: [ReportFixtures.unused, ReportFixtures.cellOrder])])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(reporter.render(report))) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array.map { $0["check_name"] as? String } == ["unused-cell-type", "cell-order"])
        #expect(array.map { $0["severity"] as? String } == ["minor", "major"])
        #expect(array.map { $0["description"] as? String } == [ReportFixtures.unused.message, ReportFixtures.cellOrder.message])
        // Findings carry paths relative to the current directory; GitLab wants them from the repository's root.
        let location = try #require(array[1]["location"] as? [String: Any])
        #expect(location["path"] as? String == "Specs/Specs/menu.yaml")
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 5)
        #expect(Set(array.compactMap { $0["fingerprint"] as? String }).count == 2)
        #expect(String(decoding: reporter.render(LintReport(files: [])), as: UTF8.self) == "[]\n")
    }

    @Test func fingerprintsIgnoreLinesAndCountEqualFindings() throws {
        let reporter = GitLabReporter(currentDirectory: "/repo", baseDirectory: "/repo")
        func fingerprints(_ findings: [Finding]) throws -> [String] {
            let report = LintReport(files: [LintReport.File(path: "a.yaml", findings: findings)])
            let array = try #require(try JSONSerialization.jsonObject(with: Data(reporter.render(report))) as? [[String: Any]])
            return array.compactMap { $0["fingerprint"] as? String }
        }
        func duplicate(at line: Int, first: Int) -> Finding {
            Finding(path: "a.yaml", location: SourceLocation(line: line, column: 9), rule: .duplicateCellID,
                    message: "cellID 1 appears twice in section [0], first on line \(first)")
        }
        let before = try fingerprints([duplicate(at: 5, first: 4), duplicate(at: 7, first: 4)])
        let moved = try fingerprints([duplicate(at: 15, first: 14), duplicate(at: 17, first: 14)])
        #expect(before == moved, "lines added above change no fingerprint, nor the line a message names")
        #expect(Set(before).count == 2, "two equal findings differ by their occurrence")
        #expect(FindingFingerprints.withoutLineNumbers("first on line 12, then line 3; lines 4") == "first on line , then line ; lines 4")
    }
}
