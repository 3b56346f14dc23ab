import Testing
@testable import ListSpec
import ListSpecRuntime
import ListSpecTesting

/// The verifier refuses updates that UIKit would accept but that do not yield the new table,
/// or that break the contract's rules.
@Suite struct DiffVerifierTests {
    private func failure(_ old: String, _ new: String, _ edit: (inout TableDiff) -> Void) throws -> VerificationFailure? {
        var table = try diffTable(old, new)
        edit(&table)
        do {
            try BatchUpdateVerifier.verify(table)
            return nil
        } catch {
            return error
        }
    }

    let old = spec("{sectionID: 0, header: A, cells: [{cellID: 0, cellType: C, viewModel: a}, {cellID: 1, cellType: C}]}",
                   "{sectionID: 1, indexTitle: X}")
    let new = spec("{sectionID: 0, header: A, cells: [{cellID: 0, cellType: C, viewModel: b}, {cellID: 1, cellType: C}]}",
                   "{sectionID: 1, indexTitle: X}")

    @Test func missingRowReloadIsCaught() throws {
        let found = try failure(old, new) { $0.update.reloadRows = [] }
        #expect(found?.message == "cellID 0 at [0, 0] (sectionID 0): viewModel changed but the row is not reloaded")
        #expect(found?.exception == nil)
    }

    @Test func needlessReloadIsCaught() throws {
        let found = try failure(old, new) { $0.update.reloadRows.append(TableIndexPath(section: 0, row: 1)) }
        #expect(found?.message.contains("is reloaded but did not change") == true)
    }

    @Test func replacedCellIsCaught() throws {
        let found = try failure(old, new) {
            $0.update.reloadRows = []
            $0.update.deleteRows = paths([(0, 0)])
            $0.update.insertRows = paths([(0, 0)])
        }
        #expect(found?.message == "cell 0 of section 0 is in both versions but is deleted and inserted")
    }

    @Test func replacedSectionIsCaught() throws {
        let found = try failure(old, new) {
            $0.update = BatchUpdate(deleteSections: [0], insertSections: [0])
        }
        #expect(found?.message == "sectionID 0 is in both versions but is deleted and inserted")
    }

    @Test func wrongIDsAfterTheUpdateAreCaught() throws {
        // Delete row 0 and insert at the end: UIKit accepts it, but the cells land in the wrong places.
        let before = spec("{sectionID: 0, cells: [{cellID: 1, cellType: C}, {cellID: 2, cellType: C}]}")
        let after = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C}, {cellID: 2, cellType: C}]}")
        let found = try failure(before, after) {
            $0.update = BatchUpdate(deleteRows: paths([(0, 0)]), insertRows: paths([(0, 1)]))
        }
        #expect(found?.message.contains("row [0, 0] shows cell 2") == true)
    }

    @Test func simulatorExceptionIsReported() throws {
        let found = try failure(old, new) { $0.update.insertRows = paths([(0, 0)]) }
        #expect(found?.exception == .invalidNumberOfRows(section: 0, after: 2, before: 2, inserted: 1, deleted: 0))
        #expect(found?.description.hasPrefix("table 't': NSInternalInconsistencyException: invalid number of rows in section 0") == true)
    }

    @Test func missingSectionReloadAndIndexTitlesAreCaught() throws {
        let before = spec("{sectionID: 0, header: A, indexTitle: X}")
        let after = spec("{sectionID: 0, header: B, indexTitle: Y}")
        let noSection = try failure(before, after) { $0.update.reloadSections = [] }
        #expect(noSection?.message == "section [0] (sectionID 0): header changed but the section is not reloaded")
        let noTitles = try failure(before, after) { $0.update.reloadSectionIndexTitles = false }
        #expect(noTitles?.message == "the section index titles changed but are not reloaded")
    }

    @Test func wrongChangeKindIsCaught() throws {
        let unchanged = try failure(old, new) { $0.change = .unchanged; $0.update = .none }
        #expect(unchanged?.message.contains("not reloaded") == true)
        let modified = try failure(old, old) { $0.change = .modified }
        #expect(modified?.message == "is reported modified but nothing changed")
        let restyled = try failure(old, new) { $0.change = .restyled }
        #expect(restyled?.message == "is restyled but has a batch update")
    }
}
