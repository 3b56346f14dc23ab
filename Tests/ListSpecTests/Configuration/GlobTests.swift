import ListSpec
import ListSpecRuntime
import Testing

@Suite struct GlobTests {
    @Test(arguments: [
        ("*.json", "a.json", true), ("*.json", "Specs/deep/a.json", true), ("*.json", "a.yaml", false),
        ("Specs/*.yaml", "Specs/a.yaml", true), ("Specs/*.yaml", "Specs/sub/a.yaml", false), ("Specs/*.yaml", "x/Specs/a.yaml", false),
        ("Specs/**/*.yaml", "Specs/a.yaml", true), ("Specs/**/*.yaml", "Specs/x/y/a.yaml", true), ("**/*.yml", "a.yml", true),
        ("legacy/**", "legacy/a/b.yaml", true), ("legacy/**", "legacy.yaml", false),
        ("drafts", "Specs/drafts/a.yaml", true), ("drafts", "Specs/drafts.yaml", false),
        ("Specs/legacy", "Specs/legacy/a.yaml", true), ("/Specs/legacy", "Specs/legacy/a.yaml", true),
        ("generated/", "generated/a.yaml", true), ("generated/", "generated", false),
        ("?.yaml", "a.yaml", true), ("?.yaml", "ab.yaml", false), ("a?c.yaml", "a/c.yaml", false),
        ("[ab].yaml", "b.yaml", true), ("[a-c]x.yaml", "cx.yaml", true), ("[a-c]x.yaml", "dx.yaml", false),
        ("[!a]*.yaml", "b.yaml", true), ("[!a]*.yaml", "a.yaml", false), ("[^a]*.yaml", "a.yaml", false),
        ("\\*.yaml", "*.yaml", true), ("\\*.yaml", "a.yaml", false), ("[*.yaml", "[x.yaml", true),
        ("*a*b*c*", "xxaybzzc", true), ("*a*b*c*", "xxaybzz", false), ("**", "anything/at/all.json", true),
        ("./Specs/a.yaml", "Specs/a.yaml", true), ("Spécs/*.yaml", "Spécs/é.yaml", true),
        // `?` is one character as Swift reads it, a decomposed é included.
        ("caf?.yaml", "café.yaml", true), ("caf?.yaml", "cafe\u{301}.yaml", true), ("cafe?.yaml", "cafe\u{301}.yaml", false),
        ("[é]*", "é.yaml", true), ("Specs/./a.yaml", "Specs/a.yaml", true), ("a?b", "a\r\nb", true), ("a??b", "a\r\nb", false),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }

    /// The quick test by first name never rules out a path that matches.
    @Test(arguments: ["Tests/**", "/Specs/legacy", "./Specs/a.yaml", "*.json", "drafts", "[ST]*/**", "Sp\\ecs/*", "Spécs/*", ""])
    func aQuickRejectNeverHidesAMatch(pattern: String) {
        let glob = Glob(pattern)
        for path in ["Tests/a.yaml", "Specs/legacy/a.yaml", "Specs/a.yaml", "x.json", "a/drafts/b.yaml", "Spécs/é.yaml",
                     "Spe\u{301}cs/x", "./Specs/a.yaml", "Benchmarks/small/a.yaml", ""] where glob.matches(path) {
            #expect(glob.mayMatch(path), "\(pattern) ~ \(path)")
        }
        #expect(!Glob("Tests/**").mayMatch("Benchmarks/small/a.yaml"))
    }

    @Test func folderMatchingOnlyWhenEverythingBelowWouldMatch() {
        #expect(Glob("legacy").matchesFolder("Specs/legacy"))
        #expect(Glob("legacy/**").matchesFolder("legacy"))
        #expect(Glob("generated/").matchesFolder("generated"))
        #expect(!Glob("legacy/?").matchesFolder("legacy"))
        #expect(!Glob("legacy/*.yaml").matchesFolder("legacy"))
        #expect(!Glob("*.yaml").matchesFolder("Specs"))
    }
}
