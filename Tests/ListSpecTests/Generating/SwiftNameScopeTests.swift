import Testing
@testable import ListSpec

/// Names of generated code: each is an identifier swiftc takes, whatever the spec wrote
/// (the whole files are compiled by GenerateCommandTests).
@Suite struct SwiftNameScopeTests {
    @Test func aLeadingDigitGetsAnUnderscoreInTypesAndNamespaces() {
        var scope = SwiftNameScope()
        #expect(scope.type("_2x") == "_2x")
        #expect(scope.type("2up ViewModel") == "_2upViewModel")
        #expect(scope.type("2x") == "_2x_2")
        #expect(scope.type("my list") == "MyList")
        #expect(SpecCodeGenerator.namespaceName(forFile: "Specs/1.listspec.yaml") == "_1Spec")
        #expect(SpecCodeGenerator.namespaceName(forFile: "2-up.listspec.json") == "_2UpSpec")
        #expect(SpecCodeGenerator.namespaceName(forFile: "my_list.listspec.yaml") == "MyListSpec")
    }

    /// The reference lists U+FFF9...U+FFFD as identifier characters; swiftc refuses them.
    @Test func charactersSwiftcRefusesBecomeUnderscores() {
        for value: UInt32 in 0xFFF9...0xFFFD {
            let scalar = Unicode.Scalar(value).map(String.init) ?? ""
            #expect(SwiftNameScope.identifier(scalar + "a") == "_a")
            #expect(SwiftNameScope.identifier("a" + scalar) == "a_")
        }
        #expect(SwiftNameScope.identifier("a\u{FFF8}\u{FE47}") == "a\u{FFF8}\u{FE47}")
    }
}
