import Testing

@Suite struct SmokeTests {
    @Test func lintOfTheExamplesIsClean() throws {
        let result = try CLI.run(["lint", "Specs"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("no findings"))
    }
}
