import ListSpec
import ListSpecRuntime
import Testing

@Suite struct ConfigurationLoaderTests {
    private func parse(_ text: String, path: String = ".listspec.yml") throws(ConfigurationError) -> LintConfiguration {
        try ConfigurationLoader.parse(bytes: Array(text.utf8), path: path, baseDirectory: "/repo")
    }

    private func failure(_ text: String) -> String? {
        do throws(ConfigurationError) {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func rulesIncludeAndExclude() throws {
        let configuration = try parse("""
        rules:
          unused-cell-type: off
          header-zero-height: error
          unknown-key: warning
        include: ["Specs/**"]
        exclude:
          - "**/drafts"
          - "*.generated.json"
        """)
        #expect(configuration.rules == [.unusedCellType: .off, .headerZeroHeight: .error, .unknownKey: .warning])
        #expect(configuration.notices.isEmpty)
        #expect(configuration.include == [Glob("Specs/**")])
        #expect(configuration.exclude == [Glob("**/drafts"), Glob("*.generated.json")])
        #expect(configuration.baseDirectory == "/repo")
        #expect(configuration.setting(for: .syntax) == .error)
        #expect(configuration.setting(for: .unusedCellType) == .off)
    }

    /// An invariant rule (contract section 2) cannot be turned off or lowered: the setting is
    /// ignored and is a warning at its value; making it an error changes nothing.
    @Test func invariantRulesAreNotSetButNoticed() throws {
        let configuration = try parse("rules:\n  cell-order: off\n  syntax: warning\n  duplicate-cell-id: error\n  unused-cell-type: off\n")
        #expect(configuration.rules == [.unusedCellType: .off, .duplicateCellID: .error])
        #expect(configuration.notices.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.rule)" }
                == ["2:15 warning invalid-value", "3:11 warning invalid-value"])
        #expect(configuration.notices.first?.message.hasPrefix("cell-order cannot be turned off") == true)
        #expect(configuration.notices.last?.message.hasPrefix("syntax cannot be lowered to a warning") == true)
        let cellOrder = Finding(path: "s.yaml", location: .start, rule: .cellOrder, message: "m")
        #expect(LintConfiguration(rules: [.cellOrder: .off]).apply(to: [cellOrder]) == [cellOrder])
    }

    @Test func emptyFilesAndNullsAreEmptyConfigurations() throws {
        #expect(try parse("").rules.isEmpty)
        #expect(try parse("# only a comment\n").include.isEmpty)
        #expect(try parse("rules:\ninclude:\n").rules.isEmpty)
        #expect(try parse("exclude: drafts\n").exclude == [Glob("drafts")])
        #expect(try parse("{\"rules\": {\"unknown-key\": \"warning\"}}", path: "c.json").rules == [.unknownKey: .warning])
    }

    @Test func mistakesNameFileLineAndColumn() {
        #expect(failure("rules:\n  cell-ordr: off\n") == ".listspec.yml:2:3: unknown rule 'cell-ordr'; did you mean 'cell-order'?")
        #expect(failure("rules:\n  colour: off\n")
            == ".listspec.yml:2:3: unknown rule 'colour'; valid rules are \(Rule.lintRules.map(\.rawValue).joined(separator: ", ")) (listspec rules describes them)")
        #expect(failure("rulez: {}\n") == ".listspec.yml:1:1: unknown key 'rulez'; did you mean 'rules'?")
        #expect(failure("rules:\n  syntax: ignore\n") == ".listspec.yml:2:11: rule 'syntax' must be off, warning or error, not 'ignore'")
        #expect(failure("rules:\n  syntax: false\n") == ".listspec.yml:2:11: rule 'syntax' must be off, warning or error, not a boolean")
        #expect(failure("rules: [syntax]\n") == ".listspec.yml:1:8: rules must be a map of rule id to off, warning or error, not a list")
        #expect(failure("include: [1]\n") == ".listspec.yml:1:11: include takes glob patterns (strings), not a number")
        #expect(failure("exclude: ['']\n") == ".listspec.yml:1:11: an empty pattern in exclude would match nothing useful")
        #expect(failure("- rules\n") == ".listspec.yml:1:1: a configuration is a map with rules, include and exclude, not a list")
        #expect(failure("rules: {syntax: off}\nrules: {}\n") == ".listspec.yml:2:1: key 'rules' appears twice in this map (first at 1:1); remove one")
        #expect(failure("rules: {syntax: off, syntax: error}\n") == ".listspec.yml:1:22: key 'syntax' appears twice in this map (first at 1:9); remove one")
        #expect(failure("rules: [\n")?.hasPrefix(".listspec.yml:2:1: ") == true)
    }

