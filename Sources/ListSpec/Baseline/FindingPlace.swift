@_spi(DocumentStorage) import ListSpecRuntime

/// Where in the model a finding is: its table, and its section's sectionID and cell's cellID where
/// it is in one (as written in the document, so a finding about a section whose cells do not
/// decode still has its place). What a baseline entry keys a finding by instead of its line.
package struct FindingPlace: Hashable, Sendable {
    package var table: String?
    package var sectionID: Int64?
    package var cellID: Int64?

    /// The place of `location` in the document under `root`: the table, section and cell around it
    /// (`SpecPlace`, as the editor finds them), and the IDs those maps write.
    package init(of location: SourceLocation, in root: Document.Node) {
        let place = SpecPlace(at: location, in: root)
        table = place.tableName
        sectionID = SpecPlace.value(of: "sectionID", in: place.sectionNode)?.int
        cellID = SpecPlace.value(of: "cellID", in: place.cellNode)?.int
    }

    /// The place of each finding, in order (none without a document: a file that does not parse).
    package static func of(_ findings: [Finding], in root: Document.Node?) -> [FindingPlace?] {
        guard let root else { return findings.map { _ in nil } }
        return findings.map { FindingPlace(of: $0.location, in: root) }
    }
}
