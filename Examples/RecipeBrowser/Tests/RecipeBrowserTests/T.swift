import Testing
@testable import RecipeBrowser
@Test func x() { #expect(MenuSpec.Tables.Menu.sections().count == 1) }