    /// Every mistake at once, in file order, each with a suggestion from the configuration's
    /// own keys and rule ids when one is close (`version` is near none of them).
    @Test func everyMistakeIsReportedWithItsOwnSuggestion() {
        let text = """
        version: 1
        rules:
          unused-celltype: off
          header-zero-height: loud
        exclde: [a]
        include: [1, "Specs/**"]
        """
        #expect(failure(text)?.components(separatedBy: "\n") == [
            ".listspec.yml:1:1: unknown key 'version'; known keys are rules, include, exclude, served, baseline, minimum-version",
            ".listspec.yml:3:3: unknown rule 'unused-celltype'; did you mean 'unused-cell-type'?",
            ".listspec.yml:4:23: rule 'header-zero-height' must be off, warning or error, not 'loud'",
            ".listspec.yml:5:1: unknown key 'exclde'; did you mean 'exclude'?",
            ".listspec.yml:6:11: include takes glob patterns (strings), not a number",
        ])
    }

    @Test func offDropsFindingsAndSeveritiesAreReplaced() {
        let configuration = LintConfiguration(rules: [.unusedCellType: .off, .unknownKey: .warning, .headerZeroHeight: .error])
        let findings = [ReportFixtures.unused, Finding(path: "a.yaml", location: .start, rule: .unknownKey, message: "key"),
                        Finding(path: "a.yaml", location: .start, rule: .headerZeroHeight, message: "zero"),
                        Finding(path: "a.yaml", location: .start, rule: .syntax, message: "bad")]
        let applied = configuration.apply(to: findings)
        #expect(applied.map(\.rule) == [.unknownKey, .headerZeroHeight, .syntax])
        #expect(applied.map(\.severity) == [.warning, .error, .error])
        // An invariant rule keeps its severity whatever the settings say (contract section 2).
        let invariant = LintConfiguration(rules: [.cellOrder: .warning, .syntax: .off])
        #expect(invariant.apply(to: [ReportFixtures.cellOrder] + findings.suffix(1)) == [ReportFixtures.cellOrder] + findings.suffix(1))
        #expect(LintConfiguration.default.apply(to: findings) == findings)
    }

    @Test func theFilterMatchesPathsRelativeToTheConfigurationFolder() {
        let filter = SpecFileFilter(include: [Glob("Specs/**")], exclude: [Glob("drafts")], baseDirectory: "/repo", currentDirectory: "/repo/Specs")
        #expect(filter.admits("menu.yaml"))
        #expect(filter.admits("/repo/Specs/menu.yaml"))
        #expect(!filter.admits("../other/menu.yaml"))
        #expect(!filter.admits("drafts/menu.yaml"))
        #expect(filter.skipsFolder("./drafts"))
        #expect(!filter.skipsFolder("."))
    }

    /// A path used as it is (normalized already) or made absolute first: the same answer as the
    /// definition, a glob matched against the absolute path made relative to the configuration's folder.
    @Test func theFilterAnswersAsItsDefinitionForAnyPath() {
        var generator = SystemRandomNumberGenerator()
        let parts = ["repo", "Specs", "drafts", "a.yaml", "é.yml", ".", "..", "", "x", "Tests", "b.json"]
        let globs = [Glob("Specs/**"), Glob("drafts"), Glob("*.json"), Glob("Tests/**"), Glob("/repo/x")]
        for _ in 0..<3_000 {
            func randomPath() -> String {
                let path = (0..<Int.random(in: 1...5, using: &generator)).map { _ in parts.randomElement(using: &generator) ?? "x" }
                    .joined(separator: "/")
                return Bool.random(using: &generator) ? "/" + path : path
            }
            let base = PathResolution.absolute(randomPath(), in: "/")
            let current = Bool.random(using: &generator) ? base : PathResolution.absolute(randomPath(), in: "/")
            let include = globs.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
            let exclude = globs.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
            let filter = SpecFileFilter(include: include, exclude: exclude, baseDirectory: base, currentDirectory: current)
            let path = (Bool.random(using: &generator) ? "./" : "") + randomPath()
            let absolute = PathResolution.absolute(path, in: current)
            let relative = PathResolution.relative(absolute, to: base) ?? absolute
            let expected = !exclude.contains { $0.matches(relative) } && (include.isEmpty || include.contains { $0.matches(relative) })
            #expect(filter.admits(path) == expected, "\(path) in \(current), configuration in \(base)")
        }
    }

    /// A walk asks about a folder once (issue 63): a folder whose files no glob can leave out. It says so only
    /// where every file directly in it is admitted, the excludes of the configurations above included.
    @Test func aFolderAdmittedWholeAdmitsEachOfItsFiles() {
        let repository = SpecFileFilter(include: [], exclude: [Glob("Tests/**"), Glob("Fuzz/**")], baseDirectory: "/repo", currentDirectory: "/repo")
        #expect(repository.admitsEveryFile(inFolder: "/repo/Benchmarks/work/small"))
        #expect(!repository.admitsEveryFile(inFolder: "/repo/Tests/Fixtures"))
        #expect(!repository.admitsEveryFile(inFolder: "/repo"))
        var generator = SystemRandomNumberGenerator()
        let names = ["repo", "Specs", "drafts", "Tests", "x", "é", "a.yaml", "b.json"]
        let globs = [Glob("Specs/**"), Glob("drafts"), Glob("*.json"), Glob("Tests/**"), Glob("/repo/x"), Glob("**/drafts"), Glob("x/a.yaml")]
        var admittedWhole = 0
        for _ in 0..<3_000 {
            func randomFolder() -> String {
                PathResolution.absolute((0..<Int.random(in: 0...4, using: &generator)).map { _ in names.randomElement(using: &generator) ?? "x" }
                    .joined(separator: "/"), in: "/")
            }
            func randomFilter(base: String) -> SpecFileFilter {
                SpecFileFilter(include: globs.filter { _ in Int.random(in: 0..<6, using: &generator) == 0 },
                               exclude: globs.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }, baseDirectory: base, currentDirectory: "/")
            }
            var filter = randomFilter(base: randomFolder())
            if Bool.random(using: &generator) { filter.above = [randomFilter(base: randomFolder())] }
            // Most folders are inside the configuration's, as a walk's are.
            let folder = Bool.random(using: &generator) ? randomFolder()
                : PathResolution.absolute(randomFolder().dropFirst() + "", in: filter.baseDirectory)
            guard filter.admitsEveryFile(inFolder: folder) else { continue }
            admittedWhole += 1
            for name in names {
                let file = folder == "/" ? "/" + name : folder + "/" + name
                #expect(filter.excluder(of: file) == nil, "\(file) with \(filter.exclude) in \(filter.baseDirectory)")
            }
        }
        #expect(admittedWhole > 20)
    }

    @Test func pathResolution() {
        #expect(PathResolution.absolute("./a/../b//c.yaml", in: "/repo/x") == "/repo/x/b/c.yaml")
        #expect(PathResolution.absolute("/abs/./f", in: "/repo") == "/abs/f")
        #expect(PathResolution.absolute("../../../x", in: "/repo/a") == "/x")
        #expect(PathResolution.absolute("a/..", in: "/repo") == "/repo")
        #expect(PathResolution.absolute("", in: "/repo//x/") == "/repo/x")
        #expect(PathResolution.absolute("/..", in: "/repo") == "/")
        #expect(PathResolution.absolute("é/./ü/", in: "/r ö") == "/r ö/é/ü")
        #expect(PathResolution.absolute("...", in: "/r") == "/r/...")
        #expect(PathResolution.relative("/repo/a/b", to: "/repo") == "a/b")
        #expect(PathResolution.relative("/repository/a", to: "/repo") == nil)
        #expect(PathResolution.relative("/a", to: "/") == "a")
        #expect(PathResolution.selfAndAncestors(of: "/a/b") == ["/a/b", "/a", "/"])
    }
}
